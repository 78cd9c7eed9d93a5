/** Builds the router context loaders and actions receive, on a test database. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { appContext, type AppContext } from "~/server/context.server";
import type { Database, DatabaseHandle } from "~/server/db.server";
import { parseEnv, type Env } from "~/server/env.server";
import { createLocalStorage } from "~/server/storage.server";

/** The public site's address in the tests that read canonical links and structured data. */
export const SITE_ORIGIN = "https://www.basiquinha.com.br";

export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basiquinha-env-"));
  return parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...overrides });
}

/** The settings of the production site (real session secret, public address), logging nothing. */
export function productionEnv(): Env {
  return testEnv({
    APP_MODE: "production",
    SESSION_SECRET: "s".repeat(40),
    PUBLIC_SITE_URL: SITE_ORIGIN,
  });
}

/**
 * The context of one request from `clientIp`. Rate-limit counters stay in memory unless
 * `dbHandle` names a PostgreSQL pool; `services` replaces the silent logger or the storage kept
 * in the environment's uploads folder.
 */
export function routeContext(
  db: Database,
  env: Env = testEnv(),
  clientIp = "127.0.0.1",
  dbHandle: Pick<DatabaseHandle, "kind" | "pool"> = { kind: "pglite" },
  services: Partial<Pick<AppContext, "logger" | "storage">> = {},
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
    ...services,
  });
  return context;
}

/**
 * What a loader or action receives for a request to `url` (a path on the public site, or a whole
 * address), typed to fit whichever handler it is passed to.
 */
export function routeArgs(
  url: string,
  context: RouterContextProvider,
  params: Record<string, string> = {},
  init?: RequestInit,
): never {
  return {
    request: new Request(new URL(url, SITE_ORIGIN), init),
    params,
    context,
    unstable_pattern: "",
  } as never;
}

/** A desktop browser's User-Agent (not a bot, not headless). */
export const DESKTOP_BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * What a beacon action receives: a form-encoded `body` sent by a visitor's browser (its
 * visitor cookie set) to `url`, from `ip` with `userAgent`; a GET sends no body.
 */
export function beaconArgs(
  url: string,
  db: Database,
  env: Env,
  body: string,
  {
    ip,
    userAgent = DESKTOP_BROWSER,
    method = "POST",
  }: { ip: string; userAgent?: string; method?: string },
): never {
  // Memory counters (no pool given): the rate limit itself is under test in the beacons' tests.
  return routeArgs(
    url,
    routeContext(db, env, ip),
    {},
    {
      method,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        "User-Agent": userAgent,
        Cookie: "visitante=abc",
      },
      body: method === "GET" ? undefined : body,
    },
  );
}
