/**
 * The home banners, every spec that changes them in this one file (its tests run in order): the
 * demo has the most banners shown at once (6), so a new one is queued or needs a place freed.
 *
 * Banners with a phone image: staff add one to a home banner and to a store banner; a phone
 * (390×844) loads the phone image, a computer the desktop one. The phone images are removed at
 * the end.
 */
import {
  addStoreBanners,
  confirmDelete,
  createStore,
  DESKTOP,
  editFirstHomeBanner,
  expectAccessible,
  login,
  PHONE,
  png,
  uniqueName,
  type CreatedStore,
} from "../fixtures";
import { toSaoPauloLocal } from "~/domain/sao-paulo-time";
import { expect, test, type Page } from "../test";

/** The colour of the square phone images. */
const PHONE_GREEN = { r: 20, g: 120, b: 90 };

/** Deletes a home banner from the banner list, confirming in the dialog. */
async function deleteBanner(page: Page, name: string) {
  await page.goto("/restrita/banners");
  await confirmDelete(
    page,
    `Excluir banner ${name}`,
    "Tem certeza que deseja excluir este banner?",
  );
  await expect(page.getByText("Banner excluído")).toBeVisible();
}

/** The file the browser chose for an image (the source of a picture included). */
async function loadedSource(page: Page, image: ReturnType<Page["locator"]>) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toBeTruthy();
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

const homeBanner = (page: Page) =>
  page.getByRole("region", { name: "Banners em destaque" }).locator("picture img").first();
const storeBanner = (page: Page, store: CreatedStore) =>
  page
    .getByRole("region", { name: `Banners da ${store.name}` })
    .locator("picture img")
    .first();

test.describe.serial("banner phone images", () => {
  let bannerEditUrl = "";
  let storeEditUrl = "";
  // A store of its own, with two banners.
  let store: CreatedStore = { id: "", name: "", slug: "" };

  test("staff add a phone image to the first home banner and to a store banner", async ({
    page,
  }) => {
    await editFirstHomeBanner(page);
    bannerEditUrl = new URL(page.url()).pathname;
    await page
      .getByLabel("Imagem para celular (opcional)")
      .setInputFiles(await png("c.png", 900, 900, PHONE_GREEN));
    await expect(page.getByTestId("banner-phone-preview")).toHaveAttribute("src", /^blob:/);
    await page.getByRole("button", { name: "Atualizar Banner" }).click();
    await expect(page).toHaveURL(/\/restrita\/banners$/);

    store = await createStore(page, uniqueName("Basiquinha Teste Celular"));
    await addStoreBanners(page, store, 2);
    storeEditUrl = new URL(page.url()).pathname;
    const details = page.getByRole("form", { name: "Detalhes do banner 1" });
    await details
      .getByLabel("Imagem para celular (opcional)")
      .setInputFiles(await png("s.png", 900, 900, PHONE_GREEN));
    await details.getByRole("button", { name: "Salvar banner 1" }).click();
    await expect(page.getByText("Banner atualizado")).toBeVisible();
    await expect(page.getByRole("img", { name: /\(celular\)$/ }).first()).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use(PHONE);
    test("the home and store carousels load the phone image", async ({ page }) => {
      await page.goto("/");
      expect(await loadedSource(page, homeBanner(page))).toMatch(/-celular-/);
      // Every slide takes the phone image's (square) proportion, so the carousel keeps one height.
      const homeBox = (await homeBanner(page).boundingBox())!;
      expect(Math.abs(homeBox.width - homeBox.height)).toBeLessThanOrEqual(2);
      const heights = await page
        .getByRole("region", { name: "Banners em destaque" })
        .locator("picture img")
        .evaluateAll((imgs) => imgs.map((img) => Math.round(img.getBoundingClientRect().height)));
      expect(heights.length).toBeGreaterThan(1);
      expect(new Set(heights).size).toBe(1);
      await page.goto(`/${store.slug}`);
      expect(await loadedSource(page, storeBanner(page, store))).toMatch(
        /\/lojas\/\d+\/banners\/banner-celular-/,
      );
      // The phone image keeps its square shape on the phone.
      const box = (await storeBanner(page, store).boundingBox())!;
      expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(2);
    });
  });

  test.describe("on a computer", () => {
    test.use(DESKTOP);
    test("the home and store carousels load the desktop image", async ({ page }) => {
      await page.goto("/");
      const home = await loadedSource(page, homeBanner(page));
      expect(home).toMatch(/\/banners\//);
      expect(home).not.toMatch(/-celular-/);
      await page.goto(`/${store.slug}`);
      const source = await loadedSource(page, storeBanner(page, store));
      expect(source).toMatch(/\/lojas\/\d+\/banners\/banner-/);
      expect(source).not.toMatch(/-celular-/);
    });
  });

  test("removing the phone images gives phones the desktop image again", async ({ page }) => {
    await login(page, bannerEditUrl);
    await page.getByLabel(/^Remover a imagem para celular/).check();
    await expect(page.getByTestId("banner-phone-preview")).not.toHaveAttribute("src", /celular/);
    await page.getByRole("button", { name: "Atualizar Banner" }).click();
    await expect(page).toHaveURL(/\/restrita\/banners$/);

    await page.goto(storeEditUrl);
    const details = page.getByRole("form", { name: "Detalhes do banner 1" });
    await details.getByLabel("Remover a imagem para celular").check();
    await details.getByRole("button", { name: "Salvar banner 1" }).click();
    await expect(page.getByText("Banner atualizado")).toBeVisible();
    await expect(page.getByRole("img", { name: /\(celular\)$/ })).toHaveCount(0);

    await page.setViewportSize(PHONE.viewport);
    await page.goto("/");
    expect(await loadedSource(page, homeBanner(page))).not.toMatch(/-celular-/);
  });
});

/** The home's banner carousel, by the descriptions (alt texts) it shows. */
async function homeBannerAlts(page: Page): Promise<string[]> {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Banners em destaque" });
  return carousel
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""));
}

