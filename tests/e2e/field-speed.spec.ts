/**
 * What real visitors' browsers measure (ADR 0024): nothing the page shows by itself after its
 * first paint (the store carousel's next banner, the locator's location question) becomes the
 * page's largest contentful paint, nothing that arrives later moves the page, and a visit's
 * web-vitals reach the Painel.
 */
import { locationDialog, login } from "./fixtures";
import { expect, hydrated, REGULAR_BROWSER, test, type Page } from "./test";

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const BUENO = "/basiquinha-setor-bueno";

/** Every LCP candidate Chromium reports, with where its element sits. A string: see bench-field. */
const OBSERVE_LCP = `(() => {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      window.__lcp.push({
        t: e.startTime,
        size: e.size,
        slide: el ? (el.closest("[aria-roledescription=slide]")?.getAttribute("aria-label") ?? null) : null,
        inDialog: el ? Boolean(el.closest("[role=dialog]")) : false,
      });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
})();`;

type Candidate = { t: number; size: number; slide: string | null; inDialog: boolean };
const candidates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lcp: Candidate[] }).__lcp);

test.describe("no late LCP", () => {
  test.use(PHONE);

  test("the store carousel shows no other banner by itself before the visitor acts", async ({
    page,
  }) => {
    await page.addInitScript(OBSERVE_LCP);
    await page.goto(BUENO);
    const carousel = page.getByRole("region", { name: "Banners da Basiquinha Setor Bueno" });
    // The other banners' pictures load, but the carousel waits: longer than its 5 s countdown.
    await expect(carousel.locator("img")).toHaveCount(3);
    await page.waitForTimeout(6_500);
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await expect(carousel.getByRole("group", { name: "2 de 3" })).toBeHidden();
    const seen = await candidates(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((c) => c.slide !== null && c.slide !== "1 de 3")).toEqual([]);

    // A tap and it turns as before.
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(carousel).toHaveAttribute("data-playing", "true");
  });

  test("a tap before the page's code has arrived starts the carousel once it has", async ({
    browser,
    baseURL,
  }) => {
    // A context of its own: its page is tapped before hydration, which the test's pages wait for.
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    // The page's code waits until the visitor has tapped: no listener exists at the tap.
    let tapped: () => void = () => {};
    const tap = new Promise<void>((resolve) => (tapped = resolve));
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await tap;
      await route.continue();
    });
    await page.goto(BUENO, { waitUntil: "domcontentloaded" });
    const carousel = page.getByRole("region", { name: "Banners da Basiquinha Setor Bueno" });
    await page.getByRole("heading", { level: 1 }).tap();
    tapped();
    await hydrated(page);
    await expect(carousel).toHaveAttribute("data-playing", "true");
    await expect(carousel.getByRole("group", { name: "2 de 3" })).toBeVisible({ timeout: 10_000 });
    await context.close();
  });

  test("the location question opens by itself after 3 s without becoming the LCP", async ({
    page,
  }) => {
    await page.addInitScript(OBSERVE_LCP);
    await page.goto("/nossas-lojas");
    const prompt = locationDialog(page);
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Two frames after it appears, so its paint has been reported if it were a candidate.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const seen = await candidates(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((c) => c.inDialog)).toEqual([]);
    // Non-modal, under its button: the list stays usable; focus is in it and Escape declines.
    await expect(prompt.getByRole("button", { name: "Não permitir" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(prompt).toBeHidden();
  });
});

test.describe("no layout shift", () => {
  test.use(PHONE);

  test("the store page does not move when its carousel's controls arrive", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; input: boolean }[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[])
          w.__shifts.push({ value: e.value, input: e.hadRecentInput });
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(BUENO);
    const carousel = page.getByRole("region", { name: "Banners da Basiquinha Setor Bueno" });
    // The controls come with the carousel's own code, after the page has painted.
    await expect(carousel.getByRole("button", { name: "Próximo banner" })).toBeVisible();
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; input: boolean }[] }).__shifts,
    );
    expect(shifts.filter((shift) => !shift.input)).toEqual([]);
  });
});

test("a visit's speed reaches the Painel as p75 per page type", async ({ page, browser }) => {
  await login(page);
  const views = async () => {
    await page.goto("/restrita/painel?periodo=7");
    const cell = page.getByTestId("vital-store-views");
    return (await cell.count()) ? Number(await cell.innerText()) : 0;
  };
  const before = await views();

  // A visitor in an ordinary desktop Chrome (the other tests identify as headless and are not
  // counted, which the beacon's integration test covers).
  // The report's code comes in its own file after the load event; once it is there, a click
  // ends LCP and closing the page sends the rest.
  const visitor = await browser.newContext({ userAgent: REGULAR_BROWSER });
  const store = await visitor.newPage();
  const library = store.waitForResponse((res) =>
    /\/assets\/web-vitals-[\w-]+\.js$/.test(res.url()),
  );
  await store.goto(BUENO);
  await library;
  await store.waitForTimeout(1_000);
  await store.getByRole("heading", { level: 1 }).click();
  // The page going to the background (the visitor switching tabs) sends the report while the
  // page is alive, where a beacon from a closing browser may never leave it.
  const report = store.waitForResponse(
    (res) => res.url().endsWith("/api/velocidade") && /FCP=/.test(res.request().postData() ?? ""),
  );
  await store.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  // Counted (204), not refused by the address's beacon budget (429).
  expect((await report).status()).toBe(204);
  await visitor.close();

  await expect.poll(views, { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(page.getByTestId("vital-store-LCP").first()).toContainText(
    /(ms|s) (Bom|Precisa melhorar|Ruim)/,
  );
});
