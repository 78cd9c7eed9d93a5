/**
 * "Qualidade dos dados": a new store without photos is listed with what it lacks, each finding
 * leads to the screen that fixes it, the Painel shows the count and the spreadsheet lists it.
 */
import { createStore, expectAccessible, login, uniqueName } from "../fixtures";
import { expect, test } from "../test";

test("the quality screen lists a store's gaps, links to their fix and exports them", async ({
  page,
}) => {
  await login(page);
  const store = await createStore(page, uniqueName("Basiquinha Sem Fotos"));

  await page.goto("/restrita/painel");
  await expect(page.getByTestId("quality-count")).toContainText(
    /Qualidade dos dados: \d+ problemas? nos dados das lojas/,
  );
  await page.getByRole("link", { name: "Qualidade dos dados" }).first().click();
  await expect(page.getByRole("heading", { name: "Qualidade dos dados" })).toBeVisible();
  await expect(page.getByTestId("network-score")).toHaveText(/^\d+$/);
  await expect(page.getByTestId("quality-count-no_facade")).not.toContainText(/\b0$/);
  await expectAccessible(page);

  await page.locator("select[name=tipo]").selectOption("no_facade");
  await page.getByRole("button", { name: "Filtrar" }).click();
  // Its own card (another store's card may name it as a duplicate of its address or phone).
  const card = page
    .getByTestId("quality-store")
    .filter({ has: page.getByRole("heading", { name: store.name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Sem foto do interior");
  await expect(card).toContainText("Página da loja sem textos");
  await card.getByRole("link", { name: "Sem foto da fachada" }).click();
  await expect(page).toHaveURL(new RegExp(`/restrita/lojas/${store.id}/fotos$`));

  await page.goto(`/restrita/qualidade?loja=${store.id}`);
  await expect(page.getByTestId("quality-store")).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar planilha" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^qualidade-dos-dados-\d{4}-\d{2}-\d{2}\.csv$/);
  let text = "";
  for await (const chunk of await download.createReadStream()) text += chunk.toString();
  expect(text).toContain("ID,Loja,Cidade,Estado,Pontuação,Problema,Detalhe");
  expect(text).toContain(`${store.id},${store.name},`);
  expect(text).toContain("Sem foto da fachada,Nenhuma foto da fachada");
});
