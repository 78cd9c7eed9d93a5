/**
 * HTTP load benchmark of the production build: a fresh PostgreSQL database with the demo data
 * plus N synthetic stores (default 10,000), bounded autocannon runs against the public pages,
 * with the page micro-cache (anonymous visitor) and without it (a session cookie bypasses it),
 * and the first-load JavaScript and CSS of every public page against the 130 KB budget.
 * With a baseline revision (`--baseline <rev>`), that revision is served on the same database and
 * the uncached store page is measured on both servers in turns: the speed-up as one ratio.
 *
 * Absolute figures depend on the machine and its load: the comparable figures are ratios measured
 * in one run (compressed against uncompressed, this build against an earlier one in turns). A
 * ratio against nginx serving the same page as a static file was tried and did not reproduce
 * (it measured how each server compresses, not the page): see ADR 0024.
 *
 * Only loopback traffic. Falls back to the embedded PGlite database when PostgreSQL cannot be
 * reached; the report says so.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createDatabase } from "~/server/db.server";
import { createLocalStorage } from "~/server/storage.server";
import { seedDemoData, seedSyntheticStores } from "#db/seed";
import { checkoutBaseline } from "./bench-baseline";
import { createScratchDatabase, postgresReachable } from "./bench-database";
import {
  benchBuildDir,
  consoleLog,
  discoverPages,
  httpGet,
  JS_BUDGET_BYTES,
  kb,
  measuredOn,
  measureFirstLoad,
  median,
  ROOT,
  saveResult,
  startProductionServer,
  type BenchLog,
  type FirstLoad,
  type MeasuredOn,
  type Page,
  type SeededBenchOptions,
  type ServedBenchOptions,
} from "./quality-support";

export type HttpBenchOptions = SeededBenchOptions &
  ServedBenchOptions & {
    durationSeconds: number;
    connections: number;
    /** An earlier revision to compare the uncached store page with, in the same run. */
    baseline?: string;
    /** Turns of the baseline comparison (each measures both servers once). */
    baselineRounds?: number;
  };

/** Uncached store-page throughput of this build against an earlier revision's, in turns. */
export type BaselineComparison = {
  revision: string;
  sha: string;
  page: string;
  rounds: number;
  baselineRps: number[];
  currentRps: number[];
  /** Median of the current build ÷ median of the baseline. */
  ratio: number;
  target: number;
};

export const STORE_RENDER_SPEEDUP_TARGET = 1.5;

export type Load = {
  page: string;
  path: string;
  /**
   * "cache": anonymous visitor (page cache) with a browser's Accept-Encoding; "cache identidade":
   * the same without compression; "sem cache": a session cookie bypasses the cache.
   */
  mode: "cache" | "cache identidade" | "sem cache";
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
};

/** A cached page asked for as browsers ask (Brotli) against uncompressed, in one run. */
export type EncodingComparison = {
  page: string;
  identityRps: number;
  browserRps: number;
  /** browserRps ÷ identityRps. */
  ratio: number;
  target: number;
};

/** The server's memory over back-to-back runs on cached pages with a browser's Accept-Encoding. */
export type MemorySoak = {
  runs: number;
  secondsPerRun: number;
  /** RSS after each run, in MB. */
  rssMb: number[];
  /** RSS after the last run minus RSS after the first. */
  growthMb: number;
  targetMb: number;
};

export const ENCODING_RATIO_TARGET = 0.8;
export const MEMORY_GROWTH_TARGET_MB = 100;

export type HttpBenchReport = MeasuredOn & {
  database: string;
  stores: number;
  durationSeconds: number;
  connections: number;
  loads: Load[];
  encodings: EncodingComparison[];
  memory: MemorySoak;
  firstLoad: (FirstLoad & { label: string; withinBudget: boolean })[];
  jsBudgetBytes: number;
  baseline: BaselineComparison | null;
  passed: boolean;
};

