/**
 * Staff accounts: an admin creates one and the activity log names the change. Here, with the
 * staff specs, because a staff change empties the page cache the public specs check.
 */
import { login } from "../fixtures";
import { expect, test } from "../test";

test("admins manage staff accounts and every change is in the activity log", async ({ page }) => {
  await login(page);
  await page.goto("/restrita/usuarios");
  await page.getByLabel("Nome", { exact: true }).fill("Editora Teste");
  await page.getByLabel("E-mail", { exact: true }).fill("editora.teste@basiquinha.com.br");
  await page.getByLabel("Perfil", { exact: true }).selectOption("editor");
  await page.getByLabel(/^Senha/).fill("curta");
  await page.getByRole("button", { name: "Criar usuário" }).click();
  await expect(page.getByText("A senha deve ter pelo menos 8 caracteres")).toBeVisible();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("Editora Teste");
  await page.getByLabel(/^Senha/).fill("senha-da-editora");
  await page.getByRole("button", { name: "Criar usuário" }).click();
  await expect(page.getByText("Usuário criado com sucesso!")).toBeVisible();
  await expect(page.getByRole("cell", { name: "editora.teste@basiquinha.com.br" })).toBeVisible();

  await page.goto("/restrita/atividades?entidade=user");
  // The new account's row names it and links to the accounts screen.
  const created = page
    .getByRole("row")
    .filter({ hasText: "editora.teste@basiquinha.com.br" })
    .filter({ hasText: "Criação" });
  await expect(created).toHaveCount(1);
  await expect(
    created.getByRole("link", { name: "editora.teste@basiquinha.com.br" }),
  ).toHaveAttribute("href", "/restrita/usuarios");
});
