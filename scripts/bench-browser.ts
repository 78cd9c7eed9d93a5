/**
 * Shared by the benchmarks that visit the site in Chromium (`--only hydration`, `--only field`):
 * the production build served with its pages discovered, and cold visits in a fresh context with
 * the CPU slowed as on a mid-range phone.
 */
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  type Page as BrowserPage,
} from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium";
import {
  consoleLog,
  discoverPages,
  startBenchServer,
  type BenchLog,
  type RunningServer,
  type ServedBenchOptions,
  type SitePages,
} from "./quality-support";

export type BrowserBench = {
  log: BenchLog;
  server: RunningServer;
  browser: Browser;
  pages: SitePages;
};

/**
 * Serves the production build for the benchmark `name`, launches Chromium and finds the site's
 * pages, runs `measure`, then closes the browser and stops the server.
 */
export async function withBrowserBench<T>(
  name: string,
  options: ServedBenchOptions & { env?: NodeJS.ProcessEnv },
  measure: (bench: BrowserBench) => Promise<T>,
): Promise<T> {
  const log = options.log ?? consoleLog;
  const server = await startBenchServer(name, {
    buildDir: options.buildDir,
    env: options.env,
    log,
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
    const pages = await discoverPages(server.base);
    return await measure({ log, server, browser, pages });
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** How much slower than this machine a mid-range phone's processor runs the page. */
export const CPU_SLOWDOWN = 4;

/**
 * One cold visit: a fresh context (no cache) whose page runs with the CPU slowed CPU_SLOWDOWN×,
 * given to `visit` with its DevTools session; the context is closed after.
 */
export async function throttledVisit<T>(
  browser: Browser,
  contextOptions: BrowserContextOptions,
  visit: (page: BrowserPage, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    return await visit(page, cdp);
  } finally {
    await context.close();
  }
}
