/**
 * The crawlable store directory: /nossas-lojas/{uf} lists a state's cities with their counts and
 * /nossas-lojas/{uf}/{cidade} a city's active stores, a page at a time.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { stores } from "#db/schema";
import {
  buildDirectoryIndex,
  type DirectoryCityEntry,
  type DirectoryStateEntry,
} from "~/domain/store-directory";
import type { Database } from "~/server/db.server";
import { storeSummaryColumns, type StoreSummary } from "./stores.server";

/** Stores per directory page: a city of thousands of stores is still a light, crawlable page. */
export const DIRECTORY_PAGE_SIZE = 48;

/** Every state and city with active stores, with their counts. */
export async function listDirectoryIndex(db: Database): Promise<DirectoryStateEntry[]> {
  const rows = await db
    .select({ state: stores.state, city: stores.city, count: count() })
    .from(stores)
    .where(eq(stores.active, true))
    .groupBy(stores.state, stores.city);
  return buildDirectoryIndex(rows.map((r) => ({ ...r, count: Number(r.count) })));
}

export type DirectoryCityStore = Required<StoreSummary> & { mapsUrl: string | null };

/** One page of a city's active stores, by neighbourhood then name. */
export async function listDirectoryCityStores(
  db: Database,
  state: DirectoryStateEntry,
  city: DirectoryCityEntry,
  page: number,
): Promise<DirectoryCityStore[]> {
  return db
    .select({ ...storeSummaryColumns, mapsUrl: stores.mapsUrl })
    .from(stores)
    .where(
      and(
        eq(stores.active, true),
        inArray(stores.city, city.spellings),
        sql`app_unaccent(lower(${stores.state})) in (app_unaccent(lower(${state.name})), lower(${state.code}))`,
      ),
    )
    .orderBy(asc(stores.neighborhood), asc(stores.name), asc(stores.id))
    .limit(DIRECTORY_PAGE_SIZE)
    .offset((page - 1) * DIRECTORY_PAGE_SIZE);
}
