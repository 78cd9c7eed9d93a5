/**
 * The store spreadsheet: its columns (the spec's field names, which staff know), a store as a CSV
 * record and back, and the import plan: every row checked with the store form's rules before
 * anything is written, then created or updated by slug.
 *
 * Import rules (ours; the spec has no import):
 * - `slug` is the key. A known slug updates that store; an unknown one creates a store with it; an
 *   empty one creates a store whose slug comes from the name, as the form does.
 * - Only the columns present in the file are written, so a file with `slug,ativo` switches stores
 *   on and off without touching anything else.
 * - A value that fails a rule is an error, except when it is exactly what the store already has
 *   (old data the form would also ask to fix): that is a warning and the value stays as it is.
 *   This keeps "export, then import the same file" a no-op on any database.
 * - A row whose values equal the store's is left alone (no write, no updated_at change).
 */
import type { Store } from "#db/schema";
import { parseCsv, protectFormula, unprotectFormula, type CsvSeparator } from "./csv";
import { refuseControlCharacters } from "./form-input";
import { storeFields } from "./store-schemas";
import { formatCount } from "./count-format";
import { isReservedSlug, slugify, uniqueSlug } from "./slug";
import { z } from "zod";

export const MAX_IMPORT_ROWS = 10_000;

type StoreField = keyof typeof storeFields;

export type CsvColumn = { header: string; field: StoreField | "slug" };

/** Column order of the export and the template. */
export const STORE_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: "slug", field: "slug" },
  { header: "nome", field: "name" },
  { header: "estado", field: "state" },
  { header: "cidade", field: "city" },
  { header: "bairro", field: "neighborhood" },
  { header: "logradouro", field: "street" },
  { header: "numero", field: "number" },
  { header: "complemento", field: "complement" },
  { header: "cep", field: "postalCode" },
  { header: "referencia", field: "reference" },
  { header: "whatsapp", field: "whatsapp" },
  { header: "instagram_link", field: "instagramUrl" },
  { header: "google_maps_link", field: "mapsUrl" },
  { header: "horario_funcionamento", field: "hoursText" },
  { header: "observacoes", field: "notes" },
  { header: "ativo", field: "active" },
  { header: "latitude", field: "latitude" },
  { header: "longitude", field: "longitude" },
  { header: "email", field: "email" },
  { header: "data_inauguracao", field: "openedOn" },
  { header: "historia", field: "historyHtml" },
  { header: "fuso_horario", field: "timezone" },
];

/** Header spellings people type, folded: 'Número' -> 'numero', 'Horário Funcionamento' too. */
function foldHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, "_");
}

const HEADER_ALIASES: Record<string, StoreField | "slug"> = {
  ...Object.fromEntries(STORE_CSV_COLUMNS.map((c) => [c.header, c.field])),
  uf: "state",
  numero_: "number",
  instagram: "instagramUrl",
  google_maps: "mapsUrl",
  maps: "mapsUrl",
  horario: "hoursText",
  horarios: "hoursText",
  status: "active",
  lat: "latitude",
  lng: "longitude",
  lon: "longitude",
  e_mail: "email",
  inauguracao: "openedOn",
  fuso: "timezone",
  timezone: "timezone",
};

const COLUMN_LABEL = Object.fromEntries(
  STORE_CSV_COLUMNS.map((c) => [c.field, c.header]),
) as Record<StoreField | "slug", string>;

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

/** A decimal as the spreadsheet of that separator expects it: '-16,7052' with ';'. */
function formatDecimal(value: number, separator: CsvSeparator): string {
  const text = String(value);
  return separator === ";" ? text.replace(".", ",") : text;
}

/** A store as the cells of its row, in STORE_CSV_COLUMNS order. */
export function storeToCsvRecord(store: Store, separator: CsvSeparator): string[] {
  return STORE_CSV_COLUMNS.map(({ field }) => {
    const value = store[field as keyof Store];
    if (field === "active") return store.active ? "sim" : "não";
    if (field === "latitude" || field === "longitude") {
      return typeof value === "number" ? formatDecimal(value, separator) : "";
    }
    if (value === null || value === undefined) return "";
    return protectFormula(String(value));
  });
}

export const STORE_CSV_HEADER = STORE_CSV_COLUMNS.map((c) => c.header);

