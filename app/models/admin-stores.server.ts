/**
 * Stores in the restricted area: the staff list, create/update with the slug rule (from the name,
 * made unique with -1, -2 ..., the store itself excluded, never a reserved route word), delete
 * with the store's files, and slug regeneration. Every change goes through `staffChange`: it
 * commits with its audit row and then clears the caches (store search and map among them).
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import {
  storeBanners,
  storeImages,
  storeSlugHistory,
  stores,
  type NewStore,
  type Store,
  type StoreValueField,
} from "#db/schema";
import { generatedHoursText, gridAfterTextChange } from "~/domain/hours-grid";
import { hoursTextProblem, refuseHours } from "~/domain/hours-rule";
import { storeSlugBase, uniqueSlug } from "~/domain/slug";
import { slugFitsName } from "~/domain/store-slugs";
import type { StoreFormValues } from "~/domain/store-schemas";
import { changeDetails, changedFields } from "~/server/audit.server";
import type { AuditChanges } from "~/domain/audit-labels";
import { rowExists, type Database } from "~/server/db.server";
import { deleteStoredImage, type UploadServices } from "~/server/uploads.server";
import { expectVersion, nextVersion, StaleEdit, type ExpectedVersion } from "./edit-version.server";
import { storedStoreHistory } from "~/server/rich-text-content.server";
import { staffChange, type AuditEntry, type StaffActor } from "./staff-change.server";
import { storeTimeZone } from "./store-time-zones.server";

export const ADMIN_STORES_PAGE_SIZE = 25;

/** The accent- and case-insensitive LIKE pattern of a search term, or null for no filter. */
function likePattern(term: string | undefined): string | null {
  const q = term?.trim();
  return q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

function searchFilter(term: string | undefined): SQL | undefined {
  const pattern = likePattern(term);
  return pattern
    ? sql`app_unaccent(lower(${stores.name} || ' ' || ${stores.city} || ' ' || ${stores.state})) like app_unaccent(lower(${pattern}))`
    : undefined;
}

/** Staff list: newest first, filtered by name, city or state, one page at a time. */
export async function listStoresForAdmin(
  db: Database,
  options: {
    term?: string;
    page?: number;
    pageSize?: number;
    /** Only these stores (a store manager's); absent or null, every store. */
    storeIds?: readonly number[] | null;
  } = {},
) {
  const pageSize = options.pageSize ?? ADMIN_STORES_PAGE_SIZE;
  const where = and(
    searchFilter(options.term),
    options.storeIds ? inArray(stores.id, [...options.storeIds, -1]) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(stores).where(where);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, options.page ?? 1), pages);
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      city: stores.city,
      state: stores.state,
      whatsapp: stores.whatsapp,
      active: stores.active,
      createdAt: stores.createdAt,
    })
    .from(stores)
    .where(where)
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { stores: rows, total, page, pages, pageSize };
}

export async function getStore(db: Database, id: number): Promise<Store | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row ?? null;
}

export async function listStoreOptions(db: Database) {
  return db
    .select({ id: stores.id, name: stores.name, city: stores.city })
    .from(stores)
    .orderBy(asc(stores.name), asc(stores.id));
}

// ---------------------------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------------------------

async function slugTakenByOther(db: Database, slug: string, exceptId?: number) {
  const bySlug = eq(stores.slug, slug);
  return rowExists(db, stores, exceptId ? and(bySlug, ne(stores.id, exceptId)) : bySlug);
}

