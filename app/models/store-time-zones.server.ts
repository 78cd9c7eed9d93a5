/**
 * Each store's time zone, which 'Aberto agora', today's hours, holidays and the structured data
 * read. It is its municipality's (app/server/places.server.ts timeZoneOf) unless staff chose
 * another one; the stored column always holds the zone in force, so every reader just reads it.
 * "Automatic" is not a flag: a store whose zone equals its municipality's follows its city when
 * the city changes, one with another zone keeps it (ADR 0019).
 */
import { asc, eq, gt, sql } from "drizzle-orm";
import { appState, stores, type Store } from "#db/schema";
import type { Database } from "~/server/db.server";
import { timeZoneOf } from "~/server/places.server";

type Place = Pick<Store, "city" | "state">;

/** The zone a store is saved with: the one staff chose, else its municipality's. */
export function storeTimeZone(choice: string | null | undefined, place: Place): string {
  return choice?.trim() || timeZoneOf(place.city, place.state);
}

/** The zone as staff see it in the form and the spreadsheet: '' when it is the municipality's. */
export function zoneChoiceOf(store: Place & Pick<Store, "timezone">): string {
  return store.timezone === timeZoneOf(store.city, store.state) ? "" : store.timezone;
}

/** A store as the form and the spreadsheet show it (see zoneChoiceOf). */
export function withZoneChoice<T extends Place & Pick<Store, "timezone">>(store: T): T {
  return { ...store, timezone: zoneChoiceOf(store) };
}

/**
 * The zone after a change of some of a store's fields (a spreadsheet row writes only its
 * columns): the zone given ('' for the municipality's); without one, a store that followed its
 * municipality follows the new one, and a chosen zone stays. Undefined when nothing changes.
 */
export function zoneAfterChange(
  before: Place & Pick<Store, "timezone">,
  change: { city?: unknown; state?: unknown; timezone?: unknown },
): string | undefined {
  const after: Place = {
    city: typeof change.city === "string" ? change.city : before.city,
    state: typeof change.state === "string" ? change.state : before.state,
  };
  if (typeof change.timezone === "string") return storeTimeZone(change.timezone, after);
  if (change.city === undefined && change.state === undefined) return undefined;
  const automatic = zoneChoiceOf(before) === "";
  const zone = automatic ? timeZoneOf(after.city, after.state) : before.timezone;
  return zone === before.timezone ? undefined : zone;
}

/** app_state key of the pass that gave every existing store its municipality's zone. */
export const STORE_TIME_ZONES_KEY = "store_time_zones";
const STORE_TIME_ZONES_VERSION = "1";
const BATCH = 500;

/**
 * The start-up pass, after the migrations, once per database: until it ran, no one could choose
 * a zone (every store had the column's default, São Paulo), so every store takes its
 * municipality's. Idempotent; one transaction with the app_state row that records it, which
 * also makes a second instance starting at the same time wait and then find it done.
 */
export async function ensureStoreTimeZones(db: Database): Promise<number> {
  const [done] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, STORE_TIME_ZONES_KEY));
  if (done?.value === STORE_TIME_ZONES_VERSION) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appState)
      .values({ key: STORE_TIME_ZONES_KEY, value: STORE_TIME_ZONES_VERSION })
      .onConflictDoUpdate({
        target: appState.key,
        set: { value: STORE_TIME_ZONES_VERSION, updatedAt: new Date() },
        setWhere: sql`${appState.value} <> ${STORE_TIME_ZONES_VERSION}`,
      })
      .returning({ key: appState.key });
    if (claimed.length === 0) return 0;
    let changed = 0;
    for (let afterId = 0; ;) {
      const rows = await tx
        .select({ id: stores.id, city: stores.city, state: stores.state, zone: stores.timezone })
        .from(stores)
        .where(gt(stores.id, afterId))
        .orderBy(asc(stores.id))
        .limit(BATCH);
      for (const row of rows) {
        const zone = timeZoneOf(row.city, row.state);
        if (zone === row.zone) continue;
        // Not an edit by staff: updated_at keeps its value.
        await tx
          .update(stores)
          .set({ timezone: zone, updatedAt: sql`${stores.updatedAt}` })
          .where(eq(stores.id, row.id));
        changed++;
      }
      if (rows.length < BATCH) return changed;
      afterId = rows[rows.length - 1]!.id;
    }
  });
}
