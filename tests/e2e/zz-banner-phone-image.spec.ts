/**
 * Banners with a phone image: staff add one to a home banner and to a store banner; a phone
 * (390×844) loads the phone image, a computer the desktop one. The phone images are removed at
 * the end, so the demo content is as it was.
 */
import sharp from "sharp";
import { login } from "./fixtures";
import { expect, test, type Page } from "./test";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

async function square(name: string) {
  const buffer = await sharp({
    create: { width: 900, height: 900, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
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
const storeBanner = (page: Page) =>
  page
    .getByRole("region", { name: "Banners da Basiquinha Setor Bueno" })
    .locator("picture img")
    .first();

test.describe.serial("banner phone images", () => {
  let bannerEditUrl = "";
  let storeEditUrl = "";

  test("staff add a phone image to the first home banner and to a store banner", async ({
    page,
  }) => {
    await login(page, "/restrita/banners");
    await page
      .getByRole("link", { name: /^Editar banner/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/restrita\/banners\/editar\/\d+$/);
    bannerEditUrl = new URL(page.url()).pathname;
    await page.getByLabel("Imagem para celular (opcional)").setInputFiles(await square("c.png"));
    await expect(page.getByTestId("banner-phone-preview")).toHaveAttribute("src", /^blob:/);
    await page.getByRole("button", { name: "Atualizar Banner" }).click();
    await expect(page).toHaveURL(/\/restrita\/banners$/);

    await page.goto("/restrita/lojas?q=Setor+Bueno");
    await page.getByRole("link", { name: "Editar Basiquinha Setor Bueno" }).click();
    await expect(page).toHaveURL(/\/restrita\/lojas\/editar\/\d+$/);
    storeEditUrl = new URL(page.url()).pathname;
    const details = page.getByRole("form", { name: "Detalhes do banner 1" });
    await details.getByLabel("Imagem para celular (opcional)").setInputFiles(await square("s.png"));
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
      await page.goto("/basiquinha-setor-bueno");
      expect(await loadedSource(page, storeBanner(page))).toMatch(
        /\/lojas\/\d+\/banners\/banner-celular-/,
      );
      // The phone image keeps its square shape on the phone.
      const box = (await storeBanner(page).boundingBox())!;
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
      await page.goto("/basiquinha-setor-bueno");
      const store = await loadedSource(page, storeBanner(page));
      expect(store).toMatch(/\/lojas\/\d+\/banners\/banner-/);
      expect(store).not.toMatch(/-celular-/);
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
