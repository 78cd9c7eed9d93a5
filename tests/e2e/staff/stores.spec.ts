/**
 * Store management in a real browser, on the demo network (db/seed-data.ts: 21 stores): a store
 * created with banners and photos shows on /nossas-lojas, on its page and in the sitemap; once
 * deactivated it leaves every public page; it is deleted after confirming.
 */
import { expect, test } from "../test";
import {
  addStoreBanners,
  createStore,
  fillStoreForm,
  expectAccessible,
  login,
  openScreen,
  png,
  uniqueName,
} from "../fixtures";

const NAME = "Basiquinha Teste Ponta Negra";
const SLUG = "basiquinha-teste-ponta-negra";

test("a store created with banners and photos goes public; deactivated it leaves; deleted after confirming", async ({
  page,
  request,
}) => {
  // It walks several staff screens and public pages, with two accessibility scans.
  test.setTimeout(120_000);
  await login(page);
  await page.getByRole("link", { name: "Nova Loja" }).click();
  await expect(page.getByRole("heading", { name: "Nova Loja" })).toBeVisible();
  await expect(page.getByText("Salve a loja para adicionar banners.")).toBeVisible();

  await fillStoreForm(page, NAME);
  await page
    .getByRole("textbox", { name: "Email de Contato", exact: true })
    .fill("pontanegra@basiquinha.com.br");
  // A pair pasted from a maps service fills both coordinates, and a small map appears.
  await page.getByLabel("Latitude").fill("-16.70850, -49.26890");
  await expect(page.getByLabel("Latitude")).toHaveValue("-16.70850");
  await expect(page.getByLabel("Longitude")).toHaveValue("-49.26890");
  await expect(
    page.getByRole("figure", { name: /Mapa com a posição -16\.70850, -49\.26890/ }),
  ).toBeVisible();
  await expect(page.getByLabel("Endereço da página")).toHaveValue(new RegExp(`/${SLUG}$`));
  await expectAccessible(page);

  await page.getByRole("button", { name: "Cadastrar Loja" }).click();
  await expect(page.getByText("Loja cadastrada com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/restrita\/lojas\/editar\/\d+/);
  await expect(page.getByRole("heading", { name: "Editar Loja" })).toBeVisible();

  // Banners, only now that the store exists.
  const banners = page.getByRole("region", { name: "Banners da Loja" });
  await addStoreBanners(page, { name: NAME }, 2);
  await expect(banners.getByRole("img", { name: `Banner da ${NAME}` })).toHaveCount(2);

  // Photos: the facade is the cover.
  await page.getByRole("link", { name: "Fotos" }).click();
  await expect(page.getByRole("heading", { name: "Fotos da Loja" })).toBeVisible();
  await page.getByLabel("Fachada").check();
  await page.getByLabel("Fotos", { exact: true }).setInputFiles(await png("fachada.png", 800, 600));
  await page.getByRole("button", { name: "Enviar Fotos" }).click();
  await expect(page.getByText("Imagem enviada com sucesso!").first()).toBeVisible();
  await page.getByLabel("Interior").check();
  await page
    .getByLabel("Fotos", { exact: true })
    .setInputFiles(await png("interior.png", 800, 600));
  await page.getByRole("button", { name: "Enviar Fotos" }).click();
  await expect(page.getByRole("img", { name: `Interior da ${NAME}` })).toBeVisible();
  await expect(page.getByText("Capa", { exact: true })).toHaveCount(1);
  await expectAccessible(page);

  // Public: the locator, the store's page and the sitemap.
  await page.goto(`/nossas-lojas?search=${encodeURIComponent("Ponta Negra")}`);
  await expect(page.getByText(NAME).first()).toBeVisible();
  const storePage = await page.goto(`/${SLUG}`);
  expect(storePage?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.locator(`img[alt="Banner da ${NAME}"]`).first()).toBeAttached();
  await expect(page.locator(`img[alt="Interior da ${NAME}"]`).first()).toBeAttached();
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/${SLUG}</loc>`);

  // Deactivate.
  await page.goto("/restrita/lojas?q=Ponta+Negra");
  await page.getByRole("link", { name: `Editar ${NAME}` }).click();
  await page.getByLabel("Loja ativa").uncheck();
  await page.getByRole("button", { name: "Atualizar Loja" }).click();
  await expect(page.getByText("Loja atualizada com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/restrita\/lojas$/);
  await page.goto("/restrita/lojas?q=Ponta+Negra");
  await expect(page.getByRole("row", { name: new RegExp(NAME) })).toContainText("Inativa");

  const gone = await page.goto(`/${SLUG}`);
  expect(gone?.status()).toBe(410);
  await expect(
    page.getByRole("heading", { name: "Esta loja não está mais em funcionamento" }),
  ).toBeVisible();
  await page.goto(`/nossas-lojas?search=${encodeURIComponent("Ponta Negra")}`);
  await expect(page.getByText("Nenhuma loja encontrada").first()).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/${SLUG}<`);

  // Delete, after the confirmation (cancelling first keeps it).
  await page.goto("/restrita/lojas?q=Ponta+Negra");
  await page.getByRole("button", { name: `Excluir ${NAME}` }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmar exclusão" });
  await expect(dialog).toContainText("Tem certeza que deseja excluir esta loja?");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Excluir ${NAME}` })).toBeFocused();
  await expect(page.getByRole("row", { name: new RegExp(NAME) })).toBeVisible();

  await page.getByRole("button", { name: `Excluir ${NAME}` }).click();
  await dialog.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Loja excluída com sucesso!")).toBeVisible();
  await expect(page.getByText('Nenhuma loja encontrada para "Ponta Negra".')).toBeVisible();
  await page.getByRole("link", { name: "Limpar busca" }).click();
  await expect(page.getByRole("row")).not.toHaveCount(1);
});

test("the form shows the spec's messages inline and keeps what was typed", async ({ page }) => {
  await login(page);
  await page.goto("/restrita/lojas/nova");
  await page.getByLabel("Nome da Loja").fill("Loja");
  await page.getByLabel("Latitude").fill("95");
  await page.getByLabel("Link do Instagram").fill("instagram");
  await page.getByRole("button", { name: "Cadastrar Loja" }).click();
  await expect(page.getByText("Nome deve ter pelo menos 5 caracteres")).toBeVisible();
  await expect(page.getByText("Cidade é obrigatória")).toBeVisible();
  await expect(page.getByText("Bairro é obrigatório")).toBeVisible();
  await expect(page.getByText("Logradouro é obrigatório")).toBeVisible();
  await expect(page.getByText("Número é obrigatório")).toBeVisible();
  await expect(page.getByText("CEP inválido")).toBeVisible();
  await expect(page.getByText("Número de WhatsApp inválido")).toBeVisible();
  await expect(page.getByText(/^URL inválida\. Use um endereço completo/)).toBeVisible();
  await expect(page.getByText("Horário de funcionamento é obrigatório")).toBeVisible();
  await expect(page.getByText("Latitude deve estar entre -90 e 90")).toBeVisible();
  await expect(page.getByLabel("Nome da Loja")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Nome da Loja")).toHaveValue("Loja");
  // Fixing a field clears its message while typing.
  await page.getByLabel("Nome da Loja").fill("Loja Corrigida");
  await expect(page.getByText("Nome deve ter pelo menos 5 caracteres")).toBeHidden();
});

test("the list searches without accents, pages, and regenerates URLs with a timed result", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openScreen(page, "/restrita/lojas", "Gerenciar Lojas");
  await expect(page.getByRole("columnheader")).toHaveText([
    "Nome",
    "Localização",
    "WhatsApp",
    "Status",
    "Data Cadastro",
    "Ações",
  ]);
  await expectAccessible(page);

  await page.getByPlaceholder("Buscar por nome, cidade ou estado...").fill("anapolis");
  await page.getByPlaceholder("Buscar por nome, cidade ou estado...").press("Enter");
  await expect(page).toHaveURL(/q=anapolis/);
  const rows = page.getByRole("row").filter({ hasText: "Anápolis, Goiás" });
  await expect(rows.first()).toBeVisible();
  // Once the new list is in, every listed store matches (the old one shows until then).
  const dataRows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(dataRows.filter({ hasNotText: /an[aá]polis/i })).toHaveCount(0);
  expect(await dataRows.count()).toBe(await rows.count());

  await page.getByPlaceholder("Buscar por nome, cidade ou estado...").fill("xyz-não-existe");
  await page.getByPlaceholder("Buscar por nome, cidade ou estado...").press("Enter");
  await expect(page.getByText('Nenhuma loja encontrada para "xyz-não-existe".')).toBeVisible();
  await page.getByRole("link", { name: "Limpar busca" }).click();

  const regenerate = page.getByRole("button", { name: "Regenerar URLs das Lojas" });
  await regenerate.click();
  const status = page.getByText("Todos os endereços já estão corretos");
  await expect(status).toBeVisible();
  // Shown for 8 seconds, then gone.
  await expect(status).toBeHidden({ timeout: 10_000 });
});

test("store content screens are usable and accessible", async ({ page }) => {
  await login(page);
  const store = await createStore(page, uniqueName("Basiquinha Teste Depoimentos"));
  await expect(page.getByLabel("Nome da Loja")).toHaveValue(store.name);
  await expect(page.getByRole("figure", { name: /Mapa com a posição/ })).toBeVisible();

  await page.getByRole("link", { name: "Conteúdo da página" }).click();
  await expect(page.getByRole("heading", { name: "Conteúdo da Página" })).toBeVisible();
  await expect(page.getByRole("toolbar", { name: "Formatação" }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Horários", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Horários", exact: true })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole("navigation", { name: "Páginas da loja" })
    .getByRole("link", { name: /^Depoimentos/ })
    .click();
  await expect(page).toHaveURL(/\/restrita\/depoimentos\?loja=\d+$/);
  await expect(page.getByRole("heading", { name: "Depoimentos" })).toBeVisible();
  const add = page.getByRole("region", { name: "Adicionar depoimento" });
  await expect(add.getByRole("combobox", { name: "Loja" })).toHaveValue(/^\d+$/);
  await add.getByRole("textbox", { name: "Nome da cliente" }).fill("Cliente do WhatsApp");
  await add
    .getByRole("textbox", { name: "Depoimento" })
    .fill("Recebi meu kit em casa e adorei o atendimento.");
  await add.getByRole("button", { name: "Adicionar depoimento" }).click();
  await expect(page.getByText("Depoimento publicado com sucesso!")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/restrita/especialidades");
  await expect(page.getByRole("heading", { name: "Especialidades", level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/${store.slug}`);
  await expect(page.getByText("Recebi meu kit em casa e adorei o atendimento.")).toBeVisible();
});

test("the network leaves as CSV and a file with bad rows is refused with their row numbers", async ({
  page,
}) => {
  await openScreen(page, "/restrita/lojas/importar", "Importar Lojas (CSV)");
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar lojas atuais (vírgula)" }).click();
  const download = await downloading;
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString("utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toMatch(/^slug,nome,estado,cidade/);
  expect(lines.length).toBeGreaterThanOrEqual(22);

  // The same file back: nothing to change. Stores other specs create, rename and delete
  // meanwhile ('Basiquinha Teste …') are left out; a store missing from the file is kept as is.
  const demoStores = lines.filter((line) => !line.startsWith("basiquinha-teste-")).join("\r\n");
  await page
    .getByLabel("Arquivo CSV")
    .setInputFiles({ name: "lojas.csv", mimeType: "text/csv", buffer: Buffer.from(demoStores) });
  await page.getByRole("button", { name: "Pré-visualizar importação" }).click();
  await expect(page.getByText(/Nenhuma alteração/)).toBeVisible();

  const bad = `slug,nome,cidade\r\n,Abc,Goiânia\r\nbasiquinha-setor-bueno,Basiquinha Setor Bueno,\r\n`;
  await page
    .getByLabel("Arquivo CSV")
    .setInputFiles({ name: "ruim.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await page.getByRole("button", { name: "Pré-visualizar importação" }).click();
  await expect(page.getByText(/erros encontrados\. Nada foi gravado\./)).toBeVisible();
  const errors = page.getByRole("table", { name: "Erros" });
  await expect(
    errors.getByRole("row").filter({ hasText: "Nome deve ter pelo menos 5 caracteres" }),
  ).toContainText("2");
  await expect(errors.getByRole("row").filter({ hasText: "Cidade é obrigatória" })).toContainText(
    "3",
  );
  await expect(page.getByRole("button", { name: "Confirmar importação" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the store list's first button is the new store, and every row's edit button is on screen", async ({
    page,
  }) => {
    await openScreen(page, "/restrita/lojas", "Gerenciar Lojas");
    const header = page.locator("main header");
    const buttons = header.locator("a, button");
    await expect(buttons.first()).toHaveAccessibleName("Nova Loja");
    await expect(header.getByRole("button", { name: "Regenerar URLs das Lojas" })).toBeVisible();

    const edits = page.getByRole("link", { name: /^Editar / });
    expect(await edits.count()).toBeGreaterThan(3);
    // Without scrolling sideways: each edit button lies inside the screen's width.
    const outside = await edits.evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.width === 0 || box.left < 0 || box.right > window.innerWidth;
        })
        .map((link) => link.getAttribute("aria-label") ?? link.textContent),
    );
    expect(outside).toEqual([]);
    // It opens the store's form from where it is.
    await edits.first().click();
    await expect(page.getByRole("heading", { name: "Editar Loja" })).toBeVisible();
  });
});
