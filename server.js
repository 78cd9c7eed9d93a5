/**
 * HTTP entry point. Production (default): serves build/ with compression and immutable caching
 * for hashed assets (sent precompressed when the build wrote Brotli or gzip copies). `--dev`: Vite middleware with hot reload.
 */
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import path from "node:path";
import { pathToFileURL } from "node:url";

const DEV = process.argv.includes("--dev");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

const server = express();
server.disable("x-powered-by");
server.use(compression());

/** @type {{ app: import("express").Router, bootstrap(): Promise<void>, describeStartup(): string[], shutdown(): Promise<void>, env: { PORT: number, HOST: string, TRUST_PROXY: false | number | string[] }, logger: import("pino").Logger }} */
let mod;

if (DEV) {
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteServer.middlewares);
  const load = () => viteServer.environments.ssr.runner.import("./server/app.ts");
  mod = await load();
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
  server.use(
    "/assets",
    precompressed(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }),
  );
  server.use(precompressed(`${BUILD_DIR}/client`, { maxAge: "1h" }));
  mod = await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);
  server.use(mod.app);
}

// Only the configured proxy hops or addresses are believed about the client's address.
if (mod.env.TRUST_PROXY !== false) server.set("trust proxy", mod.env.TRUST_PROXY);

try {
  await mod.bootstrap();
} catch (error) {
  mod.logger.fatal({ err: error }, "start-up failed");
  process.exit(1);
}

const listener = server.listen(mod.env.PORT, mod.env.HOST, () => {
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