/** The store an old address of another store leads to, or null when the slug has no history. */
async function slugHistoryOwner(db: Database, slug: string) {
  const [row] = await db
    .select({ storeId: storeSlugHistory.storeId, name: stores.name })
    .from(storeSlugHistory)
    .innerJoin(stores, eq(stores.id, storeSlugHistory.storeId))
    .where(eq(storeSlugHistory.slug, slug))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a slug is out of reach for a store: another store has it now, or it is an old address
 * of another store (it still leads there) and the staff did not choose to take it over.
 */
async function slugUnavailable(
  db: Database,
  slug: string,
  exceptId: number | undefined,
  claim: string | undefined,
) {
  if (await slugTakenByOther(db, slug, exceptId)) return true;
  if (slug === claim) return false;
  const owner = await slugHistoryOwner(db, slug);
  return Boolean(owner && owner.storeId !== exceptId);
}

export type SlugOptions = {
  /** An old address of another store that this store takes over on purpose. */
  claim?: string;
};

/** A slug for `name` that no other store uses or used (the store being edited excluded). */
export async function resolveStoreSlug(
  db: Database,
  name: string,
  current?: { id: number; slug: string },
  options: SlugOptions = {},
): Promise<string> {
  if (current && slugFitsName(current.slug, name)) return current.slug;
  return uniqueSlug(name, (candidate) =>
    slugUnavailable(db, candidate, current?.id, options.claim),
  );
}

export type SlugHistoryConflict = { slug: string; storeId: number; storeName: string };

/**
 * When the address a name gives (its base slug) is free today but used to belong to another
 * store, whose old links still lead there: the staff must decide whether this store takes it.
 */
export async function findSlugHistoryConflict(
  db: Database,
  name: string,
  current?: { id: number; slug: string },
): Promise<SlugHistoryConflict | null> {
  if (current && slugFitsName(current.slug, name)) return null;
  const slug = storeSlugBase(name);
  if (await slugTakenByOther(db, slug, current?.id)) return null;
  const owner = await slugHistoryOwner(db, slug);
  if (!owner || owner.storeId === current?.id) return null;
  return { slug, storeId: owner.storeId, storeName: owner.name };
}

/** The old addresses that lead to a store, newest first. */
export async function listStoreSlugHistory(db: Database, storeId: number) {
  return db
    .select({ slug: storeSlugHistory.slug, createdAt: storeSlugHistory.createdAt })
    .from(storeSlugHistory)
    .where(eq(storeSlugHistory.storeId, storeId))
    .orderBy(desc(storeSlugHistory.createdAt), asc(storeSlugHistory.slug));
}

/**
 * Gives a store a new slug and keeps the old one as a redirect. The new slug leaves the history
 * (whoever it led to): a slug is either a store's address or an old address, never both. Runs
 * inside the caller's transaction (`tx`).
 */
async function moveStoreSlug(
  tx: Database,
  storeId: number,
  from: string,
  to: string,
  set: Partial<NewStore> = {},
): Promise<Store> {
  await tx.delete(storeSlugHistory).where(eq(storeSlugHistory.slug, to));
  const [row] = await tx
    .update(stores)
    .set({ ...set, slug: to, ...nextVersion(stores) })
    .where(eq(stores.id, storeId))
    .returning();
  if (from !== to) {
    await tx
      .insert(storeSlugHistory)
      .values({ slug: from, storeId })
      .onConflictDoUpdate({
        target: storeSlugHistory.slug,
        set: { storeId, createdAt: sql`now()` },
      });
  }
  return row!;
}

/** PostgreSQL's unique_violation (23505), through drizzle's wrapper on either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === "23505") {
      if (!constraint) return true;
      const named =
        candidate.constraint === constraint ||
        (typeof candidate.message === "string" && candidate.message.includes(constraint));
      return named;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const SLUG_RETRIES = 8;

/**
 * A staff change (see staffChange) that hands out a freshly resolved slug. When another request
 * took the same slug in between, the unique index refuses it, the transaction rolls back and the
 * change runs again with a new resolution.
 */
async function slugChange<T>(
  db: Database,
  by: StaffActor,
  change: (tx: Database) => Promise<T>,
  describe: (result: T) => AuditEntry | null,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await staffChange(db, by, change, describe);
    } catch (error) {
      if (tries < SLUG_RETRIES && isUniqueViolation(error, "stores_slug_key")) continue;
      throw error;
    }
  }
}

/** A store's audit row: the fields named and the store as staff know it. */
function storeAudit(
  action: AuditEntry["action"],
  store: Pick<Store, "id" | "name">,
  details: { fields?: string[]; changes?: AuditChanges; label?: string } = {},
): AuditEntry {
  return {
    action,
    entity: "store",
    entityId: store.id,
    details: { ...details, label: details.label ?? store.name },
  };
}

/**
 * The store row of an edit, locked until the transaction ends and checked against the version
 * the edit was opened with: a concurrent edit waits here, then finds the newer version. A store
 * deleted meanwhile is a conflict too.
 */
export async function lockStoreForEdit(
  tx: Database,
  id: number,
  version: ExpectedVersion,
): Promise<Store> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, id)).for("update");
  const target = { entity: "store", entityId: id };
  if (!store) throw new StaleEdit(target, "record");
  expectVersion(store, version, target);
  return store;
}

export type StoreSaveOptions = SlugOptions & {
  /** The version the form was opened with (an edit); unchecked when absent. */
  version?: ExpectedVersion;
};

/**
 * Writes the store form, audited: a new store (`id` null) under a fresh slug from its name,
 * or an edited one, whose new name moves its slug (the old one keeps leading to it). A slug
 * named in `options.claim` is taken over from the store it used to lead to. The history is
 * sanitised here, whatever the caller sent; an edit opened at another version throws StaleEdit.
 */
