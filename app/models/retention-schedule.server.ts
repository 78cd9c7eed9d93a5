/**
 * Runs the retention schedule (app/models/retention.server.ts) on a timer inside the server. One
 * run at a time across every instance: on PostgreSQL a session advisory lock that the other
 * instances try and skip (pg_try_advisory_lock, released with its connection if the process
 * dies); on the embedded database, which one process owns, a flag in that process.
 */
import type pino from "pino";
import { RETENTION_INTERVAL_HOURS } from "~/domain/privacy";
import { getPrivacySettings } from "./privacy-settings.server";
import { applyRetention, type RetentionResult } from "./retention.server";
import type { DatabaseHandle } from "~/server/db.server";
import { processTimer } from "~/server/process-timer.server";

/** Any number no other advisory lock of the app uses (migrations take 7_421_001). */
export const RETENTION_LOCK = 7_421_002;
/** The first run waits for start-up to settle. */
const FIRST_RUN_DELAY_MS = 60_000;

type Handle = Pick<DatabaseHandle, "db" | "kind" | "pool">;

let runningHere = false;

/**
 * One pass of the schedule, unless another instance (or this one) is running it: then null.
 * `now` is the clock the schedule is applied at.
 */
export async function runRetentionOnce(
  handle: Handle,
  now: Date = new Date(),
): Promise<RetentionResult | null> {
  if (runningHere) return null;
  runningHere = true;
  try {
    if (handle.kind !== "postgres" || !handle.pool) {
      return await applyRetention(handle.db, await getPrivacySettings(handle.db), now);
    }
    const client = await handle.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock($1) as locked",
        [RETENTION_LOCK],
      );
      if (!rows[0]?.locked) return null;
      try {
        return await applyRetention(handle.db, await getPrivacySettings(handle.db), now);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [RETENTION_LOCK]);
      }
    } finally {
      client.release();
    }
  } finally {
    runningHere = false;
  }
}

const timer = processTimer();

/**
 * Starts the timer (once per process): a first pass a minute after start-up, then every
 * RETENTION_INTERVAL_HOURS.
 */
export function startRetentionSchedule(
  handle: Handle,
  logger: Pick<pino.Logger, "info" | "error">,
  clock: () => Date = () => new Date(),
): void {
  timer.start(
    async () => {
      const result = await runRetentionOnce(handle, clock());
      if (result) logger.info({ retention: result }, "retention schedule applied");
    },
    {
      first: FIRST_RUN_DELAY_MS,
      everyMs: RETENTION_INTERVAL_HOURS * 3_600_000,
      failed: (error) => logger.error({ err: error }, "retention schedule failed"),
    },
  );
}

export function stopRetentionSchedule(): void {
  timer.stop();
}
