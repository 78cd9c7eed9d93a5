/**
 * A first visit on a phone (390×844, touch): what a shopper does first must work first.
 */
import { XMLParser } from "fast-xml-parser";
import sharp from "sharp";
import {
  alreadyAsked,
  DESKTOP,
  editFirstHomeBanner,
  locationDialog,
  mapAlreadyOpened,
} from "./fixtures";
import { expect, freezeClock, partHydrated, test, type Page } from "./test";

const PHONE = { width: 390, height: 844 };
const BUENO = "/basiquinha-setor-bueno";

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The store locator with the clock stopped: nothing happens by itself until the test runs it. */
async function openLocatorFrozen(page: Page, url = "/nossas-lojas") {
  await freezeClock(page);
  await page.goto(url);
}

test.describe("store locator on a fresh visit", () => {
  test("searching shows the results and no location dialog, even after waiting", async ({
    page,
  }) => {
    await openLocatorFrozen(page);
    const search = page.getByRole("combobox", { name: /Buscar lojas/ });
    await search.fill("anapolis");
    await search.press("Enter");
    await expect(page).toHaveURL(/search=anapolis/);
    await expect(page.locator("[data-store-card]")).toHaveCount(3);
    await page.clock.runFor(10_000);
    await expect(locationDialog(page)).toBeHidden();
    // The list/map toggle is not taken over either.
    await page.getByRole("button", { name: "Mapa", exact: true }).tap();
    await page.clock.runFor(5_000);
    await expect(locationDialog(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Mapa", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("a page that already answers a search never asks by itself", async ({ page }) => {
    await openLocatorFrozen(page, "/nossas-lojas?cidade=Goi%C3%A2nia");
    await page.clock.runFor(10_000);
    await expect(locationDialog(page)).toBeHidden();
    await expect(page.locator("[data-store-card]").first()).toBeVisible();
  });

  test("the location button still asks, and idling 3 s on the bare page asks once", async ({
    page,
  }) => {
    await openLocatorFrozen(page);
    // Timed from the button's hydration (its code comes after the page's first download).
    await partHydrated(page.getByRole("button", { name: "Encontrar Lojas Próximas" }));
    await page.clock.runFor(4_500);
    await expect(locationDialog(page)).toBeVisible();
    await locationDialog(page).getByRole("button", { name: "Não permitir" }).tap();
    await expect(locationDialog(page)).toBeHidden();
    await page.getByRole("button", { name: "Encontrar Lojas Próximas" }).tap();
    await expect(locationDialog(page)).toBeVisible();
  });
});

/** Opacity of an element as painted: its own times every ancestor's. */
async function paintedOpacity(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`the locator's title and search box are readable in the first paint (JavaScript ${
    javaScriptEnabled ? "on" : "off"
  })`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled,
    });
    const page = await context.newPage();
    await page.goto("/nossas-lojas");
    // Every entrance animation rewound to its first frame: what the first paint shows.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
    });
    await page.screenshot();
    for (const selector of ["h1", 'input[name="search"]', "[data-count-line]", "nav ol"]) {
      expect(await paintedOpacity(page, selector), selector).toBe(1);
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(page.locator('input[name="search"]')).toBeInViewport();
    await context.close();
  });
}

test("with reduced motion nothing in the locator's header moves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/nossas-lojas");
  const moving = await page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a instanceof CSSAnimation && a.animationName === "locator-rise").length,
  );
  expect(moving).toBe(0);
});