async function saveStore(
  db: Database,
  by: StaffActor,
  id: number | null,
  form: StoreFormValues,
  options: StoreSaveOptions,
): Promise<Store> {
  // The zone in force: the one chosen, or the municipality's ('' in the form).
  const values = { ...form, timezone: storeTimeZone(form.timezone, form) };
  const stored = { ...values, historyHtml: storedStoreHistory(values.historyHtml) };
  const { store } = await slugChange(
    db,
    by,
    async (tx) => {
      if (id !== null) {
        const before = await lockStoreForEdit(tx, id, options.version);
        // Hours typed now follow the hours rule; a text kept as it was is not retyped here.
        if (stored.hoursText.trim() !== before.hoursText.trim()) {
          refuseHours(hoursTextProblem(stored.hoursText));
        }
        const slug = await resolveStoreSlug(tx, stored.name, before, options);
        // A changed hours text takes the weekly grid along, so the pages never show an old grid.
        const grid = gridAfterTextChange(before, stored.hoursText);
        const store = await moveStoreSlug(tx, id, before.slug, slug, { ...stored, ...grid });
        return { store, ...changeDetails(before, { ...stored, slug }) };
      }
      refuseHours(hoursTextProblem(stored.hoursText));
      const slug = await resolveStoreSlug(tx, stored.name, undefined, options);
      await tx.delete(storeSlugHistory).where(eq(storeSlugHistory.slug, slug));
      const [store] = await tx
        .insert(stores)
        .values({ ...stored, slug } satisfies NewStore)
        .returning();
      return { store: store!, fields: Object.keys(values), changes: undefined };
    },
    ({ store, fields, changes }) =>
      storeAudit(id === null ? "create" : "update", store, { fields, changes }),
  );
  return store;
}

/**
 * The store fields one change may set, by name: the store form's, the hours (week and special
 * dates) and the temporary closure. A scheduled change (store-changes.server.ts) stores them as
 * JSON; a change request of a store manager can carry them the same way.
 */
export type StoreChangeValues = Partial<
  Pick<NewStore, StoreValueField | "weeklyHours" | "closedFrom" | "closedUntil">
>;

/**
 * The columns `values` set on the store `before` by the store form's rules (the history
 * sanitised, the zone in force, a new text taking the grid along and a new grid rewriting the
 * text); the slug aside. What writeStoreValues writes and a change request's preview shows.
 */
export function storeValuesSet(before: Store, values: StoreChangeValues): Partial<NewStore> {
  const set: Partial<NewStore> = { ...values };
  if ("historyHtml" in values) set.historyHtml = storedStoreHistory(values.historyHtml);
  if (values.timezone !== undefined) {
    set.timezone = storeTimeZone(values.timezone, { ...before, ...values });
  }
  if (values.weeklyHours !== undefined) {
    const text = generatedHoursText(values.weeklyHours);
    if (text) set.hoursText = text;
  } else if (values.hoursText !== undefined) {
    Object.assign(set, gridAfterTextChange(before, values.hoursText));
  }
  return set;
}

/**
 * Writes some of a store's fields over the store `before` (locked by the caller, see
 * lockStoreForEdit) in the caller's transaction, with the rules of the store form: the history
 * sanitised, a new name moving the slug, a new text taking the grid along and a new grid
 * rewriting the text. Returns the store and the fields that changed.
 */
export async function writeStoreValues(
  tx: Database,
  before: Store,
  values: StoreChangeValues,
  options: SlugOptions = {},
): Promise<{ store: Store; fields: string[] }> {
  const set = storeValuesSet(before, values);
  const slug = await resolveStoreSlug(tx, set.name ?? before.name, before, options);
  const fields = changedFields(before, { ...set, slug });
  if (fields.length === 0) return { store: before, fields };
  const store = await moveStoreSlug(tx, before.id, before.slug, slug, set);
  return { store, fields };
}

/**
 * What the store form would change on `before`: the fields whose value differs, as stored (the
 * zone chosen or the municipality's, the history sanitised). A scheduled edit keeps only these,
 * so a field changed meanwhile by someone else is not put back when it applies.
 */
export function storeFormChanges(before: Store, form: StoreFormValues): StoreChangeValues {
  const stored: StoreChangeValues = {
    ...form,
    timezone: storeTimeZone(form.timezone, form),
    historyHtml: storedStoreHistory(form.historyHtml),
  };
  const fields = new Set(changedFields(before, stored));
  return Object.fromEntries(
    Object.entries(stored).filter(([key]) => fields.has(key)),
  ) as StoreChangeValues;
}

/**
 * Writes some fields of store `id` now, audited (one row naming them): the temporary closure,
 * and whatever a reviewed change carries. An edit opened at another version throws StaleEdit.
 * Null when nothing changed.
 */
export async function changeStore(
  db: Database,
  by: StaffActor,
  id: number,
  values: StoreChangeValues,
  options: StoreSaveOptions = {},
): Promise<Store | null> {
  const result = await slugChange(
    db,
    by,
    async (tx) => {
      const before = await lockStoreForEdit(tx, id, options.version);
      return writeStoreValues(tx, before, values, options);
    },
    ({ store, fields }) => (fields.length > 0 ? storeAudit("update", store, { fields }) : null),
  );
  return result.fields.length > 0 ? result.store : null;
}

