import AxeBuilder from "@axe-core/playwright";
import { collectPageErrors, okText } from "./fixtures";
import { expect, REGULAR_BROWSER, test, type Page } from "./test";
import { DEMO_STORES } from "#db/seed-data";
import { getOpenStatus, hoursForStore, parseHours } from "~/domain/hours";
import { slugify } from "~/domain/slug";
import { hydrated } from "../support/hydrated";
import { extractJsonLd, validateJsonLd } from "../support/structured-data";

const BUENO = "/basiquinha-setor-bueno";
const BUENO_HOURS = parseHours("Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h");
/** A store with no banners, no WhatsApp and no page sections. */
const MAYSA = "/basiquinha-trindade-setor-maysa";

/** No external host is reachable in tests: WhatsApp and map links answer locally. */
async function stubExternalLinks(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(wa\.me|www\.google\.com|www\.instagram\.com)\//, (r) =>
      r.fulfill({ status: 200, contentType: "text/html", body: "<title>externo</title>" }),
    );
}

async function headingTops(page: Page, names: (string | RegExp)[]) {
  const tops: number[] = [];
  for (const name of names) {
    const box = await page.getByRole("heading", { name, exact: true }).first().boundingBox();
    expect(box, `heading ${String(name)}`).not.toBeNull();
    tops.push(box!.y);
  }
  return tops;
}

