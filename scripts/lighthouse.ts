/**
 * npm run lighthouse [-- options]: Lighthouse 12 (mobile preset: emulated phone, simulated slow
 * 4G and 4x CPU slowdown) with Debian's Chromium against the production build on fresh demo
 * data, for the home, the store locator (all and one city), a store page, the blog and a post.
 * Prints the four category scores per page and what keeps a score below its budget.
 *
 *   --runs <n>       runs per page; the median score of each category counts (default 1)
 *   --only <path>    one page (for example --only /blog)
 *   --check          exit with status 1 when a budget is missed
 *
 * Budgets: performance >= 95, accessibility, best practices and SEO 100.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import {
  consoleLog,
  discoverPages,
  measuredOn,
  RESULTS_DIR,
  ROOT,
  saveResult,
  startBenchServer,
  type MeasuredOn,
  type Page,
  type ServedBenchOptions,
} from "./quality-support";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export const BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

export type PageScores = {
  page: string;
  path: string;
  scores: Record<Category, number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits that cost points: id, score and the figure Lighthouse shows. */
  failing: { category: Category; id: string; score: number; value: string }[];
  withinBudget: boolean;
};

export type LighthouseReport = MeasuredOn & {
  lighthouse: string;
  chromium: string;
  runs: number;
  /** Lighthouse's own measure of this machine's speed (median over every run). */
  benchmarkIndex: number;
  pages: PageScores[];
  passed: boolean;
};

