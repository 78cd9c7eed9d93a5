import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { stores, type Store, type WeeklyHours } from "#db/schema";
import type { DirectoryStore } from "~/domain/store-directory";
import { queryRows, type Database } from "~/server/db.server";

export async function countActiveStores(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stores).where(eq(stores.active, true));
  return row?.n ?? 0;
}

/**
 * The columns the home page, the organisation's structured data and the store directory show of
 * a store. With the weekly grid present, the hours text shown is generated from it.
 */
export const storeSummaryColumns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  city: stores.city,
  state: stores.state,
  neighborhood: stores.neighborhood,
  street: stores.street,
  number: stores.number,
  complement: stores.complement,
  postalCode: stores.postalCode,
  whatsapp: stores.whatsapp,
  hoursText: stores.hoursText,
  weeklyHours: stores.weeklyHours,
  latitude: stores.latitude,
  longitude: stores.longitude,
};

/** What the home page and the organisation's structured data show of a store. */
export type StoreSummary = Omit<Pick<Store, keyof typeof storeSummaryColumns>, "weeklyHours"> & {
  weeklyHours?: WeeklyHours | null;
};

/** The first active stores by name (home highlight: 3; organisation locations: 5). */
export async function listFirstActiveStores(db: Database, limit: number): Promise<StoreSummary[]> {
  return db
    .select(storeSummaryColumns)
    .from(stores)
    .where(eq(stores.active, true))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(limit);
}

/**
 * The home's store highlight when the visitor's position is unknown: stores of the city with
 * the most active stores (the network's flagship city), by name. A visitor who shared a
 * position gets the nearest stores instead, asked for from the browser.
 */
export async function listFlagshipCityStores(db: Database, limit: number): Promise<StoreSummary[]> {
  const flagship = db
    .select({ city: stores.city })
    .from(stores)
    .where(eq(stores.active, true))
    .groupBy(stores.city)
    .orderBy(sql`count(*) desc`, asc(stores.city))
    .limit(1);
  return db
    .select(storeSummaryColumns)
    .from(stores)
    .where(and(eq(stores.active, true), inArray(stores.city, flagship)))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(limit);
}

export type FeaturedStore = Pick<
  Store,
  "id" | "name" | "slug" | "city" | "state" | "neighborhood"
> & {
  imageUrl: string;
  imageAlt: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
};

/**
 * Stores with a photo for the home's featured cards, the longest-running first. The cover is the
 * facade photo, else the first image.
 */
export async function listFeaturedStores(db: Database, limit = 4): Promise<FeaturedStore[]> {
  return queryRows<FeaturedStore>(
    db,
    sql`
      select s.id, s.name, s.slug, s.city, s.state, s.neighborhood,
             cover.url as "imageUrl", cover.alt_text as "imageAlt",
             m.width as "imageWidth", m.height as "imageHeight"
      from stores s
      join lateral (
        select i.url, i.alt_text, i.media_id
        from store_images i
        where i.store_id = s.id
          and (i.visible_from is null or i.visible_from <= ${new Date().toISOString()}::timestamptz)
        order by (i.kind = 'facade') desc, i.position, i.id
        limit 1
      ) cover on true
      left join media m on m.id = cover.media_id
      where s.active
      order by s.opened_on asc nulls last, s.name, s.id
      limit ${limit}
    `,
  );
}

/** Every active store, for the site map's directory. */
export async function listStoreDirectory(db: Database): Promise<DirectoryStore[]> {
  return db
    .select({
      slug: stores.slug,
      name: stores.name,
      city: stores.city,
      state: stores.state,
      neighborhood: stores.neighborhood,
    })
    .from(stores)
    .where(eq(stores.active, true))
    .orderBy(asc(stores.state), asc(stores.city), asc(stores.neighborhood));
}
