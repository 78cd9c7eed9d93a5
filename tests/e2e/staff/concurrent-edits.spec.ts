/**
 * Two people, two browsers, one record: the second save from a form opened before the first is
 * refused with the conflict notice (who changed what), the first change survives, and the
 * second person's typed text is still in the form, now over the current version, so 'Salvar
 * minhas alterações' keeps both.
 */
import type { Browser } from "@playwright/test";
import { createStore, login, png, uniqueName } from "../fixtures";
import { expect, hydrated, test, type Page } from "../test";

test.describe.configure({ timeout: 120_000 });

/** A second person's browser (a context of its own: its own session cookie). */
async function secondPerson(browser: Browser) {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  const page = await context.newPage();
  await login(page);
  return { context, page };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test("a store: B's stale save is refused, A's WhatsApp survives, B's notes stay typed", async ({
  page: ana,
  browser,
}) => {
  await login(ana);
  const store = await createStore(ana, uniqueName("Basiquinha Teste Conflito"));
  const edit = `/restrita/lojas/editar/${store.id}`;
  const bia = await secondPerson(browser);
  await open(ana, edit);
  await open(bia.page, edit);

  const field = (page: Page, label: string) =>
    page.getByRole("textbox", { name: label, exact: true });
  await field(ana, "WhatsApp").fill("(62) 98123-4567");
  await ana.getByRole("button", { name: "Atualizar Loja" }).click();
  await expect(ana.getByText("Loja atualizada com sucesso!")).toBeVisible();

  await field(bia.page, "Observações").fill("Trocar a vitrine na sexta.");
  await bia.page.getByRole("button", { name: "Atualizar Loja" }).click();
  const notice = bia.page.getByRole("alert").filter({ hasText: "Outra pessoa alterou" });
  await expect(notice).toContainText("Outra pessoa alterou este cadastro enquanto você editava");
  await expect(notice).toContainText("Administrador Demo");
  await expect(notice).toContainText("WhatsApp");
  // What Bia typed is still there, over what Ana saved.
  await expect(field(bia.page, "Observações")).toHaveValue("Trocar a vitrine na sexta.");
  await expect(field(bia.page, "WhatsApp")).toHaveValue("(62) 98123-4567");

  await notice.getByRole("button", { name: "Salvar minhas alterações" }).click();
  await expect(bia.page.getByText("Loja atualizada com sucesso!")).toBeVisible();
  await open(ana, edit);
  await expect(field(ana, "WhatsApp")).toHaveValue("(62) 98123-4567");
  await expect(field(ana, "Observações")).toHaveValue("Trocar a vitrine na sexta.");
  await bia.context.close();
});

test("a post: B's stale save is refused, A's title survives, B's summary stays typed", async ({
  page: ana,
  browser,
}) => {
  const title = uniqueName("Post de teste do conflito");
  await login(ana, "/restrita/blog/novo");
  await ana.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await ana.getByLabel("Categoria").selectOption("Skincare");
  await ana.getByLabel("Resumo").fill("Um resumo escrito pela primeira pessoa.");
  await ana.getByRole("textbox", { name: "Conteúdo" }).click();
  await ana.keyboard.type(
    "Um texto longo o bastante para o post: limpeza, hidratação e protetor solar.",
  );
  await ana.getByLabel("Imagem de Capa").setInputFiles(await png("capa-1200x630.png", 1200, 630));
  await expect(ana.getByTestId("cover-preview")).toHaveAttribute("src", /^\/media\//);
  await ana.getByRole("button", { name: "Criar Post" }).click();
  await expect(ana.getByText("Post criado com sucesso!")).toBeVisible();
  await ana.getByRole("link", { name: `Editar post ${title}` }).click();
  await expect(ana).toHaveURL(/\/restrita\/blog\/editar\/\d+$/);
  const edit = new URL(ana.url()).pathname;

  const bia = await secondPerson(browser);
  await open(bia.page, edit);
  const titleOf = (page: Page) => page.getByRole("textbox", { name: "Título", exact: true });
  await titleOf(ana).fill(`${title} (revisto)`);
  await ana.getByRole("button", { name: "Atualizar Post" }).click();
  await expect(ana.getByText("Post atualizado com sucesso!")).toBeVisible();

  await bia.page.getByLabel("Resumo").fill("Resumo reescrito pela segunda pessoa.");
  await bia.page.getByRole("button", { name: "Atualizar Post" }).click();
  const notice = bia.page.getByRole("alert").filter({ hasText: "Outra pessoa alterou" });
  await expect(notice).toContainText("Administrador Demo");
  await expect(notice).toContainText("Título");
  await expect(bia.page.getByLabel("Resumo")).toHaveValue("Resumo reescrito pela segunda pessoa.");
  await expect(titleOf(bia.page)).toHaveValue(`${title} (revisto)`);

  await notice.getByRole("button", { name: "Salvar minhas alterações" }).click();
  await expect(bia.page.getByText("Post atualizado com sucesso!")).toBeVisible();
  await open(ana, edit);
  await expect(titleOf(ana)).toHaveValue(`${title} (revisto)`);
  await expect(ana.getByLabel("Resumo")).toHaveValue("Resumo reescrito pela segunda pessoa.");
  await bia.context.close();
});
