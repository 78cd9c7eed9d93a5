import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, freezeClock, partHydrated, test, type Page } from "./test";
import { alreadyAsked, mapAlreadyOpened, okText } from "./fixtures";
import { freePort } from "../../scripts/quality-support";

/** Near Basiquinha Setor Bueno (Avenida T-4), Goiânia. */
const SETOR_BUENO = { latitude: -16.7049, longitude: -49.2709 };

function storeNames(html: string): string[] {
  return [...html.matchAll(/<h3 id="loja-\d+-nome"[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]!);
}

/** Where the search box asks for suggestions (SUGGESTIONS_URL in search-box.tsx). */
const SUGGESTIONS_URL = "/api/lojas/sugestoes";

const cards = (page: Page) => page.locator("[data-store-card]");

/** Opens the locator and waits until it is interactive (the location button is enabled then). */
async function openLocator(page: Page, url = "/nossas-lojas") {
  await page.goto(url);
  await expect(
    page.getByRole("button", { name: /Encontrar Lojas Próximas|Localiza/ }),
  ).toBeEnabled();
}
const countLine = (page: Page) => page.locator("[data-count-line]");

test.describe("server-rendered list", () => {
  test("/nossas-lojas?cidade=Formosa lists only Formosa's stores in the HTML", async ({
    request,
  }) => {
    const response = await request.get("/nossas-lojas?cidade=Formosa");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(storeNames(html)).toEqual(["Basiquinha Formosa Centro", "Basiquinha Formosa Setor Sul"]);
    expect(html).toContain("2 lojas encontradas");
    expect(html).toContain("Todas as Nossas Lojas");
    expect(response.headers()["cache-control"]).toContain("s-maxage=");
  });

  test("every footer city link is a page that already lists that city's stores", async ({
    request,
  }) => {
    for (const city of ["Goiânia", "Anápolis", "Formosa", "Trindade"]) {
      const html = await (
        await request.get(`/nossas-lojas?cidade=${encodeURIComponent(city)}`)
      ).text();
      const names = storeNames(html);
      expect(names.length, city).toBeGreaterThan(0);
      const cities = [...html.matchAll(/· ([^<·]+) - GO<\/p>/g)].map((m) => m[1]);
      expect(new Set(cities), city).toEqual(new Set([city]));
    }
  });

  test("search is accent- and case-insensitive on the server too", async ({ request }) => {
    const lower = storeNames(await (await request.get("/nossas-lojas?search=goiania")).text());
    const upper = storeNames(
      await (await request.get(`/nossas-lojas?q=${encodeURIComponent("GOIÂNIA")}`)).text(),
    );
    expect(lower.length).toBeGreaterThan(0);
    expect(upper).toEqual(lower);
  });

  test("the first page lists 12 stores by name with links to the next page and JSON-LD", async ({
    request,
  }) => {
    const response = await request.get("/nossas-lojas", {
      headers: { "Accept-Encoding": "gzip" },
    });
    const html = await response.text();
    const names = storeNames(html);
    expect(names).toHaveLength(12);
    expect([...names].sort((a, b) => a.localeCompare(b, "pt-BR"))).toEqual(names);
    expect(html).toMatch(/20 lojas em todo o Brasil/);
    expect(html).toContain('href="/nossas-lojas?page=2#lojas-list"');
    // Inactive stores never appear.
    expect(html).not.toContain("Basiquinha Vila Nova");
    const itemList = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { "@type": string; itemListElement?: unknown[] })
      .find((j) => j["@type"] === "ItemList");
    expect(itemList?.itemListElement).toHaveLength(10);
  });

  test("the page stays under 60 KB compressed", async ({ request }) => {
    const raw = await (await request.get("/nossas-lojas")).body();
    expect(zlib.gzipSync(raw).length).toBeLessThanOrEqual(60 * 1024);
  });

  test("nonsense parameters fall back to sane defaults", async ({ request }) => {
    for (const query of [
      "page=abc",
      "page=-3",
      "page=99999",
      "raio=7",
      "lat=abc&lng=1",
      "estado=%00",
    ]) {
      const html = await okText(request, `/nossas-lojas?${query}`, query);
      expect(storeNames(html).length, query).toBeGreaterThan(0);
    }
  });
});

