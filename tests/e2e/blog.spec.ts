/**
 * The public blog in a real browser on the demo data (db/seed-data.ts DEMO_POSTS: 10 published
 * posts and 2 drafts).
 */
import { expectAccessible } from "./fixtures";
import { expect, test, type Page } from "./test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { sanitizeRichText } from "../../app/server/sanitize.server";
import { XSS_DOCUMENT, XSS_PAYLOADS } from "../fixtures/xss-payloads";

const NEWEST = "Rotina de skincare para iniciantes: o passo a passo essencial";
const SECOND = "Hidratação profunda: como recuperar a pele no tempo seco de Goiás";
const RECENT = [
  "Cronograma capilar: guia completo para cabelos saudáveis",
  "Maquiagem para o dia a dia em 10 minutos",
  "5 dicas rápidas para fazer o batom durar o dia todo",
  "Resenha: testamos 4 protetores solares com cor",
];
const HYDRATION_OLDER = "Máscaras de hidratação caseiras ou prontas? Entenda as diferenças";
const DRAFTS = [
  "Tendências de maquiagem para o próximo verão",
  "Clube Basiquinha ganha novos prêmios para troca de pontos",
];

function cardTitles(page: Page, section: string) {
  return page
    .getByRole("region", { name: section })
    .getByRole("article")
    .getByRole("heading")
    .allInnerTexts();
}

test("the blog home shows the search bar, themes, featured and recent posts", async ({ page }) => {
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("s-maxage");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("search", { name: "Buscar no blog" })).toBeVisible();
  // Quick terms only for what the blog has posts on: no demo post is about nails.
  const popular = page.getByRole("list", { name: "Populares:" });
  await expect(popular.getByRole("link")).toHaveText([
    "Skincare",
    "Maquiagem",
    "Cabelos",
    "Natural",
  ]);
  for (const term of ["Skincare", "Maquiagem", "Cabelos", "Natural"]) {
    await expect(popular.getByRole("link", { name: term, exact: true })).toHaveAttribute(
      "href",
      `/blog/busca?q=${term}`,
    );
  }

  const themes = page.getByRole("region", { name: "Navegue Por Temas" });
  await expect(themes.getByRole("link")).toHaveCount(8);
  await expect(themes.getByRole("link", { name: "Dicas Rápidas" })).toHaveAttribute(
    "href",
    "/blog/categoria/dicas-rapidas",
  );
  await expect(themes.getByRole("link", { name: "Hidratação" })).toHaveAttribute(
    "href",
    "/blog/categoria/hidratacao",
  );
  await expect(themes.getByRole("link", { name: "Seja Um Franqueado" })).toHaveAttribute(
    "href",
    "/seja-um-franqueado",
  );

  expect(await cardTitles(page, "Destaques da Semana")).toEqual([NEWEST, SECOND]);
  expect(await cardTitles(page, "Postagens Recentes")).toEqual(RECENT);
  for (const draft of DRAFTS) await expect(page.getByText(draft)).toHaveCount(0);

  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
  await expectAccessible(page);
});

test("on a phone the first post starts within the first two screens", async ({ page }) => {
  const screen = { width: 390, height: 844 };
  await page.setViewportSize(screen);
  await page.goto("/blog");
  const first = page
    .getByRole("region", { name: "Destaques da Semana" })
    .getByRole("article")
    .first();
  await expect(first.getByRole("heading")).toHaveText(NEWEST);
  const box = await first.getByRole("heading").boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(2 * screen.height);
});

