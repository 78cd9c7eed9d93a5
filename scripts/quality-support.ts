/**
 * Shared plumbing of the quality measurements (`npm run bench`, `npm run lighthouse`,
 * `npm run quality:report`): starting the production build on its own port and data, plain
 * HTTP requests, the first-load JavaScript and CSS of a page, and the results folder the
 * report reads back.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { slugify } from "../app/domain/slug";
import { DEMO_STORES } from "../db/seed-data";

export const ROOT = path.resolve(import.meta.dirname, "..");
/** Last results of each measurement, read back by the quality report (ignored by git). */
export const RESULTS_DIR = path.join(ROOT, "data", "quality");

/** First-load JavaScript budget per public page, compressed (see docs/quality.md). */
export const JS_BUDGET_BYTES = 130 * 1024;

/** Where a benchmark writes its progress and figures (the console by default). */
export type BenchLog = (line: string) => void;

export const consoleLog: BenchLog = (line) => console.log(line);

/** Options of the benchmarks that measure the production build in a server of their own. */
export type ServedBenchOptions = {
  /** Production build folder (default BUILD_DIR or build-bench). */
  buildDir?: string;
  log?: BenchLog;
};

/** The build a benchmark serves: the one asked for, else BUILD_DIR, else build-bench. */
export const benchBuildDir = (buildDir?: string): string =>
  buildDir ?? process.env.BUILD_DIR ?? "build-bench";

/** Options of the benchmarks that seed synthetic stores into a fresh database. */
export type SeededBenchOptions = {
  stores: number;
  /** A PostgreSQL server (a fresh database is created on it and dropped after); else PGlite. */
  postgresUrl?: string;
};

export function saveResult(name: string, data: unknown): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

export function readResult<T>(name: string): T | null {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type HttpResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export function httpGet(url: string, headers: Record<string, string> = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`sem resposta em 60 s: ${url}`)));
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// ---------------------------------------------------------------------------------------------
// The production server
// ---------------------------------------------------------------------------------------------

export type RunningServer = { base: string; port: number; pid: number; stop(): Promise<void> };

export type ServerOptions = {
  /** Build folder (rebuilt by scripts/start.js when older than the sources). */
  buildDir: string;
  /** Embedded database, uploads and session secret. */
  dataDir: string;
  databaseUrl?: string;
  /** Extra environment (wins over the defaults below). */
  env?: NodeJS.ProcessEnv;
  /** Another checkout of the project to run (an earlier revision); this one by default. */
  root?: string;
  log?: BenchLog;
};

/**
 * Starts `scripts/start.js` (demo mode, production build) on a free loopback port and waits
 * for /healthz. The first start may build the site, and seed the demo data, which takes a while
 * on a busy machine: up to 10 minutes.
 */
