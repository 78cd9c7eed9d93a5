/**
 * The store spreadsheet on the server: export every store, preview an import (nothing written)
 * and apply it in one transaction (all rows or none).
 */
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { storeSlugHistory, stores, type NewStore, type Store } from "#db/schema";
import { writeCsv, type CsvSeparator } from "~/domain/csv";
import { gridFromHoursCell } from "~/domain/hours-grid";
import { hoursTextProblem, refuseHours } from "~/domain/hours-rule";
import {
  planStoreImport,
  STORE_CSV_EXAMPLE,
  STORE_CSV_HEADER,
  storeToCsvRecord,
  type ImportPlan,
} from "~/domain/store-csv";
import type { Database } from "~/server/db.server";
import { isUniqueViolation } from "./admin-stores.server";
import { nextVersion } from "./edit-version.server";
import { storedStoreHistory } from "~/server/rich-text-content.server";
import { staffChange, type AuditEntry, type StaffActor } from "./staff-change.server";
import { storeTimeZone, withZoneChoice, zoneAfterChange } from "./store-time-zones.server";

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export async function exportStoresCsv(
  db: Database,
  separator: CsvSeparator,
  /** Only these stores (a store manager's); absent or null, every store. */
  storeIds: readonly number[] | null = null,
): Promise<string> {
  const rows = await db
    .select()
    .from(stores)
    .where(storeIds ? inArray(stores.id, [...storeIds, -1]) : undefined)
    .orderBy(asc(stores.name), asc(stores.id));
  // A zone that follows the municipality is exported blank: a new city in the sheet takes its own.
  const shown = rows.map(withZoneChoice);
  return writeCsv([STORE_CSV_HEADER, ...shown.map((s) => storeToCsvRecord(s, separator))], {
    separator,
  });
}

export function storeCsvTemplate(separator: CsvSeparator): string {
  return writeCsv([STORE_CSV_HEADER, STORE_CSV_HEADER.map((h) => STORE_CSV_EXAMPLE[h] ?? "")], {
    separator,
  });
}

/**
 * The file's text. Spreadsheets save UTF-8 (with or without BOM) or, in older Excel versions,
 * Windows-1252: bytes that are not valid UTF-8 are read as the latter so 'Goiânia' survives.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * Stores by every address they answer to: the current slug and their old ones. A row keyed by an
 * old address updates the store it leads to, and a new store never takes an old address.
 */
async function existingBySlug(db: Database): Promise<Map<string, Store>> {
  const [stored, history] = await Promise.all([
    db.select().from(stores),
    db.select().from(storeSlugHistory),
  ]);
  // Compared with the file as exported: a zone that follows the municipality is blank.
  const rows = stored.map(withZoneChoice);
  const bySlug = new Map(rows.map((s) => [s.slug, s]));
  const byId = new Map(rows.map((s) => [s.id, s]));
  for (const old of history) {
    const store = byId.get(old.storeId);
    if (store && !bySlug.has(old.slug)) bySlug.set(old.slug, store);
  }
  return bySlug;
}

/** What importing the file would do. Writes nothing. */
export async function previewStoreImport(db: Database, text: string): Promise<ImportPlan> {
  return planStoreImport(text, await existingBySlug(db));
}

export type ImportOutcome =
  { ok: true; plan: ImportPlan } | { ok: false; plan: ImportPlan; message?: string };

const INSERT_BATCH = 500;

function writable(values: Record<string, unknown>): Partial<NewStore> {
  const out: Record<string, unknown> = { ...values };
  if (typeof out.historyHtml === "string") out.historyHtml = storedStoreHistory(out.historyHtml);
  return out as Partial<NewStore>;
}

/**
 * The weekly grid follows an imported hours cell, so text and grid never disagree: a cell written
 * as the site writes a grid becomes the grid; free text that changed leaves the store with its
 * text only (its special dates kept), for staff to confirm the grid the hours screen pre-fills.
 */
function gridOnCreate(values: Record<string, unknown>): Partial<NewStore> {
  if (typeof values.hoursText !== "string") return {};
  const week = gridFromHoursCell(values.hoursText);
  return { weeklyHours: week ? { week, special: [] } : null };
}

