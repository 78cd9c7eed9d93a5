/**
 * Hydration cost of every public page type, as a ratio that does not depend on the machine's
 * speed that day: main-thread script time while a page loads and hydrates in Chromium with the
 * CPU slowed 4× (Chrome's ScriptDuration metric), divided by the same figure for the minimal
 * page of the same server (/_referencia, a document with one heading) measured in the same run.
 * N rounds over every page, each visit in a fresh browser context (no cache), and the reference
 * visited right before every page visit: a page's ratio is the median of its visits over the
 * median of all the reference's visits, which were spread over the same minutes. (Dividing each
 * visit by one reference visit of its round instead let a single fast or slow reference visit,
 * ±25% on a shared machine, move a whole round's ratios.)
 */
import type { Browser } from "@playwright/test";
import { hydrated } from "../tests/support/hydrated";
import { CPU_SLOWDOWN, throttledVisit, withBrowserBench } from "./bench-browser";
import {
  describeCores,
  measuredOn,
  median,
  saveResult,
  type MeasuredOn,
  type Page,
  type ServedBenchOptions,
} from "./quality-support";

export const HYDRATION_RATIO_BUDGET = 2.0;

export type HydrationOptions = ServedBenchOptions & { runs: number };

export type HydrationRow = Page & {
  /** Median main-thread script time during load and hydration, in ms (CPU slowed 4×). */
  scriptMs: number;
  /** Median of all main-thread tasks (script, style, layout, parsing), in ms. */
  taskMs: number;
  ratio: number;
  withinBudget: boolean;
};

export type HydrationReport = MeasuredOn & {
  runs: number;
  cpuSlowdown: number;
  reference: { scriptMs: number; taskMs: number };
  pages: HydrationRow[];
  budget: number;
  passed: boolean;
};

/** One cold visit: script and task time from navigation until the app has hydrated. */
function visit(browser: Browser, url: string): Promise<{ scriptMs: number; taskMs: number }> {
  return throttledVisit(browser, { viewport: { width: 390, height: 844 } }, async (page, cdp) => {
    await cdp.send("Performance.enable", { timeDomain: "timeTicks" });
    await page.goto(url, { waitUntil: "load" });
    await hydrated(page, 60_000);
    // Parts whose code comes after the first download (see `deferred`), and the route manifest
    // the links ask for, arrive over the next moments: wait until the network has been quiet for
    // half a second, so every visit counts the same work (all of the page's hydration).
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    // Effects scheduled by hydration run in the following tasks: let them finish.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const idle = (window as { requestIdleCallback?: (cb: () => void) => void })
            .requestIdleCallback;
          if (idle) idle(() => resolve());
          else setTimeout(resolve, 200);
        }),
    );
    const { metrics } = (await cdp.send("Performance.getMetrics")) as {
      metrics: { name: string; value: number }[];
    };
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { scriptMs: metric("ScriptDuration"), taskMs: metric("TaskDuration") };
  });
}

export function runHydrationBench(options: HydrationOptions): Promise<HydrationReport> {
  const benchOptions = { ...options, env: { HYDRATION_REFERENCE: "on" } };
  return withBrowserBench(
    "hydration",
    benchOptions,
    async ({ log, server, browser, pages: { core } }) => {
      const reference = { scriptMs: [] as number[], taskMs: [] as number[] };
      const samples = new Map<string, { scriptMs: number[]; taskMs: number[] }>();
      // Rounds over every page, so a busy moment of the machine touches all pages alike; the
      // reference is visited before each page, so its samples cover the same moments.
      for (let round = 0; round < options.runs; round++) {
        for (const target of core) {
          const base = await visit(browser, server.base + "/_referencia");
          reference.scriptMs.push(base.scriptMs);
          reference.taskMs.push(base.taskMs);
          const result = await visit(browser, server.base + target.path);
          const entry = samples.get(target.path) ?? { scriptMs: [], taskMs: [] };
          entry.scriptMs.push(result.scriptMs);
          entry.taskMs.push(result.taskMs);
          samples.set(target.path, entry);
        }
        log(`Hidratação: rodada ${round + 1} de ${options.runs}`);
      }
      const referenceScript = median(reference.scriptMs);
      const pages = core.map((page): HydrationRow => {
        const entry = samples.get(page.path)!;
        const scriptMs = median(entry.scriptMs);
        const ratio = scriptMs / referenceScript;
        return {
          ...page,
          scriptMs: Math.round(scriptMs),
          taskMs: Math.round(median(entry.taskMs)),
          ratio: Math.round(ratio * 100) / 100,
          withinBudget: ratio <= HYDRATION_RATIO_BUDGET,
        };
      });
      const report: HydrationReport = {
        ...measuredOn(),
        runs: options.runs,
        cpuSlowdown: CPU_SLOWDOWN,
        reference: {
          scriptMs: Math.round(referenceScript),
          taskMs: Math.round(median(reference.taskMs)),
        },
        pages,
        budget: HYDRATION_RATIO_BUDGET,
        passed: pages.every((p) => p.withinBudget),
      };
      log(
        `\n${describeCores(report.machine)}; ` +
          `CPU ${CPU_SLOWDOWN}× mais lenta; medianas de ${options.runs} visitas`,
      );
      log(
        `Referência (/_referencia): script ${report.reference.scriptMs} ms, ` +
          `tarefas ${report.reference.taskMs} ms`,
      );
      log(
        `${"página".padEnd(30)} ${"script".padStart(9)} ${"tarefas".padStart(9)} ${"razão".padStart(7)}`,
      );
      for (const row of pages) {
        log(
          `${row.label.padEnd(30)} ${`${row.scriptMs} ms`.padStart(9)} ${`${row.taskMs} ms`.padStart(9)} ` +
            `${row.ratio.toFixed(2).padStart(7)}${row.withinBudget ? "" : `  > ${HYDRATION_RATIO_BUDGET}`}`,
        );
      }
      saveResult("hydration", report);
      return report;
    },
  );
}
