/**
 * Staff changes reach every instance's in-process caches (rendered pages, store search results).
 *
 * `contentChanged()` clears this instance's caches at once and, on PostgreSQL, sends a
 * NOTIFY that every other instance LISTENs for, so all of them drop their copies within
 * milliseconds instead of waiting for a TTL. On the embedded database there is one process and
 * nothing to tell. While the listening connection is down an instance cannot hear changes, so it
 * clears its caches when it reconnects.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";

const CHANNEL = "site_content_changed";
const instanceId = randomUUID();
const listeners = new Set<() => void>();

type Publisher = (payload: string) => Promise<unknown>;
let publish: Publisher | undefined;

/** Registers a cache to clear on any staff change; returns the unsubscribe function. */
export function onContentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function clearLocal(): void {
  for (const listener of listeners) listener();
}

/** A staff change was saved: clear this instance's caches and tell the others. */
export function contentChanged(): void {
  clearLocal();
  publish?.(instanceId).catch(() => {
    // The other instances fall back on their TTLs; the change itself is already saved.
  });
}

export type ContentChangeBus = { close(): Promise<void> };

/**
 * Connects this instance to the others through PostgreSQL: one dedicated connection LISTENs
 * (and reconnects with a growing delay if it drops), notifications go out through the pool.
 */
export function connectContentChanges(options: {
  databaseUrl: string;
  pool: { query(text: string, values?: unknown[]): Promise<unknown> };
  logger: Logger;
}): ContentChangeBus {
  const { databaseUrl, pool, logger } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  publish = (payload) => pool.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== instanceId) clearLocal();
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "content change listener lost its connection");
      next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      retryMs = 250;
      // Changes made while this instance was not listening are unknown: start afresh.
      clearLocal();
    } catch (error) {
      logger.warn({ err: error }, "content change listener could not connect");
      next.end().catch(() => {});
      scheduleReconnect();
    }
  }

  void listen();

  return {
    async close() {
      closed = true;
      publish = undefined;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
