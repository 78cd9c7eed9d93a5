/**
 * Store leads and page views per day, counted in São Paulo days, from the anonymous
 * store_events table.
 */
import { sql, type SQL } from "drizzle-orm";
import { storeEventKinds, type StoreEventKind } from "#db/schema";
import { queryRows, type Database } from "~/server/db.server";
import { localIsoDate } from "~/domain/zoned-date";

export const ANALYTICS_TIME_ZONE = "America/Sao_Paulo";
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export type KindCounts = Record<StoreEventKind, number>;
export type DailyCounts = { day: string } & KindCounts;
export type StoreTotals = {
  storeId: number;
  name: string;
  city: string;
  leads: number;
} & KindCounts;

const zero = (): KindCounts => Object.fromEntries(storeEventKinds.map((k) => [k, 0])) as KindCounts;

/** The São Paulo calendar day ("YYYY-MM-DD") of an instant. */
export function saoPauloDay(instant: Date): string {
  return localIsoDate(instant, ANALYTICS_TIME_ZONE);
}

/** The last `days` São Paulo days up to the one containing `now`, oldest first. */
export function periodDays(now: Date, days: number): string[] {
  const [y, m, d] = saoPauloDay(now).split("-").map(Number) as [number, number, number];
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) {
    out.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  }
  return out;
}

/** `storeIds`: only these stores (a store manager's); absent or null, every store. */
type Filter = { now: Date; days: number; storeId?: number; storeIds?: readonly number[] | null };

/** `and <column> in (...)` for a list limited to some stores; nothing when it is not. */
export function storeIdsClause(column: SQL, storeIds: readonly number[] | null | undefined) {
  if (!storeIds) return sql``;
  if (storeIds.length === 0) return sql` and false`;
  return sql` and ${column} in (${sql.join(
    storeIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Where-clause: events from São Paulo midnight of the first day on (and of one store). */
function window({ now, days, storeId, storeIds }: Filter) {
  const first = periodDays(now, days)[0]!;
  const store = storeId ? sql` and e.store_id = ${storeId}` : sql``;
  return sql`e.occurred_at >= (${first}::date::timestamp at time zone ${ANALYTICS_TIME_ZONE})
             and e.occurred_at <= ${now.toISOString()}::timestamptz${store}${storeIdsClause(sql`e.store_id`, storeIds)}`;
}

export async function dailyCounts(db: Database, filter: Filter): Promise<DailyCounts[]> {
  const rows = await queryRows<{ day: string; kind: StoreEventKind; n: number }>(
    db,
    sql`select to_char((e.occurred_at at time zone ${ANALYTICS_TIME_ZONE})::date, 'YYYY-MM-DD') as day,
               e.kind, count(*)::int as n
        from store_events e
        where ${window(filter)}
        group by 1, 2`,
  );
  const byDay = new Map(periodDays(filter.now, filter.days).map((day) => [day, zero()]));
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts) counts[row.kind] += Number(row.n);
  }
  return [...byDay].map(([day, counts]) => ({ day, ...counts }));
}

/** Every store with events in the period, the ones bringing most contacts first. */
export async function storeTotals(db: Database, filter: Filter): Promise<StoreTotals[]> {
  const rows = await queryRows<{
    store_id: number;
    name: string;
    city: string;
    kind: StoreEventKind;
    n: number;
  }>(
    db,
    sql`select e.store_id, s.name, s.city, e.kind, count(*)::int as n
        from store_events e join stores s on s.id = e.store_id
        where ${window(filter)}
        group by 1, 2, 3, 4`,
  );
  const byStore = new Map<number, StoreTotals>();
  for (const row of rows) {
    const entry =
      byStore.get(row.store_id) ??
      ({
        storeId: row.store_id,
        name: row.name,
        city: row.city,
        leads: 0,
        ...zero(),
      } as StoreTotals);
    entry[row.kind] += Number(row.n);
    if (row.kind !== "page_view") entry.leads += Number(row.n);
    byStore.set(row.store_id, entry);
  }
  return [...byStore.values()].sort(
    (a, b) =>
      b.leads - a.leads || b.page_view - a.page_view || a.name.localeCompare(b.name, "pt-BR"),
  );
}

/** Per day and store, for the spreadsheet export. */
export async function dailyStoreCounts(db: Database, filter: Filter) {
  return queryRows<{
    day: string;
    store_id: number;
    name: string;
    kind: StoreEventKind;
    n: number;
  }>(
    db,
    sql`select to_char((e.occurred_at at time zone ${ANALYTICS_TIME_ZONE})::date, 'YYYY-MM-DD') as day,
               e.store_id, s.name, e.kind, count(*)::int as n
        from store_events e join stores s on s.id = e.store_id
        where ${window(filter)}
        group by 1, 2, 3, 4
        order by 1, 3`,
  );
}

export function parsePeriod(value: string | null): AnalyticsPeriod {
  const n = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(n) ? (n as AnalyticsPeriod) : 30;
}

/** Stores to choose from in the dashboard filter. */
export async function storeOptions(
  db: Database,
  storeIds: readonly number[] | null = null,
): Promise<{ id: number; name: string }[]> {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from stores where true${storeIdsClause(sql`id`, storeIds)} order by name`,
  );
}
