/**
 * A store banner's display window ('Exibir de … até …', São Paulo time) set on the store form:
 * the banner says 'Agendado para …' or 'Encerrado em …' and leaves the store page until then.
 * The spec works on a store of its own with three banners.
 */
import {
  addStoreBanners,
  createStore,
  expectAccessible,
  login,
  uniqueName,
  type CreatedStore,
} from "../fixtures";
import { expect, test, type Page } from "../test";

const dots = (page: Page, store: CreatedStore) =>
  page
    .getByRole("region", { name: `Banners da ${store.name}` })
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
  await login(page);
  const store = await createStore(page, uniqueName("Basiquinha Teste Vitrine"));
  await addStoreBanners(page, store, 3);
  const editUrl = new URL(page.url()).pathname;
  const STORE = `/${store.slug}`;
  const card = page.getByTestId("store-banner-card").nth(2);
  await expectAccessible(page);

  // An end before the start is refused, and what was typed stays.
  await saveWindow(page, "2099-12-10T09:00", "2099-12-01T09:00");
  await expect(card.getByText("O fim da exibição deve ser depois do início")).toBeVisible();
  await expect(card.getByLabel("Exibir de")).toHaveValue("2099-12-10T09:00");

  await saveWindow(page, "2099-12-01T09:00", "2099-12-26T00:00");
  await expect(card.getByText("Agendado para 01/12/2099 às 09:00")).toBeVisible();
  await page.goto(STORE);
  await expect(dots(page, store)).toHaveCount(2);

  await page.goto(editUrl);
  await saveWindow(page, "2020-01-01T09:00", "2020-01-31T18:00");
  await expect(card.getByText("Encerrado em 31/01/2020 às 18:00")).toBeVisible();
  await page.goto(STORE);
  await expect(dots(page, store)).toHaveCount(2);

  await page.goto(editUrl);
  await saveWindow(page, "", "");
  await expect(card.getByText(/Agendado|Encerrado/)).toHaveCount(0);
  await page.goto(STORE);
  await expect(dots(page, store)).toHaveCount(3);
});
