/**
 * A store renamed twice by staff keeps both old addresses: each answers 301 to the current page,
 * and the store form lists them.
 */
import { expect, test, type Page } from "../test";
import { createStore, login } from "../fixtures";

// 'Basiquinha Teste …': the store export spec (stores.spec.ts) leaves test stores out.
const FIRST = "Basiquinha Teste Parque Amazônia";
const SECOND = "Basiquinha Teste Avenida Rio Verde";
const THIRD = "Basiquinha Teste Rio Verde Sul";

async function rename(page: Page, from: string, to: string) {
  await page.goto(`/restrita/lojas?q=${encodeURIComponent(from)}`);
  await page.getByRole("link", { name: `Editar ${from}` }).click();
  await page.getByRole("textbox", { name: "Nome da Loja", exact: true }).fill(to);
  await expect(page.getByText("O endereço atual continuará funcionando")).toBeVisible();
  await page.getByRole("button", { name: "Atualizar Loja" }).click();
  await expect(page.getByText("Loja atualizada com sucesso!")).toBeVisible();
}

test("a store renamed twice keeps both old addresses answering 301 to its page", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page);
  await createStore(page, FIRST);

  await rename(page, FIRST, SECOND);
  await rename(page, SECOND, THIRD);

  for (const old of ["/basiquinha-teste-parque-amazonia", "/basiquinha-teste-avenida-rio-verde"]) {
    const moved = await request.get(old, { maxRedirects: 0 });
    expect(moved.status(), old).toBe(301);
    expect(moved.headers()["location"], old).toBe("/basiquinha-teste-rio-verde-sul");
  }
  await page.goto("/basiquinha-teste-parque-amazonia");
  await expect(page).toHaveURL(/\/basiquinha-teste-rio-verde-sul$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(THIRD);

  await page.goto(`/restrita/lojas?q=${encodeURIComponent(THIRD)}`);
  await page.getByRole("link", { name: `Editar ${THIRD}` }).click();
  const oldAddresses = page.getByRole("list", { name: "Endereços antigos da loja" });
  await expect(oldAddresses).toContainText("/basiquinha-teste-parque-amazonia");
  await expect(oldAddresses).toContainText("/basiquinha-teste-avenida-rio-verde");

  // Cleaning up: deleting the store also forgets its old addresses.
  await page.goto(`/restrita/lojas?q=${encodeURIComponent(THIRD)}`);
  await page.getByRole("button", { name: `Excluir ${THIRD}` }).click();
  await page
    .getByRole("dialog", { name: "Confirmar exclusão" })
    .getByRole("button", { name: "Excluir" })
    .click();
  await expect(page.getByText("Loja excluída com sucesso!")).toBeVisible();
  expect(
    (await request.get("/basiquinha-teste-parque-amazonia", { maxRedirects: 0 })).status(),
  ).toBe(404);
});