test("a category tile, a post and a related post", async ({ page }) => {
  await page.goto("/blog");
  await page
    .getByRole("region", { name: "Navegue Por Temas" })
    .getByRole("link", { name: "Hidratação" })
    .click();
  await expect(page).toHaveURL(/\/blog\/categoria\/hidratacao$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hidratação");
  const cards = page.getByRole("article");
  await expect(cards.getByRole("heading")).toHaveText([SECOND, HYDRATION_OLDER]);
  // Day, short month and year in pt-BR, e.g. "12 de nov. de 2026".
  await expect(cards.first().locator("time")).toHaveText(/^\d{1,2} de [a-zç]{3}\.? de \d{4}$/);
  await expectAccessible(page);

  await cards
    .first()
    .getByRole("link", { name: /Ler mais/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/\d+-hidratacao-profunda-como-recuperar-a-pele/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECOND);
  const hero = page.locator("article header");
  await expect(hero.getByRole("link", { name: "Hidratação" })).toBeVisible();
  // No author stored: the team signs it. No reading time stored: counted from the words.
  await expect(hero.getByText("Equipe Basiquinha")).toBeVisible();
  await expect(hero.getByText(/^\d+ min de leitura$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar ao Blog" })).toHaveAttribute("href", "/blog");
  await expect(
    page.getByRole("heading", { name: "Checklist para a temporada seca" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "#pele seca" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Sobre o autor" })).toContainText(
    "Equipe Basiquinha",
  );
  await expect(page.getByRole("link", { name: /Comentar no Instagram/ })).toHaveAttribute(
    "href",
    /instagram\.com/,
  );

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = jsonLd.map((t) => JSON.parse(t)).find((d) => d["@type"] === "BlogPosting");
  expect(article).toMatchObject({ headline: SECOND, datePublished: expect.any(String) });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^http.*\/media\/.+\.webp$/,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expectAccessible(page);

  const related = page.getByRole("region", { name: "Posts Relacionados" });
  await expect(related.getByRole("article").getByRole("heading")).toHaveText([HYDRATION_OLDER]);
  await related.getByRole("link", { name: HYDRATION_OLDER, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HYDRATION_OLDER);
  await expect(
    page.getByRole("region", { name: "Posts Relacionados" }).getByRole("heading", { level: 3 }),
  ).toHaveText([SECOND]);
});

test("old /blog/{id} links and accented category addresses move permanently", async ({
  page,
  request,
}) => {
  await page.goto("/blog/categoria/hidratacao");
  const href = await page.getByRole("link", { name: SECOND, exact: true }).getAttribute("href");
  const id = href!.match(/^\/blog\/(\d+)-/)![1];
  const old = await request.get(`/blog/${id}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(href);

  const accented = await request.get("/blog/categoria/hidrata%C3%A7%C3%A3o", { maxRedirects: 0 });
  expect(accented.status()).toBe(301);
  expect(accented.headers().location).toBe("/blog/categoria/hidratacao");
  expect((await request.get("/blog/categoria/dicas-rapidas")).status()).toBe(200);
});

test("searching from the bar finds Portuguese words and highlights them", async ({ page }) => {
  await page.goto("/blog");
  const bar = page.getByRole("search", { name: "Buscar no blog" });
  await bar.getByRole("searchbox", { name: "Buscar posts" }).fill("hidrat");
  await bar.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/blog\/busca\?q=hidrat$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("hidrat");
  const titles = page.getByRole("article").getByRole("heading");
  await expect(titles.first()).toBeVisible();
  // Both posts named after hydration come first (title matches weigh most).
  expect((await titles.allInnerTexts()).slice(0, 2).sort()).toEqual(
    [SECOND, HYDRATION_OLDER].sort(),
  );
  await expect(page.locator("article mark").first()).toHaveText(/^hidrata/i);
  await expect(page.getByRole("searchbox", { name: "Buscar posts" })).toHaveValue("hidrat");
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Buscar posts" }).fill("CABELO");
  await page.getByRole("searchbox", { name: "Buscar posts" }).press("Enter");
  await expect(page).toHaveURL(/q=CABELO$/);
  await expect(page.getByRole("article").getByRole("heading").first()).toHaveText(RECENT[0]!);

  await page.getByRole("searchbox", { name: "Buscar posts" }).fill("framboesa turquesa");
  await page.getByRole("searchbox", { name: "Buscar posts" }).press("Enter");
  await expect(
    page.getByText('Nenhum resultado encontrado para "framboesa turquesa".'),
  ).toBeVisible();
  await expect(page.getByText("Tente buscar com outras palavras-chave.")).toBeVisible();
  await expect(page.getByText(DRAFTS[0]!)).toHaveCount(0);

  for (const q of ["%", "_", "'", "\\"]) {
    const response = await page.goto(`/blog/busca?q=${encodeURIComponent(q)}`);
    expect(response?.status(), q).toBe(200);
    await expect(page.getByText(`Nenhum resultado encontrado para "${q}".`)).toBeVisible();
  }
});

test("an unknown post answers 404 with the spec's message", async ({ page }) => {
  for (const path of ["/blog/99999", "/blog/99999-post-que-nao-existe", "/blog/nao-e-um-post"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle("Post não encontrado");
    await expect(page.getByRole("heading", { name: "Post não encontrado" })).toBeVisible();
    await expect(
      page.getByText("O post que você está procurando não existe ou foi removido."),
    ).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole("main").getByRole("link", { name: "Voltar ao Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { name: "Destaques da Semana" })).toBeVisible();
});

test("Share uses the device's share sheet, else copies the link and says so", async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: unknown) => {
        calls.push(data);
      },
    });
  });
  await page.goto("/blog");
  await page.getByRole("link", { name: NEWEST, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST);
  await page.getByRole("button", { name: "Compartilhar" }).click();
  const calls = await page.evaluate(
    () => (window as unknown as { shareCalls: unknown[] }).shareCalls,
  );
  expect(calls).toEqual([
    {
      title: NEWEST,
      text: expect.stringContaining("Limpeza, hidratação e proteção solar"),
      url: page.url(),
    },
  ]);

  // Without Web Share: the link goes to the clipboard.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const plain = await context.newPage();
  await plain.goto(page.url());
  await plain.evaluate(() => {
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
  });
  await plain.getByRole("button", { name: "Compartilhar" }).click();
  await expect(plain.getByText("Link copiado!")).toBeVisible();
  expect(await plain.evaluate(() => navigator.clipboard.readText())).toBe(plain.url());
});

test("the reading-progress bar fills as the post is read", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: RECENT[0], exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(RECENT[0]!);
  const bar = page.getByTestId("reading-progress");
  await expect(bar).toHaveAttribute("data-progress", "0.00");
  await page.getByRole("heading", { name: "Erros comuns" }).scrollIntoViewIfNeeded();
  await expect
    .poll(async () => Number(await bar.getAttribute("data-progress")))
    .toBeGreaterThan(0.3);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toHaveAttribute("data-progress", "1.00");
});

test("the RSS feed is valid XML with one item per published post", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
  const items = feed.rss.channel.item as { title: string; link: string }[];
  expect(items).toHaveLength(10);
  expect(items[0]?.title).toBe(NEWEST);
  for (const draft of DRAFTS) expect(items.map((i) => i.title)).not.toContain(draft);
  const post = await request.get(new URL(items[1]!.link).pathname);
  expect(post.status()).toBe(200);
  expect(await post.text()).toContain(SECOND);
});

test.describe("stored XSS in post content", () => {
  // The post page injects exactly what sanitizeRichText returns (checked by the route's
  // integration test); here a real browser parses that output and must run nothing.
  async function render(page: Page, body: string) {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      // Several payloads may fire at once; a dialog already closed is fine.
      dialog.dismiss().catch(() => {});
    });
    // Nothing may leave the page (payloads point at evil.example).
    await page.route("**/*", (route) => route.abort());
    await page.setContent(
      `<!doctype html><html lang="pt-BR"><head><title>XSS</title></head><body><main id="post">${body}</main></body></html>`,
    );
    // The list goes on filling with dialogs opened after the load event.
    return dialogs;
  }

  test(`none of the ${XSS_PAYLOADS.length} payloads runs once sanitised`, async ({ page }) => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
    const dialogs = await render(page, sanitizeRichText(XSS_DOCUMENT));
    // Nothing ran up to the load event, and nothing can run later: the document holds no
    // script, no event handler and no script address (checked below).
    const found = await page.evaluate(() => {
      const root = document.getElementById("post")!;
      const problems: string[] = [];
      const forbidden =
        "script, iframe, frame, object, embed, svg, math, style, link, meta, base, form, input, button, textarea, select, template, noscript, video, audio, source, details";
      // The whole document: markup that escaped the container (into <head>) counts too.
      for (const el of document.querySelectorAll(forbidden)) problems.push(`<${el.localName}>`);
      for (const el of document.querySelectorAll("*")) {
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          // Browsers ignore whitespace and control characters inside a URL's scheme.
          const value = [...attr.value]
            .filter((c) => c.charCodeAt(0) > 32)
            .join("")
            .toLowerCase();
          if (name.startsWith("on") || name === "style" || name === "srcdoc" || name === "srcset") {
            problems.push(`${el.localName}[${name}]`);
          }
          if (/^(javascript|vbscript|data):/.test(value))
            problems.push(`${el.localName}[${name}=${value}]`);
        }
      }
      return { problems, paragraphs: root.querySelectorAll("p").length };
    });
    expect(found.problems).toEqual([]);
    expect(found.paragraphs).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
    expect(dialogs).toEqual([]);
  });

  test("the same check catches the payloads when they are not sanitised", async ({ page }) => {
    const dialogs = await render(page, XSS_DOCUMENT);
    await expect.poll(() => dialogs.length).toBeGreaterThan(0);
  });
});
