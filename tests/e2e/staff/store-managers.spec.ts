/**
 * A demo store manager changes its store's Saturday hours and adds a photo: the public page stays
 * as it was; head office sees the request in "Aprovações" as a diff and as a preview of the page,
 * approves it, and the page shows the new hours and photo. A new banner goes the same way, and a
 * manager asks to publish one of its store's testimonials. The manager cannot open another
 * store's screens.
 */
import { login, png } from "../fixtures";
import { expect, test, type Page } from "../test";

const MANAGER = { email: "gestora.goiania@basiquinha.com.br", password: "basiquinha123" };

/** Signs in as the demo manager and reads one of its stores (the first by default) from the list. */
async function ownStore(page: Page, which: "first" | "last" = "first") {
  await login(page, "/restrita/lojas", MANAGER);
  const edit = page.getByRole("link", { name: /^Editar / })[which]();
  const storeName = ((await edit.getAttribute("aria-label")) ?? (await edit.innerText()))
    .replace(/^Editar /, "")
    .trim();
  const id = (await edit.getAttribute("href"))!.split("/").pop()!;
  return { id, storeName };
}

test("a manager's hours and photo wait for head office, then reach the page once approved", async ({
  page,
}) => {
  const { id, storeName } = await ownStore(page);
  // Only its two stores.
  await expect(page.getByRole("link", { name: /^Editar / })).toHaveCount(2);

  await page.goto(`/restrita/lojas/${id}/horarios`);
  await page.getByLabel("Sábado, 1º período: abre").fill("08:30");
  await page.getByLabel("Sábado, 1º período: fecha").fill("15:30");
  await page.getByRole("button", { name: "Salvar horários" }).click();
  await expect(page.getByText("Solicitação enviada para aprovação").first()).toBeVisible();

  await page.goto(`/restrita/lojas/${id}/fotos`);
  await page
    .getByLabel("Fotos", { exact: true })
    .setInputFiles([await png("vitrine-nova.png", 640, 480)]);
  await page.getByLabel("Descrição da foto (texto alternativo)").fill("Vitrine nova de verão");
  await page.getByRole("button", { name: "Enviar Fotos" }).click();
  await expect(page.getByText("Solicitação enviada para aprovação").first()).toBeVisible();

  // Another store's address: 404.
  const other = await page.request.get("/restrita/lojas/999999/horarios");
  expect(other.status()).toBe(404);

  // Head office.
  await page.context().clearCookies();
  await login(page, "/restrita/aprovacoes");
  const rows = page.getByRole("row").filter({ hasText: storeName });
  await rows
    .filter({ hasText: "Horários" })
    .last()
    .getByRole("link", { name: /Revisar/ })
    .click();
  await expect(page.getByText("Sáb.: 8h30 às 15h30")).toBeVisible();
  const published = await page
    .getByRole("link", { name: "Ver a página publicada" })
    .getAttribute("href");
  await page.getByRole("link", { name: "Pré-visualizar a página com a alteração" }).click();
  await expect(page.getByTestId("preview-bar")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("8h30 às 15h30");
  await page.goBack();

  // Until approved, the public page keeps its hours.
  const visitor = await page.request.get(published!);
  expect(await visitor.text()).not.toContain("8h30 às 15h30");

  await page.getByRole("button", { name: "Salvar decisão" }).click();
  await expect(
    page.getByText("Alterações aprovadas e publicadas na página da loja").first(),
  ).toBeVisible();
  await rows
    .filter({ hasText: "Nova foto" })
    .last()
    .getByRole("link", { name: /Revisar/ })
    .click();
  await expect(page.getByRole("img", { name: "Vitrine nova de verão" })).toBeVisible();
  await page.getByRole("button", { name: "Salvar decisão" }).click();
  await expect(
    page.getByText("Alterações aprovadas e publicadas na página da loja").first(),
  ).toBeVisible();

  // The page follows within a few seconds.
  await expect(async () => {
    await page.goto(published!);
    await expect(page.getByRole("main")).toContainText("8h30 às 15h30");
    await expect(page.getByRole("img", { name: "Vitrine nova de verão" }).first()).toBeAttached();
  }).toPass({ timeout: 10_000 });
});

test("a manager's change of the store's data is a request head office approves", async ({
  page,
}) => {
  const { id } = await ownStore(page, "last");

  await page.goto(`/restrita/lojas/editar/${id}`);
  await page.getByLabel("Ponto de Referência").fill("Ao lado da farmácia da praça");
  await page.getByRole("button", { name: "Enviar para aprovação" }).click();
  await expect(page.getByText("Solicitação enviada para aprovação").first()).toBeVisible();
  await expect(page).toHaveURL(/\/restrita\/aprovacoes\/\d+$/);
  await expect(page.getByTestId("request-status")).toHaveText(/Aguardando aprovação/);
  await expect(page.getByText("Ao lado da farmácia da praça")).toBeVisible();
  const request = new URL(page.url()).pathname;

  // Head office approves it from the same address.
  await page.context().clearCookies();
  await login(page, request);
  await expect(page.getByRole("heading", { name: /Ponto de referência/i })).toBeVisible();
  await page.getByRole("button", { name: "Salvar decisão" }).click();
  await expect(
    page.getByText("Alterações aprovadas e publicadas na página da loja").first(),
  ).toBeVisible();
  await page.goto(`/restrita/lojas/visualizar/${id}`);
  await expect(page.getByLabel("Ponto de Referência")).toHaveValue("Ao lado da farmácia da praça");
});

test("a manager's new banner waits for head office, then reaches the page once approved", async ({
  page,
}) => {
  const { id, storeName } = await ownStore(page);

  await page.goto(`/restrita/lojas/editar/${id}`);
  // Changing or removing the store's banners stays with head office.
  await expect(page.getByRole("button", { name: /^Salvar banner/ })).toHaveCount(0);
  await page.getByLabel("Novo banner").setInputFiles([await png("banner-gestor.png", 1600, 600)]);
  await page.getByRole("button", { name: "Enviar banner para aprovação" }).click();
  await expect(page.getByText("Solicitação enviada para aprovação").first()).toBeVisible();

  await page.context().clearCookies();
  await login(page, "/restrita/aprovacoes");
  await page
    .getByRole("row")
    .filter({ hasText: storeName })
    .filter({ hasText: "Novo banner" })
    .last()
    .getByRole("link", { name: /Revisar/ })
    .click();
  const proposed = page.getByRole("img", { name: `Banner da ${storeName}`, exact: true });
  await expect(proposed).toBeVisible();
  const src = (await proposed.getAttribute("src"))!;
  const published = await page
    .getByRole("link", { name: "Ver a página publicada" })
    .getAttribute("href");
  // Until approved, the public page does not show it.
  expect(await (await page.request.get(published!)).text()).not.toContain(src);

  await page.getByRole("button", { name: "Salvar decisão" }).click();
  await expect(
    page.getByText("Alterações aprovadas e publicadas na página da loja").first(),
  ).toBeVisible();
  await expect(async () => {
    expect(await (await page.request.get(published!)).text()).toContain(src);
  }).toPass({ timeout: 10_000 });
});

test("a manager reads its store's testimonials and asks head office to publish one", async ({
  page,
}) => {
  const { id } = await ownStore(page);
  const customer = `Cliente ${Date.now()}`;

  // Head office records a testimonial received by WhatsApp, not published yet.
  await page.context().clearCookies();
  await login(page, `/restrita/depoimentos?loja=${id}`);
  const add = page.getByRole("region", { name: "Adicionar depoimento" });
  await add.getByRole("textbox", { name: "Nome da cliente" }).fill(customer);
  await add.getByRole("textbox", { name: "Depoimento" }).fill("Atendimento carinhoso e rápido.");
  await add.getByRole("checkbox", { name: "Publicar já (aprovado)" }).uncheck();
  await add.getByRole("button", { name: "Adicionar depoimento" }).click();
  await expect(page.getByText("Depoimento salvo como pendente.")).toBeVisible();

  await page.context().clearCookies();
  await login(page, `/restrita/depoimentos?loja=${id}`, MANAGER);
  await expect(page.getByRole("region", { name: "Adicionar depoimento" })).toHaveCount(0);
  const card = page.getByRole("listitem").filter({ hasText: customer });
  await card
    .getByRole("button", { name: `Pedir para publicar o depoimento de ${customer}` })
    .click();
  await expect(page.getByText("Solicitação enviada para aprovação").first()).toBeVisible();
  await expect(card.getByText("Solicitação aguardando aprovação")).toBeVisible();

  // Another store's testimonials: 404.
  const other = await page.request.get("/restrita/depoimentos?loja=999999");
  expect(other.status()).toBe(404);
});
