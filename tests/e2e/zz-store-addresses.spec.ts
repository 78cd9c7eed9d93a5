/**
 * A store renamed twice by staff keeps both old addresses: each answers 301 to the current page,
 * and the store form lists them.
 */
import { expect, test, type Page } from "./test";
import { login } from "./fixtures";

const FIRST = "Basiquinha Parque Amazônia";
const SECOND = "Basiquinha Avenida Rio Verde";
const THIRD = "Basiquinha Rio Verde Sul";

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
  await page.goto("/restrita/lojas/nova");
  const text = (name: string) => page.getByRole("textbox", { name, exact: true });
  await text("Nome da Loja").fill(FIRST);
  await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "GO" });
  await text("Cidade").fill("Goiânia");
  await text("Bairro").fill("Parque Amazônia");
  await text("CEP").fill("74840-010");
  await text("Logradouro").fill("Avenida Rio Verde");
  await text("Número").fill("1500");
  await text("WhatsApp").fill("(62) 99222-3344");
  await text("Horário de Funcionamento").fill("Seg. a Sex.: 9h às 19h | Sáb.: 9h às 13h");
  await page.getByRole("button", { name: "Cadastrar Loja" }).click();
  await expect(page.getByText("Loja cadastrada com sucesso!")).toBeVisible();

  await rename(page, FIRST, SECOND);
  await rename(page, SECOND, THIRD);

  for (const old of ["/basiquinha-parque-amazonia", "/basiquinha-avenida-rio-verde"]) {
    const moved = await request.get(old, { maxRedirects: 0 });
    expect(moved.status(), old).toBe(301);
    expect(moved.headers()["location"], old).toBe("/basiquinha-rio-verde-sul");
  }
  await page.goto("/basiquinha-parque-amazonia");
  await expect(page).toHaveURL(/\/basiquinha-rio-verde-sul$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(THIRD);

  await page.goto(`/restrita/lojas?q=${encodeURIComponent(THIRD)}`);
  await page.getByRole("link", { name: `Editar ${THIRD}` }).click();
  const oldAddresses = page.getByRole("list", { name: "Endereços antigos da loja" });
  await expect(oldAddresses).toContainText("/basiquinha-parque-amazonia");
  await expect(oldAddresses).toContainText("/basiquinha-avenida-rio-verde");

  // Cleaning up: deleting the store also forgets its old addresses.
  await page.goto(`/restrita/lojas?q=${encodeURIComponent(THIRD)}`);
  await page.getByRole("button", { name: `Excluir ${THIRD}` }).click();
  await page
    .getByRole("dialog", { name: "Confirmar exclusão" })
    .getByRole("button", { name: "Excluir" })
    .click();
  await expect(page.getByText("Loja excluída com sucesso!")).toBeVisible();
  expect((await request.get("/basiquinha-parque-amazonia", { maxRedirects: 0 })).status()).toBe(
    404,
  );
});