/** The template's example row (a store that does not exist). */
export const STORE_CSV_EXAMPLE: Record<string, string> = {
  slug: "",
  nome: "Basiquinha Exemplo Centro",
  estado: "GO",
  cidade: "Goiânia",
  bairro: "Setor Central",
  logradouro: "Avenida Goiás",
  numero: "100",
  complemento: "Sala 2",
  cep: "74005-010",
  referencia: "Em frente à praça",
  whatsapp: "(62) 99999-0000",
  instagram_link: "https://www.instagram.com/basiquinha",
  google_maps_link: "",
  horario_funcionamento: "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 13h",
  observacoes: "",
  ativo: "não",
  latitude: "-16.6799",
  longitude: "-49.2550",
  email: "",
  data_inauguracao: "2024-05-20",
  historia: "",
  fuso_horario: "",
};

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

export type ImportIssue = { row: number; column: string | null; message: string };

export type ImportRowPlan = {
  row: number;
  action: "create" | "update" | "unchanged";
  slug: string;
  name: string;
  /** Fields to write (update: only changed ones). */
  values: Partial<Record<StoreField, unknown>>;
  /** Store id for updates. */
  storeId?: number;
  changedFields: StoreField[];
  /** Updates: each changed field's current and new value as staff read them ('' when empty). */
  changes: FieldChange[];
};

export type FieldChange = { field: StoreField; before: string; after: string };

const SHOWN_VALUE_LENGTH = 80;

/**
 * A value as the import preview shows it: 'Ativa'/'Inativa', dates as 20/05/2024, the story
 * without its HTML, long text cut; '' when empty.
 */
export function previewValue(field: StoreField, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Ativa" : "Inativa";
  let text = String(value);
  if (field === "openedOn") {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
    if (iso) text = `${iso[3]}/${iso[2]}/${iso[1]}`;
  }
  if (field === "historyHtml") text = text.replace(/<[^>]*>/g, " ");
  text = text.replace(/\s+/g, " ").trim();
  return text.length > SHOWN_VALUE_LENGTH ? `${text.slice(0, SHOWN_VALUE_LENGTH - 1)}…` : text;
}

export type ImportPlan = {
  ok: boolean;
  separator: CsvSeparator | null;
  /** File-level problems (no header, unknown encoding ...), row 0 or the header's row. */
  errors: ImportIssue[];
  warnings: ImportIssue[];
  rows: ImportRowPlan[];
  counts: { create: number; update: number; unchanged: number; total: number };
};

const TRUE_WORDS = new Set(["sim", "s", "true", "1", "ativa", "ativo", "yes", "verdadeiro"]);
const FALSE_WORDS = new Set(["nao", "n", "false", "0", "inativa", "inativo", "no", "falso"]);

function parseActive(value: string): boolean | null {
  const folded = foldHeader(value);
  if (folded === "") return true;
  if (TRUE_WORDS.has(folded)) return true;
  if (FALSE_WORDS.has(folded)) return false;
  return null;
}

/** '20/05/2024' (how a pt-BR spreadsheet rewrites dates) or ISO -> ISO; other text unchanged. */
function normalizeDate(value: string): string {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!br) return value.trim();
  return `${br[3]}-${br[2]!.padStart(2, "0")}-${br[1]!.padStart(2, "0")}`;
}

/** A stored value as the form would show it, to compare it with a cell. */
function storedAsText(store: Store, field: StoreField): string {
  const value = store[field as keyof Store];
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  return String(value).trim();
}

function cellAsText(field: StoreField, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (field === "latitude" || field === "longitude") {
    const n = typeof value === "number" ? value : Number(String(value).replace(",", "."));
    return Number.isFinite(n) ? String(n) : String(value).trim();
  }
  if (field === "openedOn") return normalizeDate(String(value));
  return String(value).trim();
}

function sameValue(field: StoreField, stored: unknown, next: unknown): boolean {
  if (field === "latitude" || field === "longitude") {
    if (stored === null || stored === undefined) return next === null || next === undefined;
    return typeof next === "number" && Math.abs((stored as number) - next) < 1e-12;
  }
  const a = stored === undefined ? null : stored;
  const b = next === undefined ? null : next;
  return a === b;
}

export type ExistingStore = Store;

const schemaCache = new Map<string, z.ZodType<Record<string, unknown>>>();

/**
 * The store fields' object schema without some fields (built once per combination), with the
 * forms' control-character check: a cell with one is refused as the form would refuse it.
 */
