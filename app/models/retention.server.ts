/**
 * The retention schedule applied to stored data (privacy settings, defaults in
 * app/domain/privacy.ts): what the privacy notice promises, done by the server. Every step is one
 * statement, safe to run again, and takes the moment to apply as `now`, so tests move the clock.
 */
import { sql } from "drizzle-orm";
import type { RetentionSchedule } from "~/domain/privacy";
import { ANALYTICS_TIME_ZONE } from "./store-analytics.server";
import { queryRows, type Database } from "~/server/db.server";
import { deleteOldVitals } from "./web-vitals.server";

export type RetentionResult = {
  eventsAggregated: number;
  /** Days of page-speed histograms older than the events' months, deleted. */
  vitalsRows: number;
  sessions: number;
  resetLinks: number;
  loginCounters: number;
  auditRows: number;
  unconfirmedSubscribers: number;
  answeredRequests: number;
};

/** `now` minus whole calendar months or years (in UTC), as PostgreSQL's interval arithmetic does. */
function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

async function count(db: Database, statement: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, statement);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Store events older than the schedule's months become daily counts per store and kind (added to
 * any count already there for that day) and the raw rows are deleted, in one transaction.
 */
async function aggregateOldEvents(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) =>
    count(
      tx,
      sql`with old as (
            delete from store_events where occurred_at < ${before.toISOString()}::timestamptz
            returning store_id, kind, occurred_at
          ), daily as (
            insert into store_event_daily (store_id, day, kind, count)
            select store_id, (occurred_at at time zone ${ANALYTICS_TIME_ZONE})::date, kind,
                   count(*)::int
            from old group by 1, 2, 3
            on conflict (store_id, day, kind)
            do update set count = store_event_daily.count + excluded.count
            returning 1
          )
          select (select count(*) from old)::int as n`,
    ),
  );
}

/** Throttling counters live in a table only on PostgreSQL (rate-limit.server.ts); memory otherwise. */
async function deleteOldCounters(db: Database, before: Date): Promise<number> {
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('public.rate_limits')::text as name`,
  );
  if (!table?.name) return 0;
  return count(
    db,
    sql`with gone as (
          delete from rate_limits where expire is null or expire < ${before.getTime()} returning 1
        ) select count(*)::int as n from gone`,
  );
}

/** Deletes a table's rows matching `where`, answering how many. */
function deleted(db: Database, table: string, where: ReturnType<typeof sql>) {
  return count(
    db,
    sql`with gone as (delete from ${sql.identifier(table)} where ${where} returning 1)
        select count(*)::int as n from gone`,
  );
}

export async function applyRetention(
  db: Database,
  schedule: RetentionSchedule,
  now: Date = new Date(),
): Promise<RetentionResult> {
  const at = now.toISOString();
  const auditCutoff = monthsBefore(now, schedule.auditYears * 12).toISOString();
  return {
    eventsAggregated: await aggregateOldEvents(db, monthsBefore(now, schedule.eventsMonths)),
    vitalsRows: await deleteOldVitals(db, monthsBefore(now, schedule.eventsMonths)),
    sessions: await deleted(db, "sessions", sql`expires_at <= ${at}::timestamptz`),
    resetLinks: await deleted(
      db,
      "password_reset_tokens",
      sql`expires_at <= ${at}::timestamptz or used_at is not null`,
    ),
    loginCounters: await deleteOldCounters(
      db,
      new Date(now.getTime() - schedule.loginCounterHours * 3_600_000),
    ),
    auditRows: await deleted(db, "audit_log", sql`created_at < ${auditCutoff}::timestamptz`),
    unconfirmedSubscribers: await deleted(
      db,
      "newsletter_subscribers",
      sql`status = 'pending' and (confirm_expires_at is null or confirm_expires_at <= ${at}::timestamptz)`,
    ),
    answeredRequests: await deleted(
      db,
      "data_requests",
      sql`answered_at is not null and answered_at < ${auditCutoff}::timestamptz`,
    ),
  };
}