/** What Chromium and Firefox send. */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const IDENTITY = { "accept-encoding": "identity" };
/** Any session cookie turns the page cache off (staff must see fresh pages). */
const NO_CACHE = { ...BROWSER, cookie: "__session=bench" };

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(
  url: string,
  page: Page,
  mode: Load["mode"],
  headers: Record<string, string>,
  options: HttpBenchOptions,
): Promise<Load> {
  // Warm-up (JIT, database plans, cache fill), not counted.
  for (let i = 0; i < 5; i++) await httpGet(url, headers);
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 30,
  });
  return {
    page: page.label,
    path: page.path,
    mode,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Connections of the compression and memory runs: a busy moment, not a quiet one. */
const HEAVY_CONNECTIONS = 200;
const MEMORY_RUNS = 10;
const MEMORY_RUN_SECONDS = 10;

/** The pages whose compressed and uncompressed throughput are compared: home and a store. */
function isEncodingPage(page: Page): boolean {
  return page.path === "/" || page.label.includes("(loja)");
}

export function formatLoad(l: Load): string {
  const problems = l.errors + l.non2xx;
  return (
    `${l.page.padEnd(30)} ${l.mode.padEnd(16)} ${l.requestsPerSecond.toFixed(1).padStart(9)} ` +
    `${`${l.p50Ms} ms`.padStart(9)} ${`${l.p99Ms} ms`.padStart(9)} ${String(problems).padStart(6)}`
  );
}

// ---------------------------------------------------------------------------------------------
// Database
// ---------------------------------------------------------------------------------------------

async function prepareDatabase(
  options: HttpBenchOptions,
  dataDir: string,
  log: BenchLog,
): Promise<{ label: string; url?: string; drop(): Promise<void> }> {
  let target: { label: string; url?: string; drop(): Promise<void> };
  const serverUrl = options.postgresUrl;
  if (serverUrl && (await postgresReachable(serverUrl))) {
    target = await createScratchDatabase(serverUrl, "basiquinha_http");
  } else {
    if (serverUrl) {
      log(`PostgreSQL indisponível em ${new URL(serverUrl).host}: usando o PGlite embutido.`);
    }
    target = { label: "PGlite (embutido)", drop: async () => {} };
  }

  const handle = await createDatabase(
    target.url ? { url: target.url, poolSize: 4 } : { pgliteDir: path.join(dataDir, "pglite") },
  );
  try {
    const started = Date.now();
    await handle.migrate();
    await seedDemoData(handle.db, createLocalStorage(path.join(dataDir, "uploads"), "/media"));
    await seedSyntheticStores(handle.db, options.stores);
    // What autovacuum does on a real server after a bulk load: statistics and visibility map.
    await handle.db.execute(sql`VACUUM ANALYZE`);
    log(
      `Banco: ${target.label}, dados de demonstração + ${options.stores} lojas sintéticas ` +
        `em ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await handle.close().catch(() => {});
    await target.drop().catch(() => {});
    throw error;
  }
  await handle.close();
  return target;
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

async function compareWithBaseline(
  options: HttpBenchOptions,
  currentBase: string,
  core: Page[],
  workDir: string,
  databaseUrl: string | undefined,
  log: BenchLog,
): Promise<BaselineComparison> {
  const checkout = checkoutBaseline(options.baseline!, log);
  const page = core.find((p) => p.label.includes("(loja)")) ?? core[0]!;
  const dataDir = path.join(workDir, "baseline-data");
  fs.mkdirSync(dataDir, { recursive: true });
  // Same database: the current build has already migrated and seeded it.
  const baselineServer = await startProductionServer({
    buildDir: "build",
    dataDir,
    databaseUrl,
    root: checkout.root,
    log,
  });
  const rounds = options.baselineRounds ?? 3;
  const baselineRps: number[] = [];
  const currentRps: number[] = [];
  try {
    log("");
    log(
      `Comparação com ${checkout.revision} (${checkout.sha.slice(0, 12)}): ${page.label} sem cache, em turnos`,
    );
    for (let round = 1; round <= rounds; round++) {
      // Which server goes first alternates: neither always meets a machine the other warmed.
      const turns = [
        ["referência", baselineServer.base, baselineRps],
        ["atual", currentBase, currentRps],
      ] as const;
      for (const [label, base, into] of round % 2 === 1 ? turns : [...turns].reverse()) {
        const result = await load(base + page.path, page, "sem cache", NO_CACHE, options);
        if (result.errors || result.non2xx) {
          throw new Error(`${label}: ${result.errors} erros e ${result.non2xx} respostas não-2xx`);
        }
        into.push(result.requestsPerSecond);
        log(`  turno ${round} ${label.padEnd(10)} ${result.requestsPerSecond.toFixed(1)} req/s`);
      }
    }
  } finally {
    await baselineServer.stop();
  }
  const ratio = median(currentRps) / median(baselineRps);
  log(
    `  medianas: referência ${median(baselineRps).toFixed(1)} req/s, atual ` +
      `${median(currentRps).toFixed(1)} req/s: ${ratio.toFixed(2)}× ` +
      `(meta ≥ ${STORE_RENDER_SPEEDUP_TARGET}×)`,
  );
  return {
    revision: checkout.revision,
    sha: checkout.sha,
    page: page.label,
    rounds,
    baselineRps,
    currentRps,
    ratio,
    target: STORE_RENDER_SPEEDUP_TARGET,
  };
}

export async function runHttpBench(options: HttpBenchOptions): Promise<HttpBenchReport> {
  const log = options.log ?? consoleLog;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "basiquinha-http-bench-"));
  const dataDir = path.join(workDir, "data");
  fs.mkdirSync(dataDir);
  const buildDir = benchBuildDir(options.buildDir);
  let database: Awaited<ReturnType<typeof prepareDatabase>> | null = null;
  try {
    database = await prepareDatabase(options, dataDir, log);
    const server = await startProductionServer({
      buildDir,
      dataDir,
      databaseUrl: database.url,
      log,
    });
    try {
      const pages = await discoverPages(server.base);
      for (const page of pages.core) {
        const anon = await httpGet(server.base + page.path, BROWSER);
        const staff = await httpGet(server.base + page.path, NO_CACHE);
        if (anon.status !== 200 || staff.status !== 200) {
          throw new Error(`${page.path} respondeu ${anon.status}/${staff.status}`);
        }
        await httpGet(server.base + page.path, BROWSER);
        const again = await httpGet(server.base + page.path, BROWSER);
        if (again.headers["x-cache"] !== "HIT" || staff.headers["x-cache"]) {
          throw new Error(
            `${page.path}: o micro-cache não se comporta como esperado (X-Cache ` +
              `${again.headers["x-cache"] ?? "ausente"} na 3ª visita anônima, ` +
              `${staff.headers["x-cache"] ?? "ausente"} com sessão; resposta de ` +
              `${Math.round(anon.body.length / 1024)} KB)`,
          );
        }
      }

      log("");
      log(
        `Carga: ${options.connections} conexões, ${options.durationSeconds} s por medição, ` +
          `Accept-Encoding de navegador, ` +
          `${buildDir}, ${os.availableParallelism()} CPUs (load ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(" ")})`,
      );
      log(
        `${"página".padEnd(30)} ${"modo".padEnd(16)} ${"req/s".padStart(9)} ${"p50".padStart(9)} ${"p99".padStart(9)} ${"erros".padStart(6)}`,
      );
      const loads: Load[] = [];
      for (const page of pages.core) {
        for (const [mode, headers] of [
          ["cache", BROWSER],
          ["sem cache", NO_CACHE],
        ] as const) {
          const result = await load(server.base + page.path, page, mode, headers, options);
          loads.push(result);
          log(formatLoad(result));
        }
      }

      // Cached pages as browsers ask for them against uncompressed, at many connections at once:
      // what a page costs when it is compressed for every visitor shows here.
      log("");
      log(`Com cache, ${HEAVY_CONNECTIONS} conexões: como navegador × sem compressão`);
      const heavy = { ...options, connections: HEAVY_CONNECTIONS };
      const encodings: EncodingComparison[] = [];
      for (const page of pages.core.filter(isEncodingPage)) {
        const identity = await load(
          server.base + page.path,
          page,
          "cache identidade",
          IDENTITY,
          heavy,
        );
        const browser = await load(server.base + page.path, page, "cache", BROWSER, heavy);
        for (const result of [identity, browser]) log(formatLoad(result));
        const ratio = identity.requestsPerSecond
          ? browser.requestsPerSecond / identity.requestsPerSecond
          : 0;
        log(
          `${page.label}: como navegador = ${(ratio * 100).toFixed(1)}% da vazão sem compressão ` +
            `(meta ≥ ${ENCODING_RATIO_TARGET * 100}%)`,
        );
        encodings.push({
          page: page.label,
          identityRps: identity.requestsPerSecond,
          browserRps: browser.requestsPerSecond,
          ratio,
          target: ENCODING_RATIO_TARGET,
        });
      }

      // Memory: ten back-to-back runs on the cached home and store pages, as browsers ask.
      const soakPages = pages.core.filter(isEncodingPage);
      const rssAfter: number[] = [];
      for (let run = 0; run < MEMORY_RUNS; run++) {
        const page = soakPages[run % soakPages.length]!;
        await load(server.base + page.path, page, "cache", BROWSER, {
          ...heavy,
          durationSeconds: MEMORY_RUN_SECONDS,
        });
        rssAfter.push(Math.round(rssMb(server.pid)));
      }
      const memory: MemorySoak = {
        runs: MEMORY_RUNS,
        secondsPerRun: MEMORY_RUN_SECONDS,
        rssMb: rssAfter,
        growthMb: rssAfter.at(-1)! - rssAfter[0]!,
        targetMb: MEMORY_GROWTH_TARGET_MB,
      };
      log(
        `Memória do servidor após ${MEMORY_RUNS} medições de ${MEMORY_RUN_SECONDS} s com cache: ` +
          `${HEAVY_CONNECTIONS} conexões: ${rssAfter.join(", ")} MB; crescimento ${memory.growthMb} MB ` +
          `(meta ≤ ${MEMORY_GROWTH_TARGET_MB} MB)`,
      );

      log("");
      log(
        `${"primeira carga".padEnd(30)} ${"JS gzip".padStart(10)} ${"JS br".padStart(10)} ${"CSS gzip".padStart(10)} ${"HTML gzip".padStart(10)}  meta JS`,
      );
      const firstLoad: HttpBenchReport["firstLoad"] = [];
      for (const page of pages.all) {
        const sizes = await measureFirstLoad(server.base, page.path);
        const withinBudget = sizes.jsGzipBytes <= JS_BUDGET_BYTES;
        firstLoad.push({ ...sizes, label: page.label, withinBudget });
        log(
          `${page.label.padEnd(30)} ${kb(sizes.jsGzipBytes).padStart(10)} ${kb(sizes.jsServedBytes).padStart(10)} ${kb(sizes.cssGzipBytes).padStart(10)} ` +
            `${kb(sizes.htmlGzipBytes).padStart(10)}  ${withinBudget ? `≤ ${kb(JS_BUDGET_BYTES)} ✔` : `> ${kb(JS_BUDGET_BYTES)} ✖`}`,
        );
      }

      const baseline = options.baseline
        ? await compareWithBaseline(options, server.base, pages.core, workDir, database.url, log)
        : null;

      const report: HttpBenchReport = {
        ...measuredOn(),
        database: database.label,
        stores: options.stores,
        durationSeconds: options.durationSeconds,
        connections: options.connections,
        loads,
        encodings,
        memory,
        firstLoad,
        jsBudgetBytes: JS_BUDGET_BYTES,
        baseline,
        passed:
          firstLoad.every((f) => f.withinBudget) &&
          loads.every((l) => l.errors === 0 && l.non2xx === 0) &&
          encodings.every((e) => e.ratio >= e.target) &&
          memory.growthMb <= memory.targetMb &&
          (!baseline || baseline.ratio >= baseline.target),
      };
      const file = saveResult("bench-http", report);
      log(`\nResultados em ${path.relative(ROOT, file)}`);
      return report;
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop().catch(() => {});
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
