/**
 * Rate limits (login throttling, newsletter, search, map data). Counters live in PostgreSQL when
 * the app runs on it, so every instance behind a load balancer shares them; in memory on the
 * embedded database (a single process).
 */
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { DatabaseHandle } from "./db.server";

export type LimitOptions = {
  /** Attempts allowed per window. */
  points: number;
  durationSeconds: number;
  /** Once exceeded, refuse for this long (defaults to the rest of the window). */
  blockSeconds?: number;
};

export type LimitResult = { allowed: boolean; retryAfterSeconds: number; remaining: number };

export type RateLimiter = {
  /** Counts an attempt (atomically, so parallel attempts are all counted) and says if allowed. */
  consume(key: string, points?: number): Promise<LimitResult>;
  /** Gives back points taken by an attempt that turned out legitimate. */
  reward(key: string, points?: number): Promise<void>;
  reset(key: string): Promise<void>;
};

// One limiter per name and store (each PostgreSQL pool has its own; memory is per process).
const memoryLimiters = new Map<string, RateLimiter>();
const poolLimiters = new WeakMap<object, Map<string, RateLimiter>>();
const tables = new WeakMap<object, Promise<unknown>>();

/** The counters table (the library's layout), created once per pool before first use. */
function ensureTable(pool: NonNullable<DatabaseHandle["pool"]>): Promise<unknown> {
  let ready = tables.get(pool);
  if (!ready) {
    ready = pool.query(
      `CREATE TABLE IF NOT EXISTS rate_limits (
         key varchar(255) PRIMARY KEY,
         points integer NOT NULL DEFAULT 0,
         expire bigint
       )`,
    );
    tables.set(pool, ready);
  }
  return ready;
}

export function rateLimiter(
  handle: Pick<DatabaseHandle, "kind" | "pool">,
  name: string,
  options: LimitOptions,
): RateLimiter {
  let limiters = memoryLimiters;
  if (handle.kind === "postgres" && handle.pool) {
    limiters = poolLimiters.get(handle.pool) ?? new Map();
    poolLimiters.set(handle.pool, limiters);
  }
  const existing = limiters.get(name);
  if (existing) return existing;
  const base = {
    keyPrefix: name,
    points: options.points,
    duration: options.durationSeconds,
    blockDuration: options.blockSeconds ?? 0,
  };
  const impl: RateLimiterAbstract =
    handle.kind === "postgres" && handle.pool
      ? new RateLimiterPostgres({
          ...base,
          storeClient: handle.pool,
          storeType: "pool",
          tableName: "rate_limits",
          tableCreated: true,
          clearExpiredByTimeout: true,
        })
      : new RateLimiterMemory(base);
  const toResult = (res: RateLimiterRes, allowed: boolean): LimitResult => ({
    allowed,
    retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000),
    remaining: Math.max(0, res.remainingPoints),
  });
  const ready = handle.kind === "postgres" && handle.pool ? ensureTable(handle.pool) : null;
  const limiter: RateLimiter = {
    async consume(key, points = 1) {
      await ready;
      try {
        return toResult(await impl.consume(key, points), true);
      } catch (error) {
        if (error instanceof RateLimiterRes) return toResult(error, false);
        throw error;
      }
    },
    async reward(key, points = 1) {
      await ready;
      await impl.reward(key, points);
    },
    async reset(key) {
      await ready;
      await impl.delete(key);
    },
  };
  limiters.set(name, limiter);
  return limiter;
}

/**
 * A public form's answer to a sender over the limit: 429 with Retry-After, the form keeping what
 * was typed and saying to wait; `extra` completes the action's usual answer.
 */
export function formTooFrequent<Extra extends object>(
  submission: { reply(options: { formErrors: string[] }): SubmissionResult<string[]> },
  limit: Pick<LimitResult, "retryAfterSeconds">,
  extra: Extra,
) {
  return data(
    {
      result: submission.reply({
        formErrors: ["Muitos pedidos seguidos. Aguarde alguns minutos e tente novamente."],
      }),
      ...extra,
    },
    { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
  );
}
