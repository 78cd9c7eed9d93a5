/**
 * Playwright's `test` for this site: every page opened in a test's context waits, after each
 * full navigation (goto, reload, back, forward), until React has taken over the page. The load
 * event can come before hydration ends; a click on a control that needs JavaScript before that
 * would test nothing but a race. Pages opened in other contexts call `hydrated` themselves.
 */
import { devices, expect, test as base, type Locator, type Page } from "@playwright/test";
import { hydrated } from "../support/hydrated";

export { expect, type Page } from "@playwright/test";
export { hydrated };

/**
 * The user agent of an ordinary desktop Chrome. The tests' own browser says it is headless (see
 * playwright.config.ts), so the site does not count its visits; a test about counting opens the
 * visitor's context with this one.
 */
export const REGULAR_BROWSER = devices["Desktop Chrome"].userAgent;

function waitForHydrationOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const afterHydration = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await hydrated(page);
    return response;
  };
  page.goto = (url, options) => afterHydration(goto(url, options));
  page.reload = (options) => afterHydration(reload(options));
  page.goBack = (options) => afterHydration(goBack(options));
  page.goForward = (options) => afterHydration(goForward(options));
}

export const test = base.extend({
  // Every page of the test's context, the `page` fixture included, is opened after this.
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on("page", waitForHydrationOnNavigation);
    await use(context);
  },
});

/**
 * A fake clock stopped before the page loads: counters, rotations and delays move only as far
 * as the test runs the clock (`page.clock.runFor`), whatever the machine's speed. An installed
 * clock that is not paused keeps flowing with real time.
 */
export async function freezeClock(page: Page, at = new Date("2026-11-23T12:00:00-03:00")) {
  await page.clock.install({ time: at });
  // Nothing is scheduled before the first page: jumping ahead fires no timer of the site.
  await page.clock.pauseAt(new Date(at.getTime() + 60_000));
}

/**
 * Waits until React has hydrated the element: a part of the page whose code comes on demand
 * (see `deferred`) hydrates after the router exists, and until then it works as plain HTML (a
 * form posts, a link loads a page).
 */
export async function partHydrated(part: Locator) {
  await expect
    .poll(() =>
      part.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))),
    )
    .toBe(true);
}
