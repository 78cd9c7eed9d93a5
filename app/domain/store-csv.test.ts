import { describe, expect, it } from "vitest";
import type { Store } from "#db/schema";
import { parseCsv, writeCsv } from "./csv";
import { planStoreImport, previewValue, STORE_CSV_HEADER, storeToCsvRecord } from "./store-csv";
import { SETOR_BUENO } from "../../tests/support/unit/stores";
import { storedHtml } from "../../tests/support/stored-html";

const now = new Date("2026-01-01T12:00:00Z");

function store(overrides: Partial<Store> = {}): Store {
  return {
    ...SETOR_BUENO,
    complement: "Qd. 150, Lt. 12",
    postalCode: "74230-030",
    reference: null,
    instagramUrl: "https://www.instagram.com/basiquinha.setorbueno",
    mapsUrl: null,
    hoursText: "Seg. a Sex.: 9h às 19h",
    weeklyHours: null,
    active: true,
    notes: '=HYPERLINK("http://evil.example")',
    email: "setorbueno@basiquinha.com.br",
    openedOn: "2014-03-15",
    version: 1,
    historyHtml: storedHtml(
      '<p>A <strong>primeira</strong> loja, "com aspas"; e vírgulas, também.</p>',
    ),
    closedFrom: null,
    closedUntil: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

const existing = (...stores: Store[]) => new Map(stores.map((s) => [s.slug, s]));

function csvOf(rows: string[][], separator: "," | ";" = ",") {
  return writeCsv(rows, { separator });
}

describe("storeToCsvRecord", () => {
  it("writes every column, decimal commas for ';', 'sim'/'não' and defused formulas", () => {
    const record = storeToCsvRecord(store(), ";");
    const cell = (header: string) => record[STORE_CSV_HEADER.indexOf(header)];
    expect(record).toHaveLength(STORE_CSV_HEADER.length);
    expect(cell("latitude")).toBe("-16,7052");
    expect(cell("ativo")).toBe("sim");
    expect(cell("observacoes")).toBe('\'=HYPERLINK("http://evil.example")');
    expect(cell("whatsapp")).toBe("'+55 (62) 98123-4567");
    expect(cell("referencia")).toBe("");
    expect(storeToCsvRecord(store({ active: false }), ",")[STORE_CSV_HEADER.indexOf("ativo")]).toBe(
      "não",
    );
  });
});

describe("planStoreImport", () => {
  it.each([",", ";"] as const)("reads its own export (%s) back as unchanged", async (sep) => {
    const s = store();
    const text = csvOf([STORE_CSV_HEADER, storeToCsvRecord(s, sep)], sep);
    const plan = await planStoreImport(text, existing(s));
    expect(plan.errors).toEqual([]);
    expect(plan.rows).toMatchObject([{ action: "unchanged", storeId: 1 }]);
  });

  it("updates only the columns in the file that differ", async () => {
    const plan = await planStoreImport(
      "slug;cidade;ativo\r\nbasiquinha-setor-bueno;Goiânia;não\r\n",
      existing(store()),
    );
    expect(plan.rows).toMatchObject([
      { action: "update", changedFields: ["active"], values: { active: false } },
    ]);
  });

  it("says each changed field's current and new value, and an empty cell clears", async () => {
    const plan = await planStoreImport(
      "slug,whatsapp,instagram_link,ativo,data_inauguracao\r\n" +
        "basiquinha-setor-bueno,(62) 98888-0000,,não,20/05/2024\r\n",
      existing(store()),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.rows[0]!.changes).toEqual([
      { field: "whatsapp", before: "+55 (62) 98123-4567", after: "(62) 98888-0000" },
      {
        field: "instagramUrl",
        before: "https://www.instagram.com/basiquinha.setorbueno",
        after: "",
      },
      { field: "active", before: "Ativa", after: "Inativa" },
      { field: "openedOn", before: "15/03/2014", after: "20/05/2024" },
    ]);
  });

  it("shows a story without its HTML and cuts long values", () => {
    expect(previewValue("historyHtml", "<p>A <strong>primeira</strong> loja</p>")).toBe(
      "A primeira loja",
    );
    const long = previewValue("notes", "a".repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith("…")).toBe(true);
    expect(previewValue("latitude", null)).toBe("");
  });

  it("accepts header spellings people type and warns about unknown columns", async () => {
    const plan = await planStoreImport(
      "Slug,Nome,UF,Cidade,Bairro,Logradouro,Número,CEP,WhatsApp,Horário,Status,Coluna Extra\r\n" +
        ",Basiquinha Nova Loja,GO,Goiânia,Centro,Rua 1,10,74000-000,(62) 99999-0000,Seg. a Sex.: 9h às 18h,inativa,x\r\n",
      existing(),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.warnings).toEqual([
      { row: 1, column: "Coluna Extra", message: 'Coluna "Coluna Extra" ignorada.' },
    ]);
    expect(plan.rows).toMatchObject([
      {
        action: "create",
        slug: "basiquinha-nova-loja",
        values: { state: "Goiás", active: false, number: "10" },
      },
    ]);
  });

  it.each([
    [
      "a repeated slug",
      "slug,nome\r\nloja-a,Loja Alfa Um\r\nloja-a,Loja Alfa Dois\r\n",
      { row: 3, column: "slug", message: "Slug repetido (já usado na linha 2)." },
    ],
    [
      "a reserved slug for a new store",
      "slug,nome\r\nblog,Loja do Blog\r\n",
      { row: 2, column: "slug", message: 'O endereço "/blog" é reservado pelo site.' },
    ],
    [
      "a slug with capitals",
      "slug,nome\r\nLoja-A,Loja Alfa\r\n",
      {
        row: 2,
        column: "slug",
        message: "Slug inválido: use apenas letras minúsculas sem acento, números e hífens.",
      },
    ],
    [
      "a short row",
      "slug,nome,cidade\r\nbasiquinha-setor-bueno,Basiquinha Setor Bueno\r\n",
      { row: 2, column: null, message: "A linha tem 2 colunas; o cabeçalho tem 3." },
    ],
    [
      "an unknown 'ativo' value",
      "slug,ativo\r\nbasiquinha-setor-bueno,talvez\r\n",
      { row: 2, column: "ativo", message: 'Valor de "ativo" inválido: use sim ou não.' },
    ],
    [
      "a missing name column",
      "cidade\r\nGoiânia\r\n",
      {
        row: 1,
        column: null,
        message: 'A planilha precisa da coluna "nome" (ou "slug" para alterar lojas existentes).',
      },
    ],
    ["an empty file", "", { row: 0, column: null, message: "O arquivo está vazio." }],
    [
      "a header only",
      "slug,nome\r\n",
      { row: 2, column: null, message: "Nenhuma loja no arquivo." },
    ],
    [
      "a WhatsApp number that is not Brazilian",
      "slug,whatsapp\r\nbasiquinha-setor-bueno,(62) 9812-345\r\n",
      { row: 2, column: "whatsapp", message: "Número de WhatsApp inválido" },
    ],
    [
      "a WhatsApp made of letters",
      "slug,whatsapp\r\nbasiquinha-setor-bueno,abcdefghijk\r\n",
      { row: 2, column: "whatsapp", message: "Número de WhatsApp inválido" },
    ],
    [
      "a NUL character in a cell",
      "slug,cidade\r\nbasiquinha-setor-bueno,Goi\u0000ânia\r\n",
      { row: 2, column: "cidade", message: "O texto contém um caractere inválido" },
    ],
    [
      "an escape character in a cell",
      "slug,observacoes\r\nbasiquinha-setor-bueno,nota \u001b[31m\r\n",
      { row: 2, column: "observacoes", message: "O texto contém um caractere inválido" },
    ],
    [
      "an open quote",
      'slug,nome\r\n"basiquinha,Loja\r\n',
      { row: 2, column: null, message: "Aspas não fechadas a partir da linha 2." },
    ],
  ])("refuses %s", async (_what, text, issue) => {
    const plan = await planStoreImport(text, existing(store()));
    expect(plan.ok).toBe(false);
    expect(plan.errors).toContainEqual(issue);
  });

  it("reads pt-BR dates and keeps an existing store's bad value with a warning", async () => {
    const legacy = store({ whatsapp: null, slug: "antiga" });
    const plan = await planStoreImport(
      "slug,whatsapp,data_inauguracao\r\nantiga,,16/03/2014\r\n",
      existing(legacy),
    );
    expect(plan.ok).toBe(true);
    expect(plan.warnings).toEqual([
      {
        row: 2,
        column: "whatsapp",
        message: "Número de WhatsApp inválido: mantido o valor atual da loja.",
      },
    ]);
    expect(plan.rows).toMatchObject([{ action: "update", changedFields: ["openedOn"] }]);
    // Changing that field to another bad value is an error.
    const worse = await planStoreImport("slug,whatsapp\r\nantiga,123\r\n", existing(legacy));
    expect(worse.errors).toEqual([
      { row: 2, column: "whatsapp", message: "Número de WhatsApp inválido" },
    ]);
  });

  it("gives new stores without slug unique slugs, also among the file's own rows", async () => {
    const header = "nome,estado,cidade,bairro,logradouro,numero,cep,whatsapp,horario_funcionamento";
    const row =
      "Basiquinha Setor Bueno,GO,Goiânia,Centro,Rua 1,1,74000-000,(62) 99999-0000,9h às 18h";
    const plan = await planStoreImport(`${header}\r\n${row}\r\n${row}\r\n`, existing(store()));
    expect(plan.rows.map((r) => r.slug)).toEqual([
      "basiquinha-setor-bueno-1",
      "basiquinha-setor-bueno-2",
    ]);
    expect(parseCsv(`${header}\r\n`).ok).toBe(true);
  });
});