test.describe("store page", () => {
  test("status with today's hours, address and WhatsApp, call and directions fit the first screen", async ({
    page,
  }) => {
    await page.goto(BUENO);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Basiquinha Setor Bueno");
    const status = page.getByTestId("store-quick-status");
    await expect(status).toContainText(/Aberto agora|Fechado/);
    await expect(status).toContainText(/Hoje: /);
    const summary = page.getByTestId("store-quick-info");
    const address = summary.getByText(/Avenida T-4/);
    const whatsapp = summary.getByRole("link", { name: /WhatsApp/ });
    const call = summary.getByRole("link", { name: /Ligar/ });
    const directions = summary.getByRole("link", { name: /Como Chegar/ });
    for (const item of [status, address, whatsapp, call, directions]) {
      await expect(item).toBeInViewport({ ratio: 1 });
    }
    await expect(call).toHaveAttribute("href", /^tel:\+55\d{10,11}$/);
    // The banners come after the summary.
    const banners = page.getByRole("region", { name: /^Banners da/ });
    const bannerBox = await banners.boundingBox();
    const summaryBox = await summary.boundingBox();
    expect(bannerBox!.y).toBeGreaterThan(summaryBox!.y + summaryBox!.height - 1);
  });

  test("on a desktop the summary shows without its phone buttons", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(BUENO);
    const summary = page.getByTestId("store-quick-info");
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: /Ligar/ })).toBeHidden();
    await context.close();
  });
});

test("a club reward card opens on a tap and its 'Resgatar Agora' works", async ({
  page,
  context,
}) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Cadastro</title>" }),
  );
  await page.goto("/clube-basiquinha");
  const card = page.getByTestId("reward-card").first();
  await card.scrollIntoViewIfNeeded();
  const redeem = card.getByRole("link", { name: /Resgatar Agora/ });
  await expect(redeem).toBeHidden();
  await card.tap();
  await expect(card).toHaveAttribute("data-flipped", "true");
  await expect(redeem).toBeVisible();
  await redeem.tap();
  await expect(card.getByText("Processando...")).toBeVisible();
  // 'Voltar' turns it back.
  await card.getByRole("button", { name: /Voltar/ }).tap();
  await expect(card).toHaveAttribute("data-flipped", "false");
});

test("a club reward card opens with the keyboard", async ({ page }) => {
  await page.goto("/clube-basiquinha");
  const card = page.getByTestId("reward-card").nth(1);
  const details = card.getByRole("button", { name: /Ver detalhes/ });
  await details.focus();
  await page.keyboard.press("Enter");
  await expect(card).toHaveAttribute("data-flipped", "true");
  await expect(card.getByRole("link", { name: /Resgatar Agora/ })).toBeFocused();
});

test("the blog index reaches every published post within two clicks", async ({ page, request }) => {
  const feed = new XMLParser().parse(await (await request.get("/blog/rss.xml")).text());
  const published = (feed.rss.channel.item as { link: string }[]).map(
    (item) => new URL(item.link).pathname,
  );
  expect(published.length).toBeGreaterThan(6);

  const postLinks = async () =>
    page
      .locator("main a[href^='/blog/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  await page.goto("/blog");
  const reached = new Set(await postLinks());
  const more = page.getByRole("link", { name: "Ver mais posts" });
  await expect(more).toHaveAttribute("href", "/blog/pagina/2");
  await more.tap();
  await expect(page).toHaveURL(/\/blog\/pagina\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mais posts");
  for (const href of await postLinks()) reached.add(href);
  for (const path of published) expect(reached, path).toContain(path);
});

test("a blog page past the last answers 404 and page 1 is the blog home", async ({ request }) => {
  expect((await request.get("/blog/pagina/99")).status()).toBe(404);
  expect((await request.get("/blog/pagina/abc")).status()).toBe(404);
  const first = await request.get("/blog/pagina/1", { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers()["location"]).toBe("/blog");
});

test.describe("home page stores", () => {
  test("with a position saved on the locator, the nearest three with their distance", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "basiquinha:localizacao",
        JSON.stringify({ latitude: -16.7049, longitude: -49.2709 }),
      );
      window.localStorage.setItem("basiquinha:localizacao-salva-em", String(Date.now()));
    });
    await page.goto("/");
    const section = page.locator("#lojas");
    await expect(section.getByTestId("nearest-note")).toHaveText(
      "As mais próximas da sua localização",
    );
    const cards = section.getByTestId("highlight-stores").getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole("heading")).toHaveText("Basiquinha Setor Bueno");
    const distances = await cards.locator("[data-distance]").allTextContents();
    expect(distances).toHaveLength(3);
    for (const text of distances) expect(text).toMatch(/^Distância: [\d,]+ (m|km)$/);
  });

  test("without a position, the flagship city's stores and no distances", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#lojas").getByTestId("highlight-stores").getByRole("listitem");
    await expect(cards).toHaveCount(3);
    for (const text of await cards.locator("p").allTextContents()) {
      expect(text).not.toMatch(/Distância/);
    }
    await expect(cards.getByText(/Goiânia - GO/).first()).toBeVisible();
    await expect(page.getByTestId("nearest-note")).toHaveCount(0);
  });
});

