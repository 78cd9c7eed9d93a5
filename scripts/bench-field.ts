/**
 * `npm run bench -- --only field`: what a visitor on a mid-range phone gets, measured the way
 * Chromium measures a real visit rather than simulated (Lighthouse's Lantern): each public page
 * in a fresh phone context with real throttling (DevTools' slow-4G profile through
 * `Network.emulateNetworkConditions`, CPU 4× slower through `Emulation.setCPUThrottlingRate`),
 * left open 15 s with its timers running (carousels, the locator's question), then one tap.
 * `PerformanceObserver` reports every LCP candidate (time, size, element), the layout shifts
 * (CLS, largest session window as web-vitals counts it) and the tap's event duration (an INP
 * proxy), with the long tasks' blocking time beside it.
 *
 * A late LCP is a candidate more than LATE_AFTER_MS after the first contentful paint: the
 * page's largest paint should be the first large one, not a banner or a dialog that appears
 * seconds later. With `--baseline <rev>` that revision is served too and every page is visited
 * on both builds in turns, the order alternating each round.
 */
import type { Browser } from "@playwright/test";
import { checkoutBaseline } from "./bench-baseline";
import { CPU_SLOWDOWN, throttledVisit, withBrowserBench } from "./bench-browser";
import {
  describeCores,
  machineInfo,
  measuredOn,
  median,
  saveResult,
  startBenchServer,
  type MeasuredOn,
  type Page,
  type RunningServer,
  type ServedBenchOptions,
} from "./quality-support";

/** DevTools' "Slow 4G" (Lighthouse's mobileSlow4G with its DevTools adjustments). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const WAIT_MS = 15_000;
/** A candidate this long after the first contentful paint counts as a late LCP. */
export const LATE_AFTER_MS = 3_000;
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

export type FieldOptions = ServedBenchOptions & { visits: number; baseline?: string };

export type LcpCandidate = { timeMs: number; size: number; element: string };

export type VisitResult = {
  fcpMs: number;
  lcpMs: number;
  candidates: LcpCandidate[];
  cls: number;
  /** Duration of the tap after the wait (event timing, rounded to 8 ms by the browser). */
  tapMs: number;
  /** Sum of the long tasks' time beyond 50 ms, from navigation to the end of the wait. */
  blockingMs: number;
};

export type FieldRow = Page & {
  build: string;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tapMs: number;
  blockingMs: number;
  /** Candidates of the median visit (the one whose LCP is the median). */
  candidates: LcpCandidate[];
  lateVisits: number;
};

export type FieldReport = MeasuredOn & {
  visits: number;
  network: typeof SLOW_4G;
  cpuSlowdown: number;
  rows: FieldRow[];
  passed: boolean;
};

/**
 * Installed before any page script: records what the observers see on window.__field. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
const OBSERVE = `(() => {
  const field = { lcp: [], fcp: 0, shifts: [], events: [], blocking: 0 };
  window.__field = field;
  const describe = (el) => {
    if (!el) return "(removido)";
    const id = el.id ? "#" + el.id : "";
    const label = (el.getAttribute("alt") ?? el.textContent ?? "").trim().slice(0, 40);
    const parent = el.closest("[aria-roledescription=slide],[role=dialog],section,header,main");
    const name = parent && parent.getAttribute("aria-label");
    const where = parent ? " em " + parent.tagName.toLowerCase() + (name ? "[" + name + "]" : "") : "";
    return el.tagName.toLowerCase() + id + ' "' + label + '"' + where;
  };
  const on = (type, fn, extra) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe(
        Object.assign({ type, buffered: true }, extra || {}),
      );
    } catch {}
  };
  on("largest-contentful-paint", (e) => field.lcp.push({ t: e.startTime, size: e.size, el: describe(e.element) }));
  on("paint", (e) => { if (e.name === "first-contentful-paint") field.fcp = e.startTime; });
  on("layout-shift", (e) => { if (!e.hadRecentInput) field.shifts.push({ t: e.startTime, value: e.value }); });
  on("event", (e) => field.events.push(e.duration), { durationThreshold: 16 });
  on("first-input", (e) => field.events.push(e.duration));
  on("longtask", (e) => { field.blocking += Math.max(0, e.duration - 50); });
})();`;

/** CLS as web-vitals computes it: the largest session window (gaps < 1 s, at most 5 s). */
export function clsOf(shifts: { t: number; value: number }[]): number {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.t - b.t)) {
    if (shift.t - last < 1000 && shift.t - first < 5000) current += shift.value;
    else {
      current = shift.value;
      first = shift.t;
    }
    last = shift.t;
    best = Math.max(best, current);
  }
  return best;
}

const PHONE_CONTEXT = {
  viewport: { width: PHONE.width, height: PHONE.height },
  deviceScaleFactor: PHONE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};

