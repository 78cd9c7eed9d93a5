/**
 * The staff area on a phone (390 × 844): no screen scrolls sideways. Wide content (tables, the
 * weekly hours grid) scrolls inside its own box or reflows; the page itself never gets wider
 * than the screen. Screens that need a record open the first one of the demo data.
 */
import { login } from "./fixtures";
import { expect, test, type Page } from "./test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const LIST_SCREENS = [
  "/restrita/lojas",
  "/restrita/lojas/nova",
  "/restrita/lojas/importar",
  "/restrita/painel",
  "/restrita/usuarios",
  "/restrita/atividades",
  "/restrita/especialidades",
  "/restrita/depoimentos",
  "/restrita/banners",
  "/restrita/banners/novo",
  "/restrita/marcas",
  "/restrita/marcas/novo",
  "/restrita/videos",
  "/restrita/videos?novo=1",
  "/restrita/blog",
  "/restrita/blog/novo",
  "/restrita/newsletter",
  "/restrita/configuracoes",
];

/** What sticks out, to name the culprit when a screen is too wide. */
async function widthReport(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("main *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      // Content inside a box that scrolls on its own is fine.
      .filter((el) => {
        for (let p = el.parentElement; p; p = p.parentElement) {
          const overflow = getComputedStyle(p).overflowX;
          if (overflow === "auto" || overflow === "scroll" || overflow === "hidden") return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")}`);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      wide,
    };
  });
}

/** '' when the page fits, else what is too wide. */
async function sidewaysScroll(page: Page, url: string): Promise<string> {
  const report = await widthReport(page);
  return report.scrollWidth <= report.innerWidth
    ? ""
    : `${url} is ${report.scrollWidth}px wide on a ${report.innerWidth}px screen: ${report.wide.join(", ")}`;
}

test("no staff screen scrolls sideways on a phone", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  const screens = [...LIST_SCREENS];

  // Screens of one record: the first store, banner, brand, post and video of the demo data.
  await page.goto("/restrita/lojas?q=Setor Bueno");
  const storeEdit = await page
    .getByRole("link", { name: "Editar Basiquinha Setor Bueno" })
    .getAttribute("href");
  const storeId = /(\d+)/.exec(storeEdit ?? "")?.[1];
  expect(storeId).toBeTruthy();
  screens.push(
    `/restrita/lojas/editar/${storeId}`,
    `/restrita/lojas/visualizar/${storeId}`,
    `/restrita/lojas/${storeId}/fotos`,
    `/restrita/lojas/${storeId}/conteudo`,
    `/restrita/lojas/${storeId}/horarios`,
  );
  for (const [list, pattern] of [
    ["/restrita/banners", /^\/restrita\/banners\/editar\/\d+$/],
    ["/restrita/marcas", /^\/restrita\/marcas\/editar\/\d+$/],
    ["/restrita/blog", /^\/restrita\/blog\/editar\/\d+$/],
    ["/restrita/videos", /^\/restrita\/videos\?editar=\d+$/],
  ] as const) {
    await page.goto(list);
    const hrefs = await page
      .locator("main a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const href = hrefs.find((h) => pattern.test(h));
    expect(href, `an edit link on ${list}`).toBeTruthy();
    screens.push(href!);
  }

  const problems: string[] = [];
  for (const url of screens) {
    await page.goto(url);
    await expect(page.locator("main h1").first()).toBeVisible();
    problems.push(await sidewaysScroll(page, url));
  }
  expect(problems.filter(Boolean)).toEqual([]);
});

test("the weekly hours screen fits a phone and its fields stay reachable", async ({ page }) => {
  await login(page);
  await page.goto("/restrita/lojas?q=Setor Bueno");
  await page.getByRole("link", { name: "Editar Basiquinha Setor Bueno" }).click();
  await page
    .getByRole("navigation", { name: "Páginas da loja" })
    .getByRole("link", { name: "Horários" })
    .click();
  await expect(page.locator("main h1").first()).toBeVisible();
  expect(await sidewaysScroll(page, page.url())).toBe("");
  // Every field of the week is inside the screen's width.
  const fields = page.locator("main input:visible, main select:visible");
  const overflowing = await fields.evaluateAll((els) =>
    els
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.id),
  );
  expect(overflowing).toEqual([]);
});