test.describe.serial("banners", () => {
  const NEW = "Banner de teste: semana da beleza";
  const EDITED = "Banner de teste: semana da beleza (editado)";

  test("at the limit of 6 live banners a 7th is queued for next week, not shown beside them", async ({
    page,
  }) => {
    const DAY = 24 * 60 * 60 * 1000;
    const gone = "Fragrâncias para presentear em até 3x sem juros";
    const QUEUED = "Natal: presentes para todas";
    await login(page);
    await page.goto("/restrita/banners");
    await expect(page.getByRole("heading", { name: "Gerenciar Banners" })).toBeVisible();
    await expect(page.getByTestId("banner-card")).toHaveCount(6);
    await expect(page.getByTestId("timeline-open")).toContainText("No ar agora (6 de 6)");
    await expect(page.getByText("Sem link de redirecionamento").first()).toBeVisible();
    await expectAccessible(page);

    // A 7th shown now is refused, naming the six it would join and when.
    await page.getByRole("link", { name: "Novo Banner" }).click();
    await page
      .getByLabel("Imagem", { exact: true })
      .setInputFiles(await png("natal.png", 1600, 600, { r: 200, g: 30, b: 40 }));
    await page.getByLabel("Descrição").fill(QUEUED);
    await page.getByRole("button", { name: "Criar Banner" }).click();
    await expect(page.getByText(/^Já há 6 banners no ar a partir de .*“.*”/).first()).toBeVisible();
    await expect(page.getByText(`“${gone}”`).first()).toBeVisible();
    await expect(page.getByLabel("Descrição")).toHaveValue(QUEUED);

    // One live campaign ends in three days; the 7th is queued from the day after, second place.
    await page.goto("/restrita/banners");
    await page.getByRole("link", { name: `Editar banner ${gone}` }).click();
    await page
      .getByLabel("Até", { exact: true })
      .fill(toSaoPauloLocal(new Date(Date.now() + 3 * DAY)));
    await page.getByRole("button", { name: "Atualizar Banner" }).click();
    await expect(page.getByText("Banner atualizado")).toBeVisible();

    await page.getByRole("link", { name: "Novo Banner" }).click();
    await page
      .getByLabel("Imagem", { exact: true })
      .setInputFiles(await png("natal.png", 1600, 600, { r: 200, g: 30, b: 40 }));
    await page.getByLabel("Descrição").fill(QUEUED);
    await page.getByLabel("Exibir de").fill(toSaoPauloLocal(new Date(Date.now() + 4 * DAY)));
    await page.getByLabel("Posição no carrossel").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Criar Banner" }).click();
    await expect(page.getByText("Banner criado")).toBeVisible();
    await expect(page.getByTestId("banner-card")).toHaveCount(7);
    await expect(page.getByTestId("banner-card").nth(1)).toContainText(QUEUED);
    await expect(page.getByTestId("timeline-scheduled")).toContainText(QUEUED);
    await expect(page.getByTestId("timeline-open")).toContainText("No ar agora (6 de 6)");
    expect(await homeBannerAlts(page)).not.toContain(QUEUED);

    // Deleting the ending campaign and the queued one frees a place now.
    for (const name of [gone, QUEUED]) {
      await deleteBanner(page, name);
    }
    await expect(page.getByTestId("banner-card")).toHaveCount(5);
    await expect(page.getByTestId("timeline-open")).toContainText("No ar agora (5 de 6)");
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
      .setInputFiles(await png("imagem-1600x600.png", 1600, 600, { r: 190, g: 24, b: 93 }));
    await page.getByLabel("Descrição").fill(NEW);
    await page
      .getByLabel("Link de redirecionamento (opcional)")
      .fill("https://loja.basiquinha.com.br/beleza");
    await page.getByLabel("Posição no carrossel").selectOption({ index: 0 });
    await page.getByRole("button", { name: "Criar Banner" }).click();
    await expect(page).toHaveURL(/\/restrita\/banners$/);
    await expect(page.getByText("Banner criado")).toBeVisible();
    await expect(page.getByTestId("timeline-open")).toContainText("No ar agora (6 de 6)");
    // First, where staff put it, as the carousel shows it.
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

    await deleteBanner(page, EDITED);
    await expect(page.getByTestId("banner-card").filter({ hasText: EDITED })).toHaveCount(0);
  });
});
