/**
 * Stored rich text: what each rich-text column holds, and the start-up pass that keeps it clean.
 *
 * Staff HTML (store history, store page sections, blog posts) is sanitised when it is saved, by
 * the rules below, and the pages serve it as stored. app_state records which sanitiser version
 * cleaned what is stored: when SANITIZER_VERSION changes, the next start-up re-sanitises every
 * rich-text column with the new options, in one transaction that also records the new version,
 * so no page ever serves markup the current options would refuse.
 */
import { asc, eq, gt, ne, sql } from "drizzle-orm";
import type { AnyPgColumn, PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { appState, blogPosts, storeSections, stores, type StoreSectionKey } from "#db/schema";
import type { SanitizedHtml } from "~/domain/sanitized-html";
import { PLAIN_TEXT_SECTIONS } from "~/domain/store-schemas";
import type { Database } from "~/server/db.server";
import { SANITIZER_VERSION, sanitizePlainText, sanitizeRichText } from "~/server/sanitize.server";

/** The app_state key of the sanitiser version the stored rich text was cleaned with. */
export const SANITIZER_VERSION_KEY = "rich_text_sanitizer_version";

/** A store's history as stored: sanitised HTML, or null when nothing is left of it. */
export function storedStoreHistory(html: string | null | undefined): SanitizedHtml | null {
  return sanitizeRichText(html) || null;
}

/** A section's body as stored: sanitised HTML, or plain text for the plain-text sections. */
export function storedSectionBody(section: StoreSectionKey, body: string): SanitizedHtml {
  return PLAIN_TEXT_SECTIONS.has(section) ? sanitizePlainText(body) : sanitizeRichText(body);
}

/** The version recorded for the stored rich text, or null before any was recorded. */
export async function storedSanitizerVersion(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, SANITIZER_VERSION_KEY));
  return row?.value ?? null;
}

const BATCH = 200;

type RichTextFields = SelectedFields & {
  id: AnyPgColumn<{ data: number; notNull: true }>;
  html: PgColumn;
};

/** A table with a rich-text column: rows with an id and an updated_at. */
type RichTextTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * One rich-text column of `table`: the row fields `clean` reads (its id and HTML first), what
 * each value should be and the column a changed value goes to. Returns the pass over the column,
 * which reads the rows in id order, a batch at a time, writes only the rows whose value changes
 * and answers how many it wrote. Re-sanitising is no edit by staff: updated_at keeps its value
 * (sitemaps, "atualizado em").
 */
function richTextColumn<Table extends RichTextTable, Fields extends RichTextFields>(column: {
  table: Table;
  fields: Fields;
  clean: (row: SelectResultFields<Fields>) => SelectResultFields<Fields>["html"];
  set: (html: SelectResultFields<Fields>["html"]) => Partial<Table["$inferInsert"]>;
}): (tx: Database) => Promise<number> {
  const table: RichTextTable = column.table;
  return async (tx) => {
    let changed = 0;
    let afterId = 0;
    for (;;) {
      const rows = (await tx
        .select(column.fields as SelectedFields)
        .from(table)
        .where(gt(table.id, afterId))
        .orderBy(asc(table.id))
        .limit(BATCH)) as SelectResultFields<Fields>[];
      for (const row of rows) {
        const clean = column.clean(row);
        if (clean === row.html) continue;
        await tx
          .update(table)
          .set({ ...column.set(clean), updatedAt: sql`${table.updatedAt}` })
          .where(eq(table.id, row.id));
        changed++;
      }
      if (rows.length < BATCH) return changed;
      afterId = rows[rows.length - 1]!.id;
    }
  };
}

const REWRITES = [
  richTextColumn({
    table: stores,
    fields: { id: stores.id, html: stores.historyHtml },
    clean: (row) => storedStoreHistory(row.html),
    set: (html) => ({ historyHtml: html }),
  }),
  richTextColumn({
    table: storeSections,
    fields: { id: storeSections.id, html: storeSections.bodyHtml, section: storeSections.section },
    clean: (row) => storedSectionBody(row.section, row.html),
    set: (html) => ({ bodyHtml: html }),
  }),
  richTextColumn({
    table: blogPosts,
    fields: { id: blogPosts.id, html: blogPosts.contentHtml },
    clean: (row) => sanitizeRichText(row.html),
    set: (html) => ({ contentHtml: html }),
  }),
];

async function rewriteStoredRichText(tx: Database): Promise<number> {
  let changed = 0;
  for (const rewrite of REWRITES) changed += await rewrite(tx);
  return changed;
}

/**
 * Records this code's sanitiser version, only when another one (or none) is recorded unless
 * `always`; answers whether it did. Claiming the row takes its lock until the transaction ends:
 * an instance starting at the same time waits there, then finds the version already current.
 */
async function claimVersion(tx: Database, always: boolean): Promise<boolean> {
  const value = String(SANITIZER_VERSION);
  const claimed = await tx
    .insert(appState)
    .values({ key: SANITIZER_VERSION_KEY, value })
    .onConflictDoUpdate({
      target: appState.key,
      set: { value, updatedAt: new Date() },
      ...(always ? {} : { setWhere: ne(appState.value, value) }),
    })
    .returning({ key: appState.key });
  return claimed.length > 0;
}

export type RichTextPass = { resanitized: boolean; changedRows: number };

/**
 * The start-up pass, run right after the migrations: when the stored rich text was cleaned by
 * another sanitiser version than this code's (or by none recorded), re-sanitises every rich-text
 * column and records this version, in one transaction: the version is never current before the
 * content it vouches for. With the version current it only reads that one row.
 */
export async function ensureRichTextSanitized(db: Database): Promise<RichTextPass> {
  if ((await storedSanitizerVersion(db)) === String(SANITIZER_VERSION)) {
    return { resanitized: false, changedRows: 0 };
  }
  return db.transaction(async (tx) => {
    if (!(await claimVersion(tx, false))) return { resanitized: false, changedRows: 0 };
    return { resanitized: true, changedRows: await rewriteStoredRichText(tx) };
  });
}

/**
 * Re-sanitises every stored rich text now, whatever version is recorded: for markup that reached
 * the database without going through the application (a restored backup, hand-written SQL).
 */
export async function resanitizeStoredRichText(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await claimVersion(tx, true);
    return rewriteStoredRichText(tx);
  });
}
