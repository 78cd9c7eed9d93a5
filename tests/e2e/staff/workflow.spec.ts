/**
 * Staff work is never lost: leaving a screen with unsaved changes asks first, and the page
 * content of a store is one form saved at once. A forgotten password is recovered through an
 * e-mail received by a real SMTP server started here.
 */
import { startMailCatcher, type MailCatcher } from "../../support/mail-server";
import { expect, hydrated, test, type Page } from "../test";
import { createStore, login, uniqueName } from "../fixtures";

const storeTabs = (page: Page) => page.getByRole("navigation", { name: "Páginas da loja" });

test("leaving the store content with unsaved text asks first; 'Ficar' keeps the text", async ({
  page,
}) => {
  await login(page);
  // A store of its own: the demo stores' content stays as the other specs read it.
  const store = await createStore(page, uniqueName("Basiquinha Teste Conteúdo"));
  const tabs = storeTabs(page);
  await tabs.getByRole("link", { name: "Conteúdo da página" }).click();
  await expect(page.getByRole("heading", { name: "Conteúdo da Página" })).toBeVisible();
  const contentUrl = page.url();
  const hero = page
    .getByRole("region", { name: "Descrição do topo da página" })
    .getByRole("textbox", { name: "Texto" });
  const typed = "Perfumaria e maquiagem no coração do Setor Oeste";
  await hero.fill(typed);

  await tabs.getByRole("link", { name: "Horários" }).click();
  const dialog = page.getByRole("dialog", { name: "Alterações não salvas" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ficar" }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(contentUrl);
  await expect(hero).toHaveValue(typed);

  // Text typed in a rich-text editor counts too; 'Sair sem salvar' leaves. The page shows a
  // plain textarea until the editor's code has loaded and takes its place: type once the
  // editor (with its toolbar) is there, or the keys go to a field about to be replaced.
  const about = page.getByRole("region", { name: "Sobre a loja" });
  await expect(about.getByRole("toolbar", { name: "Formatação" })).toBeVisible();
  const aboutText = about.locator('[contenteditable="true"]');
  await aboutText.click();
  await expect(aboutText).toBeFocused();
  await page.keyboard.type("Venha conhecer.");
  await expect(aboutText).toContainText("Venha conhecer.");
  await tabs.getByRole("link", { name: "Fotos" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sair sem salvar" }).click();
  await expect(page).toHaveURL(/\/fotos$/);
  // The address changes before the new screen is drawn. Until it is, the old screen and its
  // unsaved text are still there, and a click on a tab would be held by the question again
  // (its dialog then covers the save button for good): wait for the photos screen itself.
  await expect(page.getByRole("heading", { name: "Fotos da Loja" })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved work leaves without a question; every section was saved by the one button.
  await tabs.getByRole("link", { name: "Conteúdo da página" }).click();
  await expect(page.getByRole("heading", { name: "Conteúdo da Página" })).toBeVisible();
  await hero.fill(typed);
  await page
    .getByRole("region", { name: "Chamada principal" })
    .getByRole("textbox", { name: "Título" })
    .fill("Passe para nos ver");
  await page.getByRole("button", { name: "Salvar conteúdo" }).click();
  await expect(page.getByText("Conteúdo salvo com sucesso!")).toBeVisible();
  // The save is over once the button is back (the page has reloaded what was saved).
  await expect(page.getByRole("button", { name: "Salvar conteúdo" })).toBeEnabled();
  await expect(hero).toHaveValue(typed);
  await tabs.getByRole("link", { name: "Horários" }).click();
  await expect(page).toHaveURL(/\/horarios$/);
  // The address changes before the new screen is drawn: wait for the screen itself.
  await expect(page.getByRole("heading", { name: "Horários", exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Visitors see it: in a tab of its own, so no prompt of the staff screen can hold the visit.
  const visitor = await page.context().newPage();
  await visitor.goto(`/${store.slug}`);
  await expect(visitor.getByText(typed)).toBeVisible();
  await expect(visitor.getByText("Passe para nos ver")).toBeVisible();
});

// The SMTP server the e2e web server sends to (playwright.config.ts: SMTP_PORT).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 25);

test.describe("password recovery", () => {
  let smtp: MailCatcher;

  test.beforeAll(async () => {
    smtp = await startMailCatcher(SMTP_PORT);
  });

  test.afterAll(async () => {
    await smtp.close();
  });

  test("the e-mailed link works once and ends the old session", async ({ page, browser }) => {
    const email = `${uniqueName("recuperacao").replace(" ", "-")}@basiquinha.com.br`;
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
    await login(old, undefined, { email, password: "senha-antiga-123" });

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

    // Other staff specs make the site send e-mail too (newsletter, requests): only this one's.
    const received = () => smtp.inbox.filter((m) => m.to.includes(email.toLowerCase()));
    await expect.poll(() => received().length, { timeout: 15_000 }).toBe(1);
    // Quoted-printable soft line breaks ('=' at a line end) joined, so the link reads whole.
    const mail = received()[0]!.raw.replace(/=\r?\n/g, "");
    expect(mail).toContain("Redefini");
    const link = /\/redefinir-senha\/[\w-]+/.exec(mail)?.[0];
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

    await login(me, undefined, { email, password: "senha-nova-456" });
    await other.close();
    await visitor.close();
  });
});