export function createStore(
  db: Database,
  by: StaffActor,
  values: StoreFormValues,
  options: SlugOptions = {},
): Promise<Store> {
  return saveStore(db, by, null, values, options);
}

/** Saves the store form over store `id`; see saveStore. */
export function updateStore(
  db: Database,
  by: StaffActor,
  id: number,
  values: StoreFormValues,
  options: StoreSaveOptions = {},
): Promise<Store> {
  return saveStore(db, by, id, values, options);
}

/**
 * Deletes a store, audited; its banner and photo rows cascade in the database and their files
 * are removed once the deletion has committed. Null when the store no longer exists.
 */
export async function deleteStore(
  app: UploadServices,
  by: StaffActor,
  id: number,
): Promise<Store | null> {
  const removed = await staffChange(
    app.db,
    by,
    async (tx) => {
      const store = await getStore(tx, id);
      if (!store) return null;
      const banners = await tx
        .select({ url: storeBanners.url, phoneUrl: storeBanners.phoneUrl })
        .from(storeBanners)
        .where(eq(storeBanners.storeId, id));
      const images = await tx
        .select({ url: storeImages.url })
        .from(storeImages)
        .where(eq(storeImages.storeId, id));
      await tx.delete(stores).where(eq(stores.id, id));
      const files = [...banners.flatMap((b) => [b.url, b.phoneUrl]), ...images.map((i) => i.url)];
      return { store, files };
    },
    (result) => (result ? storeAudit("delete", result.store) : null),
  );
  if (!removed) return null;
  for (const url of removed.files) await deleteStoredImage(app, url);
  return removed.store;
}

// ---------------------------------------------------------------------------------------------
// Slug regeneration
// ---------------------------------------------------------------------------------------------

export type SlugChange = { id: number; name: string; from: string; to: string };
export type SlugRegeneration = {
  total: number;
  changes: SlugChange[];
  errors: number;
};

/** Every store with its current slug, oldest first (the order addresses are handed out in). */
async function slugRows(db: Database) {
  return db
    .select({ id: stores.id, name: stores.name, slug: stores.slug })
    .from(stores)
    .orderBy(asc(stores.id));
}

type SlugRow = Awaited<ReturnType<typeof slugRows>>[number];

/**
 * The slug a store's name gives it: unique among the addresses this run hands out (`taken`) and
 * those anyone else holds in the database, the store's own excluded.
 */
function regeneratedSlug(db: Database, row: SlugRow, taken: Set<string>): Promise<string> {
  taken.delete(row.slug);
  return uniqueSlug(
    row.name,
    async (candidate) =>
      taken.has(candidate) || (await slugUnavailable(db, candidate, row.id, undefined)),
  );
}

/**
 * Gives every store whose slug does not come from its name the slug its name gives (unique, the
 * store itself excluded). Stores whose slug already fits are not touched. Each store is updated
 * in a transaction of its own with its audit row, so one failure does not undo the others;
 * failures are counted.
 */
export async function regenerateStoreSlugs(
  db: Database,
  by: StaffActor,
  options: { onError?: (error: unknown, storeId: number) => void } = {},
): Promise<SlugRegeneration> {
  const rows = await slugRows(db);
  const taken = new Set(rows.map((r) => r.slug));
  const changes: SlugChange[] = [];
  let errors = 0;
  for (const row of rows) {
    if (slugFitsName(row.slug, row.name)) continue;
    try {
      const next = await slugChange(
        db,
        by,
        async (tx) => {
          const slug = await regeneratedSlug(tx, row, taken);
          await moveStoreSlug(tx, row.id, row.slug, slug);
          return slug;
        },
        (slug) =>
          storeAudit("update", row, {
            fields: ["slug"],
            label: `${row.name}: ${row.slug} → ${slug}`,
          }),
      );
      taken.add(next);
      changes.push({ id: row.id, name: row.name, from: row.slug, to: next });
    } catch (error) {
      taken.add(row.slug);
      errors++;
      options.onError?.(error, row.id);
    }
  }
  return { total: rows.length, changes, errors };
}

/**
 * What a regeneration would change now, without writing: the stores whose address does not come
 * from their name and the address each would get.
 */
export async function previewStoreSlugRegeneration(db: Database): Promise<SlugRegeneration> {
  const rows = await slugRows(db);
  const taken = new Set(rows.map((r) => r.slug));
  const changes: SlugChange[] = [];
  for (const row of rows) {
    if (slugFitsName(row.slug, row.name)) continue;
    const next = await regeneratedSlug(db, row, taken);
    taken.add(next);
    changes.push({ id: row.id, name: row.name, from: row.slug, to: next });
  }
  return { total: rows.length, changes, errors: 0 };
}
