/**
 * Content screens of the restricted area in a real browser, on the demo data (db/seed-data.ts:
 * 12 brands with 'Brilho Tropical' inactive, 5 videos), each change checked where visitors see
 * it. The home banners and the blog have files of their own (banners.spec.ts, blog.spec.ts).
 */
import { expect, test, type Page } from "../test";
import { confirmDelete, expectAccessible, login, openScreen, png } from "../fixtures";

// Each test walks several screens and the public pages on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("create, edit, toggle and delete a brand and see each on the home page", async ({ page }) => {
  await openScreen(page, "/restrita/marcas", "Gerenciar Marcas");
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
  await page
    .getByLabel("Logo")
    .setInputFiles(await png("imagem-400x200.png", 400, 200, { r: 124, g: 58, b: 237 }));
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
  await openScreen(page, "/restrita/videos", "Gerenciar Vídeos do YouTube");
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

test("change the phone in settings and see it in the footer", async ({ page }) => {
  await openScreen(page, "/restrita/configuracoes", "Configurações do site");
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
  await expect(page.getByText(/Se este e-mail puder receber nossas novidades/)).toBeVisible();

  await openScreen(page, "/restrita/newsletter", "Inscritos na Newsletter");
  // Not confirmed yet: not among the subscribers, but listed with the addresses waiting.
  await page.getByLabel("E-mail").fill("titular.lgpd");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByTestId("subscriber-row")).toHaveCount(0);
  await page.getByLabel("Situação").selectOption("pendentes");
  await page.getByRole("button", { name: "Filtrar" }).click();
  const row = page.getByTestId("subscriber-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Rodapé");
  await expect(row).toContainText("Aguardando confirmação");
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const stream = await download.createReadStream();
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  expect(text).toContain("E-mail,Origem,Situação,Data de inscrição,Consentimento em");
  expect(text).toContain("titular.lgpd@exemplo.com.br,Rodapé,Aguardando confirmação,");

  await page.getByRole("button", { name: "Excluir inscrito titular.lgpd@exemplo.com.br" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Inscrito excluído com sucesso!")).toBeVisible();
  await expect(page.getByTestId("subscriber-row")).toHaveCount(0);
});

/** The accessible name of the element with the keyboard focus. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

test("brands move from the keyboard, the focus staying on the arrow, and the home follows", async ({
  page,
}) => {
  await openScreen(page, "/restrita/marcas", "Gerenciar Marcas");
  const cards = page.getByTestId("brand-card");
  await expect(cards).toHaveCount(12);
  // The demo starts in alphabetical order: 'Vitta Pele' is last, after 'Ocean Skin' and 'Pétala Pro'.
  await expect(cards.last()).toContainText("Vitta Pele");
  const up = "Mover marca Vitta Pele para antes";
  const down = "Mover marca Vitta Pele para depois";
  await expect(page.getByRole("button", { name: down })).toBeDisabled();

  await page.getByRole("button", { name: up }).focus();
  for (const place of [10, 9]) {
    await page.keyboard.press("Enter");
    await expect(cards.nth(place)).toContainText("Vitta Pele");
    await expect.poll(() => focused(page)).toBe(up);
  }
  await expect(cards.nth(10)).toContainText("Ocean Skin");
  await page.goto("/");
  const logos = page.locator("#marcas").getByRole("img");
  const names = await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
  expect(names.indexOf("Vitta Pele")).toBeGreaterThanOrEqual(0);
  expect(names.indexOf("Vitta Pele")).toBeLessThan(names.indexOf("Ocean Skin"));

  // Back to last: the arrow down is then disabled, so the focus goes to the arrow up.
  await page.goto("/restrita/marcas");
  await page.getByRole("button", { name: down }).focus();
  await page.keyboard.press("Enter");
  await expect(cards.nth(10)).toContainText("Vitta Pele");
  await expect.poll(() => focused(page)).toBe(down);
  await page.keyboard.press("Enter");
  await expect(cards.last()).toContainText("Vitta Pele");
  await expect(page.getByRole("button", { name: down })).toBeDisabled();
  await expect.poll(() => focused(page)).toBe(up);
});

test("a video moved from the keyboard keeps the focus on its arrow", async ({ page }) => {
  await login(page);
  await page.goto("/restrita/videos");
  const rows = page.getByTestId("video-row");
  await expect(rows).toHaveCount(5);
  const second = (await rows
    .nth(1)
    .getByRole("link", { name: /^Editar vídeo / })
    .getAttribute("aria-label"))!.replace("Editar vídeo ", "");
  const up = `Mover vídeo ${second} para antes`;
  const down = `Mover vídeo ${second} para depois`;

  await page.getByRole("button", { name: down }).focus();
  await page.keyboard.press("Enter");
  await expect(rows.nth(2)).toContainText(second);
  await expect.poll(() => focused(page)).toBe(down);
  // The arrow keeps working from the keyboard: back up twice, to the top.
  await page.getByRole("button", { name: up }).focus();
  await page.keyboard.press("Enter");
  await expect(rows.nth(1)).toContainText(second);
  await expect.poll(() => focused(page)).toBe(up);
  await page.keyboard.press("Enter");
  await expect(rows.nth(0)).toContainText(second);
  // First now: the arrow up is disabled, the focus is on the arrow down of the same video.
  await expect(page.getByRole("button", { name: up })).toBeDisabled();
  await expect.poll(() => focused(page)).toBe(down);
});