test.describe("in the browser", () => {
  test.beforeEach(async ({ page }) => alreadyAsked(page));

  test("searching 'anapolis' shows only Anápolis stores; chips remove filters", async ({
    page,
  }) => {
    await openLocator(page, "/nossas-lojas");
    const search = page.getByRole("combobox", { name: /Buscar lojas/ });
    await search.fill("anapolis");
    await search.press("Enter");
    await expect(page).toHaveURL(/search=anapolis/);
    // A city's name is searched as the place: its stores, nearest its centre.
    await expect(countLine(page)).toHaveText("3 lojas · mais próximas de Anápolis - GO");
    await expect(cards(page)).toHaveCount(3);
    for (const text of await cards(page).locator("h3").allTextContents()) {
      expect(text).toContain("Anápolis");
    }
    await page.getByRole("link", { name: 'Remover filtro Busca: "anapolis"' }).click();
    await expect(countLine(page)).toHaveText("20 lojas em todo o Brasil");
  });

  test("suggestions come from real places and work with the keyboard", async ({ page }) => {
    // The box's pause before asking (300 ms) is run on the browser's fake clock, not waited for.
    await freezeClock(page);
    const asked: (string | null)[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === SUGGESTIONS_URL) asked.push(url.searchParams.get("q"));
    });
    await openLocator(page, "/nossas-lojas");
    const search = page.getByRole("combobox", { name: /Buscar lojas/ });
    await search.fill("g");
    await page.clock.runFor(1_000);
    await expect(page.getByRole("listbox", { name: "Sugestões de busca" })).toBeHidden();
    // One character asks nothing: the first question the server gets is the next term's.
    const formRequest = page.waitForRequest((request) =>
      request.url().includes(`${SUGGESTIONS_URL}?q=form`),
    );
    await search.fill("form");
    await page.clock.runFor(1_000);
    await formRequest;
    expect(asked).toEqual(["form"]);
    const options = page.getByRole("listbox", { name: "Sugestões de busca" }).getByRole("option");
    await expect(options.first()).toContainText("Formosa");
    expect(await options.count()).toBeLessThanOrEqual(5);
    await search.press("Escape");
    await expect(page.getByRole("listbox", { name: "Sugestões de busca" })).toBeHidden();
    await search.fill("formo");
    await page.clock.runFor(1_000);
    await expect(options.first()).toBeVisible();
    await search.press("ArrowDown");
    await expect(search).toHaveAttribute("aria-activedescendant", /opcao-0/);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await expect(page).toHaveURL(/cidade=Formosa/);
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Remover filtro Cidade: Formosa" })).toBeVisible();
  });

  test("pagination, and a filter change goes back to page 1", async ({ page }) => {
    await openLocator(page, "/nossas-lojas");
    const pagination = page.getByRole("navigation", { name: "Paginação" });
    await pagination.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(8);
    await expect(pagination.getByRole("link", { name: "Página 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("checkbox", { name: "Aberto agora" }).check();
    await expect(page).toHaveURL(/aberto=1/);
    expect(page.url()).not.toContain("page=");
    await page.getByRole("link", { name: "Limpar filtros" }).first().click();
    await expect(page).toHaveURL(/\/nossas-lojas$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("the empty state", async ({ page }) => {
    await openLocator(page, "/nossas-lojas?search=nenhuma-loja-aqui");
    await expect(page.getByRole("heading", { name: "Nenhuma loja encontrada" })).toBeVisible();
    await expect(page.getByText("Tente ajustar os filtros de busca")).toBeVisible();
    await page.getByRole("link", { name: "Limpar filtros" }).last().click();
    await expect(cards(page)).toHaveCount(12);
  });

  test("store cards show only the actions a store has", async ({ page }) => {
    await openLocator(page, "/nossas-lojas?cidade=Formosa");
    const centro = page.locator("article", { hasText: "Basiquinha Formosa Centro" });
    await expect(centro.getByRole("link", { name: "Ver Página da Loja" })).toHaveAttribute(
      "href",
      "/basiquinha-formosa-centro",
    );
    const whatsapp = centro.getByRole("link", { name: "Falar com a Loja - Via WhatsApp" });
    await expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/5561996548800?text=${encodeURIComponent("Olá! Gostaria de mais informações sobre a loja Basiquinha Formosa Centro.")}`,
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(centro.getByRole("link", { name: "Como Chegar" })).toHaveAttribute(
      "href",
      /google\.com\/maps/,
    );
    // The phone is a link that calls.
    await expect(
      centro.getByRole("link", { name: "Ligar para a loja: (61) 99654-8800" }),
    ).toHaveAttribute("href", "tel:+5561996548800");
    // The Setor Sul store has no number of its own: no WhatsApp button that would do nothing,
    // and the network's central number instead.
    const sul = page.locator("article", { hasText: "Basiquinha Formosa Setor Sul" });
    await expect(sul.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
    await expect(sul.getByRole("link", { name: "Ligar para a central" })).toHaveAttribute(
      "href",
      "tel:+556230934500",
    );
    await expect(sul.getByRole("link", { name: /Central de atendimento/ })).toBeVisible();
    await expect(sul.getByText(/Aberto agora|Fechado/)).toBeVisible();
    // Selecting a card highlights it; selecting it again deselects it.
    const select = centro.getByRole("button", { name: /Selecionar|Selecionada/ });
    await select.click();
    await expect(centro).toHaveAttribute("data-selected", "true");
    await select.click();
    await expect(centro).not.toHaveAttribute("data-selected", "true");
  });

  test("the server's list stays on screen while its code is on its way", async ({ page }) => {
    // Hold the list's code (it comes after the page's first download) until told otherwise.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/store-results-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page around the list hydrates and re-renders (its location button comes on)...
    await openLocator(page, "/nossas-lojas?cidade=Formosa");
    const centro = page.locator("article", { hasText: "Basiquinha Formosa Centro" });
    const select = centro.getByRole("button", { name: /Selecionar/ });
    // ...and the list the server sent is still there, its links usable; 'Selecionar' waits.
    await expect(cards(page)).toHaveCount(2);
    await expect(centro.getByRole("link", { name: "Ver Página da Loja" })).toBeVisible();
    await expect(select).toBeHidden();
    release();
    await expect(select).toBeVisible();
    await select.click();
    await expect(centro).toHaveAttribute("data-selected", "true");
    await expect(cards(page)).toHaveCount(2);
  });

  test("what is typed before the search field's code arrives is kept and searched", async ({
    page,
  }) => {
    // Hold the search field's code (it comes after the page's first download).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/search-box-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openLocator(page);
    const search = page.getByRole("combobox", { name: /Buscar lojas/ });
    await search.fill("anapolis");
    release();
    await partHydrated(search);
    await expect(search).toHaveValue("anapolis");
    await search.press("Enter");
    await expect(page).toHaveURL(/search=anapolis/);
    await expect(cards(page)).toHaveCount(3);
    await expect(search).toHaveValue("anapolis");
  });

  test("axe finds no serious or critical violation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openLocator(page, "/nossas-lojas");
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).include("main").analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
  });
});

test.describe("nearest to me", () => {
  test.use({ geolocation: SETOR_BUENO, permissions: ["geolocation"] });

  test("with a position in Goiânia the list reorders, closest first with its distance", async ({
    page,
  }) => {
    await alreadyAsked(page);
    const dataRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("nossas-lojas")) dataRequests.push(req.url());
    });
    await openLocator(page, "/nossas-lojas");
    await page.getByRole("button", { name: "Encontrar Lojas Próximas" }).click();
    // The reordered toast stays 2 s: watched from before the position is given, so the checks
    // below, however slow the machine, cannot outlast it.
    const reorderedToast = expect(page.getByText("Lojas reordenadas!")).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Permitir localização" }).click();
    await expect(page.getByText("📍 Localização obtida")).toBeVisible();
    await expect(countLine(page)).toContainText("ordenadas por proximidade");
    await expect(
      page.getByRole("heading", { name: "Loja mais próxima", exact: true }),
    ).toBeVisible();
    const first = cards(page).first();
    await expect(first.locator("h3")).toHaveText("Basiquinha Setor Bueno");
    await expect(first.locator("[data-distance]")).toHaveText(/^Distância: \d+ m$/);
    await reorderedToast;
    await expect(page.getByRole("button", { name: "Localização Ativa" })).toBeVisible();
    // Distances grow down the list.
    const distances = await cards(page).locator("[data-distance]").allTextContents();
    const km = distances.map((d) => {
      const value = Number(d.replace(/[^\d,]/g, "").replace(",", "."));
      return d.includes("km") ? value : value / 1000;
    });
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    // The position never reaches the address bar.
    expect(page.url()).not.toMatch(/lat|lng|-16\.7/);
    expect(dataRequests.some((u) => u.includes("lat="))).toBe(true);

    // Kept for the next visit (30 minutes), then cleared on request.
    await page.reload();
    await expect(countLine(page)).toContainText("ordenadas por proximidade");
    await page.getByRole("button", { name: "Remover localização" }).click();
    await expect(page.getByText("Localização removida")).toBeVisible();
    await expect(countLine(page)).toHaveText("20 lojas em todo o Brasil");
    await expect(page.getByRole("button", { name: "Encontrar Lojas Próximas" })).toBeVisible();
  });

  test("a radius with no store inside names the nearest one", async ({ page }) => {
    await alreadyAsked(page);
    await page.context().setGeolocation({ latitude: -23.5505, longitude: -46.6333 });
    await openLocator(page, "/nossas-lojas");
    await page.getByRole("button", { name: "Encontrar Lojas Próximas" }).click();
    await page.getByRole("button", { name: "Permitir localização" }).click();
    await expect(
      page.getByRole("heading", { name: "Nenhuma loja a até 10 km de você." }),
    ).toBeVisible();
    await expect(page.getByText(/A mais próxima é Basiquinha [^,]+, a \d+ km\./)).toBeVisible();
    await expect(countLine(page)).toHaveText(
      "Nenhuma loja a até 10 km de você · veja as mais próximas",
    );
    await page.getByRole("link", { name: "Ver lojas a qualquer distância" }).click();
    await expect(countLine(page)).toHaveText("20 lojas encontradas - ordenadas por proximidade");
  });
});

test.describe("any city or CEP of Brazil, answered in the server HTML", () => {
  const page = async (request: APIRequestContext, q: string) => {
    const response = await request.get(`/nossas-lojas?q=${encodeURIComponent(q)}`);
    expect(response.status()).toBe(200);
    // React separates adjacent texts with empty comments; the words are what matter here.
    return (await response.text()).replaceAll("<!-- -->", "");
  };
  const distances = (html: string) => html.match(/data-distance=""/g)?.length ?? 0;

  test("a store's CEP, with or without the hyphen, lists that store first, with distances", async ({
    request,
  }) => {
    for (const q of ["74505-010", "74505010"]) {
      const html = await page(request, q);
      const names = storeNames(html);
      expect(names[0]).toBe("Basiquinha Campinas");
      expect(distances(html)).toBe(names.length);
      expect(html).toContain("Lojas mais próximas do CEP 74505-010");
    }
    const region = await page(request, "74000-000");
    expect(region).toContain("Lojas mais próximas da região do CEP 74000-000");
    expect(distances(region)).toBe(storeNames(region).length);
  });

  test("a city without a store names the nearest one, with the ways forward", async ({
    request,
  }) => {
    for (const [q, where] of [
      ["Palmas", "Palmas - TO"],
      ["catalao", "Catalão - GO"],
    ] as const) {
      const html = await page(request, q);
      expect(html).toContain(`Ainda não temos loja em ${where}.`);
      expect(html).toMatch(/A mais próxima é <strong>Basiquinha [^<]+<\/strong>, a \d+ km\./);
      expect(html).toContain("Compre online");
      expect(html).toContain("Leve a Basiquinha para sua cidade");
      expect(distances(html)).toBe(storeNames(html).length);
    }
  });

  test("a CEP of a region without stores measures from its state's capital", async ({
    request,
  }) => {
    const html = await page(request, "70040-010");
    expect(storeNames(html)).toEqual(["Basiquinha Asa Sul"]);
    expect(html).toContain("com a distância a partir de Brasília - DF");
    expect(distances(html)).toBe(1);
    const invalid = await page(request, "74505-01");
    expect(invalid).toContain("CEP inválido: o CEP tem 8 números, como 74505-010");
  });

  test("a city's own stores come first: Goiânia before Aparecida de Goiânia", async ({
    request,
  }) => {
    const html = await page(request, "Goiânia");
    const names = storeNames(html);
    expect(names.slice(0, 6).every((n) => !n.includes("Aparecida"))).toBe(true);
    expect(names.slice(6).every((n) => n.includes("Aparecida"))).toBe(true);
    expect(html).toContain("8 lojas · mais próximas de Goiânia - GO");
  });

  test("suggestions offer a town without stores, with how far the nearest store is", async ({
    page: browserPage,
  }) => {
    await openLocator(browserPage);
    const search = browserPage.getByRole("combobox", { name: /Buscar lojas/ });
    await search.fill("Palmas");
    const option = browserPage.getByRole("option", { name: /Palmas - TO/ });
    await expect(option).toContainText(/loja mais próxima a \d+ km/);
    await option.click();
    await expect(browserPage).toHaveURL(/search=Palmas\+-\+TO/);
    await expect(
      browserPage.getByRole("heading", { name: "Ainda não temos loja em Palmas - TO." }),
    ).toBeVisible();
  });
});

test.describe("location permission", () => {
  test("the dialog opens by itself after 3 s; denying shows the spec's toast", async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await freezeClock(page);
    await openLocator(page, "/nossas-lojas");
    const dialog = page.getByRole("dialog", { name: "Encontrar lojas próximas a você" });
    // Timed from hydration, which ends a little after the page is handed over.
    await page.clock.runFor(2_500);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(2_000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("não é armazenada em nossos servidores");
    // The browser refuses the position; the toast then runs on real time. One message, and the
    // search field takes the focus, asking for a city or CEP.
    await page.clock.resume();
    await dialog.getByRole("button", { name: "Permitir localização" }).click();
    await expect(page.getByText("Localização negada")).toBeVisible();
    await expect(page.getByText("Permissão negada")).toHaveCount(0);
    const search = page.getByRole("combobox", { name: /Buscar lojas/ });
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute("placeholder", "Digite sua cidade ou CEP");
    await expect(search).toHaveAccessibleDescription("Digite sua cidade ou CEP");
    // Asked once: not again on the next visit.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await page.reload();
    await page.clock.runFor(5_000);
    await expect(dialog).toBeHidden();
  });
});

test.describe("map", () => {
  test.beforeEach(async ({ page }) => {
    await alreadyAsked(page);
    await mapAlreadyOpened(page);
  });

  test("opens beside the list, shows markers, and a marker selects its card", async ({ page }) => {
    await openLocator(page, "/nossas-lojas?cidade=Formosa");
    await page.locator("#lojas-list").scrollIntoViewIfNeeded();
    const map = page.getByRole("region", { name: "Mapa das lojas" });
    await expect(map).toBeVisible();
    const markers = map.locator(".leaflet-marker-icon[title]");
    await expect(markers).toHaveCount(2);
    await map.locator('.leaflet-marker-icon[title="Basiquinha Formosa Setor Sul"]').click();
    const card = page.locator("article", { hasText: "Basiquinha Formosa Setor Sul" });
    await expect(card).toHaveAttribute("data-selected", "true");
    // The pin's pop-up: the store's name and a link to its page.
    const popup = map.locator(".leaflet-popup-content");
    await expect(popup).toContainText("Basiquinha Formosa Setor Sul");
    await expect(popup.getByRole("link", { name: "Ver Página da Loja" })).toHaveAttribute(
      "href",
      /^\/[a-z0-9-]+$/,
    );
    // And the other way round: selecting a card highlights its marker.
    await page
      .locator("article", { hasText: "Basiquinha Formosa Centro" })
      .getByRole("button", { name: /Selecionar/ })
      .click();
    await expect(
      map.locator(
        '.leaflet-marker-icon[title="Basiquinha Formosa Centro"] .locator-marker-selected',
      ),
    ).toHaveCount(1);
  });

  /** The zoom of every map data request, in order. */
  function mapZooms(page: Page): number[] {
    const zooms: number[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.pathname === "/api/lojas/mapa") zooms.push(Number(url.searchParams.get("zoom")));
    });
    return zooms;
  }

  test("groups stores into counted clusters, and clicking one zooms in", async ({ page }) => {
    const zooms = mapZooms(page);
    await openLocator(page, "/nossas-lojas");
    await page.locator("#lojas-list").scrollIntoViewIfNeeded();
    const map = page.getByRole("region", { name: "Mapa das lojas" });
    const cluster = map.locator(".leaflet-marker-icon:has(.locator-cluster)");
    await expect(cluster.first()).toBeVisible();
    // Groups and pins are named buttons axe has nothing serious against.
    const results = await new AxeBuilder({ page }).include("[data-map-panel]").analyze();
    expect(
      results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    // The map is framed on all the stores, at a zoom where Goiânia's stores are one group.
    const biggest = await cluster.evaluateAll(
      (icons) =>
        icons
          .map((icon, index) => ({ index, count: Number(icon.textContent?.replace(/\D/g, "")) }))
          .sort((a, b) => b.count - a.count)[0],
    );
    expect(biggest?.count).toBeGreaterThan(1);
    // A button named by its count.
    await expect(
      map.getByRole("button", { name: `${biggest!.count} lojas nesta área: aproximar` }),
    ).toBeVisible();
    const before = zooms.at(-1)!;
    await cluster.nth(biggest!.index).click();
    await expect.poll(() => zooms.at(-1)).toBeGreaterThan(before);
    // Closer in, once the closer groups have replaced the far ones (the markers of the earlier
    // zoom stay on the map until the new set arrives), the group has split into smaller groups
    // or single stores.
    const largest = () =>
      map
        .locator(".leaflet-marker-icon")
        .evaluateAll((icons) =>
          Math.max(
            0,
            ...icons.map((icon) =>
              icon.querySelector(".locator-cluster")
                ? Number(icon.textContent?.replace(/\D/g, ""))
                : 1,
            ),
          ),
        );
    await expect.poll(largest).toBeGreaterThan(0);
    await expect.poll(largest).toBeLessThan(biggest!.count);
  });

  test("the keyboard reaches a pin through the groups, and Enter opens it", async ({ page }) => {
    const zooms = mapZooms(page);
    await openLocator(page, "/nossas-lojas");
    await page.locator("#lojas-list").scrollIntoViewIfNeeded();
    const map = page.getByRole("region", { name: "Mapa das lojas" });
    await expect(map.locator(".locator-cluster").first()).toBeVisible();
    // From the map, Tab goes to its first marker: a button with a name.
    await map.focus();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    let groupsOpened = 0;
    for (let step = 0; step < 12; step++) {
      await expect(focused).toHaveAttribute("role", "button");
      if ((await focused.locator(".locator-cluster").count()) === 0) break;
      // A group: Enter zooms in and the focus moves to the nearest marker once drawn.
      await expect(focused).toHaveAttribute("aria-label", /lojas nesta área: aproximar$/);
      const before = zooms.at(-1)!;
      // Space, like Enter, activates a button.
      await page.keyboard.press(groupsOpened % 2 ? "Enter" : "Space");
      groupsOpened++;
      await expect.poll(() => zooms.at(-1)).toBeGreaterThan(before);
      // The closer view's stores are drawn (the old markers gone) before the next key.
      await expect(map).toHaveAttribute("aria-busy", "false");
      await expect(map.locator(".leaflet-marker-icon:focus")).toHaveCount(1);
    }
    await expect(focused).toHaveAttribute("aria-label", /^Basiquinha /);
    const name = (await focused.getAttribute("aria-label"))!;
    await page.keyboard.press("Enter");
    const popup = map.locator(".leaflet-popup-content");
    await expect(popup).toContainText(name);
    await expect(popup.getByRole("link", { name: "Ver Página da Loja" })).toBeVisible();
    // Groups come before single stores, so the way here went through at least one.
    expect(groupsOpened).toBeGreaterThan(0);
  });

  test("selecting a card whose store is inside a group zooms to its pin", async ({ page }) => {
    await openLocator(page, "/nossas-lojas");
    await page.locator("#lojas-list").scrollIntoViewIfNeeded();
    const map = page.getByRole("region", { name: "Mapa das lojas" });
    await expect(map.locator(".locator-cluster").first()).toBeVisible();
    const card = cards(page).first();
    const name = (await card.locator("h3").first().textContent())!.trim();
    await expect(map.locator(`.leaflet-marker-icon[title="${name}"]`)).toHaveCount(0);
    await card.getByRole("button", { name: /Selecionar/ }).click();
    await expect(
      map.locator(`.leaflet-marker-icon[title="${name}"] .locator-marker-selected`),
    ).toHaveCount(1);
    await expect(map.locator(".leaflet-popup-content")).toContainText(name);
  });

  test("a failed map request says so and tries again", async ({ page }) => {
    let refuse = true;
    await page.route("**/api/lojas/mapa?**", (route) =>
      refuse ? route.fulfill({ status: 503, body: "{}" }) : route.fallback(),
    );
    await openLocator(page, "/nossas-lojas?cidade=Formosa");
    await page.locator("#lojas-list").scrollIntoViewIfNeeded();
    const map = page.locator("[data-map-panel]");
    await expect(map.getByRole("alert")).toHaveText(/Não foi possível carregar as lojas do mapa\./);
    refuse = false;
    await map.getByRole("button", { name: "Tentar Novamente" }).click();
    await expect(map.getByRole("alert")).toHaveCount(0);
    await expect(map.locator(".leaflet-marker-icon[title]")).not.toHaveCount(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("no map code is downloaded until the map is shown", async ({ page }) => {
      const mapRequests: string[] = [];
      page.on("request", (req) => {
        if (/leaflet|store-map|lojas\/mapa/i.test(req.url())) mapRequests.push(req.url());
      });
      await openLocator(page, "/nossas-lojas");
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 2000);
      // The scroll is done and every observer of it has been told once two frames are drawn.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      expect(mapRequests).toEqual([]);
      await page.getByRole("button", { name: "Mapa" }).click();
      await expect(page.locator(".leaflet-container")).toBeVisible();
      await expect(
        page.locator(".leaflet-marker-icon[title], .locator-cluster").first(),
      ).toBeVisible();
      expect(mapRequests.some((u) => /store-map/.test(u))).toBe(true);
      expect(mapRequests.some((u) => /lojas\/mapa\?/.test(u))).toBe(true);
      // Back to the list.
      await page.getByRole("button", { name: "Lista" }).click();
      await expect(cards(page).first()).toBeVisible();
    });
  });
});

test.describe("privacy", () => {
  test("request logs of a request carrying a position contain no coordinates", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    // A second instance of the same build with request logging on, to read its log.
    const port = await freePort();
    const root = path.resolve(import.meta.dirname, "../..");
    const dataDir = path.resolve(root, `${process.env.E2E_DATA_DIR ?? "data/e2e"}-logs`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      APP_MODE: "demo",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
    };
    delete env.DATABASE_URL;
    // server.js straight away: the build the main test server runs is already there.
    const child = spawn(process.execPath, ["server.js"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(async () => (await request.get(`${base}/healthz`).catch(() => null))?.status(), {
          timeout: 100_000,
        })
        .toBe(200);
      const position = "lat=-16.70491&lng=-49.27093";
      const urls = [
        `${base}/nossas-lojas?${position}`,
        `${base}/nossas-lojas.data?${position}&raio=0&_routes=routes%2Fsite%2Fstore-locator`,
        `${base}/nossas-lojas?${position}&page=2&search=goiania`,
      ];
      for (const url of urls) {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        expect(response.headers()["cache-control"]).toBe("private, no-store");
      }
      await expect.poll(() => (log.match(/"url":"\/nossas-lojas/g) ?? []).length).toBe(3);
      expect(log).not.toMatch(/16\.70|49\.27|lat=|lng=/);
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
