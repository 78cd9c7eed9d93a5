/**
 * The public site outside the store locator, store pages and blog: header, footer, home,
 * club, franchise, site map, newsletter, SEO files and accessibility.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { PGlite } from "@electric-sql/pglite";
import type { Locator } from "@playwright/test";
import { okText } from "./fixtures";
import { expect, freezeClock, partHydrated, test, type Page } from "./test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { slugify } from "../../app/domain/slug";
import { DEMO_POSTS, DEMO_SITE_SETTINGS, DEMO_STORES } from "../../db/seed-data";

import { NEWSLETTER_MESSAGES } from "../../app/domain/newsletter";

/** The one answer to any acceptable address: whether it was on the list is never told. */
const REQUESTED = NEWSLETTER_MESSAGES.requested;
const HOME_SECTIONS = [
  "inicio",
  "nossa-essencia",
  "jornada",
  "categorias",
  "tutoriais",
  "franquia",
  "marcas",
  "depoimentos",
  "lojas",
  "lojas-destaque",
  "newsletter",
  "contato",
];
const PUBLIC_PAGES = [
  "/",
  "/clube-basiquinha",
  "/seja-um-franqueado",
  "/mapa-do-site",
  "/politica-de-privacidade",
];

const activeStores = DEMO_STORES.filter((s) => s.active !== false);
const inactiveStores = DEMO_STORES.filter((s) => s.active === false);

/**
 * Rows of the running server's embedded database, read from a copy of its data folder (PGlite
 * is single-process, so the live folder cannot be opened twice).
 */
async function subscribers(
  email: string,
): Promise<{ email: string; source: string; status: string }[]> {
  const live = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e", "pglite");
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "basiquinha-e2e-db-"));
  fs.cpSync(live, copy, { recursive: true });
  const db = await PGlite.create({ dataDir: copy });
  try {
    const result = await db.query<{ email: string; source: string; status: string }>(
      "select email, source, status from newsletter_subscribers where lower(email) = lower($1)",
      [email],
    );
    return result.rows;
  } finally {
    await db.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Tests never reach the internet: other hosts (YouTube thumbnails, shop) are refused. */
async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}

test.beforeEach(async ({ page }) => {
  await offline(page);
});

