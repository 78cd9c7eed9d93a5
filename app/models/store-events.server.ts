/**
 * Anonymous store events (page views and WhatsApp, directions and Instagram clicks): a store id,
 * a kind and a time. Never an IP address, cookie or user agent.
 */
import { and, count, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import { storeEventKinds, storeEvents, stores, type StoreEventKind } from "#db/schema";
import { queryRows, type Database } from "~/server/db.server";

export const storeEventInput = z.object({
  storeId: z.coerce.number().int().positive().max(2_147_483_647),
  kind: z.enum(storeEventKinds),
});

export type StoreEventInput = z.infer<typeof storeEventInput>;

/**
 * Records one event for an active store. Returns false (and writes nothing) when the store does
 * not exist or is inactive, so made-up ids never reach the table.
 */
export async function recordStoreEvent(
  db: Database,
  input: StoreEventInput,
  at: Date = new Date(),
): Promise<boolean> {
  // One statement: the store check and the insert cannot race a store being deactivated.
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into store_events (store_id, kind, occurred_at)
        select ${stores.id}, ${input.kind}, ${at.toISOString()}::timestamptz
        from ${stores}
        where ${stores.id} = ${input.storeId} and ${stores.active} = true
        returning id`,
  );
  return inserted.length > 0;
}

export type StoreEventCounts = Record<StoreEventKind, number>;

/** Counts per kind for one store (or every store), optionally since an instant. */
export async function countStoreEvents(
  db: Database,
  filter: { storeId?: number; since?: Date } = {},
): Promise<StoreEventCounts> {
  const conditions = [
    filter.storeId !== undefined ? eq(storeEvents.storeId, filter.storeId) : undefined,
    filter.since ? gte(storeEvents.occurredAt, filter.since) : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select({ kind: storeEvents.kind, n: count() })
    .from(storeEvents)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .groupBy(storeEvents.kind);
  const counts = Object.fromEntries(storeEventKinds.map((k) => [k, 0])) as StoreEventCounts;
  for (const row of rows) counts[row.kind] = row.n;
  return counts;
}
