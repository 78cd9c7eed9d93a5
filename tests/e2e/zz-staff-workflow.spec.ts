/**
 * Staff work is never lost: leaving a screen with unsaved changes asks first, and the page
 * content of a store is one form saved at once.
 */
import { expect, test, type Page } from "./test";
import { login } from "./fixtures";

async function openStoreContent(page: Page) {
  await page.goto("/restrita/lojas?q=Setor+Bueno");
  await page.getByRole("link", { name: "Editar Basiquinha Setor Bueno" }).click();
  await page.getByRole("link", { name: "Conteúdo da página" }).click();
  await expect(page.getByRole("heading", { name: "Conteúdo da Página" })).toBeVisible();
}

test("leaving the store content with unsaved text asks first; 'Ficar' keeps the text", async ({
  page,
}) => {
  await login(page);
  await openStoreContent(page);
  const contentUrl = page.url();
  const hero = page
    .getByRole("region", { name: "Descrição do topo da página" })
    .getByRole("textbox", { name: "Texto" });
  const typed = "Perfumaria e maquiagem no coração do Setor Bueno";
  await hero.fill(typed);

  const tabs = page.getByRole("navigation", { name: "Páginas da loja" });
  await tabs.getByRole("link", { name: "Horários" }).click();
  const dialog = page.getByRole("dialog", { name: "Alterações não salvas" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ficar" }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(contentUrl);
  await expect(hero).toHaveValue(typed);

  // Text typed in a rich-text editor counts too; 'Sair sem salvar' leaves.
  const about = page.getByRole("region", { name: "Sobre a loja" });
  await about.getByRole("textbox", { name: "Texto" }).click();
  await page.keyboard.type(" Venha conhecer.");
  await tabs.getByRole("link", { name: "Fotos" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sair sem salvar" }).click();
  await expect(page).toHaveURL(/\/fotos$/);

  // Saved work leaves without a question; every section was saved by the one button.
  await tabs.getByRole("link", { name: "Conteúdo da página" }).click();
  await hero.fill(typed);
  await page
    .getByRole("region", { name: "Chamada principal" })
    .getByRole("textbox", { name: "Título" })
    .fill("Passe para nos ver");
  await page.getByRole("button", { name: "Salvar conteúdo" }).click();
  await expect(page.getByText("Conteúdo salvo com sucesso!")).toBeVisible();
  await expect(hero).toHaveValue(typed);
  await tabs.getByRole("link", { name: "Horários" }).click();
  await expect(page).toHaveURL(/\/horarios$/);
  await expect(dialog).toBeHidden();

  await page.goto("/basiquinha-setor-bueno");
  await expect(page.getByText(typed)).toBeVisible();
  await expect(page.getByText("Passe para nos ver")).toBeVisible();
});
