/**
 * Staff work is never lost: leaving a screen with unsaved changes asks first, and the page
 * content of a store is one form saved at once. A forgotten password is recovered through an
 * e-mail received by a real SMTP server started here.
 */
import { SMTPServer } from "smtp-server";
import { expect, hydrated, test, type Page } from "./test";
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

// The SMTP server the e2e web server sends to (playwright.config.ts: SMTP_PORT).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 25);

test.describe("password recovery", () => {
  const inbox: string[] = [];
  let smtp: SMTPServer;

  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          inbox.push(
            Buffer.concat(chunks)
              .toString("utf8")
              .replace(/=\r?\n/g, ""),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, "127.0.0.1", resolve));
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test("the e-mailed link works once and ends the old session", async ({ page, browser }) => {
    const email = "recuperacao@basiquinha.com.br";
    // An account of its own, so the demo admin keeps its password for the other specs.
    await login(page);
    await page.goto("/restrita/usuarios");
    await page.getByLabel("Nome", { exact: true }).fill("Equipe Recuperação");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel(/^Senha/).fill("senha-antiga-123");
    await page.getByRole("button", { name: "Criar usuário" }).click();
    await expect(page.getByText("Usuário criado com sucesso!")).toBeVisible();

    // The account signs in elsewhere: that session must end with the new password.
    const other = await browser.newContext({ locale: "pt-BR" });
    const old = await other.newPage();
    await old.goto("/login");
    await hydrated(old);
    await old.getByLabel("Email").fill(email);
    await old.getByLabel("Senha").fill("senha-antiga-123");
    await old.getByRole("button", { name: "Entrar" }).click();
    await expect(old).toHaveURL(/\/restrita\//);

    // Signed out, from the login page.
    const visitor = await browser.newContext({ locale: "pt-BR" });
    const me = await visitor.newPage();
    await me.goto("/login");
    await hydrated(me);
    await expect(me.getByRole("link", { name: "Voltar para o site" })).toHaveAttribute("href", "/");
    await me.getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(me.getByRole("heading", { name: "Esqueci minha senha" })).toBeVisible();
    await me.getByLabel("Email").fill(email);
    await me.getByRole("button", { name: "Enviar link" }).click();
    await expect(me.getByRole("status")).toContainText("Se houver uma conta ativa");

    await expect.poll(() => inbox.length, { timeout: 15_000 }).toBe(1);
    expect(inbox[0]).toContain("Redefini");
    const link = /\/redefinir-senha\/[\w-]+/.exec(inbox[0]!)?.[0];
    expect(link).toBeTruthy();

    await me.goto(link!);
    await hydrated(me);
    await me.getByLabel("Nova senha", { exact: true }).fill("senha-nova-456");
    await me.getByLabel("Repita a nova senha").fill("senha-nova-456");
    await me.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(me).toHaveURL(/\/login$/);
    await expect(me.getByText("Senha alterada com sucesso!")).toBeVisible();

    // Once only.
    await me.goto(link!);
    await expect(me.getByRole("heading", { name: "Link inválido" })).toBeVisible();

    // The session opened with the old password is gone.
    await old.goto("/restrita/lojas");
    await expect(old).toHaveURL(/\/login/);

    await me.goto("/login");
    await hydrated(me);
    await me.getByLabel("Email").fill(email);
    await me.getByLabel("Senha").fill("senha-nova-456");
    await me.getByRole("button", { name: "Entrar" }).click();
    await expect(me).toHaveURL(/\/restrita\//);
    await other.close();
    await visitor.close();
  });
});
