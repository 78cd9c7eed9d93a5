/**
 * Database availability as this process sees it. A query failing because the database is
 * unreachable marks it down; while down, pages answer a friendly 503 at once instead of waiting
 * on connection timeouts, and a probe every second brings the site back as soon as it answers.
 */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300", // too_many_connections
  "55000", // object_not_in_prerequisite_state (database not accepting connections)
  "3D000", // database does not exist
]);

export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) return true;
  if (
    typeof message === "string" &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|not accepting connections|terminating connection/i.test(
      message,
    )
  ) {
    return true;
  }
  return cause ? isConnectionError(cause) : false;
}

type Probe = () => Promise<unknown>;

let down = false;
let probe: Probe | undefined;
let timer: ReturnType<typeof setInterval> | undefined;

export function configureDatabaseProbe(fn: Probe): void {
  probe = fn;
}

export function isDatabaseDown(): boolean {
  return down;
}

export function markDatabaseDown(): void {
  if (down) return;
  down = true;
  timer = setInterval(() => {
    void probe?.()
      .then(() => markDatabaseUp())
      .catch(() => {});
  }, 1_000);
  timer.unref();
}

export function markDatabaseUp(): void {
  down = false;
  if (timer) clearInterval(timer);
  timer = undefined;
}

/** Notes a failed query: connection failures mark the database down. */
export function noteDatabaseError(error: unknown): void {
  if (isConnectionError(error)) markDatabaseDown();
}