type LhAudit = {
  id: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
};
type LhResult = {
  lighthouseVersion: string;
  environment: { hostUserAgent: string; benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<
    Category,
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, LhAudit>;
};

function runLighthouseCli(url: string, outputPath: string): Promise<LhResult> {
  const cli = path.join(ROOT, "node_modules", "lighthouse", "cli", "index.js");
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        "--quiet",
        "--output=json",
        `--output-path=${outputPath}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
        "--max-wait-for-load=60000",
      ],
      {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr?.on(
      "data",
      (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)),
    );
    const timer = setTimeout(() => child.kill("SIGKILL"), 240_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0 || !fs.existsSync(outputPath)) {
        reject(new Error(`Lighthouse falhou em ${url} (código ${code}): ${stderr.trim()}`));
        return;
      }
      const result = JSON.parse(fs.readFileSync(outputPath, "utf8")) as LhResult;
      if (result.runtimeError) {
        reject(new Error(`Lighthouse: ${result.runtimeError.code} ${result.runtimeError.message}`));
        return;
      }
      resolve(result);
    });
  });
}

/**
 * Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, NO_FCP on a busy
 * machine): that run says nothing about the page, so it is repeated, at most twice.
 */
async function runWithRetry(run: () => Promise<LhResult>): Promise<LhResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const transient = /NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT|went wrong with recording/.test(
        String(error),
      );
      if (!transient || attempt >= 3) throw error;
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

function summarise(page: Page, runs: LhResult[]): PageScores {
  const score = (r: LhResult, c: Category) => Math.round((r.categories[c].score ?? 0) * 100);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((r) => score(r, c)))]),
  ) as Record<Category, number>;
  // The run whose performance is the median one explains the figures.
  const typical =
    runs.find((r) => score(r, "performance") === scores.performance) ?? (runs[0] as LhResult);
  const metric = (id: string) => Math.round(typical.audits[id]?.numericValue ?? 0);
  const failing: PageScores["failing"] = [];
  for (const category of CATEGORIES) {
    for (const ref of typical.categories[category].auditRefs) {
      const audit = typical.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      failing.push({
        category,
        id: ref.id,
        score: Math.round(audit.score * 100) / 100,
        value: audit.displayValue ?? "",
      });
    }
  }
  return {
    page: page.label,
    path: page.path,
    scores,
    metrics: {
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: Math.round((typical.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      speedIndexMs: metric("speed-index"),
    },
    failing,
    withinBudget: CATEGORIES.every((c) => scores[c] >= BUDGETS[c]),
  };
}

export function formatScores(p: PageScores): string {
  const cell = (c: Category) =>
    `${p.scores[c]}${p.scores[c] >= BUDGETS[c] ? " " : "✖"}`.padStart(6);
  return (
    `${p.page.padEnd(30)} ${CATEGORIES.map(cell).join(" ")}  ` +
    `LCP ${(p.metrics.lcpMs / 1000).toFixed(1)} s, TBT ${p.metrics.tbtMs} ms, CLS ${p.metrics.cls}`
  );
}

export type LighthouseOptions = ServedBenchOptions & { runs: number; only?: string };

export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseReport> {
  const log = options.log ?? consoleLog;
  const reportsDir = path.join(RESULTS_DIR, "lighthouse");
  fs.mkdirSync(reportsDir, { recursive: true });
  const server = await startBenchServer("lighthouse", { buildDir: options.buildDir, log });
  try {
    const { core } = await discoverPages(server.base);
    const pages = options.only ? core.filter((p) => p.path === options.only) : core;
    if (pages.length === 0) throw new Error(`página desconhecida: ${options.only}`);
    log(
      `Lighthouse (celular: tela emulada, 4G lento e CPU 4x mais lenta simulados), ` +
        `${options.runs} execução(ões) por página, ${os.availableParallelism()} CPUs ` +
        `(load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")})`,
    );
    log(
      `${"página".padEnd(30)} ${["desemp.", "acess.", "prát.", "SEO"].map((h) => h.padStart(6)).join(" ")}`,
    );
    const results: PageScores[] = [];
    let version = "";
    let chromium = "";
    const benchmarkIndexes: number[] = [];
    for (const page of pages) {
      // Warm the server (build caches, database pages) so the first run is not penalised.
      await fetch(server.base + page.path).then((r) => r.arrayBuffer());
      const runs: LhResult[] = [];
      for (let i = 0; i < options.runs; i++) {
        const slug = page.path.replace(/[^\w]+/g, "_").replace(/^_|_$/g, "") || "home";
        const file = path.join(reportsDir, `${slug}${options.runs > 1 ? `-${i + 1}` : ""}.json`);
        const result = await runWithRetry(() => runLighthouseCli(server.base + page.path, file));
        version = result.lighthouseVersion;
        chromium = /Chrome\/([\d.]+)/.exec(result.environment.hostUserAgent)?.[1] ?? "";
        if (result.environment.benchmarkIndex) {
          benchmarkIndexes.push(result.environment.benchmarkIndex);
        }
        runs.push(result);
      }
      const summary = summarise(page, runs);
      results.push(summary);
      log(formatScores(summary));
      for (const f of summary.failing) {
        log(`    ${f.category}: ${f.id} (${f.score})${f.value ? ` ${f.value}` : ""}`);
      }
    }
    const report: LighthouseReport = {
      ...measuredOn(),
      lighthouse: version,
      chromium,
      runs: options.runs,
      benchmarkIndex: Math.round(median(benchmarkIndexes)),
      pages: results,
      passed: results.every((r) => r.withinBudget),
    };
    log(`Índice de desempenho da máquina (Lighthouse benchmarkIndex): ${report.benchmarkIndex}`);
    if (!options.only) saveResult("lighthouse", report);
    log(`\nRelatórios completos em ${path.relative(ROOT, reportsDir)}/`);
    return report;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "1" },
      only: { type: "string" },
      check: { type: "boolean", default: false },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
    console.error("--runs precisa ser um número inteiro de 1 a 9.");
    process.exit(2);
  }
  try {
    const report = await runLighthouse({ runs, only: values.only });
    console.log(report.passed ? "\n✔ dentro das metas" : "\n✖ fora das metas");
    if (!report.passed && values.check) process.exitCode = 1;
  } catch (error) {
    console.error(`Falha no Lighthouse: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
