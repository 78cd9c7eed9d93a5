import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database, DatabaseHandle } from "./db.server";
import type { Env } from "./env.server";
import type { StorageAdapter } from "./storage.server";

/** Per-request services handed to every loader and action through the router context. */
export type AppContext = {
  db: Database;
  /** The driver behind `db` (rate-limit counters live in PostgreSQL when there is one). */
  dbHandle: Pick<DatabaseHandle, "kind" | "pool">;
  env: Env;
  storage: StorageAdapter;
  logger: Logger;
  requestId: string;
  /** The visitor's address, for rate limits only: never stored or logged with their data. */
  clientIp: string;
  /** Nonce of this response's Content-Security-Policy, for the scripts React renders. */
  cspNonce?: string;
  /** Set when the edge refused the request (server/app.ts): the root answers its error page. */
  refusal?: { status: number; message: string };
};

export const appContext = createContext<AppContext>();

export function getApp(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