function schemaWithout(omitted: ReadonlySet<StoreField>): z.ZodType<Record<string, unknown>> {
  const key = [...omitted].sort().join(",");
  let schema = schemaCache.get(key);
  if (!schema) {
    const shape = Object.fromEntries(
      (Object.keys(storeFields) as StoreField[])
        .filter((k) => !omitted.has(k))
        .map((k) => [k, storeFields[k]]),
    );
    schema = refuseControlCharacters(z.object(shape)) as unknown as z.ZodType<
      Record<string, unknown>
    >;
    schemaCache.set(key, schema);
  }
  return schema;
}

/**
 * Checks a CSV file against the store rules and the stores that exist, and says what importing it
 * would do. Nothing here writes: the caller applies `rows` in one transaction when `ok`.
 */
export async function planStoreImport(
  text: string,
  existing: ReadonlyMap<string, ExistingStore>,
): Promise<ImportPlan> {
  const plan: ImportPlan = {
    ok: false,
    separator: null,
    errors: [],
    warnings: [],
    rows: [],
    counts: { create: 0, update: 0, unchanged: 0, total: 0 },
  };
  const parsed = parseCsv(text);
  if (!parsed.ok) {
    plan.errors.push({ row: parsed.line, column: null, message: parsed.error });
    return plan;
  }
  plan.separator = parsed.separator;
  const [header, ...records] = parsed.records;
  if (!header) {
    plan.errors.push({ row: 0, column: null, message: "O arquivo está vazio." });
    return plan;
  }

  // Header: known columns, each once.
  const columns: (StoreField | "slug" | null)[] = [];
  const seen = new Set<string>();
  for (const raw of header.fields) {
    const folded = foldHeader(raw);
    const field = HEADER_ALIASES[folded] ?? null;
    if (!field) {
      if (folded !== "") {
        plan.warnings.push({ row: 1, column: raw, message: `Coluna "${raw}" ignorada.` });
      }
      columns.push(null);
      continue;
    }
    if (seen.has(field)) {
      plan.errors.push({
        row: 1,
        column: raw,
        message: `A coluna "${COLUMN_LABEL[field]}" aparece mais de uma vez.`,
      });
    }
    seen.add(field);
    columns.push(field);
  }
  if (!seen.has("name") && !seen.has("slug")) {
    plan.errors.push({
      row: 1,
      column: null,
      message: 'A planilha precisa da coluna "nome" (ou "slug" para alterar lojas existentes).',
    });
  }
  const dataRecords = records.filter((r) => r.fields.some((f) => f.trim() !== ""));
  if (dataRecords.length === 0 && plan.errors.length === 0) {
    plan.errors.push({ row: 2, column: null, message: "Nenhuma loja no arquivo." });
  }
  if (dataRecords.length > MAX_IMPORT_ROWS) {
    plan.errors.push({
      row: 0,
      column: null,
      message: `Use no máximo ${formatCount(MAX_IMPORT_ROWS)} lojas por arquivo.`,
    });
  }
  if (plan.errors.length > 0) return plan;

  const slugRows = new Map<string, number>();
  const taken = new Set(existing.keys());
  const pendingNames: { plan: ImportRowPlan; name: string }[] = [];

  for (const record of dataRecords) {
    const rowIssues: ImportIssue[] = [];
    const issue = (column: StoreField | "slug" | null, message: string) =>
      rowIssues.push({ row: record.row, column: column ? COLUMN_LABEL[column] : null, message });

    // A short row would blank the columns it lacks: refused rather than guessed.
    if (record.fields.length !== header.fields.length) {
      issue(
        null,
        `A linha tem ${record.fields.length} colunas; o cabeçalho tem ${header.fields.length}.`,
      );
    }
    const cells = new Map<StoreField | "slug", string>();
    columns.forEach((field, index) => {
      if (field) cells.set(field, unprotectFormula(record.fields[index] ?? ""));
    });

    const slugCell = (cells.get("slug") ?? "").trim();
    const current = slugCell ? existing.get(slugCell) : undefined;
    if (slugCell) {
      if (slugify(slugCell) !== slugCell || slugCell.length > 160) {
        issue("slug", "Slug inválido: use apenas letras minúsculas sem acento, números e hífens.");
      } else if (!current && isReservedSlug(slugCell)) {
        issue("slug", `O endereço "/${slugCell}" é reservado pelo site.`);
      }
      const previous = slugRows.get(slugCell);
      if (previous !== undefined) issue("slug", `Slug repetido (já usado na linha ${previous}).`);
      else slugRows.set(slugCell, record.row);
    }

    // The input the form would receive: the store's current values, with the file's on top.
    const input: Record<string, unknown> = {};
    if (current) {
      for (const key of Object.keys(storeFields) as StoreField[]) {
        input[key] = key === "active" ? current.active : storedAsText(current, key);
      }
    }
    for (const [field, value] of cells) {
      if (field === "slug") continue;
      if (field === "active") {
        const active = parseActive(value);
        if (active === null) issue("active", 'Valor de "ativo" inválido: use sim ou não.');
        input.active = active ?? true;
      } else if (field === "openedOn") {
        input.openedOn = normalizeDate(value);
      } else {
        input[field] = value;
      }
    }
    if (!current && !cells.has("active")) input.active = true;
    // Conform sends blank fields as missing; the schema's rules expect the same.
    for (const key of Object.keys(input)) {
      if (typeof input[key] === "string" && (input[key] as string).trim() === "") delete input[key];
    }

    // Fields whose rule fails on a value the store already has: kept, with a warning.
    const tolerated = new Set<StoreField>();
    let parsedValues: Record<string, unknown> | null = null;
    for (let pass = 0; pass < 2 && !parsedValues; pass++) {
      const result = schemaWithout(tolerated).safeParse(input);
      if (result.success) {
        parsedValues = result.data;
        break;
      }
      let blocking = false;
      for (const zodIssue of result.error.issues) {
        const field = zodIssue.path[0] as StoreField | undefined;
        const fileValue = field ? cells.get(field) : undefined;
        const unchanged =
          current &&
          field &&
          (fileValue === undefined ||
            cellAsText(field, fileValue) === storedAsText(current, field));
        if (unchanged && pass === 0) {
          tolerated.add(field);
        } else {
          blocking = true;
          if (!rowIssues.some((i) => i.column === (field ? COLUMN_LABEL[field] : null))) {
            issue(field ?? null, zodIssue.message);
          }
        }
      }
      if (blocking) break;
    }
    for (const field of tolerated) {
      const message = storeFields[field].safeParse(input[field]).error?.issues[0]?.message;
      plan.warnings.push({
        row: record.row,
        column: COLUMN_LABEL[field],
        message: `${message ?? "Valor inválido"}: mantido o valor atual da loja.`,
      });
    }

    if (rowIssues.length > 0 || !parsedValues) {
      plan.errors.push(...rowIssues);
      continue;
    }

    const name = String(parsedValues.name ?? current?.name ?? "");
    if (current) {
      const changed: StoreField[] = [];
      const values: Partial<Record<StoreField, unknown>> = {};
      for (const field of cells.keys()) {
        if (field === "slug" || tolerated.has(field)) continue;
        const next = parsedValues[field];
        if (!sameValue(field, current[field as keyof Store], next)) {
          changed.push(field);
          values[field] = next;
        }
      }
      const rowPlan: ImportRowPlan = {
        row: record.row,
        action: changed.length > 0 ? "update" : "unchanged",
        slug: current.slug,
        name,
        values,
        storeId: current.id,
        changedFields: changed,
        changes: changed.map((field) => ({
          field,
          before: previewValue(field, current[field as keyof Store]),
          after: previewValue(field, values[field]),
        })),
      };
      plan.rows.push(rowPlan);
    } else {
      const values: Partial<Record<StoreField, unknown>> = { ...parsedValues };
      const rowPlan: ImportRowPlan = {
        row: record.row,
        action: "create",
        slug: slugCell,
        name,
        values,
        changedFields: Object.keys(values) as StoreField[],
        changes: [],
      };
      if (slugCell) taken.add(slugCell);
      else pendingNames.push({ plan: rowPlan, name });
      plan.rows.push(rowPlan);
    }
  }

  // New stores without a slug: from the name, unique among the stores and the file's slugs.
  for (const pending of pendingNames) {
    pending.plan.slug = await uniqueSlug(pending.name, (c) => taken.has(c));
    taken.add(pending.plan.slug);
  }

  for (const row of plan.rows) plan.counts[row.action]++;
  plan.counts.total = dataRecords.length;
  plan.errors.sort((a, b) => a.row - b.row);
  plan.warnings.sort((a, b) => a.row - b.row);
  plan.ok = plan.errors.length === 0;
  return plan;
}
