/**
 * The store directory as a crawler and a visitor see it: server HTML with valid JSON-LD, in the
 * sitemap, reached from a store page's breadcrumbs.
 */
import { extractJsonLd, validateJsonLd } from "../support/structured-data";
import { okText } from "./fixtures";
import { expect, test } from "./test";

test("the Goiânia directory page lists its stores in server HTML, with valid JSON-LD", async ({
  request,
}) => {
  const html = await okText(request, "/nossas-lojas/go/goiania");
  expect(html).toContain("<title>Lojas Basiquinha em Goiânia - GO</title>");
  expect(html).toContain('href="/basiquinha-setor-bueno"');
  expect(html).not.toContain('href="/basiquinha-vila-nova"');
  const jsonLd = extractJsonLd(html);
  expect(jsonLd.map((j) => j["@type"])).toEqual(
    expect.arrayContaining(["BreadcrumbList", "ItemList"]),
  );
  expect(await validateJsonLd(jsonLd)).toEqual([]);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/nossas-lojas/go/goiania</loc>");
  expect(sitemap).toContain("/nossas-lojas/go</loc>");
});

test("a store page's breadcrumbs lead to its city's directory page", async ({ page }) => {
  await page.goto("/basiquinha-setor-bueno");
  const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
  await trail.getByRole("link", { name: "Goiânia" }).click();
  await expect(page).toHaveURL(/\/nossas-lojas\/go\/goiania$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Lojas Basiquinha em Goiânia - GO" }),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: "Trilha de navegação" })
    .getByRole("link", { name: "Goiás" })
    .click();
  await expect(page.getByRole("link", { name: /Anápolis - GO/ })).toBeVisible();
});

test("reached by a client-side navigation, the locator shows its city directory at once", async ({
  page,
}) => {
  // The directory sits below the fold; rendered in the browser (no server HTML to watch), its
  // code is asked for at once rather than when it nears the screen.
  await page.goto("/blog");
  await page
    .getByRole("navigation", { name: "Principal" })
    .getByRole("link", { name: "Nossas Lojas" })
    .click();
  await expect(page).toHaveURL(/\/nossas-lojas$/);
  const directory = page.locator('section[aria-labelledby="lojas-por-cidade"]');
  await expect(directory.getByRole("link", { name: "Lojas em Goiânia - GO" })).toHaveAttribute(
    "href",
    "/nossas-lojas/go/goiania",
  );
  // Nothing was scrolled: the page is still at its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("addresses typed with accents, capitals or spaces answer 301 to the one address", async ({
  request,
}) => {
  for (const [typed, canonical] of <[string, string][]>[
    ["/nossas-lojas/go/goi%C3%A2nia", "/nossas-lojas/go/goiania"],
    ["/nossas-lojas/GO/Goi%C3%A2nia", "/nossas-lojas/go/goiania"],
    ["/nossas-lojas/go/an%C3%A1polis", "/nossas-lojas/go/anapolis"],
    ["/nossas-lojas/go/aparecida%20de%20goi%C3%A2nia", "/nossas-lojas/go/aparecida-de-goiania"],
    ["/basiquinha-jardim-goi%C3%A1s", "/basiquinha-jardim-goias"],
    ["/Basiquinha%20Jardim%20Goi%C3%A1s", "/basiquinha-jardim-goias"],
  ]) {
    const response = await request.get(typed, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(301);
    expect(new URL(response.headers().location!, "http://x").pathname, typed).toBe(canonical);
  }
});
