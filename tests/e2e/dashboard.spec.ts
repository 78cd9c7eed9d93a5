import { expect, hydrated, REGULAR_BROWSER, test, type Page } from "./test";
import { login } from "./fixtures";

/**
 * A store whose WhatsApp no other spec clicks (the store page spec counts its own clicks on
 * Setor Bueno, maybe at the same time): the count goes up by exactly this test's click.
 */
const STORE = { slug: "basiquinha-rio-verde-centro", name: "Basiquinha Rio Verde Centro" };

async function whatsappCount(page: Page, storeId: string) {
  await page.goto(`/restrita/painel?periodo=7&loja=${storeId}`);
  return Number(await page.getByTestId("total-whatsapp_click").innerText());
}

test("a click on 'Falar pelo WhatsApp' raises the store's count on the dashboard", async ({
  page,
  context,
}) => {
  await login(page);
  await page.goto("/restrita/painel");
  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();
  const storeId = await page
    .getByLabel("Loja")
    .locator("option", { hasText: STORE.name })
    .getAttribute("value");
  expect(storeId).toBeTruthy();
  const before = await whatsappCount(page, storeId!);

  // A visitor (no staff cookie) on the store page.
  const visitor = await context.browser()!.newContext({ userAgent: REGULAR_BROWSER });
  const store = await visitor.newPage();
  // wa.me is outside this machine: keep the click on our page.
  await visitor.route(/wa\.me|api\.whatsapp\.com/, (route) => route.fulfill({ status: 204 }));
  // The click is counted by a listener the page registers with its first page view: wait for
  // that beacon, not only for the router, or a click in between goes uncounted.
  const pageView = store.waitForRequest(
    (req) =>
      req.url().endsWith("/api/eventos") && (req.postData() ?? "").includes("kind=page_view"),
  );
  await store.goto(`/${STORE.slug}`);
  await hydrated(store);
  await pageView;
  const beacon = store.waitForRequest(
    (req) =>
      req.url().endsWith("/api/eventos") && (req.postData() ?? "").includes("whatsapp_click"),
  );
  await store.getByRole("link", { name: "Falar pelo WhatsApp" }).last().click();
  await beacon;
  await visitor.close();

  await expect.poll(() => whatsappCount(page, storeId!)).toBe(before + 1);
  await expect(page.getByRole("cell", { name: new RegExp(STORE.name) })).toBeVisible();

  const download = await page.request.get(
    `/restrita/painel/exportar.csv?periodo=7&loja=${storeId}`,
  );
  expect(download.headers()["content-type"]).toContain("text/csv");
  const csv = await download.text();
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(STORE.name);
});
