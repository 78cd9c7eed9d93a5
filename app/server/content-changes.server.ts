/**
 * Staff changes reach every instance's in-process caches (rendered pages, store search results).
 *
 * Each cache registers with the records it is read from (`onContentChange(clear, dependsOn)`,
 * or `dataCache` in cache.server.ts, which does it): the audit entities of docs/decisions 0022.
 * `contentChanged(entities)` clears this instance's caches that depend on any of them at once
 * and, on PostgreSQL, sends a
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

/** What staff change, as the audit log names it (an AuditEntry's entity). */
export const CONTENT_SOURCES = [
  "store",
  "holiday_decision",
  "store_banner",
  "store_image",
  "store_section",
  "specialty",
  "testimonial",
  "banner",
  "brand",
  "video",
  "blog_post",
  "user",
  "media",
  "newsletter_subscriber",
  "site_settings",
  "privacy_settings",
  "data_request",
  "data_subject",
  "store_scheduled_change",
  "store_change_request",
] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/** What the public site shows: the rendered pages and the content schedule depend on these. */
export const PUBLIC_CONTENT: readonly ContentSource[] = CONTENT_SOURCES.filter(
  (source) =>
    ![
      "user",
      "newsletter_subscriber",
      "data_request",
      "data_subject",
      "store_change_request",
    ].includes(source),
);

type Listener = { clear: () => void; dependsOn: ReadonlySet<string> };
const listeners = new Set<Listener>();

type Publisher = (payload: string) => Promise<unknown>;
let publish: Publisher | undefined;

/**
 * Registers a cache to clear when staff change any of `dependsOn` (on any instance, or when
 * this instance may have missed changes); returns the unsubscribe function.
 */
export function onContentChange(
  clear: () => void,
  dependsOn: readonly ContentSource[],
): () => void {
  const listener = { clear, dependsOn: new Set<string>(dependsOn) };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears the caches that depend on any of `changed`; every cache when it is not known. */
function clearLocal(changed?: readonly string[]): void {
  for (const listener of listeners) {
    if (!changed || changed.some((source) => listener.dependsOn.has(source))) listener.clear();
  }
}

/** Staff changed `changed`: clear this instance's caches that depend on it and tell the others. */
export function contentChanged(changed: readonly ContentSource[]): void {
  clearLocal(changed);
  publish?.(JSON.stringify({ from: instanceId, changed })).catch(() => {
    // The other instances fall back on their TTLs; the change itself is already saved.
  });
}

/** What another instance announced; an unreadable notice clears everything. */
function readNotice(payload: string | undefined): { from?: string; changed?: string[] } {
  try {
    const notice = JSON.parse(payload ?? "") as { from?: unknown; changed?: unknown };
    return {
      from: typeof notice.from === "string" ? notice.from : undefined,
      changed: Array.isArray(notice.changed) ? notice.changed.map(String) : undefined,
    };
  } catch {
    return {};
  }
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
      if (message.channel !== CHANNEL) return;
      const notice = readNotice(message.payload);
      if (notice.from !== instanceId) clearLocal(notice.changed);
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
