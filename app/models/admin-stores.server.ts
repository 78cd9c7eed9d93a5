/**
 * Stores in the restricted area: the staff list, create/update with the slug rule of the admin
 * spec (§5: from the name, unique with -1, -2 ..., the store itself excluded, never a reserved
 * route word), delete with the store's files, and slug regeneration.
 */
import { and, asc, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import {
  storeBanners,
  storeImages,
  storeSlugHistory,
  stores,
  type NewStore,
  type Store,
} from "#db/schema";
import { gridAfterTextChange } from "~/domain/hours-grid";
import { storeSlugBase, uniqueSlug } from "~/domain/slug";
import { slugFitsName } from "~/domain/store-slugs";
import type { StoreFormValues } from "~/domain/store-schemas";
import { invalidateStoreMapCache } from "~/models/store-map.server";
import { invalidateStoreSearchCache } from "~/models/store-search.server";
import type { Database } from "~/server/db.server";
import { deleteStoredImage, type UploadServices } from "~/server/uploads.server";

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
  options: { term?: string; page?: number; pageSize?: number } = {},
) {
  const pageSize = options.pageSize ?? ADMIN_STORES_PAGE_SIZE;
  const where = searchFilter(options.term);
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
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(exceptId ? and(eq(stores.slug, slug), ne(stores.id, exceptId)) : eq(stores.slug, slug))
    .limit(1);
  return Boolean(row);
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
 * (whoever it led to): a slug is either a store's address or an old address, never both.
 */
async function moveStoreSlug(
  db: Database,
  storeId: number,
  from: string,
  to: string,
  set: Partial<NewStore> = {},
): Promise<Store> {
  return db.transaction(async (tx) => {
    await tx.delete(storeSlugHistory).where(eq(storeSlugHistory.slug, to));
    const [row] = await tx
      .update(stores)
      .set({ ...set, slug: to })
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
  }) as Promise<Store>;
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
 * Runs a write that uses a freshly resolved slug; when another request took the same slug in
 * between (the unique index refuses it), resolves again and retries.
 */
async function withSlugRetry<T>(
  resolve: () => Promise<string>,
  write: (slug: string) => Promise<T>,
) {
  for (let attempt = 0; ; attempt++) {
    const slug = await resolve();
    try {
      return await write(slug);
    } catch (error) {
      if (attempt < SLUG_RETRIES && isUniqueViolation(error, "stores_slug_key")) continue;
      throw error;
    }
  }
}

/** Call after any change the public locator, pages and sitemap must see at once. */
export function storesChanged(): void {
  invalidateStoreSearchCache();
  invalidateStoreMapCache();
}

export async function createStore(
  db: Database,
  values: StoreFormValues,
  options: SlugOptions = {},
): Promise<Store> {
  const store = await withSlugRetry(
    () => resolveStoreSlug(db, values.name, undefined, options),
    async (slug) =>
      db.transaction(async (tx) => {
        await tx.delete(storeSlugHistory).where(eq(storeSlugHistory.slug, slug));
        const [row] = await tx
          .insert(stores)
          .values({ ...values, slug } satisfies NewStore)
          .returning();
        return row!;
      }) as Promise<Store>,
  );
  storesChanged();
  return store;
}

export async function updateStore(
  db: Database,
  before: Store,
  values: StoreFormValues,
  options: SlugOptions = {},
): Promise<Store> {
  const store = await withSlugRetry(
    () => resolveStoreSlug(db, values.name, before, options),
    // A changed hours text takes the weekly grid along, so the pages never show an old grid.
    (slug) =>
      moveStoreSlug(db, before.id, before.slug, slug, {
        ...values,
        ...gridAfterTextChange(before, values.hoursText),
      }),
  );
  storesChanged();
  return store;
}

/** Deletes a store; its banner and photo files go with it (rows cascade in the database). */
export async function deleteStore(app: UploadServices, id: number): Promise<Store | null> {
  const store = await getStore(app.db, id);
  if (!store) return null;
  const [banners, images] = await Promise.all([
    app.db
      .select({ url: storeBanners.url, phoneUrl: storeBanners.phoneUrl })
      .from(storeBanners)
      .where(eq(storeBanners.storeId, id)),
    app.db.select({ url: storeImages.url }).from(storeImages).where(eq(storeImages.storeId, id)),
  ]);
  await app.db.delete(stores).where(eq(stores.id, id));
  const files = [...banners.flatMap((b) => [b.url, b.phoneUrl]), ...images.map((i) => i.url)];
  for (const url of files) await deleteStoredImage(app, url);
  storesChanged();
  return store;
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

/**
 * Gives every store whose slug does not come from its name the slug its name gives (unique, the
 * store itself excluded). Stores whose slug already fits are not touched. Each store is updated
 * on its own, so one failure does not undo the others; failures are counted.
 */
export async function regenerateStoreSlugs(
  db: Database,
  options: { onError?: (error: unknown, storeId: number) => void } = {},
): Promise<SlugRegeneration> {
  const rows = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug })
    .from(stores)
    .orderBy(asc(stores.id));
  const taken = new Set(rows.map((r) => r.slug));
  const changes: SlugChange[] = [];
  let errors = 0;
  for (const row of rows) {
    if (slugFitsName(row.slug, row.name)) continue;
    try {
      const next = await withSlugRetry(
        async () => {
          taken.delete(row.slug);
          // The set answers for this run; the database for anyone writing at the same time.
          return uniqueSlug(
            row.name,
            async (candidate) =>
              taken.has(candidate) || (await slugUnavailable(db, candidate, row.id, undefined)),
          );
        },
        async (slug) => {
          await moveStoreSlug(db, row.id, row.slug, slug);
          return slug;
        },
      );
      taken.add(next);
      changes.push({ id: row.id, name: row.name, from: row.slug, to: next });
    } catch (error) {
      taken.add(row.slug);
      errors++;
      options.onError?.(error, row.id);
    }
  }
  if (changes.length > 0) storesChanged();
  return { total: rows.length, changes, errors };
}

/**
 * What a regeneration would change now, without writing: the stores whose address does not come
 * from their name and the address each would get.
 */
export async function previewStoreSlugRegeneration(db: Database): Promise<SlugRegeneration> {
  const rows = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug })
    .from(stores)
    .orderBy(asc(stores.id));
  const taken = new Set(rows.map((r) => r.slug));
  const changes: SlugChange[] = [];
  for (const row of rows) {
    if (slugFitsName(row.slug, row.name)) continue;
    taken.delete(row.slug);
    const next = await uniqueSlug(
      row.name,
      async (candidate) =>
        taken.has(candidate) || (await slugUnavailable(db, candidate, row.id, undefined)),
    );
    taken.add(next);
    changes.push({ id: row.id, name: row.name, from: row.slug, to: next });
  }
  return { total: rows.length, changes, errors: 0 };
}
