/**
 * Privacy by design, as a visitor meets it: an anonymous visit to every public page type
 * reaches no other origin and stores no cookie until the visitor acts; the privacy notice states
 * the site's own facts; a data-subject request works without JavaScript and gives a receipt, and
 * with JavaScript is checked as it is typed.
 */
import { discoverPages } from "../../scripts/quality-support";
import { DATA_REQUEST_KIND_ERROR } from "../../app/domain/data-request-form";
import { NEWSLETTER_MESSAGES } from "../../app/domain/newsletter";
import {
  noticeVersionLabel,
  PRIVACY_NOTICE_VERSION,
  RETENTION_DEFAULTS,
} from "../../app/domain/privacy";
import { expect, test, type Page } from "./test";
import { alreadyAsked } from "./fixtures";

/** Down the page in viewport steps, so lazy images and parts below the fold load as they would. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
}

test("an anonymous visit to every public page type asks no other origin and sets no cookie", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await alreadyAsked(page);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) {
      foreign.push(`${new URL(page.url()).pathname} → ${url.origin}${url.pathname}`);
    }
  });
  // Tests have no internet: a request that does leave is recorded above, then refused here.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());

  const { core } = await discoverPages(baseURL!);
  const visits = [
    ...core.filter((p) => !p.path.includes("?")).map((p) => p.path),
    "/clube-basiquinha",
  ];
  expect(visits).toHaveLength(6);
  for (const path of visits) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await scrollThrough(page);
  }
  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test("the store map asks the tile server nothing until the visitor opens it", async ({
  page,
  baseURL,
}) => {
  await alreadyAsked(page);
  const tiles: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) tiles.push(request.url());
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.goto("/nossas-lojas?cidade=Formosa");
  const panel = page.locator("[data-map-panel]");
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toContainText("As imagens do mapa vêm de tile.openstreetmap.org");
  expect(tiles).toEqual([]);
  await panel.getByRole("button", { name: "Mostrar o mapa" }).click();
  await expect(page.getByRole("region", { name: "Mapa das lojas" })).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => new URL(url).hostname.endsWith("tile.openstreetmap.org"))).toBe(true);
  // The choice is remembered in this browser: the next visit shows the map at once.
  await page.reload();
  await page.locator("[data-map-panel]").scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: "Mapa das lojas" })).toBeVisible();
});

test("the privacy notice states the controller, the retention schedule and the cookies", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Política de Privacidade" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/politica-de-privacidade$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Política de Privacidade" }),
  ).toBeVisible();
  await expect(page.getByTestId("notice-version")).toHaveText(
    noticeVersionLabel(PRIVACY_NOTICE_VERSION),
  );
  const retention = page.getByTestId("retention-list");
  await expect(retention).toContainText(`${RETENTION_DEFAULTS.eventsMonths} meses`);
  await expect(retention).toContainText(`${RETENTION_DEFAULTS.unconfirmedDays} dias`);
  await expect(retention).toContainText(`${RETENTION_DEFAULTS.loginCounterHours} horas`);
  await expect(retention).toContainText(`${RETENTION_DEFAULTS.auditYears} anos`);
  await expect(page.getByTestId("cookie-list")).toContainText("__flash");
  await expect(page.getByTestId("cookie-list")).toContainText("__session");
  await expect(page.getByTestId("dpo-email")).toHaveAttribute("href", /^mailto:/);
});

test("a data-subject request is sent without JavaScript and answered with a protocol", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/privacidade/solicitacao");
  await page.getByLabel("O que você precisa?").selectOption({ label: "Eliminação dos dados" });
  await page
    .getByLabel("Seu e-mail", { exact: true })
    .fill(`e2e-titular-${Date.now()}@example.com`);
  await page.getByLabel("Detalhes (opcional)").fill("Quero que apaguem meu e-mail da newsletter.");
  await page.getByRole("button", { name: "Enviar solicitação" }).click();
  const receipt = page.getByTestId("data-request-receipt");
  await expect(receipt).toContainText("Solicitação recebida");
  await expect(receipt).toContainText(
    /Protocolo [A-Z2-9]{4}-[A-Z2-9]{4}, recebida em \d{2}\/\d{2}\/\d{4} às/,
  );
  await context.close();
});

test("the request form checks as the visitor types, with the server's messages, and keeps what was typed", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST") sent.push(req.url());
  });
  await page.goto("/privacidade/solicitacao");
  const email = page.getByLabel("Seu e-mail", { exact: true });
  const details = page.getByLabel("Detalhes (opcional)");
  await details.fill("Quero saber quais dados vocês têm.");
  await email.fill("maria@");
  await email.blur();
  await expect(page.getByText(NEWSLETTER_MESSAGES.invalid)).toBeVisible();
  await page.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(page.getByText(DATA_REQUEST_KIND_ERROR)).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // Refused in the browser: nothing went to the server, and nothing typed was lost.
  expect(sent).toEqual([]);
  await expect(details).toHaveValue("Quero saber quais dados vocês têm.");
  await expect(email).toHaveValue("maria@");
  // Corrected, the message goes as the visitor types.
  await email.fill(`e2e-titular-${Date.now()}@example.com`);
  await expect(page.getByText(NEWSLETTER_MESSAGES.invalid)).toHaveCount(0);
  await page
    .getByLabel("O que você precisa?")
    .selectOption({ label: "Confirmação e acesso aos dados" });
  await page.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(page.getByTestId("data-request-receipt")).toContainText("Solicitação recebida");
});