test.describe("home page", () => {
  test("shows every section in the spec's order, then the footer", async ({ page }) => {
    await page.goto("/");
    const ids = await page.locator("main > section").evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(HOME_SECTIONS);
    const footerAfterMain = await page.evaluate(() => {
      const main = document.querySelector("main");
      const footer = document.querySelector("footer");
      return Boolean(
        main && footer && main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(footerAfterMain).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Basiquinha");
    for (const name of ["Conheça Nossa Essência", "Nossas Lojas", "Seja Um Franqueado"]) {
      await expect(page.locator("#inicio").getByRole("link", { name })).toBeVisible();
    }
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the first screen searches stores by city or CEP`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const field = page.getByRole("searchbox", { name: "Encontre a loja mais perto de você" });
      await expect(field).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await field.fill("74505-010");
      await field.press("Enter");
      await expect(page).toHaveURL(/\/nossas-lojas\?search=74505-010$/);
      await expect(page.locator("[data-store-card]").first()).toContainText("Basiquinha Campinas");
      await expect(page.locator("[data-count-line]")).toContainText(
        "mais próximas do CEP 74505-010",
      );
    });
  }

  test("the beauty journey has one active step, operable with the keyboard", async ({ page }) => {
    await page.goto("/");
    const tabs = page
      .getByRole("tablist", { name: "Passos da jornada de beleza" })
      .getByRole("tab");
    await expect(tabs).toHaveCount(4);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText("Descoberta");

    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Experimentação");
    await page.keyboard.press("End");
    await expect(page.getByRole("tabpanel")).toContainText("Empoderamento");
    await tabs.nth(2).click();
    await expect(page.getByRole("tabpanel")).toContainText("Transformação");
    await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "false");
  });

  test("tutorials load the privacy-enhanced player only on click", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#tutoriais");
    await expect(section.locator("iframe")).toHaveCount(0);
    const facades = section.getByTestId("video-facade");
    await expect(facades).toHaveCount(5);
    // The section's code comes after the page's: until then a video is a link to YouTube.
    await expect(facades.first()).toHaveAttribute(
      "href",
      /^https:\/\/www\.youtube\.com\/watch\?v=/,
    );
    await partHydrated(section);
    await facades.first().click();
    const player = section.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    await expect(section.getByRole("link", { name: /Inscreva-se no Canal/ })).toHaveAttribute(
      "href",
      `${DEMO_SITE_SETTINGS.youtubeUrl}?sub_confirmation=1`,
    );
  });

  test("the banner carousel runs once it is scrolled to", async ({ page }) => {
    await page.goto("/");
    const slides = page.locator("#marcas").locator('[aria-roledescription="slide"]');
    await page.locator("#marcas").scrollIntoViewIfNeeded();
    // Running: the banners other than the current one are hidden from assistive tech.
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "true");
    await expect(slides.first()).toHaveAttribute("aria-hidden", "false");
  });

  test("brands show the carousel, the logos and a hover card after 700 ms", async ({ page }) => {
    await freezeClock(page);
    const engineRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/banner-carousel-engine-[\w-]+\.js$/.test(request.url())) {
        engineRequests.push(request.url());
      }
    });
    await page.goto("/");
    const section = page.locator("#marcas");
    // Banners other than the current one are hidden from assistive tech once the carousel runs.
    const slides = section.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(6);
    // Newest first: the seed's first banner is the newest, and it has a link.
    await expect(slides.first().getByRole("img")).toHaveAttribute(
      "alt",
      "Semana do Skincare: até 30% off em séruns e hidratantes",
    );
    await expect(slides.first().getByRole("link")).toHaveAttribute(
      "href",
      "https://loja.basiquinha.com.br/skincare",
    );
    await expect(slides.nth(2).getByRole("link")).toHaveCount(0);
    // The carousel starts when it comes near the screen, not while the page loads far above it.
    await page.waitForLoadState("networkidle");
    expect(engineRequests).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    // (It then runs on timers and animation frames, which this test's frozen clock holds.)
    await expect.poll(() => engineRequests.length).toBe(1);

    const logos = section.getByTestId("brand-logo");
    await expect(logos).toHaveCount(11);
    await expect(logos.getByRole("img", { name: "Brilho Tropical" })).toHaveCount(0);
    const first = logos.first();
    const card = first.locator("[data-state]");
    // The card's delays (700 ms to open, 300 ms to close) run on the browser's fake clock.
    await first.hover();
    await page.clock.runFor(650);
    await expect(card).toHaveAttribute("data-state", "closed");
    await page.clock.runFor(100);
    await expect(card).toHaveAttribute("data-state", "open");
    await expect(card).toHaveText("Aurora Beauty");
    await page.mouse.move(0, 0);
    await page.clock.runFor(250);
    await expect(card).toHaveAttribute("data-state", "open");
    await page.clock.runFor(100);
    await expect(card).toHaveAttribute("data-state", "closed");
  });

  test("highlights three stores of the flagship city with WhatsApp and links to all stores", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#lojas");
    // Without a saved position: the city with the most active stores, by name.
    const perCity = new Map<string, number>();
    for (const s of activeStores) perCity.set(s.city, (perCity.get(s.city) ?? 0) + 1);
    const flagship = [...perCity].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
    const names = activeStores
      .filter((s) => s.city === flagship)
      .map((s) => s.name)
      .sort((a, b) => (a < b ? -1 : 1));
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText(names.slice(0, 3));
    const whatsapp = cards.first().getByRole("link", { name: /Falar com a Loja/ });
    const href = await whatsapp.getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    expect(decodeURIComponent(href!.split("text=")[1]!)).toBe(
      `Olá! Gostaria de mais informações sobre a loja ${names[0]}.`,
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(section.getByRole("link", { name: "Ver Todas as Lojas" })).toHaveAttribute(
      "href",
      "/nossas-lojas",
    );

    const featured = page.locator("#lojas-destaque").getByRole("link", {
      name: /Ver Página da Loja/,
    });
    expect(await featured.count()).toBeGreaterThan(0);
    for (const link of await featured.all()) {
      const target = await link.getAttribute("href");
      expect(activeStores.map((s) => `/${slugify(s.name)}`)).toContain(target);
    }
  });
});

test.describe("header", () => {
  test("turns solid after 50px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header[data-solid]");
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(async () => {
      window.scrollTo(0, 40);
      // Two frames: the scroll event has been delivered and React has rendered its answer.
      for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
    });
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-solid", "true");
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("the Intranet menu closes on an outside click and on Escape", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByTestId("intranet-menu");
    const login = menu.getByRole("link", { name: "Login Administrativo" });
    await expect(login).toBeHidden();
    await menu.locator("summary").click();
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", "/login");
    const webmail = menu.getByRole("link", { name: /Webmail/ });
    await expect(webmail).toHaveAttribute("href", DEMO_SITE_SETTINGS.webmailUrl);
    await expect(webmail).toHaveAttribute("target", "_blank");
    await expect(webmail).toHaveAttribute("rel", /noopener/);

    // The menu opens without JavaScript; closing it from outside needs the header hydrated,
    // which may finish a moment after the router exists: click again until it has.
    await expect(async () => {
      await page.locator("#nossa-essencia-titulo").click();
      await expect(login).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    await menu.locator("summary").click();
    await expect(login).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(login).toBeHidden();
  });

  test("social links and 'Visite Nossa Loja' come from the site settings", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header[data-solid]");
    await expect(header.getByRole("link", { name: /Visite Nossa Loja/ })).toHaveAttribute(
      "href",
      DEMO_SITE_SETTINGS.onlineShopUrl,
    );
    await expect(header.getByRole("link", { name: /Instagram/ }).first()).toHaveAttribute(
      "href",
      DEMO_SITE_SETTINGS.instagramUrl,
    );
  });

  test("anchors scroll to their section, also from another page", async ({ page }) => {
    await page.goto("/mapa-do-site");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: "Sobre Nós" }).click();
    await expect(page).toHaveURL(/\/#nossa-essencia$/);
    await expect(page.locator("#nossa-essencia-titulo")).toBeInViewport();

    await nav.getByRole("link", { name: "Contato" }).click();
    await expect(page).toHaveURL(/\/#contato$/);
    await expect(page.locator("#contato-titulo")).toBeInViewport();
  });

  test("the menu marks the current page, and the mark follows the visitor", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Principal" });
    const current = () => nav.locator('a[aria-current="page"]');
    await page.goto("/blog");
    await expect(current()).toHaveCount(1);
    await expect(current()).toHaveText("Blog");
    await expect(current()).toHaveClass(/font-semibold/);
    // The phone's copy of the menu (closed, so out of the accessibility tree) marks the same page.
    const phoneMenu = page.getByTestId("mobile-menu").locator("nav");
    await expect(phoneMenu.locator('a[aria-current="page"]')).toHaveText("Blog");

    // A page inside a section (a category of the blog) is not the section's page: nothing is
    // marked, as before.
    await page.goto("/blog/categoria/skincare");
    await expect(current()).toHaveCount(0);

    await nav.getByRole("link", { name: "Nossas Lojas" }).click();
    await expect(page).toHaveURL(/\/nossas-lojas$/);
    await expect(current()).toHaveText("Nossas Lojas");
    await expect(nav.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current");

    // The in-page anchors of the home are never marked, the home itself is.
    await nav.getByRole("link", { name: "Início" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(current()).toHaveText("Início");
  });

  test("a route change scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Mapa do Site" }).click();
    await expect(page).toHaveURL(/\/mapa-do-site$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mapa do Site" })).toBeVisible();
    // The site scrolls smoothly (scroll-behavior: smooth), so the page glides back to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the mobile menu works at 375px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
    const menu = page.getByTestId("mobile-menu");
    const nav = menu.getByRole("navigation");
    await expect(nav).toBeHidden();
    await menu.locator("summary").click();
    await expect(nav).toBeVisible();
    for (const name of [
      "Início",
      "Sobre Nós",
      "Nossas Lojas",
      "Blog",
      "Clube Basiquinha",
      "Seja Um Franqueado",
      "Contato",
      "Login Administrativo",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: /Visite Nossa Loja/ })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await nav.getByRole("link", { name: "Clube Basiquinha" }).click();
    await expect(page).toHaveURL(/\/clube-basiquinha$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clube Basiquinha");
    await expect(nav).toBeHidden();

    await menu.locator("summary").click();
    await expect(nav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
  });
});

test.describe("footer", () => {
  test("links stores by city, products and the contacts from the settings", async ({ page }) => {
    await page.goto("/seja-um-franqueado");
    const footer = page.locator("footer");
    // Each city links to its page of the store directory.
    for (const [city, path] of [
      ["Goiânia", "/nossas-lojas/go/goiania"],
      ["Anápolis", "/nossas-lojas/go/anapolis"],
      ["Formosa", "/nossas-lojas/go/formosa"],
      ["Trindade", "/nossas-lojas/go/trindade"],
    ]) {
      await expect(footer.getByRole("link", { name: city, exact: true })).toHaveAttribute(
        "href",
        path!,
      );
    }
    for (const product of ["Maquiagem", "Skincare", "Perfumes", "Eletro"]) {
      await expect(footer.getByRole("link", { name: new RegExp(product) })).toBeVisible();
    }
    await expect(
      footer.getByRole("link", { name: DEMO_SITE_SETTINGS.contactEmail }),
    ).toHaveAttribute("href", `mailto:${DEMO_SITE_SETTINGS.contactEmail}`);
    await expect(footer.getByText(DEMO_SITE_SETTINGS.contactPhone)).toBeVisible();
    await expect(
      footer.getByRole("list").getByRole("link", { name: "Política de Privacidade" }),
    ).toHaveAttribute("href", "/politica-de-privacidade");
    await expect(
      footer.getByRole("link", { name: "Solicitações sobre dados pessoais" }),
    ).toHaveAttribute("href", "/privacidade/solicitacao");
  });
});

/** The answer sits right under the button that was pressed (not in a toast elsewhere). */
async function expectNextTo(feedback: Locator, button: Locator) {
  const [answer, pressed] = [await feedback.boundingBox(), await button.boundingBox()];
  expect(answer && pressed).toBeTruthy();
  expect(Math.abs(answer!.y - (pressed!.y + pressed!.height))).toBeLessThan(200);
}

test.describe("newsletter", () => {
  test("answers next to the form used: empty, invalid, and one answer for a new or known address", async ({
    page,
  }) => {
    const email = uniqueEmail("main");
    await page.goto("/#newsletter");
    // One newsletter form on the home page besides the footer's.
    await expect(page.locator("main form[action='/newsletter']")).toHaveCount(1);
    const form = page.locator('form[data-source="newsletter"]');
    const input = form.getByRole("textbox");
    const submit = form.getByRole("button");

    // The router exists before every part of the page has hydrated: until the form has, the
    // browser's own check holds the empty submit back, so try again until the page answers.
    await expect(async () => {
      await submit.click();
      await expect(form.getByText("Por favor, insira seu e-mail")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    await input.fill("maria@");
    await submit.click();
    await expect(
      form.getByText("Digite um e-mail válido, como nome@exemplo.com.br."),
    ).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");

    // Hold the answer back until the submitting state has been seen.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/newsletter", async (route) => {
      await held;
      await route.continue();
    });
    await input.fill(email.toUpperCase());
    await submit.click();
    await expect(submit).toHaveText("Cadastrando...");
    await expect(submit).toBeDisabled();
    answer();
    const feedback = form.getByTestId("newsletter-feedback");
    await expect(feedback).toHaveText(REQUESTED);
    await expectNextTo(feedback, submit);
    await expect(input).toHaveValue("");
    await expect(submit).toHaveText("Cadastrar");
    // Waiting for the link in the e-mail: not a subscriber yet.
    expect(await subscribers(email)).toEqual([{ email, source: "newsletter", status: "pending" }]);
    // The text agreed to and the privacy notice sit next to the form.
    await expect(form.getByText(/^Ao cadastrar, você aceita receber por e-mail/)).toBeVisible();
    await expect(form.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute(
      "href",
      "/politica-de-privacidade",
    );

    // The same address again, from the footer: the same answer, next to that form, one row.
    await page.reload();
    const footer = page.locator('form[data-source="footer"]');
    await partHydrated(footer);
    await footer.getByRole("textbox").fill(email);
    await footer.getByRole("button").click();
    await expect(footer.getByTestId("newsletter-feedback")).toHaveText(REQUESTED);
    await expectNextTo(footer.getByTestId("newsletter-feedback"), footer.getByRole("button"));
    expect(await subscribers(email)).toEqual([{ email, source: "newsletter", status: "pending" }]);
  });

  test("the footer form subscribes without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await offline(page);
    const email = uniqueEmail("nojs");
    await page.goto("/clube-basiquinha");
    const form = page.locator('form[data-source="footer"]');
    await form.getByRole("textbox").fill(email);
    await form.getByRole("button").click();
    await expect(page).toHaveURL(/\/clube-basiquinha#newsletter-rodape$/);
    // The flash message; the form's own (empty) status line is hidden once the styles apply, and
    // the page may still be loading them right after the redirect.
    await expect(page.getByRole("status").filter({ hasText: REQUESTED })).toBeVisible();
    expect(await subscribers(email)).toEqual([{ email, source: "footer", status: "pending" }]);
    await context.close();
  });
});

test.describe("club page", () => {
  test("states the members from the settings without animating them, and rotates testimonials until the visitor takes over", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto("/clube-basiquinha");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clube Basiquinha");
    await expect(page.getByText("esta semana")).toHaveCount(0);
    await expect(page.getByText("100% Gratuito • Sem mensalidades")).toBeVisible();
    // A figure staff state, not a live count: the same from the first frame on.
    const counter = page.getByTestId("member-count");
    await expect(counter).toHaveText("12.847");
    await page.clock.runFor(3_100);
    await expect(counter).toHaveText("12.847");

    const slides = page.getByTestId("club-testimonial");
    await expect(slides).toHaveCount(5);
    const current = () =>
      slides.evaluateAll((els) => els.findIndex((el) => !(el as HTMLElement).hidden));
    await page.mouse.move(0, 0);
    expect(await current()).toBe(0);
    // 3.1 s have run for the counter: the first turn comes at 4 s.
    await page.clock.runFor(800);
    expect(await current()).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(current).toBe(1);

    await page.getByRole("button", { name: "Ir para o depoimento 4" }).click();
    await expect(slides.nth(3)).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(slides.nth(3)).toBeVisible();
    await page.getByRole("button", { name: "Próximo depoimento" }).click();
    await expect(slides.nth(4)).toBeVisible();
  });

  test("every call to action opens the signup in a new tab", async ({ page }) => {
    await page.goto("/clube-basiquinha");
    const signup = page.getByRole("link", { name: /Cadastre-se Agora/ });
    await expect(signup).toHaveCount(2);
    for (const link of await signup.all()) {
      await expect(link).toHaveAttribute("href", DEMO_SITE_SETTINGS.clubSignupUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("'Resgatar Agora' processes for 1.5 s, then opens the signup", async ({ page, context }) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Cadastro</title>" }),
    );
    await freezeClock(page);
    await page.goto("/clube-basiquinha");
    const cards = page.getByTestId("reward-card");
    await expect(cards).toHaveCount(4);
    // By keyboard: the frozen clock holds hover timers, and the pointer would have to cross the
    // fixed header; Enter turns the card and focus lands on its 'Resgatar Agora'.
    await cards
      .first()
      .getByRole("button", { name: /Ver detalhes/ })
      .press("Enter");
    const redeem = cards.first().getByRole("link", { name: /Resgatar Agora/ });
    await expect(redeem).toBeFocused();
    const opened: string[] = [];
    context.on("page", (popup) => opened.push(popup.url()));
    await page.keyboard.press("Enter");
    await expect(cards.first().getByText("Processando...")).toBeVisible();
    await page.clock.runFor(1_400);
    expect(opened).toEqual([]);
    await expect(cards.first().getByText("Processando...")).toBeVisible();
    const popupPromise = context.waitForEvent("page");
    await page.clock.runFor(100);
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(DEMO_SITE_SETTINGS.clubSignupUrl);
    await expect(cards.first().getByText("Resgatar Agora")).toBeAttached();
  });

  test("with reduced motion the numbers are final and nothing advances", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/clube-basiquinha");
    await expect(page.getByTestId("member-count")).toHaveText("12.847");
    const slides = page.getByTestId("club-testimonial");
    await page.clock.runFor(20_000);
    await expect(page.getByTestId("member-count")).toHaveText("12.847");
    await expect(slides.nth(0)).toBeVisible();
  });
});

test.describe("franchise page", () => {
  test("shows every section and opens the franchise site in a new tab", async ({ page }) => {
    await page.goto("/seja-um-franqueado");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Seja um Franqueado Basiquinha",
    );
    for (const heading of [
      "Por que ser um franqueado Basiquinha",
      "Suporte completo da franqueadora",
      "Perfil ideal do franqueado",
      "Como se tornar um franqueado em 5 passos",
      "Investimento e retorno",
      "Perguntas frequentes",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const figure of ["a partir de R$ 200 mil", "24 a 36 meses", "3% do faturamento"]) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    const ctas = page.getByRole("link", { name: /Quero Ser Franqueado/ });
    expect(await ctas.count()).toBeGreaterThanOrEqual(2);
    for (const link of await ctas.all()) {
      await expect(link).toHaveAttribute("href", DEMO_SITE_SETTINGS.franchiseUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const answer = page.getByText(/entre R\$ 200 mil e R\$ 450 mil/);
    await expect(answer).toBeHidden();
    await page.getByText("Quanto preciso investir para abrir uma franquia?").click();
    await expect(answer).toBeVisible();
  });
});

test.describe("site map page", () => {
  test("lists active stores by state and city with counts computed from the data", async ({
    page,
  }) => {
    await page.goto("/mapa-do-site");
    await expect(page.getByRole("navigation", { name: "Trilha de navegação" })).toContainText(
      "Início",
    );
    const states = new Set(activeStores.map((s) => s.state));
    const cities = new Set(activeStores.map((s) => `${s.city}|${s.state}`));
    const stats = page.getByTestId("site-map-stats");
    const figure = (label: string) =>
      stats.locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
    await expect(figure("lojas").locator("dd")).toHaveText(String(activeStores.length));
    await expect(figure("estados").locator("dd")).toHaveText(String(states.size));
    await expect(figure("cidades").locator("dd")).toHaveText(String(cities.size));
    await expect(figure("produtos").locator("dd")).toHaveText("20k+");

    const goias = page.getByTestId("site-map-state").filter({ hasText: "Goiás" }).first();
    const inGoias = activeStores.filter((s) => s.state === "Goiás").length;
    await expect(goias.getByRole("heading", { level: 3 })).toContainText(`${inGoias} lojas`);
    for (const city of new Set(activeStores.map((s) => s.city))) {
      const n = activeStores.filter((s) => s.city === city).length;
      await expect(
        page.getByRole("heading", { level: 4, name: new RegExp(`^${city} \\(`) }),
      ).toContainText(`(${n} ${n === 1 ? "loja" : "lojas"})`);
    }

    for (const store of activeStores) {
      await expect(page.locator(`main a[href="/${slugify(store.name)}"]`)).toHaveText(
        store.neighborhood,
      );
    }
    for (const store of inactiveStores) {
      await expect(page.locator(`main a[href="/${slugify(store.name)}"]`)).toHaveCount(0);
    }
    for (const name of ["Página Inicial", "Nossas Lojas", "Seja um Franqueado", "Blog"]) {
      await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
    }
  });
});

test.describe("search engines", () => {
  test("server HTML has each page's heading, content, title and canonical link", async ({
    request,
  }) => {
    const expectations: Record<string, { h1: RegExp; text: string; title: RegExp }> = {
      "/": { h1: /Basiquinha/, text: "Nossa Essência", title: /Basiquinha \| Cosméticos/ },
      "/clube-basiquinha": {
        h1: /Clube Basiquinha/,
        text: "12.847",
        title: /Clube Basiquinha/,
      },
      "/seja-um-franqueado": {
        h1: /Seja um Franqueado/,
        text: "Investimento e retorno",
        title: /Franqueado/,
      },
      "/mapa-do-site": { h1: /Mapa do Site/, text: "Lojas por estado", title: /Mapa do Site/ },
    };
    for (const [pathname, expected] of Object.entries(expectations)) {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(200);
      expect(response.headers()["cache-control"]).toContain("s-maxage=");
      const html = await response.text();
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, "");
      expect(h1, pathname).toMatch(expected.h1);
      expect(html, pathname).toContain(expected.text);
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1], pathname).toMatch(expected.title);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical, pathname).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname).toBe(pathname);
      expect(html).toContain('property="og:title"');
      expect(html).toContain('name="twitter:card"');
    }
  });

  test("structured data: Organization with up to 5 stores, Article, BreadcrumbList", async ({
    request,
  }) => {
    const jsonLd = async (pathname: string) => {
      const html = await (await request.get(pathname)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
    };
    const [org] = await jsonLd("/");
    expect(org).toMatchObject({ "@type": "Organization", name: "Basiquinha" });
    expect((org!.location as unknown[]).length).toBe(5);
    expect((await jsonLd("/seja-um-franqueado"))[0]).toMatchObject({ "@type": "Article" });
    expect((await jsonLd("/mapa-do-site"))[0]).toMatchObject({ "@type": "BreadcrumbList" });
  });

  test("/sitemap.xml lists every active store and published post and nothing hidden", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = (new XMLParser().parse(xml).urlset.url as { loc: string }[]).map(
      (u) => new URL(u.loc).pathname,
    );
    for (const page of [...PUBLIC_PAGES, "/nossas-lojas", "/blog"]) expect(urls).toContain(page);
    for (const store of activeStores) expect(urls).toContain(`/${slugify(store.name)}`);
    for (const store of inactiveStores) expect(urls).not.toContain(`/${slugify(store.name)}`);
    const postUrls = urls.filter((u) => /^\/blog\/\d+/.test(u));
    const published = DEMO_POSTS.filter((p) => p.published);
    expect(postUrls).toHaveLength(published.length);
    for (const post of published) {
      expect(postUrls.some((u) => u.endsWith(`-${slugify(post.title)}`))).toBe(true);
    }
    for (const draft of DEMO_POSTS.filter((p) => !p.published)) {
      expect(urls.some((u) => u.endsWith(slugify(draft.title)))).toBe(false);
    }
    expect(urls.some((u) => u.startsWith("/blog/categoria/"))).toBe(true);
  });

  test("/robots.txt keeps crawlers out of the restricted area and names the sitemap", async ({
    request,
  }) => {
    const text = await okText(request, "/robots.txt");
    for (const path of ["/restrita", "/admin", "/login"]) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
    }
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});

test.describe("accessibility", () => {
  for (const pathname of PUBLIC_PAGES) {
    test(`axe finds no serious or critical violation on ${pathname}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(pathname);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
    });
  }
});