test.describe("store landing page", () => {
  test("a seeded store shows every section that has data, in the spec's order", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);

    const response = await page.goto(BUENO);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Basiquinha Setor Bueno | Cosméticos e Beleza em Goiânia");

    const crumbs = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(crumbs.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Nossas Lojas" })).toHaveAttribute(
      "href",
      "/nossas-lojas",
    );
    await expect(crumbs.getByText("Basiquinha Setor Bueno")).toHaveAttribute(
      "aria-current",
      "page",
    );

    await expect(
      page.getByRole("heading", { level: 1, name: "Basiquinha Setor Bueno" }),
    ).toBeVisible();
    const carousel = page.getByRole("region", { name: "Banners da Basiquinha Setor Bueno" });
    await expect(carousel.getByRole("button", { name: /Ir para o banner/ })).toHaveCount(3);
    await expect(carousel.getByRole("button", { name: "Banner anterior" })).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Próximo banner" })).toBeVisible();

    // About, with history, inauguration and interior photos.
    await expect(page.getByRole("heading", { name: "Sobre a loja" })).toBeVisible();
    await expect(page.getByText("Inaugurada em 15 de março de 2014")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nossa história" })).toBeVisible();
    const tour = page.getByRole("heading", { name: "Conheça nossa loja" });
    await expect(tour).toBeVisible();
    await expect(page.getByRole("img", { name: /Interior da Basiquinha Setor Bueno/ })).toHaveCount(
      3,
    );

    // Side card.
    const card = page.getByRole("complementary", { name: "Informações da loja" });
    await expect(card.getByText("Avenida T-4, 1478 - Qd. 150, Lt. 12")).toBeVisible();
    await expect(card.getByText("CEP 74230-030")).toBeVisible();
    await expect(card.getByText("Seg. à Sex.: 9h às 19h")).toBeVisible();
    await expect(card.getByText("Sáb.: 9h às 17h")).toBeVisible();
    await expect(card.getByText(/^(Aberto agora|Fechado)$/)).toBeVisible();
    await expect(card.getByRole("link", { name: /\(62\) 98123-4567 no WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/5562981234567?text=${encodeURIComponent(
        "Olá! Vim pelo site da Basiquinha Setor Bueno e gostaria de mais informações.",
      )}`,
    );
    await expect(card.getByRole("link", { name: /Siga no Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/basiquinha.setorbueno/",
    );
    await expect(card.getByRole("link", { name: /Como Chegar/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps/,
    );

    // Differentials cycle through three themes.
    const differentials = page
      .getByRole("region", { name: "Nossos Diferenciais" })
      .getByRole("listitem");
    await expect(differentials).toHaveCount(4);
    await expect(differentials.nth(0)).toHaveAttribute("data-theme", "0");
    await expect(differentials.nth(2)).toHaveAttribute("data-theme", "2");
    await expect(differentials.nth(3)).toHaveAttribute("data-theme", "0");

    // Expertise: specialties, fixed blocks, ticks and the WhatsApp button.
    const expertise = page.getByRole("region", { name: "Nossa Expertise em Beleza" });
    for (const text of [
      "Maquiagem Profissional",
      "Perfumaria",
      "Qualidade Garantida",
      "Equipe Experiente",
      "Atendimento Premium",
      "Atendimento Personalizado",
      "Profissionais Qualificados",
      "Resultados Garantidos",
    ]) {
      await expect(expertise.getByText(text, { exact: true })).toBeVisible();
    }
    const expertiseButton = expertise.getByRole("link", { name: /Fale Conosco no WhatsApp/ });
    expect(decodeURIComponent((await expertiseButton.getAttribute("href")) ?? "")).toContain(
      "Basiquinha Setor Bueno em Goiânia",
    );

    await expect(page.getByRole("heading", { name: "Localização estratégica" })).toBeVisible();

    const testimonials = page.getByRole("region", { name: "O que nossas clientes dizem" });
    await expect(testimonials.getByRole("listitem")).toHaveCount(3);
    await expect(testimonials.getByText("Ana Paula Ribeiro")).toBeVisible();
    await expect(
      testimonials.getByRole("img", { name: "Avaliação: 4 de 5 estrelas" }),
    ).toBeVisible();
    await expect(testimonials.getByText("Cliente anônima")).toHaveCount(0);

    const cta = page.getByRole("region", { name: "Pronta para uma experiência única?" });
    await expect(cta.getByRole("link", { name: /Falar pelo WhatsApp/ })).toBeVisible();

    const tops = await headingTops(page, [
      "Basiquinha Setor Bueno",
      "Sobre a loja",
      "Nossos Diferenciais",
      "Nossa Expertise em Beleza",
      "Localização estratégica",
      "O que nossas clientes dizem",
      "Pronta para uma experiência única?",
    ]);
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);

    expect(errors).toEqual([]);
  });

  test("a store without content shows the gradient hero and the defaults only", async ({
    page,
  }) => {
    await page.goto(MAYSA);
    await expect(
      page.getByRole("heading", { level: 1, name: "Basiquinha Trindade Setor Maysa" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: /^Banners da/ })).toHaveCount(0);
    await expect(page.getByTestId("store-hero")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Conheça nossa loja" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Nossos Diferenciais" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Nossa Expertise em Beleza" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Localização/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "O que nossas clientes dizem" })).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "Pronta para uma experiência única?" }),
    ).toBeVisible();
    // No number: no WhatsApp buttons at all, but directions are always there.
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Como Chegar/ }).first()).toBeVisible();
  });

  test("at 1366×768 the status, today's hours, address and WhatsApp are in the first screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(BUENO);
    const status = page.getByTestId("store-quick-status");
    await expect(status).toContainText(/Aberto agora|Fechado/);
    await expect(status).toContainText(/Hoje: /);
    const hero = page.getByTestId("store-hero");
    for (const item of [
      status,
      hero.getByText(/Avenida T-4/),
      hero.getByRole("link", { name: /WhatsApp/ }),
    ]) {
      await expect(item).toBeInViewport({ ratio: 1 });
    }
    // The banners follow.
    const banners = await page.getByRole("region", { name: /^Banners da/ }).boundingBox();
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(banners!.y).toBeGreaterThan(title!.y);
  });

  test("the page is complete without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(BUENO);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Basiquinha Setor Bueno");
    await expect(page.getByTestId("open-status")).toContainText(/Aberto agora|Fechado/);
    await expect(
      page.getByRole("heading", { name: "Pronta para uma experiência única?" }),
    ).toBeVisible();
    await context.close();
  });

  test.describe("banner carousel", () => {
    // The progress bar's animation is the carousel's timer: the tests read and finish it instead
    // of waiting five real seconds, so they neither wait nor depend on the machine's speed.
    const timer = (page: Page) => {
      const bar = page.getByTestId("banner-progress");
      return {
        state: () =>
          bar.evaluate((el) => {
            const [animation] = el.getAnimations();
            if (!animation) return { playState: "none", duration: null };
            return {
              playState: animation.playState,
              duration: animation.effect?.getTiming().duration,
            };
          }),
        /**
         * Ends the countdown and answers which banner (1-based) it was counting down on, read at
         * the same instant: on a slow machine the five real seconds may already have moved the
         * carousel on by itself, and the test then expects the banner after that one.
         */
        finish: () =>
          bar.evaluate((el) => {
            const region = el.closest("section")!;
            const current = region.querySelector('[aria-current="true"]');
            const shown = Number(/\d+$/.exec(current?.getAttribute("aria-label") ?? "")?.[0]);
            el.getAnimations()[0]?.finish();
            return shown;
          }),
      };
    };

    test("advances every 5 seconds and pauses while hovered", async ({ page }) => {
      await page.goto(BUENO);
      await hydrated(page);
      const carousel = page.getByRole("region", { name: "Banners da Basiquinha Setor Bueno" });
      const dot = (n: number) => carousel.getByRole("button", { name: `Ir para o banner ${n}` });
      const bar = timer(page);
      // It starts turning once the visitor acts on the page (a click here), not by itself.
      await expect(carousel).toHaveAttribute("data-playing", "false");
      await page.getByRole("heading", { level: 1 }).click();
      await expect(dot(1)).toHaveAttribute("aria-current", "true");
      await expect(carousel).toHaveAttribute("data-playing", "true");
      await expect.poll(bar.state).toEqual({ playState: "running", duration: 5000 });
      const next = (shown: number) => (shown % 3) + 1;
      const second = next(await bar.finish());
      await expect(dot(second)).toHaveAttribute("aria-current", "true");

      await carousel.hover();
      await expect(carousel).toHaveAttribute("data-playing", "false");
      await expect.poll(bar.state).toEqual({ playState: "paused", duration: 5000 });
      await expect(dot(second)).toHaveAttribute("aria-current", "true");
      await expect(carousel.getByRole("group", { name: `${second} de 3` })).toBeVisible();

      await page.getByRole("heading", { level: 1 }).hover();
      await expect.poll(bar.state).toEqual({ playState: "running", duration: 5000 });
      await expect(dot(next(await bar.finish()))).toHaveAttribute("aria-current", "true");
    });

    test("only the first banner's picture comes with the page; the others once the carousel works", async ({
      browser,
      page,
    }) => {
      // Without JavaScript only the first banner is ever shown: the HTML holds its picture alone.
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await plain.newPage();
      await noScript.goto(BUENO);
      const still = noScript.getByRole("region", { name: "Banners da Basiquinha Setor Bueno" });
      await expect(still.locator("img")).toHaveCount(1);
      await expect(still.locator("img")).toHaveJSProperty("complete", true);
      await plain.close();

      await page.goto(BUENO);
      const carousel = page.getByRole("region", { name: "Banners da Basiquinha Setor Bueno" });
      await expect(carousel.locator("img")).toHaveCount(3);
      // Loaded before the carousel turns to them, not when it does.
      for (const image of await carousel.locator("img").all()) {
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
    });

    test("previous, next and dots move by hand; focus and the pause button stop it", async ({
      page,
    }) => {
      await page.goto(BUENO);
      const carousel = page.getByRole("region", { name: "Banners da Basiquinha Setor Bueno" });
      const dot = (n: number) => carousel.getByRole("button", { name: `Ir para o banner ${n}` });
      await carousel.getByRole("button", { name: "Banner anterior" }).focus();
      await expect(carousel).toHaveAttribute("data-playing", "false");
      await page.keyboard.press("Enter");
      await expect(dot(3)).toHaveAttribute("aria-current", "true");
      await carousel.getByRole("button", { name: "Próximo banner" }).press("Enter");
      await expect(dot(1)).toHaveAttribute("aria-current", "true");
      await dot(2).click();
      await expect(dot(2)).toHaveAttribute("aria-current", "true");

      await carousel.getByRole("button", { name: "Pausar carrossel" }).click();
      await page.getByRole("heading", { level: 1 }).hover();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(carousel.getByRole("button", { name: "Retomar carrossel" })).toBeVisible();
      await expect(carousel).toHaveAttribute("data-playing", "false");
      // Stopped by the visitor: no countdown runs at all.
      await expect.poll(timer(page).state).toEqual({ playState: "none", duration: null });
      await expect(dot(2)).toHaveAttribute("aria-current", "true");
    });

    test("never moves by itself under prefers-reduced-motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(BUENO);
      const carousel = page.getByRole("region", { name: "Banners da Basiquinha Setor Bueno" });
      await page.getByRole("heading", { level: 1 }).hover();
      await expect(carousel).toHaveAttribute("data-playing", "false");
      await expect.poll(timer(page).state).toEqual({ playState: "none", duration: null });
      await expect(carousel.getByRole("button", { name: "Ir para o banner 1" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await carousel.getByRole("button", { name: "Próximo banner" }).click();
      await expect(carousel.getByRole("button", { name: "Ir para o banner 2" })).toHaveAttribute(
        "aria-current",
        "true",
      );
    });
  });

  test.describe("open/closed status under a frozen clock", () => {
    const cases = [
      { when: "Monday 10:00 in São Paulo", at: "2026-11-23T13:00:00Z", hours: BUENO_HOURS },
      { when: "Monday 08:59 in São Paulo", at: "2026-11-23T11:59:00Z", hours: BUENO_HOURS },
      { when: "Monday 19:00 in São Paulo", at: "2026-11-23T22:00:00Z", hours: BUENO_HOURS },
      { when: "Sunday noon in São Paulo", at: "2026-11-22T15:00:00Z", hours: BUENO_HOURS },
    ];
    for (const { when, at, hours } of cases) {
      test(`matches the engine on ${when}`, async ({ page }) => {
        const errors: string[] = [];
        page.on("console", (msg) => {
          if (msg.type() === "error") errors.push(msg.text());
        });
        const instant = new Date(at);
        await page.clock.setFixedTime(instant);
        await page.goto(BUENO);
        const status = page.getByTestId("open-status");
        await expect(status).toHaveAttribute("data-live", "true");
        const expected = getOpenStatus(hours, instant, "America/Sao_Paulo");
        await expect(status).toContainText(expected.open ? "Aberto agora" : "Fechado");
        if (expected.nextOpening) {
          await expect(status).toContainText(expected.nextOpening.label);
          expect(expected.nextOpening.label).toMatch(/^(Hoje|Amanhã) às \d{1,2}:\d{2}$/);
        }
        if (expected.closesAt) await expect(status).toContainText(`Fecha às ${expected.closesAt}`);
        expect(errors).toEqual([]);
      });
    }

    test("a holiday closure overrides the weekday (Christmas)", async ({ page }) => {
      const bueno = DEMO_STORES.find((s) => s.name === "Basiquinha Setor Bueno");
      expect(bueno?.weeklyHours?.holidays).toBe(true);
      // The seed closes the store on the next 25 December; 10:00 that day in São Paulo.
      const now = new Date();
      const year =
        now.getUTCMonth() === 11 && now.getUTCDate() > 25
          ? now.getUTCFullYear() + 1
          : now.getUTCFullYear();
      const instant = new Date(`${year}-12-25T13:00:00Z`);
      const hours = hoursForStore({
        weeklyHours: {
          week: bueno?.weeklyHours?.week ?? [],
          special: [{ date: `${year}-12-25`, closed: true }],
        },
      });
      const expected = getOpenStatus(hours, instant);
      const weekday = getOpenStatus(
        hoursForStore({ weeklyHours: { week: bueno?.weeklyHours?.week ?? [] } }),
        instant,
      );
      expect(expected.open).toBe(false);

      await page.clock.setFixedTime(instant);
      await page.goto(BUENO);
      const status = page.getByTestId("open-status");
      await expect(status).toHaveAttribute("data-live", "true");
      await expect(status).toContainText("Fechado");
      await expect(status).toContainText(expected.nextOpening?.label ?? "");
      // Without the holiday the same instant would be within opening hours (unless 25/12 falls
      // on a Sunday), so the status really comes from the special date.
      if (instant.getUTCDay() !== 0) expect(weekday.open).toBe(true);
    });
  });

  test("old /loja/{slug} addresses answer 301, unknown slugs 404 inside the site, closed stores 410", async ({
    page,
    request,
  }) => {
    const moved = await request.get("/loja/basiquinha-setor-bueno", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe(BUENO);

    for (const path of ["/loja-que-nao-existe", "/loja/nao-existe", "/pagina/inexistente"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
      // Inside the site: header, footer and a way forward.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("searchbox", { name: /Buscar loja/ })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Blog" })).toBeVisible();
    }
    await page.getByRole("searchbox", { name: /Buscar loja/ }).fill("Anápolis");
    await page.getByRole("button", { name: "Buscar loja" }).click();
    await expect(page).toHaveURL(/\/nossas-lojas\?search=An%C3%A1polis/);

    // The demo network's closed store: 410 with the nearest active stores.
    const gone = await page.goto("/basiquinha-vila-nova");
    expect(gone?.status()).toBe(410);
    await expect(
      page.getByRole("heading", { name: "Esta loja não está mais em funcionamento" }),
    ).toBeVisible();
    const nearby = page.getByRole("list", { name: "Lojas mais próximas" }).getByRole("listitem");
    await expect(nearby.first()).toBeVisible();
    await expect(nearby.first().getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await nearby.first().getByRole("link").first().click();
    // The closed store's page has a heading too: wait for the address to change first.
    await expect(page).not.toHaveURL(/\/basiquinha-vila-nova$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      "Esta loja não está mais em funcionamento",
    );
  });

  test("the HTML carries the SEO tags and valid structured data of every store", async ({
    request,
  }) => {
    const html = await (await request.get(BUENO)).text();
    expect(html).toContain('<meta property="og:type" content="business.business"');
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/basiquinha-setor-bueno"/);
    expect(html).toMatch(/<meta name="description" content="Basiquinha Setor Bueno: cosméticos/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/lojas\//);

    const active = DEMO_STORES.filter((s) => s.active !== false);
    for (const store of active) {
      const items = extractJsonLd(await okText(request, `/${slugify(store.name)}`, store.name));
      expect(items.map((i) => i["@type"])).toEqual([
        ["Store", "HealthAndBeautyBusiness"],
        "BreadcrumbList",
      ]);
      expect(await validateJsonLd(items), store.name).toEqual([]);
      expect(JSON.stringify(items)).not.toContain("aggregateRating");
    }
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    await page.goto(BUENO);
    await expect(page.getByTestId("open-status")).toHaveAttribute("data-live", "true");
    const results = await new AxeBuilder({ page }).include("main").analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
});

test.describe("store events", () => {
  test.use({ userAgent: REGULAR_BROWSER });

  test("page views and WhatsApp, directions and Instagram clicks are sent as beacons", async ({
    page,
  }) => {
    await stubExternalLinks(page);
    const beacon = (kind: string) =>
      page.waitForRequest(
        (r) => r.url().endsWith("/api/eventos") && (r.postData() ?? "").includes(`kind=${kind}`),
      );
    const pageView = beacon("page_view");
    await page.goto(BUENO);
    const view = await pageView;
    expect(view.method()).toBe("POST");
    expect(view.postData()).toMatch(/^storeId=\d+&kind=page_view$/);
    expect((await view.response())?.status()).toBe(204);

    const card = page.getByRole("complementary", { name: "Informações da loja" });
    for (const [kind, link] of [
      ["whatsapp_click", card.getByRole("link", { name: /Conversar no WhatsApp/ })],
      ["directions_click", card.getByRole("link", { name: /Como Chegar/ })],
      ["instagram_click", card.getByRole("link", { name: /Siga no Instagram/ })],
    ] as const) {
      const sent = beacon(kind);
      const popup = page.waitForEvent("popup");
      await link.click();
      // The new tab opens straight away: the beacon never holds the navigation.
      await (await popup).close();
      expect((await (await sent).response())?.status(), kind).toBe(204);
    }
  });

  test("a click is counted even on a section whose code has not arrived yet", async ({ page }) => {
    await stubExternalLinks(page);
    // Hold the closing call to action's code (it comes after the page's first download).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/store-cta-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const pageView = page.waitForRequest(
      (r) => r.url().endsWith("/api/eventos") && (r.postData() ?? "").includes("kind=page_view"),
    );
    await page.goto(BUENO);
    await pageView;
    const sent = page.waitForRequest(
      (r) =>
        r.url().endsWith("/api/eventos") && (r.postData() ?? "").includes("kind=whatsapp_click"),
    );
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Falar pelo WhatsApp" }).last().click();
    await (await popup).close();
    expect((await (await sent).response())?.status()).toBe(204);
    release();
  });
});