test.describe("details", () => {
  test("without JavaScript the header is solid and the store banner has no dead controls", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(BUENO);
    await page.evaluate(() => window.scrollTo(0, 600));
    const background = await page
      .locator("header")
      .evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(background).not.toBe("rgba(0, 0, 0, 0)");
    const banners = page.getByRole("region", { name: /^Banners da/ });
    await expect(banners.getByRole("button")).toHaveCount(0);
    const firstBanner = banners.locator("img").first();
    await expect(firstBanner).toBeVisible();
    expect(await firstBanner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await context.close();
  });

  test("the store banner's controls sit under the image on a phone", async ({ page }) => {
    await page.goto(BUENO);
    const banners = page.getByRole("region", { name: /^Banners da/ });
    const image = await banners.locator("img").first().boundingBox();
    const next = await banners.getByRole("button", { name: "Próximo banner" }).boundingBox();
    expect(next!.y).toBeGreaterThanOrEqual(image!.y + image!.height - 1);
  });

  test("the open phone menu holds the page still", async ({ page }) => {
    await page.goto("/");
    const overflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await overflow()).not.toBe("hidden");
    await page.getByTestId("mobile-menu").locator("summary").tap();
    await expect(page.getByRole("navigation", { name: "Menu principal (celular)" })).toBeVisible();
    expect(await overflow()).toBe("hidden");
    await page.getByTestId("mobile-menu").locator("summary").tap();
    expect(await overflow()).not.toBe("hidden");
  });

  test("toasts appear at the bottom, clear of the logo and the breadcrumb", async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto("/nossas-lojas");
    await page.getByRole("button", { name: "Encontrar Lojas Próximas" }).tap();
    await page.getByRole("button", { name: "Permitir localização" }).tap();
    const toast = page.getByText("Localização negada");
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThan(PHONE.height / 2);
  });

  test("store page: 'Início' in the breadcrumb, one heading type, an e-mail that wraps whole and grammatical copy", async ({
    page,
  }) => {
    await page.goto(BUENO);
    const crumbs = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(crumbs.getByRole("link").first()).toHaveText("Início");
    const fonts = await page
      .locator("main :is(h1, h2, h3, h4)")
      .evaluateAll((headings) => [...new Set(headings.map((h) => getComputedStyle(h).fontFamily))]);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toContain("Playfair");
    const email = page.getByRole("link", { name: "setorbueno@basiquinha.com.br" });
    await expect(email.locator("wbr")).toHaveCount(3);
    expect(await email.evaluate((a) => getComputedStyle(a).wordBreak)).not.toBe("break-all");
    await expect(page.getByTestId("store-hero")).toContainText("no coração do bairro Setor Bueno");
  });

  test("a post's headings share one type and 'Comentar' says it opens Instagram", async ({
    page,
    request,
  }) => {
    const feed = new XMLParser().parse(await (await request.get("/blog/rss.xml")).text());
    const first = (feed.rss.channel.item as { link: string }[])[0]!;
    await page.goto(new URL(first.link).pathname);
    const fonts = await page
      .locator("article :is(h1, h2, h3, h4)")
      .evaluateAll((headings) => [...new Set(headings.map((h) => getComputedStyle(h).fontFamily))]);
    expect(fonts.every((font) => font.includes("Playfair"))).toBe(true);
    await expect(page.getByRole("link", { name: /Comentar no Instagram/ })).toBeVisible();
  });
});

