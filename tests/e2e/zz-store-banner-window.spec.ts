/**
 * A store banner's display window ('Exibir de … até …', São Paulo time) set on the store form:
 * the banner says 'Agendado para …' or 'Encerrado em …' and leaves the store page until then.
 * The window is cleared at the end, so the demo content is as it was.
 */
import AxeBuilder from "@axe-core/playwright";
import { login } from "./fixtures";
import { expect, test, type Page } from "./test";

/** No serious or critical axe violations. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

const STORE = "/basiquinha-setor-bueno";

const dots = (page: Page) =>
  page
    .getByRole("region", { name: "Banners da Basiquinha Setor Bueno" })
    .getByRole("button", { name: /Ir para o banner/ });

async function saveWindow(page: Page, startsAt: string, endsAt: string) {
  const details = page.getByRole("form", { name: "Detalhes do banner 3" });
  await details.getByLabel("Exibir de").fill(startsAt);
  await details.getByLabel("Até").fill(endsAt);
  await details.getByRole("button", { name: "Salvar banner 3" }).click();
}

test("a store banner outside its display window is labelled and left off the store page", async ({
  page,
}) => {
  await login(page, "/restrita/lojas?q=Setor+Bueno");
  await page.getByRole("link", { name: "Editar Basiquinha Setor Bueno" }).click();
  await expect(page).toHaveURL(/\/restrita\/lojas\/editar\/\d+$/);
  const editUrl = new URL(page.url()).pathname;
  const card = page.getByTestId("store-banner-card").nth(2);
  await expectAccessible(page);

  // An end before the start is refused, and what was typed stays.
  await saveWindow(page, "2099-12-10T09:00", "2099-12-01T09:00");
  await expect(card.getByText("O fim da exibição deve ser depois do início")).toBeVisible();
  await expect(card.getByLabel("Exibir de")).toHaveValue("2099-12-10T09:00");

  await saveWindow(page, "2099-12-01T09:00", "2099-12-26T00:00");
  await expect(card.getByText("Agendado para 01/12/2099 às 09:00")).toBeVisible();
  await page.goto(STORE);
  await expect(dots(page)).toHaveCount(2);

  await page.goto(editUrl);
  await saveWindow(page, "2020-01-01T09:00", "2020-01-31T18:00");
  await expect(card.getByText("Encerrado em 31/01/2020 às 18:00")).toBeVisible();
  await page.goto(STORE);
  await expect(dots(page)).toHaveCount(2);

  await page.goto(editUrl);
  await saveWindow(page, "", "");
  await expect(card.getByText(/Agendado|Encerrado/)).toHaveCount(0);
  await page.goto(STORE);
  await expect(dots(page)).toHaveCount(3);
});