export async function startProductionServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? consoleLog;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_MODE: "demo",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_SITE_URL: base,
    LOG_LEVEL: "warn",
    BUILD_DIR: options.buildDir,
    DATA_DIR: options.dataDir,
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  const output: string[] = [];
  const child = spawn(process.execPath, ["scripts/start.js"], {
    cwd: options.root ?? ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      if (line.startsWith("Building the site")) log(`Compilando o site em ${options.buildDir}...`);
      output.push(line);
      if (output.length > 80) output.shift();
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const stop = () => stopChild(child);
  try {
    await waitForHealth(base, child, 600_000);
  } catch (error) {
    await stop();
    const tail = output.slice(-30).join("\n");
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nÚltimas linhas do servidor:\n${tail}`,
    );
  }
  return { base, port, pid: child.pid!, stop };
}

/**
 * The production build served for one benchmark: its build (see benchBuildDir) on a fresh data
 * folder named after the benchmark, which `stop` removes.
 */
export async function startBenchServer(
  name: string,
  options: Omit<ServerOptions, "buildDir" | "dataDir"> & ServedBenchOptions,
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `basiquinha-${name}-`));
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startProductionServer({
      ...options,
      buildDir: benchBuildDir(options.buildDir),
      dataDir,
    });
    return {
      ...server,
      async stop() {
        await server.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

export async function waitForHealth(
  base: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`o servidor terminou (código ${child.exitCode}) antes de responder`);
    }
    try {
      const res = await httpGet(`${base}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`o servidor não respondeu em ${Math.round(timeoutMs / 60_000)} minutos`);
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// First-load assets
// ---------------------------------------------------------------------------------------------

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return attrs;
}

const sameOrigin = (url: string | undefined): url is string =>
  !!url && url.startsWith("/") && !url.startsWith("//");

/**
 * The JavaScript and CSS a browser fetches before the page is interactive: module scripts,
 * module preloads, the modules the inline bootstrap script imports, and stylesheets. The route
 * manifest inlined in the page lists every route's modules, so only import statements count.
 */
export function firstLoadAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(m[0].slice(5));
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("modulepreload") && sameOrigin(attrs.href)) scripts.add(attrs.href);
    if (rel.includes("stylesheet") && sameOrigin(attrs.href)) styles.add(attrs.href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(m[1] ?? "");
    if (sameOrigin(attrs.src) && attrs.type !== "application/ld+json") scripts.add(attrs.src);
    if ((attrs.type ?? "").toLowerCase() !== "module") continue;
    const code = m[2] ?? "";
    for (const i of code.matchAll(/^\s*import\s+(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)) {
      if (sameOrigin(i[1])) scripts.add(i[1]);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export type FirstLoad = {
  path: string;
  status: number;
  htmlGzipBytes: number;
  jsFiles: number;
  jsGzipBytes: number;
  /** The same files as a browser that accepts Brotli receives them from our server. */
  jsServedBytes: number;
  cssFiles: number;
  cssGzipBytes: number;
  cssServedBytes: number;
};

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

/**
 * Compressed sizes (gzip -9 of each file, as a CDN or build step would serve them, so the figure
 * does not depend on the server's on-the-fly compression) of a page's first-load JS and CSS, and
 * the bytes our server actually sends a browser that accepts Brotli.
 */
export async function measureFirstLoad(base: string, pagePath: string): Promise<FirstLoad> {
  const page = await httpGet(base + pagePath);
  const html = page.body.toString("utf8");
  const { scripts, styles } = firstLoadAssets(html);
  const sizeOf = async (files: string[]) => {
    let gzip = 0;
    let served = 0;
    for (const file of files) {
      const res = await httpGet(base + file);
      if (res.status !== 200) throw new Error(`${file} (de ${pagePath}) respondeu ${res.status}`);
      gzip += gzipSize(res.body);
      served += (await httpGet(base + file, { "Accept-Encoding": "gzip, deflate, br" })).body
        .length;
    }
    return { gzip, served };
  };
  const js = await sizeOf(scripts);
  const css = await sizeOf(styles);
  return {
    path: pagePath,
    status: page.status,
    htmlGzipBytes: gzipSize(page.body),
    jsFiles: scripts.length,
    jsGzipBytes: js.gzip,
    jsServedBytes: js.served,
    cssFiles: styles.length,
    cssGzipBytes: css.gzip,
    cssServedBytes: css.served,
  };
}

// ---------------------------------------------------------------------------------------------
// Machine
// ---------------------------------------------------------------------------------------------

export type MachineInfo = {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  loadAverage: number[];
  node: string;
  platform: string;
};

/**
 * Waits until the machine is quiet (1-minute load average below half the cores), at most
 * `maxSeconds`: a measurement right after a load test would time the previous run's leftovers.
 */
export async function quietMachine(log: (line: string) => void, maxSeconds = 180): Promise<void> {
  const threshold = Math.max(0.5, os.cpus().length * 0.5);
  const deadline = Date.now() + maxSeconds * 1000;
  let load = os.loadavg()[0]!;
  if (load >= threshold) {
    log(`Aguardando a máquina ficar ociosa (carga ${load.toFixed(2)}, meta < ${threshold})...`);
  }
  while (load >= threshold && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    load = os.loadavg()[0]!;
  }
}

/** When, and on what machine, a saved result was measured. */
export type MeasuredOn = { date: string; machine: MachineInfo };

export function measuredOn(machine: MachineInfo = machineInfo()): MeasuredOn {
  return { date: new Date().toISOString(), machine };
}

/** The machine as the benchmarks print it beside their figures: cores, model, load average. */
export const describeCores = (m: MachineInfo): string =>
  `Máquina: ${m.cpus} núcleos (${m.cpuModel}), carga ${m.loadAverage.join(" ")}`;

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpus: os.availableParallelism?.() ?? cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? "desconhecido",
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The pages measured
// ---------------------------------------------------------------------------------------------

export type Page = { label: string; path: string };

export type SitePages = {
  /** The pages the brief's load test and Lighthouse run cover. */
  core: Page[];
  /** Every public page type: core plus the rest (budgets, Nu HTML Checker, axe). */
  all: Page[];
};

/**
 * Finds a demo store page, the newest post and a blog category in the running site's sitemap,
 * so every measurement looks at real, seeded pages.
 */
export async function discoverPages(base: string): Promise<SitePages> {
  const res = await httpGet(`${base}/sitemap.xml`);
  if (res.status !== 200) throw new Error(`/sitemap.xml respondeu ${res.status}`);
  const paths = [...res.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname,
  );
  const demoSlugs = new Set(
    DEMO_STORES.filter((s) => s.active !== false).map((s) => `/${slugify(s.name)}`),
  );
  const store = paths.find((p) => demoSlugs.has(p));
  const post = paths.find((p) => /^\/blog\/\d+(-|$)/.test(p));
  const category = paths.find((p) => p.startsWith("/blog/categoria/"));
  if (!store || !post || !category) {
    throw new Error("o sitemap não lista uma loja de demonstração, um post e uma categoria");
  }
  const core: Page[] = [
    { label: "/", path: "/" },
    { label: "/nossas-lojas", path: "/nossas-lojas" },
    { label: "/nossas-lojas?cidade=Goiânia", path: "/nossas-lojas?cidade=Goi%C3%A2nia" },
    { label: "/{slug} (loja)", path: store },
    { label: "/blog", path: "/blog" },
    { label: "/blog/{post}", path: post },
  ];
  const all: Page[] = [
    ...core,
    { label: "/blog/categoria/{categoria}", path: category },
    { label: "/blog/busca?q=pele", path: "/blog/busca?q=pele" },
    { label: "/clube-basiquinha", path: "/clube-basiquinha" },
    { label: "/seja-um-franqueado", path: "/seja-um-franqueado" },
    { label: "/mapa-do-site", path: "/mapa-do-site" },
    { label: "/politica-de-privacidade", path: "/politica-de-privacidade" },
    { label: "/privacidade/solicitacao", path: "/privacidade/solicitacao" },
    { label: "/login", path: "/login" },
    { label: "404", path: "/pagina-que-nao-existe" },
  ];
  return { core, all };
}