function visit(browser: Browser, url: string): Promise<VisitResult> {
  return throttledVisit(browser, PHONE_CONTEXT, async (page, cdp) => {
    await page.addInitScript(OBSERVE);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    // The page's own timers run: autoplay, the locator's question after 3 s.
    await page.waitForTimeout(WAIT_MS);
    // One tap on the page's main heading (nothing that navigates): its event duration is the
    // interaction's cost once the page has settled.
    const heading = page.locator("h1").first();
    if ((await heading.count()) > 0) await heading.tap({ timeout: 10_000 }).catch(() => {});
    await page.waitForTimeout(1_000);
    const field = await page.evaluate(
      () =>
        (
          window as unknown as {
            __field: {
              lcp: { t: number; size: number; el: string }[];
              fcp: number;
              shifts: { t: number; value: number }[];
              events: number[];
              blocking: number;
            };
          }
        ).__field,
    );
    const candidates = field.lcp.map((c) => ({
      timeMs: Math.round(c.t),
      size: c.size,
      element: c.el,
    }));
    return {
      fcpMs: Math.round(field.fcp),
      lcpMs: candidates.at(-1)?.timeMs ?? 0,
      candidates,
      cls: Math.round(clsOf(field.shifts) * 1000) / 1000,
      tapMs: Math.max(0, ...field.events),
      blockingMs: Math.round(field.blocking),
    };
  });
}

export const isLate = (result: VisitResult) =>
  result.candidates.some((c) => c.timeMs > result.fcpMs + LATE_AFTER_MS);

function summarise(build: string, page: Page, results: VisitResult[]): FieldRow {
  const byLcp = [...results].sort((a, b) => a.lcpMs - b.lcpMs);
  const middle = byLcp[Math.floor((byLcp.length - 1) / 2)]!;
  return {
    build,
    ...page,
    fcpMs: Math.round(median(results.map((r) => r.fcpMs))),
    lcpMs: Math.round(median(results.map((r) => r.lcpMs))),
    cls: median(results.map((r) => r.cls)),
    tapMs: Math.round(median(results.map((r) => r.tapMs))),
    blockingMs: Math.round(median(results.map((r) => r.blockingMs))),
    candidates: middle.candidates,
    lateVisits: results.filter(isLate).length,
  };
}

export function runFieldBench(options: FieldOptions): Promise<FieldReport> {
  return withBrowserBench(
    "field",
    options,
    async ({ log, server: current, browser, pages: site }) => {
      const servers: { build: string; server: RunningServer }[] = [
        { build: "atual", server: current },
      ];
      try {
        if (options.baseline) {
          const checkout = checkoutBaseline(options.baseline, log);
          const server = await startBenchServer("field-baseline", {
            buildDir: "build",
            root: checkout.root,
            log,
          });
          servers.push({ build: `${checkout.revision} (${checkout.sha.slice(0, 8)})`, server });
        }
        const { core, all } = site;
        const club = all.find((p) => p.path === "/clube-basiquinha");
        const pages = club ? [...core, club] : core;

        log(
          `${describeCores(machineInfo())}; ` +
            `rede slow 4G (${SLOW_4G.latency} ms, ${Math.round((SLOW_4G.downloadThroughput * 8) / 1024)} kbit/s), ` +
            `CPU ${CPU_SLOWDOWN}× mais lenta, ${WAIT_MS / 1000} s por visita, ${options.visits} visita(s)`,
        );
        const results = new Map<string, VisitResult[]>();
        for (let round = 0; round < options.visits; round++) {
          for (const page of pages) {
            // The builds take turns, and which goes first alternates: neither always meets a
            // machine warmed (or loaded) by the other.
            const order = round % 2 === 0 ? servers : [...servers].reverse();
            for (const { build, server } of order) {
              const result = await visit(browser, server.base + page.path);
              const key = `${build}\u0000${page.path}`;
              results.set(key, [...(results.get(key) ?? []), result]);
              log(
                `  ${String(round + 1).padStart(2)} ${build.padEnd(10)} ${page.label.padEnd(30)} ` +
                  `LCP ${result.lcpMs} ms (${result.candidates.map((c) => c.timeMs).join(", ")})` +
                  `${isLate(result) ? "  TARDIO" : ""}`,
              );
            }
          }
        }

        const rows = servers.flatMap(({ build }) =>
          pages.map((page) => summarise(build, page, results.get(`${build}\u0000${page.path}`)!)),
        );
        const after = machineInfo();
        log(`\nCarga ao fim: ${after.loadAverage.join(" ")}`);
        log(
          `${"build".padEnd(10)} ${"página".padEnd(30)} ${"FCP".padStart(7)} ${"LCP".padStart(7)} ` +
            `${"CLS".padStart(6)} ${"toque".padStart(6)} ${"TBT".padStart(6)}  candidatos a LCP (ms, px²)`,
        );
        for (const row of rows) {
          log(
            `${row.build.slice(0, 10).padEnd(10)} ${row.label.padEnd(30)} ${String(row.fcpMs).padStart(7)} ` +
              `${String(row.lcpMs).padStart(7)} ${row.cls.toFixed(3).padStart(6)} ` +
              `${String(row.tapMs).padStart(6)} ${String(row.blockingMs).padStart(6)}  ` +
              row.candidates.map((c) => `${c.timeMs} (${c.size}) ${c.element}`).join(" → ") +
              (row.lateVisits ? `  [${row.lateVisits} visita(s) com LCP tardio]` : ""),
          );
        }
        const report: FieldReport = {
          ...measuredOn(after),
          visits: options.visits,
          network: SLOW_4G,
          cpuSlowdown: CPU_SLOWDOWN,
          rows,
          passed: rows
            .filter((r) => r.build === "atual")
            .every((r) => r.lcpMs > 0 && r.lateVisits === 0 && r.cls < 0.1),
        };
        saveResult("field", report);
        return report;
      } finally {
        // The served build stops with the browser; the baseline's server is this bench's own.
        for (const { server } of servers.slice(1)) await server.stop();
      }
    },
  );
}
