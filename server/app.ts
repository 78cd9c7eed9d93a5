/**
 * The application server bundle: health check, media files, security headers, request logs and
 * the React Router handler. Built by Vite into build/server/index.js and mounted by server.js.
 */
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createHeaders, createRequest, sendResponse } from "@remix-run/node-fetch-server";
import getRawBody from "raw-body";
import express from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { CACHE_CONTROL } from "~/server/cache-policy";
import {
  connectContentChanges,
  onContentChange,
  PUBLIC_CONTENT,
  type ContentChangeBus,
} from "~/server/content-changes.server";
import { appContext } from "~/server/context.server";
import { isCrossSiteRequest } from "~/server/csrf.server";
import { configureDatabaseProbe, isDatabaseDown } from "~/server/db-health.server";
import { getDatabase, closeDatabase, ping } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { getLogger, redactUrl } from "~/server/logger.server";
import { createPageCache, type ScriptAllowance } from "~/server/page-cache.server";
import { UNREADABLE_FORM_MESSAGE } from "~/server/form-data.server";
import { bodyLimitFor, bodyTooLargeMessage, limitedBodyStream } from "~/server/request-body.server";
import { nextScheduleChange } from "~/models/content-schedule.server";
import { checkRunMode } from "~/models/run-mode.server";
import { rateLimiter } from "~/server/rate-limit.server";
import { createLocalStorage, getStorage } from "~/server/storage.server";
import { contentSecurityPolicy } from "~/server/csp.server";
import { startRetentionSchedule, stopRetentionSchedule } from "~/models/retention-schedule.server";
import {
  startStoreChangeSchedule,
  stopStoreChangeSchedule,
} from "~/models/store-change-schedule.server";
import { seedDemoData } from "#db/seed";
import { ensureDemoAdmin } from "~/models/users.server";
import { DEMO_MANAGERS, ensureDemoManagers } from "~/models/demo-managers.server";
import { ensureStoreTimeZones } from "~/models/store-time-zones.server";

export const app = express.Router();

const env = getEnv();
const logger = getLogger(env.LOG_LEVEL);

/**
 * The security headers of every response, static files and errors included (server.js mounts
 * this before anything else). The CSP allows scripts by this response's nonce; a page the page
 * cache keeps replaces it with one that allows the page's inline scripts by hash.
 */
export function securityHeaders(
  _req: express.Request,
  res: express.Response,
  next: express.NextFunction,
) {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }, env.isProduction));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=()");
  if (env.isProduction) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  next();
}

/**
 * What every request passes first (server.js mounts it before static files): the security
 * headers, and a request target the application can route. `*` is for OPTIONS only; an
 * absolute-form target (`GET http://host/path`) is routed by its path, on the host it names
 * (RFC 9112, section 3.2.2); a path that does not decode, or decodes to control characters, is
 * refused with the site's 400 page.
 */
export const edge = express.Router();
edge.use(securityHeaders);
edge.use((req, res, next) => {
  if (req.url === "*") {
    if (req.method === "OPTIONS") {
      res.status(204).setHeader("Allow", ALLOWED_METHODS);
      res.end();
    } else {
      refuse(req, res, 400, INVALID_ADDRESS_MESSAGE).catch(next);
    }
    return;
  }
  if (!req.url.startsWith("/")) {
    const target = URL.canParse(req.url) ? new URL(req.url) : null;
    if (!target || (target.protocol !== "http:" && target.protocol !== "https:")) {
      req.url = "/";
      refuse(req, res, 400, INVALID_ADDRESS_MESSAGE).catch(next);
      return;
    }
    req.url = req.originalUrl = `${target.pathname}${target.search}`;
    req.headers.host = target.host;
  }
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    path = "\0";
  }
  if (CONTROL_CHARACTER.test(path)) {
    req.url = "/";
    refuse(req, res, 400, INVALID_ADDRESS_MESSAGE).catch(next);
    return;
  }
  next();
});

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
const INVALID_ADDRESS_MESSAGE =
  "Este endereço não é válido. Confira se ele foi copiado por inteiro e tente de novo.";

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
    refuse(req, res, 403, "Requisição de outro site recusada.").catch(next);
    return;
  }
  next();
});

// Methods the site answers; anything else (TRACE, WebDAV, ...) is refused here, before React
// Router, whose Request cannot even represent some of them.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const ALLOWED_METHODS = "GET, HEAD, POST, OPTIONS";
// Forms are the only bodies pages and staff screens take; the JSON/beacon endpoints are under /api.
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data\s*;.*boundary=)/i;
app.use((req, res, next) => {
  if (req.method === "OPTIONS") {
    res.status(204).setHeader("Allow", ALLOWED_METHODS);
    res.end();
    return;
  }
  if (!METHODS.has(req.method)) {
    res.setHeader("Allow", ALLOWED_METHODS);
    refuse(req, res, 405, "Método não permitido.").catch(next);
    return;
  }
  const changing = req.method !== "GET" && req.method !== "HEAD";
  if (
    changing &&
    !req.path.startsWith("/api/") &&
    !FORM_TYPES.test(req.get("content-type") ?? "")
  ) {
    refuse(req, res, 415, "Envie os dados pelo formulário da página.").catch(next);
    return;
  }
  next();
});

