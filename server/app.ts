/**
 * The application server bundle: health check, media files, security headers, request logs and
 * the React Router handler. Built by Vite into build/server/index.js and mounted by server.js.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createRequest } from "@remix-run/node-fetch-server";
import express from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { CACHE_CONTROL } from "~/server/cache-policy";
import {
  connectContentChanges,
  onContentChange,
  type ContentChangeBus,
} from "~/server/content-changes.server";
import { appContext } from "~/server/context.server";
import { isCrossSiteRequest } from "~/server/csrf.server";
import { configureDatabaseProbe, isDatabaseDown } from "~/server/db-health.server";
import { getDatabase, closeDatabase, ping } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { getLogger, redactUrl } from "~/server/logger.server";
import { createPageCache } from "~/server/page-cache.server";
import { nextScheduleChange } from "~/models/content-schedule.server";
import { checkRunMode } from "~/models/run-mode.server";
import { rateLimiter } from "~/server/rate-limit.server";
import { createLocalStorage, getStorage } from "~/server/storage.server";
import { ensureDemoAdmin, seedDemoData } from "#db/seed";

export const app = express.Router();

const env = getEnv();
const logger = getLogger(env.LOG_LEVEL);

/**
 * Scripts run only with this response's nonce ('strict-dynamic' lets them load our chunks);
 * styles may be inline (React style props); images may come from the map tile server, the
 * object store or a CDN; the only frame is YouTube's privacy-enhanced player.
 */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(env.isProduction ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

app.use((req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=()");
  if (env.isProduction) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  next();
});

app.use(
  pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id =
        typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" },
  }),
);

// Every state-changing request from another site is refused before any action runs.
const siteOrigin = new URL(env.PUBLIC_SITE_URL).origin;
app.use((req, res, next) => {
  const allowed = [siteOrigin, `${req.protocol}://${req.get("host")}`];
  if (isCrossSiteRequest(req.method, { get: (name) => req.get(name) }, allowed)) {
    res.status(403).type("text/plain; charset=utf-8").send("Requisição de outro site recusada.");
    return;
  }
  next();
});

// Methods the site answers; anything else (TRACE, WebDAV, ...) is refused here, before React
// Router, whose Request cannot even represent some of them.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// Forms are the only bodies pages and staff screens take; the JSON/beacon endpoints are under /api.
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data\s*;.*boundary=)/i;
app.use((req, res, next) => {
  if (!METHODS.has(req.method)) {
    res.status(405).setHeader("Allow", "GET, HEAD, POST");
    res.type("text/plain; charset=utf-8").send("Método não permitido.");
    return;
  }
  const changing = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
  if (
    changing &&
    !req.path.startsWith("/api/") &&
    !FORM_TYPES.test(req.get("content-type") ?? "")
  ) {
    res
      .status(415)
      .type("text/plain; charset=utf-8")
      .send("Envie os dados pelo formulário da página.");
    return;
  }
  next();
});

app.get("/healthz", async (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  try {
    const handle = await getDatabase(env);
    await ping(handle.db);
    res.json({ status: "ok", database: "ok" });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    res.status(503).json({ status: "error", database: "unavailable" });
  }
});

if (env.STORAGE_DRIVER === "local") {
  const local = createLocalStorage(env.UPLOADS_DIR, env.MEDIA_BASE_URL);
  app.get(/^\/media\/(.+)$/, (req, res) => {
    // Express has already decoded the path once; decoding again would turn "%25" into "%"
    // and a stray "%" into a crash. A key never contains a "%", so one is a bad address.
    const key = (req.params as unknown as string[])[0] ?? "";
    if (key.includes("%") || key.includes("\0")) {
      res.status(400).type("text/plain; charset=utf-8").send("Endereço de arquivo inválido.");
      return;
    }
    const file = local.resolve(key);
    if (!file) {
      res.status(404).end();
      return;
    }
    res.sendFile(file, { maxAge: "365d", immutable: true, dotfiles: "deny" }, (err) => {
      if (err && !res.headersSent) res.status(404).end();
    });
  });
}

// Searches are the one public page a script can make expensive (every query is new): limit them
// per address: far above what a person types, low enough to stop a scraper.
const SEARCH_LIMIT = { points: 300, durationSeconds: 60 };
app.use(async (req, res, next) => {
  const searching =
    req.method === "GET" &&
    (req.path.startsWith("/blog/busca") ||
      (req.path.startsWith("/nossas-lojas") && (req.query.search || req.query.q)));
  if (!searching) {
    next();
    return;
  }
  try {
    const handle = await getDatabase(env);
    const limit = await rateLimiter(handle, "search", SEARCH_LIMIT).consume(req.ip ?? "unknown");
    if (limit.allowed) {
      next();
      return;
    }
    res.status(429).setHeader("Retry-After", String(limit.retryAfterSeconds));
    res
      .type("text/plain; charset=utf-8")
      .send("Muitas buscas em pouco tempo. Aguarde um instante e tente de novo.");
  } catch (error) {
    next(error);
  }
});