test.describe("nearest to me on the locator", () => {
  test.use({
    geolocation: { latitude: -16.7049, longitude: -49.2709 },
    permissions: ["geolocation"],
  });

  test("'Reordenando lojas...' ends when the list is reordered, not seconds later", async ({
    page,
  }) => {
    await openLocatorFrozen(page);
    await page.getByRole("button", { name: "Encontrar Lojas Próximas" }).tap();
    await page.getByRole("button", { name: "Permitir localização" }).tap();
    await expect(page.locator("[data-store-card] [data-distance]").first()).toBeVisible();
    // The fixed clock never reaches the 2 s mark: only the reordered list ends the spinner.
    await expect(page.getByRole("button", { name: "Localização Ativa" })).toBeVisible();
  });
});

test.describe("map on a desktop", () => {
  test.use(DESKTOP);

  test("map pop-ups use the site's colours", async ({ page }) => {
    await alreadyAsked(page);
    await mapAlreadyOpened(page);
    await page.goto("/nossas-lojas?cidade=Formosa");
    await page.locator("#lojas-list").scrollIntoViewIfNeeded();
    const map = page.getByRole("region", { name: "Mapa das lojas" });
    await map.locator('.leaflet-marker-icon[title="Basiquinha Formosa Setor Sul"]').click();
    const link = map.locator(".leaflet-popup-content a");
    await expect(link).toHaveText("Ver Página da Loja");
    // Asked again until it holds: the map may redraw its pop-up as it brings the store into view.
    await expect(link).toHaveCSS("color", "rgb(190, 24, 93)");
  });
});

test.describe("banner form for staff", () => {
  test.use(DESKTOP);

  test("previews the crop on a computer and on a phone with the safe area and the recommended size", async ({
    page,
  }) => {
    // The demo has the maximum of 6 banners: the edit form of the first one.
    await editFirstHomeBanner(page);
    await expect(page.getByTestId("banner-safe-area")).toHaveCount(2);
    await expect(page.getByText(/tamanho recomendado 1600 × 600 px/)).toBeVisible();
    const image = await sharp({
      create: { width: 1600, height: 600, channels: 3, background: { r: 190, g: 24, b: 93 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Imagem", { exact: true })
      .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: image });
    const preview = page.getByTestId("banner-crop-preview");
    await expect(preview.getByText("No computador")).toBeVisible();
    await expect(preview.getByText(/No celular/)).toBeVisible();
    await expect(preview.getByTestId("banner-safe-area")).toHaveCount(2);
    const [desktop, phone] = await preview.locator("img").all();
    expect((await phone!.boundingBox())!.width).toBe(195);
    expect((await desktop!.boundingBox())!.width).toBeGreaterThan(195);

    // A phone image takes the phone's place in the preview, at its own (square) proportion.
    const square = await sharp({
      create: { width: 800, height: 800, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Imagem para celular (opcional)")
      .setInputFiles({ name: "celular.png", mimeType: "image/png", buffer: square });
    await expect(preview.getByText(/No celular: imagem para celular/)).toBeVisible();
    const phonePreview = preview.getByTestId("banner-phone-preview");
    await expect(phonePreview).not.toHaveAttribute("src", (await desktop!.getAttribute("src"))!);
    await expect.poll(async () => (await phonePreview.boundingBox())?.height).toBe(195);
    await expect(preview.getByTestId("banner-safe-area")).toHaveCount(2);
  });
});
