/**
 * Whether a store change request's field changed since the request saw it: the comparison head
 * office's approval makes (store-change-requests.server.ts), and the one a request's scheduled
 * change makes again at its moment (store-changes.server.ts, ADR 0028).
 */
import type { ProposedSection, Store, StoreFieldChange, StoreSection } from "#db/schema";
import type { Database } from "~/server/db.server";
import { listStoreSections } from "./admin-store-content.server";

/** A saved section as a request records it (what it replaces). */
export const sectionSnapshot = (row: StoreSection): ProposedSection => ({
  sectionId: row.id,
  section: row.section,
  title: row.title ?? null,
  bodyHtml: row.bodyHtml,
  active: row.active,
});

/**
 * The saved section a proposed one changes, as the model's saveSection finds it: by its id, or
 * the store's one row of a key other than 'diferenciais'; undefined for a new one.
 */
export function sectionTarget(
  sections: readonly StoreSection[],
  input: { sectionId?: number | null; section: ProposedSection["section"] },
): StoreSection | undefined {
  if (input.sectionId != null) {
    return sections.find((s) => s.id === input.sectionId && s.section === input.section);
  }
  return input.section === "diferenciais"
    ? undefined
    : sections.find((s) => s.section === input.section);
}

/** The store as a request's changes are compared with: its row and its page sections. */
export type StoreNow = { store: Store; sections: readonly StoreSection[] };

/** The store and its sections now, for isStale. */
export async function storeNow(db: Database, store: Store): Promise<StoreNow> {
  return { store, sections: await listStoreSections(db, store.id) };
}

/** The value a change would replace, as the store is now (a new photo replaces nothing). */
function currentValue({ store, sections }: StoreNow, change: StoreFieldChange): unknown {
  switch (change.field) {
    case "section": {
      const target = sectionTarget(sections, change.new);
      return target ? sectionSnapshot(target) : null;
    }
    case "weeklyHours":
      return store.weeklyHours ?? null;
    case "photo":
      return null;
    default:
      return store[change.field] ?? null;
  }
}

export const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether the field changed since the request was made (its recorded old value is not current). */
export function isStale(now: StoreNow, change: StoreFieldChange): boolean {
  return !same(currentValue(now, change), change.old);
}
