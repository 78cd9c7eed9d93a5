/**
 * Content screens of the restricted area in a real browser, on the demo data (db/seed-data.ts:
 * 6 banners, 12 brands with 'Brilho Tropical' inactive, 5 videos, published posts and drafts),
 * each change checked where visitors see it.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import sharp from "sharp";
import { login } from "./fixtures";

async function png(width: number, height: number, color: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: `imagem-${width}x${height}.png`, mimeType: "image/png", buffer };
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

/** The home's banner carousel, by the descriptions (alt texts) it shows. */
async function homeBannerAlts(page: Page): Promise<string[]> {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Banners em destaque" });
  return carousel
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""));
}

async function confirmDelete(page: Page, trigger: string, question: string) {
  await page.getByRole("button", { name: trigger }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmar exclusão" });
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: "Excluir" }).click();
}

// Each test walks several screens and the public pages on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test.describe.serial("banners", () => {
  const NEW = "Banner de teste: semana da beleza";
  const EDITED = "Banner de teste: semana da beleza (editado)";

  test("at the limit of 6 the notice replaces 'Novo Banner'; deleting one frees a place", async ({
    page,
  }) => {
    await login(page);
    await page.goto("/restrita/banners");
    await expect(page.getByRole("heading", { name: "Gerenciar Banners" })).toBeVisible();
    await expect(page.getByTestId("banner-card")).toHaveCount(6);
    await expect(page.getByText("Limite máximo de 6 banners atingido")).toBeVisible();
    await expect(page.getByRole("link", { name: "Novo Banner" })).toHaveCount(0);
    await expect(page.getByText("Sem link de redirecionamento").first()).toBeVisible();
    await expectAccessible(page);

    const gone = "Fragrâncias para presentear em até 3x sem juros";
    expect(await homeBannerAlts(page)).toContain(gone);
    await page.goto("/restrita/banners");
    await confirmDelete(
      page,
      `Excluir banner ${gone}`,
      "Tem certeza que deseja excluir este banner?",
    );
    await expect(page.getByText("Banner excluído")).toBeVisible();
    await expect(page.getByTestId("banner-card")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Novo Banner" })).toBeVisible();
    expect(await homeBannerAlts(page)).not.toContain(gone);
  });

  test("create, edit, toggle and delete a banner and see each on the home page", async ({
    page,
  }) => {
    await login(page);
    await page.goto("/restrita/banners");
    await page.getByRole("link", { name: "Novo Banner" }).click();
    await expect(page.getByRole("heading", { name: "Novo Banner" })).toBeVisible();
    // The spec's hint under the image and under the optional phone image.
    await expect(page.getByText(/^PNG, JPG até 5MB/)).toHaveCount(2);
    await expect(page.getByText(/^PNG, JPG até 5MB/).first()).toBeVisible();

    // The form's own checks, before anything is sent.
    await page.getByLabel("Descrição").fill("ab");
    await page.getByLabel("Link de redirecionamento (opcional)").fill("nao-e-link");
    // Leaving the field shows its error (the button moves down): then submit.
    await page.keyboard.press("Tab");
    await expect(page.getByText("URL inválida")).toBeVisible();
    await page.getByRole("button", { name: "Criar Banner" }).click();
    await expect(page.getByText("Descrição deve ter pelo menos 3 caracteres")).toBeVisible();
    await expect(page.getByText("URL inválida")).toBeVisible();
    await expect(page.getByText("Imagem é obrigatória")).toBeVisible();
    await expectAccessible(page);

    await page
      .getByLabel("Imagem", { exact: true })
      .setInputFiles(await png(1600, 600, { r: 190, g: 24, b: 93 }));
    await page.getByLabel("Descrição").fill(NEW);
    await page
      .getByLabel("Link de redirecionamento (opcional)")
      .fill("https://loja.basiquinha.com.br/beleza");
    await page.getByRole("button", { name: "Criar Banner" }).click();
    await expect(page).toHaveURL(/\/restrita\/banners$/);
    await expect(page.getByText("Banner criado")).toBeVisible();
    await expect(page.getByText("Limite máximo de 6 banners atingido")).toBeVisible();
    // Newest first, as the carousel shows it.
    await expect(page.getByTestId("banner-card").first()).toContainText(NEW);
    expect((await homeBannerAlts(page))[0]).toBe(NEW);

    await page.goto("/restrita/banners");
    await page.getByRole("link", { name: `Editar banner ${NEW}` }).click();
    await expect(page.getByRole("heading", { name: "Editar Banner" })).toBeVisible();
    await page.getByLabel("Descrição").fill(EDITED);
    await page.getByRole("button", { name: "Atualizar Banner" }).click();
    await expect(page.getByText("Banner atualizado")).toBeVisible();
    expect(await homeBannerAlts(page)).toContain(EDITED);

    await page.goto("/restrita/banners");
    await page.getByRole("button", { name: `Desativar banner ${EDITED}` }).click();
    await expect(page.getByText("Banner atualizado")).toBeVisible();
    await expect(page.getByTestId("banner-card").filter({ hasText: EDITED })).toContainText(
      "Inativo",
    );
    expect(await homeBannerAlts(page)).not.toContain(EDITED);

    await page.goto("/restrita/banners");
    await confirmDelete(
      page,
      `Excluir banner ${EDITED}`,
      "Tem certeza que deseja excluir este banner?",
    );
    await expect(page.getByText("Banner excluído")).toBeVisible();
    await expect(page.getByTestId("banner-card").filter({ hasText: EDITED })).toHaveCount(0);
  });
});

