/**
 * The staff preview of a post is the public post page: the same article markup, the site's
 * header and footer instead of the staff chrome, a bar saying it is a preview, never cached
 * and never indexed.
 */
import { expectAccessible, login } from "./fixtures";
import { expect, hydrated, test, type Page } from "./test";

const articleHtml = (page: Page) => page.locator("main > article").evaluate((el) => el.outerHTML);

test("the preview renders the public page's article with the preview bar, uncached and noindex", async ({
  page,
}) => {
  await page.goto("/blog");
  const href = await page
    .locator('main a[href^="/blog/"]')
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute("href") ?? "").find((h) => /^\/blog\/\d+-/.test(h)),
    );
  const id = /^\/blog\/(\d+)-/.exec(href ?? "")?.[1];
  expect(id).toBeTruthy();
  await page.goto(href!);
  await hydrated(page);
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  const publicArticle = await articleHtml(page);

  await login(page, `/restrita/blog/visualizar/${id}`);
  await expect(page).toHaveURL(new RegExp(`/restrita/blog/visualizar/${id}$`));
  // A full page load, like the public page's, so both are the server's markup.
  await page.goto(`/restrita/blog/visualizar/${id}`);
  await hydrated(page);
  const bar = page.getByTestId("preview-bar");
  await expect(bar).toContainText("Pré-visualização — publicado");
  await expect(bar.getByRole("link", { name: "Editar Post" })).toHaveAttribute(
    "href",
    `/restrita/blog/editar/${id}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  expect(await articleHtml(page)).toBe(publicArticle);
  // The site's own header and footer, not the staff sidebar.
  await expect(page.getByRole("navigation", { name: "Área restrita" })).toHaveCount(0);
  await expect(page.locator("footer").first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);

  const answer = await page.request.get(`/restrita/blog/visualizar/${id}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toMatch(/private/);
  expect(answer.headers()["cache-control"]).toMatch(/no-store/);
  expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
});