/**
 * Request bodies, read under their limit (request-body.server.ts) before any limiter, guard or
 * action sees them: forms are read here into memory, uploads stream through a counter. Past the
 * limit the answer is 413 and the connection is closed, so the rest is never read.
 */
// With the lingering close below, a client too slow to send a form is cut within 15 s.
const FORM_BODY_DEADLINE_MS = 12_000;
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") {
    next();
    return;
  }
  const limit = bodyLimitFor(req.path, req.get("content-type"));
  const declared = req.get("content-length");
  const closeAfter = () => closeConnectionAfter(req, res);
  if (declared !== undefined && Number(declared) > limit.bytes) {
    closeAfter();
    refuse(req, res, 413, bodyTooLargeMessage(limit.bytes)).catch(next);
    return;
  }
  if (limit.stream) {
    res.locals.body = limitedBodyStream(req, limit.bytes, closeAfter);
    next();
    return;
  }
  let settled = false;
  const deadline = setTimeout(() => {
    settled = true;
    req.pause();
    closeAfter();
    refuse(req, res, 408, "O envio demorou demais. Tente de novo.").catch(next);
  }, FORM_BODY_DEADLINE_MS);
  getRawBody(req, { limit: limit.bytes, length: declared }, (error, body) => {
    clearTimeout(deadline);
    if (settled) return;
    settled = true;
    if (!error) {
      res.locals.body = body;
      next();
      return;
    }
    closeAfter();
    if ((error as { type?: string }).type === "entity.too.large") {
      refuse(req, res, 413, bodyTooLargeMessage(limit.bytes)).catch(next);
    } else if ((error as { type?: string }).type === "request.aborted") {
      res.destroy();
    } else {
      refuse(req, res, 400, UNREADABLE_FORM_MESSAGE).catch(next);
    }
  });
});

/**
 * An answer sent before its request's body was read. What the client is still sending is read
 * and dropped, as robust servers do ("lingering close"): a client that stops within 2 s keeps its
 * connection, one still sending after that is cut. Closing at once would make the client see a
 * connection reset instead of the answer.
 */
const LINGER_MS = 2_000;
function closeConnectionAfter(req: express.Request, res: express.Response) {
  res.once("finish", () => {
    if (req.complete) return;
    const socket = req.socket;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    req.once("end", () => clearTimeout(timer));
    req.removeAllListeners("data");
    req.resume();
  });
}

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
  const uploadsRoot = path.resolve(env.UPLOADS_DIR);
  app.get(/^\/media\/(.+)$/, (req, res) => {
    // Express has already decoded the path once; decoding again would turn "%25" into "%"
    // and a stray "%" into a crash. A key never contains a "%", so one is a bad address.
    const key = (req.params as unknown as string[])[0] ?? "";
    if (key.includes("%") || key.includes("\0")) {
      res.status(400).type("text/plain; charset=utf-8").send("Endereço de arquivo inválido.");
      return;
    }
    if (!local.resolve(key)) {
      res.status(404).end();
      return;
    }
    // Sent relative to the uploads folder: the dot rule applies to the key, not to where the
    // site happens to be installed (a folder such as ~/.local/share).
    res.sendFile(
      key,
      { root: uploadsRoot, maxAge: "365d", immutable: true, dotfiles: "deny" },
      (err) => {
        if (err && !res.headersSent) res.status(404).end();
      },
    );
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
    res.setHeader("Retry-After", String(limit.retryAfterSeconds));
    await refuse(
      req,
      res,
      429,
      "Muitas buscas em pouco tempo. Aguarde um instante e tente de novo.",
    );
  } catch (error) {
    next(error);
  }
});

// Public pages: the in-process page cache in front of React Router (page-cache.server.ts).
// Any staff change clears it on every instance, along with the other in-process caches.
export const pageCache = createPageCache({
  nextScheduledChange: () => schedule.next(),
  policyForHashes: (hashes) => contentSecurityPolicy({ hashes }, env.isProduction),
});
onContentChange(pageCache.clear, PUBLIC_CONTENT);

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
  onContentChange(() => void refresh(), PUBLIC_CONTENT);
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
async function loadContext(req: express.Request, res: express.Response, nonce: boolean) {
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
    cspNonce: nonce ? String(res.locals.cspNonce ?? "") : undefined,
    refusal: res.locals.refusal as Refusal | undefined,
  });
  return context;
}

/**
 * The Fetch request React Router handles. Its body is the one read under its limit above
 * (a buffer, or the counted stream of an upload), never Node's request read without a limit.
 */