// Public pages: the in-process page cache in front of React Router (page-cache.server.ts).
// Any staff change clears it on every instance, along with the other in-process caches.
export const pageCache = createPageCache({ nextScheduledChange: () => schedule.next() });
onContentChange(pageCache.clear);

/**
 * The next moment public content changes by itself (a publishing window opening or closing),
 * read from the database at start, after every staff change and once that moment has passed.
 */
const schedule = (() => {
  let at: number | null = null;
  let refreshing: Promise<void> | undefined;
  const refresh = () => {
    refreshing ??= getDatabase(env)
      .then((handle) => nextScheduleChange(handle.db))
      .then((next) => {
        at = next ? next.getTime() : null;
      })
      .catch((error: unknown) => logger.warn({ err: error }, "could not read the content schedule"))
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };
  onContentChange(() => void refresh());
  return {
    refresh,
    next(): number | null {
      if (at !== null && at <= Date.now()) {
        at = null;
        void refresh();
      }
      return at;
    },
  };
})();

// Loaded with this module, not on the first request: a running server never depends on build
// files that a later build may have replaced.
const handleRequest = createRequestHandler(serverBuild, process.env.NODE_ENV);

/** The context every loader and action receives. */
async function loadContext(req: express.Request, res: express.Response) {
  const handle = await getDatabase(env);
  const context = new RouterContextProvider();
  context.set(appContext, {
    db: handle.db,
    dbHandle: handle,
    env,
    storage: getStorage(env),
    logger: req.log ?? logger,
    requestId: String(req.id ?? ""),
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    cspNonce: String(res.locals.cspNonce ?? ""),
  });
  return context;
}

/**
 * Renders one request through React Router. While the database is unreachable it answers at
 * once with a friendly 503 (pages already in the cache are still served) instead of letting
 * every request wait on connection timeouts.
 */
async function render(req: express.Request, res: express.Response, url?: string) {
  if (isDatabaseDown()) {
    const headers = { "Retry-After": "5", "Cache-Control": CACHE_CONTROL.noStore };
    if (req.accepts(["html", "json"]) === "json" || req.path.endsWith(".data")) {
      return Response.json(
        { error: "Serviço temporariamente indisponível. Tente novamente em instantes." },
        { status: 503, headers },
      );
    }
    return new Response(unavailablePage, {
      status: 503,
      headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
    });
  }
  // The client address and scheme as Express resolved them (trusted proxy hops only).
  let request = createRequest(req, res, { protocol: `${req.protocol}:`, host: req.host });
  if (url) request = new Request(`${new URL(request.url).origin}${url}`, request);
  return handleRequest(request, await loadContext(req, res));
}

app.use(async (req, res, next) => {
  try {
    await pageCache.serve(req, res, (url) => render(req, res, url));
  } catch (error) {
    next(error);
  }
});

const unavailablePage = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Voltamos em instantes</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;background:#fbf7f4;color:#171717;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center;padding:1.5rem}h1{color:#9d174d}</style>
</head><body><main><h1>Voltamos em instantes</h1>
<p>Estamos com uma instabilidade momentânea. Por favor, tente novamente em alguns segundos.</p>
<p><a href="/">Voltar para o início</a></p></main></body></html>`;

let contentChangeBus: ContentChangeBus | undefined;

/** Applies migrations and, in demo mode, seeds an empty database and the demo account. */
export async function bootstrap(): Promise<void> {
  const handle = await getDatabase(env);
  configureDatabaseProbe(() => ping(handle.db));
  await handle.migrate();
  await checkRunMode(handle.db, env);
  if (env.DATABASE_URL && handle.pool) {
    contentChangeBus = connectContentChanges({
      databaseUrl: env.DATABASE_URL,
      pool: handle.pool,
      logger,
    });
  }
  logger.info({ database: handle.kind }, "database migrated");
  if (env.isDemo) {
    const summary = await seedDemoData(handle.db, getStorage(env), {
      log: (msg) => logger.info(msg),
    });
    if (!summary.skipped) logger.info({ summary }, "demo data seeded");
    await ensureDemoAdmin(handle.db, env.DEMO_ADMIN_EMAIL, env.DEMO_ADMIN_PASSWORD);
  }
  await schedule.refresh();
}

export function describeStartup(): string[] {
  const lines = [`Site: ${env.PUBLIC_SITE_URL}`];
  if (env.isDemo) {
    lines.push(
      `Demo mode. Restricted area: ${env.PUBLIC_SITE_URL}/login`,
      `  e-mail: ${env.DEMO_ADMIN_EMAIL}`,
      `  senha:  ${env.DEMO_ADMIN_PASSWORD}`,
    );
  }
  return lines;
}

export async function shutdown(): Promise<void> {
  await contentChangeBus?.close();
  await closeDatabase();
}

export { env, logger };
