import type { Page } from "@playwright/test";

/**
 * Resolves once the app's router exists, that is once React has started hydrating: React then
 * holds and replays clicks on parts not yet hydrated. Pages without the site's scripts (an
 * outage page, a file) resolve at once, and so does a browser with JavaScript off: React
 * Router's inline script, which runs before the load event, never set its context there. Used
 * by the e2e tests, the screenshots and the hydration benchmark.
 */
export async function hydrated(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector("script[type=module]") ||
      "__reactRouterDataRouter" in window ||
      (document.readyState === "complete" && !("__reactRouterContext" in window)),
    undefined,
    { timeout },
  );
}
