import { expect, test } from "./test";
import { DEMO_ADMIN, login } from "./fixtures";

test("a wrong password shows the error and keeps the e-mail", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Senha").fill("senha-errada");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toContainText("Email ou senha incorretos.");
  await expect(page.getByLabel("Email")).toHaveValue(DEMO_ADMIN.email);
  await expect(page).toHaveURL(/\/login/);
});

test("invalid fields show the spec's messages", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nao-e-um-email");
  await page.getByLabel("Senha").fill("123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Email inválido")).toBeVisible();
  await expect(page.getByText("A senha deve ter pelo menos 6 caracteres")).toBeVisible();
});

test("the right password lands on /restrita/lojas with the success toast", async ({ page }) => {
  await login(page);
  await expect(page).toHaveURL(/\/restrita\/lojas$/);
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gerenciar Lojas" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Área restrita" })).toContainText("Usuários");
  // An authenticated visitor on /login goes straight to the restricted area.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/restrita\/lojas$/);
});

test("the guard sends visitors to /login and back to where they came from", async ({ page }) => {
  const response = await page.goto("/restrita/atividades?entidade=store");
  expect(response?.url()).toContain("/login?redirectTo=");
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Senha").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/restrita\/atividades\?entidade=store$/);
  await expect(page.getByRole("heading", { name: "Registro de atividades" })).toBeVisible();
});

for (const evil of ["https://evil.example", "//evil.example"]) {
  test(`redirectTo ${evil} is ignored`, async ({ page }) => {
    await login(page, evil);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/restrita\/lojas$/);
  });
}

test("the spec's /admin/lojas addresses stay behind the guard", async ({ page }) => {
  await page.goto("/admin/lojas/nova");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Flojas%2Fnova/);
});

test("after 'Sair' the old cookie opens no restricted page", async ({ page, browser }) => {
  await login(page);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "__session")?.httpOnly).toBe(true);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const replay = await browser.newContext({ baseURL: page.url() });
  await replay.addCookies(cookies);
  const replayPage = await replay.newPage();
  for (const path of ["/restrita/lojas", "/restrita/usuarios", "/restrita/atividades"]) {
    await replayPage.goto(path);
    await expect(replayPage).toHaveURL(/\/login\?redirectTo=/);
  }
  await replay.close();
});

test("a cross-site form post is refused", async ({ request }) => {
  const response = await request.post("/logout", {
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(response.status()).toBe(403);
});