function fetchRequest(req: express.Request, res: express.Response, url?: string): Request {
  const origin = `${req.protocol}://${req.host}`;
  const refusal = res.locals.refusal as Refusal | undefined;
  if (refusal) {
    // A refused request reaches no route: its error page is rendered for the home address.
    return new Request(`${origin}/`, { headers: createHeaders(req) });
  }
  if (req.method === "GET" || req.method === "HEAD") {
    const request = createRequest(req, res, { protocol: `${req.protocol}:`, host: req.host });
    return url ? new Request(`${origin}${url}`, request) : request;
  }
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(`${origin}${url ?? req.originalUrl}`, {
    method: req.method,
    headers: createHeaders(req),
    body: res.locals.body as Buffer | ReadableStream<Uint8Array> | undefined,
    signal: controller.signal,
    duplex: "half",
  } as RequestInit);
}

/**
 * Renders one request through React Router. While the database is unreachable it answers at
 * once with a friendly 503 (pages already in the cache are still served) instead of letting
 * every request wait on connection timeouts.
 */
async function render(
  req: express.Request,
  res: express.Response,
  options: { url?: string; scripts?: ScriptAllowance } = {},
) {
  if (isDatabaseDown() && !res.locals.refusal) {
    const headers = { "Retry-After": "5", "Cache-Control": CACHE_CONTROL.noStore };
    if (wantsJson(req)) {
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
  const nonce = options.scripts !== "hashes";
  return handleRequest(fetchRequest(req, res, options.url), await loadContext(req, res, nonce));
}

/** Whether the client reads JSON: React Router's data requests and the JSON endpoints. */
function wantsJson(req: express.Request): boolean {
  return (
    req.path.endsWith(".data") ||
    req.path.startsWith("/api/") ||
    req.accepts(["html", "json"]) === "json"
  );
}

/** A request the edge refuses before any route: a pt-BR JSON message or the site's error page. */
type Refusal = { status: number; message: string };

async function refuse(
  req: express.Request,
  res: express.Response,
  status: number,
  message: string,
): Promise<void> {
  res.setHeader("Cache-Control", CACHE_CONTROL.noStore);
  if (wantsJson(req)) {
    res.status(status).json({ error: message });
    return;
  }
  res.locals.refusal = { status, message } satisfies Refusal;
  // The page is rendered for this response only: its scripts carry this response's nonce.
  await sendResponse(res, await render(req, res));
}

app.use(async (req, res, next) => {
  try {
    await pageCache.serve(req, res, (options) => render(req, res, options));
  } catch (error) {
    next(error);
  }
});

/** A page that needs nothing but itself: for outages and failures outside React Router. */
function standalonePage(title: string, text: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;background:#fbf7f4;color:#171717;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center;padding:1.5rem}h1{color:#9d174d}</style>
</head><body><main><h1>${title}</h1>
<p>${text}</p>
<p><a href="/">Voltar para o início</a></p></main></body></html>`;
}

const unavailablePage = standalonePage(
  "Voltamos em instantes",
  "Estamos com uma instabilidade momentânea. Por favor, tente novamente em alguns segundos.",
);
const failurePage = standalonePage(
  "Algo deu errado",
  "Não foi possível carregar esta página agora. Tente novamente em instantes.",
);

/**
 * The last handler of the process (server.js): an error Express or a static file raised. A
 * client's mistake gets the site's page for its status; anything else is logged and answered
 * with a plain pt-BR page, never Express's English one.
 */
export function errorHandler(
  error: unknown,
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = Number((error as { status?: unknown; statusCode?: unknown }).status ?? 500);
  if (status >= 400 && status < 500) {
    refuse(req, res, status, INVALID_ADDRESS_MESSAGE).catch(() => {
      if (!res.headersSent) res.status(status).json({ error: INVALID_ADDRESS_MESSAGE });
    });
    return;
  }
  (req.log ?? logger).error({ err: error }, "request failed");
  res
    .status(500)
    .setHeader("Cache-Control", CACHE_CONTROL.noStore)
    .type("text/html; charset=utf-8")
    .send(failurePage);
}

let contentChangeBus: ContentChangeBus | undefined;

/** Applies migrations and, in demo mode, seeds an empty database and the demo account. */
export async function bootstrap(): Promise<void> {
  const handle = await getDatabase(env);
  configureDatabaseProbe(() => ping(handle.db));
  await handle.migrate();
  // Stores saved before time zones existed get their municipality's (once per database).
  await ensureStoreTimeZones(handle.db);
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
    await ensureDemoManagers(handle.db, env.DEMO_ADMIN_PASSWORD);
  }
  await schedule.refresh();
  startRetentionSchedule(handle, logger);
  startStoreChangeSchedule(handle.db, logger);
}

export function describeStartup(): string[] {
  const lines = [`Site: ${env.PUBLIC_SITE_URL}`];
  if (env.isDemo) {
    lines.push(
      `Demo mode. Restricted area: ${env.PUBLIC_SITE_URL}/login`,
      `  e-mail: ${env.DEMO_ADMIN_EMAIL}`,
      `  senha:  ${env.DEMO_ADMIN_PASSWORD}`,
      `Gestores de loja (mesma senha): ${DEMO_MANAGERS.map((m) => m.email).join(", ")}`,
    );
  }
  return lines;
}

export async function shutdown(): Promise<void> {
  stopRetentionSchedule();
  stopStoreChangeSchedule();
  await contentChangeBus?.close();
  await closeDatabase();
}

export { env, logger };
