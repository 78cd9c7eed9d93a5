/**
 * Store photos several at a time: each file has its own progress bar and, when refused, its own
 * message; the form empties once every file is stored. Without JavaScript the same form sends
 * all files in one request and the answer names each file.
 */
import { createStore, login, png, uniqueName, type CreatedStore } from "../fixtures";
import { expect, test, type Page } from "../test";

/** A 640×480 photo to upload. */
const photo = (name: string) => png(name, 640, 480);

const notAnImage = {
  name: "lista-de-precos.png",
  mimeType: "image/png",
  buffer: Buffer.from("isto não é uma imagem"),
};
const REFUSED =
  "Formato não aceito. Envie uma imagem JPG, PNG, WebP, AVIF ou GIF (SVG não é aceito).";

/** A store of the test's own, created through the staff form (signed in already). */
const newStore = (page: Page) => createStore(page, uniqueName("Basiquinha Teste Fotos"));

async function openPhotos(page: Page, store: CreatedStore) {
  await page.goto(`/restrita/lojas?q=${encodeURIComponent(store.name)}`);
  await page.getByRole("link", { name: `Editar ${store.name}` }).click();
  await page
    .getByRole("navigation", { name: "Páginas da loja" })
    .getByRole("link", { name: "Fotos" })
    .click();
  await expect(page.getByRole("heading", { name: "Fotos da Loja" })).toBeVisible();
}

const photoCount = (page: Page) =>
  page.getByRole("region", { name: /^Fotos \(\d+\)$/ }).getByRole("listitem");

test("several photos at once: a bar per file, a message for the refused one, then a clean form", async ({
  page,
}) => {
  await login(page);
  await openPhotos(page, await newStore(page));
  const before = await photoCount(page).count();
  const field = page.getByLabel("Fotos", { exact: true });

  await field.setInputFiles([await photo("balcao.png"), notAnImage, await photo("vitrine.png")]);
  await expect(page.getByTestId("chosen-files")).toHaveText(
    "3 arquivos: balcao.png, lista-de-precos.png, vitrine.png",
  );
  await page.getByRole("button", { name: "Enviar Fotos" }).click();

  const items = page.getByTestId("photo-upload-item");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText("Enviada");
  await expect(
    items.nth(0).getByRole("progressbar", { name: "Envio de balcao.png" }),
  ).toHaveAttribute("value", "100");
  await expect(items.nth(1)).toContainText(REFUSED);
  await expect(items.nth(2)).toContainText("Enviada");
  await expect(page.getByRole("status").filter({ hasText: "2 de 3 fotos enviadas" })).toBeVisible();
  // The refused file's bar is not the sent ones' colour: it is red like its message, and the
  // message describes it.
  const refusedBar = items
    .nth(1)
    .getByRole("progressbar", { name: "Envio de lista-de-precos.png" });
  await expect(refusedBar).toHaveAccessibleDescription(REFUSED);
  const colours = await items.evaluateAll((nodes) =>
    nodes.map((node) => ({
      bar: getComputedStyle(node.querySelector("progress")!).accentColor,
      message: getComputedStyle(node.querySelector("p")!).color,
    })),
  );
  expect(colours[1]!.bar).toBe(colours[1]!.message);
  expect(colours[1]!.bar).not.toBe(colours[0]!.bar);
  await expect(photoCount(page)).toHaveCount(before + 2);
  // The stored files are not sent twice: the field is empty again.
  await expect(page.getByTestId("chosen-files")).toHaveText("Nenhum arquivo selecionado");

  await page.getByLabel("Descrição da foto (texto alternativo)").fill("Prateleiras de skincare");
  await field.setInputFiles([await photo("prateleira-1.png"), await photo("prateleira-2.png")]);
  await page.getByRole("button", { name: "Enviar Fotos" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "2 fotos enviadas com sucesso!" }),
  ).toBeVisible();
  await expect(photoCount(page)).toHaveCount(before + 4);
  await expect(items).toHaveCount(0);
  await expect(page.getByTestId("chosen-files")).toHaveText("Nenhum arquivo selecionado");
  await expect(page.getByLabel("Descrição da foto (texto alternativo)")).toHaveValue("");
});

test("without JavaScript the form sends every file and names each outcome", async ({
  browser,
  page: staff,
}) => {
  // The store is created with JavaScript on (the form splits the pasted coordinates).
  await login(staff);
  const store = await newStore(staff);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await login(page);
  await openPhotos(page, store);
  const before = await photoCount(page).count();
  await page
    .getByLabel("Fotos", { exact: true })
    .setInputFiles([await photo("fachada-nova.png"), notAnImage]);
  await page.getByRole("button", { name: "Enviar Fotos" }).click();
  const items = page.getByTestId("photo-upload-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("fachada-nova.png");
  await expect(items.nth(0)).toContainText("Enviada");
  await expect(items.nth(1)).toContainText(REFUSED);
  await expect(photoCount(page)).toHaveCount(before + 1);
  await context.close();
});