test("create, edit, toggle and delete a brand and see each on the home page", async ({ page }) => {
  await login(page);
  await page.goto("/restrita/marcas");
  await expect(page.getByRole("heading", { name: "Gerenciar Marcas" })).toBeVisible();
  await expect(page.getByTestId("brand-card").filter({ hasText: "Brilho Tropical" })).toContainText(
    "Inativa",
  );
  await expectAccessible(page);

  await page.getByRole("link", { name: "Nova Marca" }).click();
  await expect(page.getByRole("heading", { name: "Nova Marca" })).toBeVisible();
  await page.getByRole("button", { name: "Criar Marca" }).click();
  await expect(page.getByText("Nome deve ter pelo menos 2 caracteres")).toBeVisible();
  await expect(page.getByText("Logo é obrigatória")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Nome").fill("Aaa Teste Cosméticos");
  await page.getByLabel("Logo").setInputFiles(await png(400, 200, { r: 124, g: 58, b: 237 }));
  await page.getByRole("button", { name: "Criar Marca" }).click();
  await expect(page.getByText("Marca criada")).toBeVisible();

  const homeLogo = (name: string) =>
    page.locator("#marcas").getByRole("img", { name, exact: true });
  await page.goto("/");
  await expect(homeLogo("Aaa Teste Cosméticos")).toHaveCount(1);

  await page.goto("/restrita/marcas");
  await page.getByRole("link", { name: "Editar marca Aaa Teste Cosméticos" }).click();
  await page.getByLabel("Nome").fill("Aaa Teste Renomeada");
  await page.getByRole("button", { name: "Atualizar Marca" }).click();
  await expect(page.getByText("Marca atualizada")).toBeVisible();
  await page.goto("/");
  await expect(homeLogo("Aaa Teste Renomeada")).toHaveCount(1);
  await expect(homeLogo("Aaa Teste Cosméticos")).toHaveCount(0);

  await page.goto("/restrita/marcas");
  await page.getByRole("button", { name: "Desativar marca Aaa Teste Renomeada" }).click();
  await expect(page.getByText("Marca atualizada")).toBeVisible();
  await page.goto("/");
  await expect(homeLogo("Aaa Teste Renomeada")).toHaveCount(0);

  await page.goto("/restrita/marcas");
  await page.getByRole("button", { name: "Ativar marca Aaa Teste Renomeada" }).click();
  await expect(page.getByText("Marca atualizada")).toBeVisible();
  await page.getByRole("button", { name: "Excluir marca Aaa Teste Renomeada" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Tem certeza que deseja excluir esta marca?");
  await dialog.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Marca excluída")).toBeVisible();
  await page.goto("/");
  await expect(homeLogo("Aaa Teste Renomeada")).toHaveCount(0);
});

test("add, edit and delete a video with a live preview and see each on the home page", async ({
  page,
}) => {
  await login(page);
  await page.goto("/restrita/videos");
  await expect(page.getByRole("heading", { name: "Gerenciar Vídeos do YouTube" })).toBeVisible();
  await expect(page.getByTestId("video-row")).toHaveCount(5);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Adicionar Vídeo" }).click();
  const panel = page.getByRole("region", { name: "Adicionar Vídeo" });
  await expect(panel).toBeVisible();
  const url = panel.getByLabel("URL do YouTube");
  await url.fill("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ");
  await url.blur();
  await expect(panel.getByText("URL do YouTube inválida")).toBeVisible();
  await expect(page.getByTestId("video-preview")).toHaveCount(0);

  await url.fill("https://youtu.be/dQw4w9WgXcQ?si=compartilhado");
  await expect(page.getByTestId("video-preview")).toHaveAttribute("data-video-id", "dQw4w9WgXcQ");
  await expect(page.getByTestId("video-preview")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
  );
  await panel.getByLabel("Título").fill("Tutorial de teste: delineado gráfico");
  await panel.getByLabel("Descrição").fill("Passo a passo do delineado.");
  await expect(panel.getByText("27/200 caracteres")).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Adicionar Vídeo" }).click();
  await expect(page.getByText("Vídeo adicionado")).toBeVisible();
  await expect(page.getByRole("region", { name: "Adicionar Vídeo" })).toHaveCount(0);
  await expect(page.getByTestId("video-row")).toHaveCount(6);

  const tutorials = page.locator("#tutoriais");
  await page.goto("/");
  await expect(
    tutorials.getByRole("heading", { name: "Tutorial de teste: delineado gráfico" }),
  ).toBeVisible();

  await page.goto("/restrita/videos");
  await page
    .getByRole("link", { name: "Editar vídeo Tutorial de teste: delineado gráfico" })
    .click();
  const editPanel = page.getByRole("region", { name: "Editar Vídeo" });
  await expect(editPanel.getByLabel("Título")).toHaveValue("Tutorial de teste: delineado gráfico");
  await editPanel.getByLabel("Título").fill("Tutorial de teste: delineado gatinho");
  await expect(editPanel.getByLabel("Ordem")).toHaveCount(0);
  await editPanel.getByRole("button", { name: "Atualizar Vídeo" }).click();
  await expect(page.getByText("Vídeo atualizado")).toBeVisible();
  // New videos go last; the arrows bring this one to the top, one place per click.
  const rows = page.getByTestId("video-row");
  await expect(rows.last()).toContainText("delineado gatinho");
  const up = page.getByRole("button", {
    name: "Mover vídeo Tutorial de teste: delineado gatinho para antes",
  });
  for (let place = 4; place >= 0; place--) {
    await up.click();
    await expect(rows.nth(place)).toContainText("delineado gatinho");
  }
  await expect(up).toBeDisabled();
  await page.goto("/");
  await expect(tutorials.getByRole("heading", { level: 3 }).first()).toHaveText(
    "Tutorial de teste: delineado gatinho",
  );

  await page.goto("/restrita/videos");
  await confirmDelete(
    page,
    "Excluir vídeo Tutorial de teste: delineado gatinho",
    "Tem certeza que deseja excluir este vídeo? Esta ação não pode ser desfeita.",
  );
  await expect(page.getByText("Vídeo removido")).toBeVisible();
  await page.goto("/");
  await expect(tutorials.getByText("Tutorial de teste: delineado gatinho")).toHaveCount(0);
});

test.describe.serial("blog", () => {
  const TITLE = "Guia de teste: pele iluminada no inverno";
  const DRAFT = "Rascunho de teste: novidades secretas";

  test("write and publish a post with an inline image, then read it on /blog", async ({ page }) => {
    await login(page);
    await page.goto("/restrita/blog");
    await expect(page.getByRole("heading", { name: "Gerenciar Blog" })).toBeVisible();
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
      .setInputFiles(await png(800, 500, { r: 251, g: 207, b: 232 }));
    await imageDialog.getByLabel("Texto alternativo").fill("Creme hidratante sobre a bancada");
    await imageDialog.getByRole("button", { name: "Inserir" }).click();
    await expect(imageDialog).toHaveCount(0);
    await expect(
      editor.getByRole("img", { name: "Creme hidratante sobre a bancada" }),
    ).toBeVisible();

    await page
      .getByLabel("Imagem de Capa")
      .setInputFiles(await png(1200, 630, { r: 157, g: 23, b: 77 }));
    await expect(page.getByTestId("cover-preview")).toHaveAttribute(
      "src",
      /^\/media\/blog-images\//,
    );
    await page.getByRole("switch", { name: "Publicar" }).check();
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
    await page.getByRole("textbox", { name: "Conteúdo" }).click();
    await page.keyboard.type(
      "Este texto ainda não foi revisado e não deve aparecer para visitantes do site de jeito nenhum.",
    );
    await page
      .getByLabel("Imagem de Capa")
      .setInputFiles(await png(1200, 630, { r: 80, g: 7, b: 36 }));
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

test("change the phone in settings and see it in the footer", async ({ page }) => {
  await login(page);
  await page.goto("/restrita/configuracoes");
  await expect(page.getByRole("heading", { name: "Configurações do site" })).toBeVisible();
  await expectAccessible(page);
  const phone = page.getByLabel("Telefone");
  await phone.fill("123");
  await phone.blur();
  await expect(page.getByText("Telefone inválido (inclua o DDD)")).toBeVisible();
  await phone.fill("(62) 4002-8922");
  await page.getByRole("button", { name: "Salvar Configurações" }).click();
  await expect(page.getByText("Configurações salvas com sucesso!")).toBeVisible();

  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "(62) 4002-8922" })).toHaveAttribute(
    "href",
    "tel:+556240028922",
  );
});

test("newsletter subscribers: list, search, export and delete on request", async ({ page }) => {
  await page.goto("/");
  const footerForm = page.locator("#newsletter-rodape");
  await footerForm.getByLabel("Seu e-mail para a newsletter").fill("titular.lgpd@exemplo.com.br");
  await footerForm.getByRole("button").click();
  await expect(page.getByText(/Inscrição realizada com sucesso/)).toBeVisible();

  await login(page);
  await page.goto("/restrita/newsletter");
  await expect(page.getByRole("heading", { name: "Inscritos na Newsletter" })).toBeVisible();
  await page.getByLabel("E-mail").fill("titular.lgpd");
  await page.getByRole("button", { name: "Filtrar" }).click();
  const row = page.getByTestId("subscriber-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Rodapé");
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const stream = await download.createReadStream();
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  expect(text).toContain("E-mail,Origem,Data de inscrição");
  expect(text).toContain("titular.lgpd@exemplo.com.br,Rodapé,");

  await page.getByRole("button", { name: "Excluir inscrito titular.lgpd@exemplo.com.br" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Inscrito excluído com sucesso!")).toBeVisible();
  await expect(page.getByTestId("subscriber-row")).toHaveCount(0);
});
