/** Builds the router context loaders and actions receive, on a test database. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { appContext } from "~/server/context.server";
import type { Database, DatabaseHandle } from "~/server/db.server";
import { parseEnv, type Env } from "~/server/env.server";
import { createLocalStorage } from "~/server/storage.server";

export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basiquinha-env-"));
  return parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...overrides });
}

export function routeContext(
  db: Database,
  env: Env = testEnv(),
  clientIp = "127.0.0.1",
  dbHandle: Pick<DatabaseHandle, "kind" | "pool"> = { kind: "pglite" },
) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    db,
    dbHandle,
    env,
    storage: createLocalStorage(env.UPLOADS_DIR, env.MEDIA_BASE_URL),
    logger: pino({ level: "silent" }),
    requestId: "test",
    clientIp,
    cspNonce: "test-nonce",
  });
  return context;
}
