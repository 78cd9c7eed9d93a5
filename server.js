/**
 * HTTP entry point. Production (default): serves build/ with compression and immutable caching
 * for hashed assets (sent precompressed when the build wrote Brotli or gzip copies). `--dev`: Vite middleware with hot reload.
 */
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const DEV = process.argv.includes("--dev");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

const server = express();
server.disable("x-powered-by");

/**
 * Responses compressed on the fly (pages the page cache keeps are compressed once when stored,
 * and static files at build time): Brotli 4 with a 512 KB window and gzip 6, fast levels that
 * keep the per-response memory small when many are compressed at once (ADR 0021).
 */
const dynamicCompression = compression({
  level: 6,
  brotli: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 19,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  },
});

/** @type {{ app: import("express").Router, edge: import("express").Router, errorHandler: import("express").ErrorRequestHandler, bootstrap(): Promise<void>, describeStartup(): string[], shutdown(): Promise<void>, env: { PORT: number, HOST: string, TRUST_PROXY: false | number | string[] }, logger: import("pino").Logger }} */
let mod;

if (DEV) {
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteServer.middlewares);
  const load = () => viteServer.environments.ssr.runner.import("./server/app.ts");
  mod = await load();
  server.use((req, res, next) => mod.edge(req, res, next));
  server.use(dynamicCompression);
  server.use(async (req, res, next) => {
    try {
      const fresh = await load();
      fresh.app(req, res, next);
    } catch (error) {
      next(error);
    }
  });
} else {
  process.env.NODE_ENV ??= "production";
  // The build writes Brotli and gzip copies of the browser's files (vite.config.ts): they are sent
  // as they are, by the client's preference; other responses are compressed on the fly above.
  const precompressed = (dir, serveStatic) =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { ...serveStatic, index: false },
    });
  mod = await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);
  server.use(mod.edge);
  server.use(dynamicCompression);
  server.use(
    "/assets",
    precompressed(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }),
  );
  server.use(precompressed(`${BUILD_DIR}/client`, { maxAge: "1h" }));
  server.use(mod.app);
}
server.use((error, req, res, next) => mod.errorHandler(error, req, res, next));

// Only the configured proxy hops or addresses are believed about the client's address.
if (mod.env.TRUST_PROXY !== false) server.set("trust proxy", mod.env.TRUST_PROXY);

try {
  await mod.bootstrap();
} catch (error) {
  mod.logger.fatal({ err: error }, "start-up failed");
  // Also as plain text: a refusal (demo password in production, data folder in use) says what to do.
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// A client gets 10 s for its headers and 2 minutes for a whole request (a staff upload on a slow
// line); forms must arrive within 15 s (server/app.ts). Idle keep-alive connections close after
// 5 s: a load balancer in front must close its idle connections sooner (README). The limits are
// checked every second (Node's default is every 30 s).
const listener = http.createServer(
  {
    headersTimeout: 10_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: 1_000,
  },
  server,
);
listener.listen(mod.env.PORT, mod.env.HOST, () => {
  for (const line of mod.describeStartup()) console.log(line);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  mod.logger.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  listener.close(async () => {
    await mod.shutdown().catch(() => {});
    process.exit(0);
  });
  listener.closeIdleConnections?.();
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
