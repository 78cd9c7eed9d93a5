/**
 * Field speed of the public pages: each page view's web-vitals (from the beacon) added to the
 * day's histogram of its page type, and the 75th percentiles the Painel shows. Nothing about the
 * visitor is stored: a day, a page type, a metric, a bucket and a count.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  bucketOf,
  bucketValue,
  PAGE_TYPE_KEYS,
  VITAL_METRICS,
  VITAL_RULES,
  type PageType,
  type VitalMetric,
} from "~/domain/web-vitals";
import { queryRows, type Database } from "~/server/db.server";
import { ANALYTICS_TIME_ZONE, periodDays, saoPauloDay } from "./store-analytics.server";

const metricValue = (metric: VitalMetric) =>
  z.coerce
    .number()
    .finite()
    .min(0)
    .max(VITAL_RULES[metric].max * 100)
    .optional();

/** The beacon's fields: `t` the page type, then any of the metrics by name. */
export const webVitalsInput = z
  .object({
    t: z.enum(PAGE_TYPE_KEYS),
    ...(Object.fromEntries(VITAL_METRICS.map((m) => [m, metricValue(m)])) as Record<
      VitalMetric,
      ReturnType<typeof metricValue>
    >),
  })
  .refine((input) => VITAL_METRICS.some((m) => input[m] !== undefined));

export type WebVitalsInput = z.infer<typeof webVitalsInput>;

/** Adds one page view's metrics to today's (São Paulo) histograms, in one statement. */
export async function recordWebVitals(
  db: Database,
  input: WebVitalsInput,
  at: Date = new Date(),
): Promise<number> {
  const day = saoPauloDay(at);
  const rows = VITAL_METRICS.flatMap((metric) => {
    const value = input[metric];
    return value === undefined
      ? []
      : [sql`(${day}::date, ${input.t}, ${metric}, ${bucketOf(metric, value)}::smallint, 1)`];
  });
  if (rows.length === 0) return 0;
  await db.execute(
    sql`insert into web_vitals_daily (day, page_type, metric, bucket, count)
        values ${sql.join(rows, sql`, `)}
        on conflict (day, page_type, metric, bucket)
        do update set count = web_vitals_daily.count + 1`,
  );
  return rows.length;
}

export type VitalP75 = { p75: number; count: number };
export type PageTypeVitals = {
  pageType: PageType;
  /** First day of the week (Monday) for weekly figures; null for the whole period. */
  week: string | null;
  metrics: Partial<Record<VitalMetric, VitalP75>>;
};

/**
 * The 75th percentile of each metric per page type over the last `days` São Paulo days, for the
 * whole period and per week (weeks starting on Monday, the most recent first). Read from the
 * histograms in one query: the first bucket whose running count reaches 75 % of the total.
 */
export async function vitalsP75(
  db: Database,
  filter: { now: Date; days: number },
): Promise<{ period: PageTypeVitals[]; weeks: PageTypeVitals[] }> {
  const days = periodDays(filter.now, filter.days);
  const first = days[0]!;
  const last = days.at(-1)!;
  const rows = await queryRows<{
    week: string | null;
    page_type: string;
    metric: string;
    bucket: number;
    total: number;
  }>(
    db,
    sql`with h as (
          select grouping(date_trunc('week', day)) as g,
                 to_char(date_trunc('week', day), 'YYYY-MM-DD') as week,
                 page_type, metric, bucket, sum(count)::int as n
          from web_vitals_daily
          where day between ${first}::date and ${last}::date
          group by grouping sets ((page_type, metric, bucket),
                                  (date_trunc('week', day), page_type, metric, bucket))
        ), c as (
          select *, sum(n) over (partition by g, week, page_type, metric order by bucket) as running,
                    sum(n) over (partition by g, week, page_type, metric) as total
          from h
        )
        select case when g = 1 then null else week end as week, page_type, metric,
               min(bucket) filter (where running >= 0.75 * total) as bucket, max(total)::int as total
        from c
        group by g, week, page_type, metric`,
  );
  const groups = new Map<string, PageTypeVitals>();
  for (const row of rows) {
    const pageType = row.page_type as PageType;
    const metric = row.metric as VitalMetric;
    if (!PAGE_TYPE_KEYS.includes(pageType) || !VITAL_METRICS.includes(metric)) continue;
    const key = `${row.week ?? ""}/${pageType}`;
    const group = groups.get(key) ?? { pageType, week: row.week, metrics: {} };
    group.metrics[metric] = { p75: bucketValue(metric, Number(row.bucket)), count: row.total };
    groups.set(key, group);
  }
  const order = (a: PageTypeVitals, b: PageTypeVitals) =>
    PAGE_TYPE_KEYS.indexOf(a.pageType) - PAGE_TYPE_KEYS.indexOf(b.pageType);
  const all = [...groups.values()];
  return {
    period: all.filter((g) => g.week === null).sort(order),
    weeks: all
      .filter((g) => g.week !== null)
      .sort((a, b) => b.week!.localeCompare(a.week!) || order(a, b)),
  };
}

/** Deletes the histograms of days before `before` (the retention schedule's months). */
export async function deleteOldVitals(db: Database, before: Date): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
          delete from web_vitals_daily
          where day < (${before.toISOString()}::timestamptz at time zone ${ANALYTICS_TIME_ZONE})::date
          returning 1
        ) select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