function gridOnUpdate(values: Record<string, unknown>): { weeklyHours?: SQL } {
  if (typeof values.hoursText !== "string") return {};
  const week = gridFromHoursCell(values.hoursText);
  const special = sql`coalesce(${stores.weeklyHours} -> 'special', '[]'::jsonb)`;
  if (week) {
    return {
      weeklyHours: sql`jsonb_build_object('week', ${JSON.stringify(week)}::jsonb, 'special', ${special})`,
    };
  }
  return {
    weeklyHours: sql`CASE WHEN jsonb_array_length(${special}) = 0 THEN NULL
      ELSE jsonb_build_object('week', '[]'::jsonb, 'special', ${special}) END`,
  };
}

/** The import's one audit row: how many stores it created and changed, and which columns. */
function importAudit(plan: ImportPlan): AuditEntry | null {
  const { create, update } = plan.counts;
  if (create === 0 && update === 0) return null;
  return {
    action: create > 0 ? "create" : "update",
    entity: "store",
    entityId: null,
    details: {
      label: `Importação de planilha: ${create} novas, ${update} alteradas`,
      fields: [...new Set(plan.rows.flatMap((r) => r.changedFields))],
    },
  };
}

/** The zone a new store is written with: the cell's, else its municipality's. */
function zoneOnCreate(values: Record<string, unknown>): Partial<NewStore> {
  return {
    timezone: storeTimeZone(values.timezone as string | undefined, {
      city: String(values.city ?? ""),
      state: String(values.state ?? ""),
    }),
  };
}

/**
 * Writes every row of a valid plan (inside the caller's transaction). Hours the plan let through
 * against the hours rule throw InvalidHours: the plan refuses them first, this is the last word.
 */
async function writeImport(tx: Database, plan: ImportPlan): Promise<void> {
  for (const row of plan.rows) {
    const text = row.values.hoursText;
    if (row.action !== "unchanged" && typeof text === "string") {
      refuseHours(hoursTextProblem(text));
    }
  }
  const creates = plan.rows.filter((r) => r.action === "create");
  for (let i = 0; i < creates.length; i += INSERT_BATCH) {
    await tx.insert(stores).values(
      creates.slice(i, i + INSERT_BATCH).map(
        (r) =>
          ({
            ...writable(r.values),
            ...gridOnCreate(r.values),
            ...zoneOnCreate(r.values),
            slug: r.slug,
          }) as NewStore,
      ),
    );
  }
  const updates = plan.rows.filter((r) => r.action === "update" && r.storeId !== undefined);
  // A new city (or state, or zone cell) may move a store to another zone: see zoneAfterChange.
  const moving = updates
    .filter((r) => ["city", "state", "timezone"].some((f) => f in r.values))
    .map((r) => r.storeId!);
  const places = new Map(
    moving.length === 0
      ? []
      : (
          await tx
            .select({
              id: stores.id,
              city: stores.city,
              state: stores.state,
              timezone: stores.timezone,
            })
            .from(stores)
            .where(inArray(stores.id, moving))
        ).map((s) => [s.id, s]),
  );
  for (const row of updates) {
    const before = places.get(row.storeId!);
    const { timezone: _cell, ...values } = row.values;
    const zone = before ? zoneAfterChange(before, row.values) : undefined;
    await tx
      .update(stores)
      .set({
        ...writable(values),
        ...gridOnUpdate(values),
        ...(zone === undefined ? {} : { timezone: zone }),
        ...nextVersion(stores),
      })
      .where(eq(stores.id, row.storeId!));
  }
}

/**
 * Checks the file again against the stores as they are now and, when every row is valid, writes
 * all rows and one audit row summing them up in one transaction. Any failure (a row, the
 * database, the audit row) writes nothing.
 */
export async function applyStoreImport(
  db: Database,
  by: StaffActor,
  text: string,
): Promise<ImportOutcome> {
  try {
    return await staffChange(
      db,
      by,
      async (tx): Promise<ImportOutcome> => {
        const plan = await planStoreImport(text, await existingBySlug(tx));
        if (!plan.ok) return { ok: false, plan };
        await writeImport(tx, plan);
        return { ok: true, plan };
      },
      (outcome) => (outcome.ok ? importAudit(outcome.plan) : null),
    );
  } catch (error) {
    if (isUniqueViolation(error, "stores_slug_key")) {
      const plan = await previewStoreImport(db, text);
      return {
        ok: false,
        plan,
        message:
          "Outra pessoa alterou as lojas enquanto a planilha era importada. Nada foi gravado; tente de novo.",
      };
    }
    throw error;
  }
}
