/**
 * The blog's staff screens in a real browser: a post written, published and read on /blog, a
 * draft only staff can preview, a local draft that survives a closed tab.
 */
import { confirmDelete, expectAccessible, login, openScreen, png } from "../fixtures";
import { expect, test, type Page } from "../test";

// Each test walks several screens and the public pages on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/** Holds the page's requests for the scripts `pattern` matches until the returned function runs. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe.serial("blog", () => {
  const TITLE = "Guia de teste: pele iluminada no inverno";
  const DRAFT = "Rascunho de teste: novidades secretas";

  test("write and publish a post with an inline image, then read it on /blog", async ({ page }) => {
    await openScreen(page, "/restrita/blog", "Gerenciar Blog");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Novo Post" }).click();
    await expect(page.getByRole("heading", { name: "Novo Post" })).toBeVisible();
    await expect(page.getByText("Este post ficará salvo como rascunho")).toBeVisible();

    await page.getByRole("button", { name: "Criar Post" }).click();
    await expect(page.getByText("O título precisa ter pelo menos 5 caracteres")).toBeVisible();
    await expect(page.getByText("Selecione uma categoria").last()).toBeVisible();
    await expect(page.getByText("O resumo precisa ter pelo menos 10 caracteres")).toBeVisible();
    await expect(page.getByText("O conteúdo precisa ter pelo menos 50 caracteres")).toBeVisible();
    await expect(page.getByText("Selecione uma imagem de capa").last()).toBeVisible();

    await page.getByRole("textbox", { name: "Título", exact: true }).fill(TITLE);
    await page.getByLabel("Categoria").selectOption("Skincare");
    await page.getByLabel("Resumo").fill("Como manter o viço da pele quando o tempo esfria.");
    const editor = page.getByRole("textbox", { name: "Conteúdo" });
    await editor.click();
    await page.getByRole("button", { name: "Título", exact: true }).click();
    await page.keyboard.type("Hidratação em camadas");
    await page.keyboard.press("Enter");
    await page.keyboard.type(
      "No inverno a pele perde água mais depressa: aposte em sérum com ácido hialurônico e um creme mais denso à noite.",
    );
    await page.keyboard.press("Enter");

    await page.getByRole("button", { name: "Imagem", exact: true }).click();
    const imageDialog = page.getByRole("dialog", { name: "Inserir imagem" });
    await imageDialog
      .getByLabel("Arquivo")
      .setInputFiles(await png("imagem-800x500.png", 800, 500, { r: 251, g: 207, b: 232 }));
    await imageDialog.getByLabel("Texto alternativo").fill("Creme hidratante sobre a bancada");
    await imageDialog.getByRole("button", { name: "Inserir" }).click();
    await expect(imageDialog).toHaveCount(0);
    await expect(
      editor.getByRole("img", { name: "Creme hidratante sobre a bancada" }),
    ).toBeVisible();

    await page
      .getByLabel("Imagem de Capa")
      .setInputFiles(await png("imagem-1200x630.png", 1200, 630, { r: 157, g: 23, b: 77 }));
    await expect(page.getByTestId("cover-preview")).toHaveAttribute(
      "src",
      /^\/media\/blog-images\//,
    );
    const publish = page.getByRole("switch", { name: "Publicar" });
    await publish.focus();
    await page.keyboard.press("Space");
    await expect(publish).toBeChecked();
    await expect(page.getByText("Este post será exibido no site")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Criar Post" }).click();

    await expect(page).toHaveURL(/\/restrita\/blog$/);
    await expect(page.getByText("Post criado com sucesso!")).toBeVisible();
    const row = page.getByTestId("post-row").filter({ hasText: TITLE });
    await expect(row).toContainText("Publicado");
    await expect(row).toContainText("Skincare");

    // Client-side search by title or category, case-insensitive.
    await page.getByPlaceholder("Buscar posts...").fill("PELE ILUMINADA");
    await expect(page.getByTestId("post-row")).toHaveCount(1);
    await page.getByPlaceholder("Buscar posts...").fill("nada-parecido-com-isso");
    await expect(page.getByText("Nenhum post encontrado")).toBeVisible();
    await page.getByRole("button", { name: "Limpar busca" }).click();
    await expect(page.getByTestId("post-row").first()).toBeVisible();

    await page.goto("/blog");
    await page.getByRole("link", { name: TITLE }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hidratação em camadas" })).toBeVisible();
    const inline = page.getByRole("img", { name: "Creme hidratante sobre a bancada" });
    await expect(inline).toHaveAttribute("src", /^\/media\/blog-images\//);
    expect(await inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("a draft is not public; staff preview it", async ({ page, request }) => {
    await login(page);
    await page.goto("/restrita/blog/novo");
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(DRAFT);
    await page.getByLabel("Categoria").selectOption("Novidades");
    await page.getByLabel("Resumo").fill("Um resumo do rascunho de teste.");
    // Typed once the editor is there (the hand-over from the textarea has a test of its own).
    await expect(page.getByRole("toolbar", { name: "Formatação do conteúdo" })).toBeVisible();
    await page.getByRole("textbox", { name: "Conteúdo" }).click();
    await page.keyboard.type(
      "Este texto ainda não foi revisado e não deve aparecer para visitantes do site de jeito nenhum.",
    );
    await page
      .getByLabel("Imagem de Capa")
      .setInputFiles(await png("imagem-1200x630.png", 1200, 630, { r: 80, g: 7, b: 36 }));
    await expect(page.getByTestId("cover-preview")).toBeVisible();
    await page.getByRole("button", { name: "Criar Post" }).click();
    await expect(page.getByText("Post criado com sucesso!")).toBeVisible();
    const row = page.getByTestId("post-row").filter({ hasText: DRAFT });
    await expect(row).toContainText("Rascunho");

    const previewLink = row.getByRole("link", {
      name: `Pré-visualizar rascunho ${DRAFT} (abre em nova aba)`,
    });
    const href = await previewLink.getAttribute("href");
    expect(href).toMatch(/^\/restrita\/blog\/visualizar\/\d+$/);
    const id = href!.split("/").pop();

    // `request` shares no cookies with the page: it is an anonymous visitor.
    const publicPost = await request.get(`/blog/${id}`, { maxRedirects: 0 });
    expect(publicPost.status()).toBe(404);
    const anonymous = await request.get(`/restrita/blog/visualizar/${id}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);

    const [preview] = await Promise.all([page.context().waitForEvent("page"), previewLink.click()]);
    await expect(preview.getByRole("heading", { level: 1, name: DRAFT })).toBeVisible();
    await expect(preview.getByText("Pré-visualização — não publicado")).toBeVisible();
    await expectAccessible(preview);
    await preview.close();

    await page.goto("/blog");
    await expect(page.getByText(DRAFT)).toHaveCount(0);
    await page.goto("/restrita/blog");
    await confirmDelete(page, `Excluir post ${DRAFT}`, "Tem certeza que deseja excluir este post?");
    await expect(page.getByText("Post excluído com sucesso!")).toBeVisible();
    await expect(page.getByTestId("post-row").filter({ hasText: DRAFT })).toHaveCount(0);
  });

  test("what is typed in the content before the editor's code arrives goes on into the editor", async ({
    page,
  }) => {
    await login(page);
    // Hold the editor's code: until it comes, the server's plain textarea is the field.
    const release = await holdScripts(page, /\/assets\/rich-text-editor-[\w-]+\.js$/);
    const typed = "Primeiro parágrafo, digitado antes do editor.";
    await page.goto("/restrita/blog/novo");
    const textarea = page.locator('textarea[name="content"]');
    const content = page.getByRole("textbox", { name: "Conteúdo" });
    await content.click();
    await page.keyboard.type(typed);
    await expect(content).toHaveValue(typed);
    release();
    const editor = page.getByTestId("rich-text-editor").locator('[contenteditable="true"]');
    await expect(editor).toHaveText(typed);
    await expect(textarea).toHaveCount(0);
    // The caret went along, at the end of the text.
    await expect(editor).toBeFocused();
    await page.keyboard.type(" E mais um pouco.");
    // The hand-over is no leaving of the field: nothing is checked or sent yet.
    await expect(page.getByText("O conteúdo precisa ter pelo menos 50 caracteres")).toHaveCount(0);
    await expect(page).toHaveURL(/\/restrita\/blog\/novo$/);
    await expect(editor).toHaveText(`${typed} E mais um pouco.`);
  });

  test("what is typed in the content before the page's code runs goes on into the editor", async ({
    page,
  }) => {
    await login(page);
    // Hold all of the page's code: the server's textarea is all there is.
    const release = await holdScripts(page, /\/assets\/[\w.-]+\.js$/);
    const opened = page.goto("/restrita/blog/novo");
    await page.getByRole("textbox", { name: "Conteúdo" }).click();
    await page.keyboard.type("Digitado antes do código da página.");
    release();
    await opened;
    const editor = page.getByTestId("rich-text-editor").locator('[contenteditable="true"]');
    await expect(editor).toHaveText("Digitado antes do código da página.");
    await expect(editor).toBeFocused();
  });

  test("a local draft survives a closed tab", async ({ page }) => {
    await login(page);
    await page.goto("/restrita/blog/novo");
    await page
      .getByRole("textbox", { name: "Título", exact: true })
      .fill("Texto que não pode se perder");
    await page.getByLabel("Resumo").fill("Resumo digitado antes de fechar a aba.");
    // The draft is written shortly after typing stops: wait until it is there.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("basiquinha:blog-draft:novo")))
      .toContain("Resumo digitado antes de fechar a aba.");
    await page.close({ runBeforeUnload: true });

    const next = await page.context().newPage();
    await next.goto("/restrita/blog/novo");
    await expect(
      next.getByText(/Há um rascunho deste post guardado neste navegador/),
    ).toBeVisible();
    await next.getByRole("button", { name: "Restaurar rascunho" }).click();
    await expect(next.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(
      "Texto que não pode se perder",
    );
    await expect(next.getByLabel("Resumo")).toHaveValue("Resumo digitado antes de fechar a aba.");
  });

  test("a field is checked in the browser when it is left, and the next click is not lost", async ({
    page,
  }) => {
    await login(page, "/restrita/blog/novo");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const title = page.getByRole("textbox", { name: "Título", exact: true });
    await title.fill("Oi");
    await page.getByLabel("Resumo").focus();
    await expect(page.getByText("O título precisa ter pelo menos 5 caracteres")).toBeVisible();
    await title.fill("Título provisório");
    await page.getByLabel("Resumo").fill("Curto");
    // Leaving 'Resumo' for the button checks it: that check must not eat the click.
    await page.getByRole("button", { name: "Criar Post" }).click();
    await expect(page.getByText("O resumo precisa ter pelo menos 10 caracteres")).toBeVisible();
    await expect(page.getByText("O conteúdo precisa ter pelo menos 50 caracteres")).toBeVisible();
    expect(posts, "every check ran in the browser").toEqual([]);
  });

  test("the first click on a link after typing in a field is not lost", async ({ page }) => {
    await login(page, "/restrita/blog/novo");
    const title = page.getByRole("textbox", { name: "Título", exact: true });
    const leave = page.getByRole("dialog", { name: "Alterações não salvas" });

    // 'Cancelar' below the form: leaving the too-short title shows its error above the link,
    // and the click that left the field still reaches the link (the unsaved text is asked about).
    await title.fill("Oi");
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Sair sem salvar" }).click();
    await expect(page).toHaveURL(/\/restrita\/blog$/);

    // With nothing left to lose, one click on 'Cancelar' is the way out.
    await page.goto("/restrita/blog/novo");
    await title.fill("Oi");
    await title.fill("");
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/restrita\/blog$/);

    // A link of the menu, from the summary.
    await page.goto("/restrita/blog/novo");
    await page.getByLabel("Resumo").fill("Curto");
    await page
      .getByRole("navigation", { name: "Área restrita" })
      .getByRole("link", { name: "Lojas", exact: true })
      .click();
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Sair sem salvar" }).click();
    await expect(page).toHaveURL(/\/restrita\/lojas$/);
  });

  test("an unknown post shows the editor's error state", async ({ page }) => {
    await login(page);
    await page.goto("/restrita/blog/editar/987654");
    await expect(page.getByText("Erro ao Carregar Post")).toBeVisible();
    await expect(
      page.getByText("Post não encontrado ou não disponível para edição."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para Lista" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tentar Novamente" })).toBeVisible();
  });
});
