import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type ConsoleMessage, type Page } from "@playwright/test";
import sharp from "sharp";
import { hydrated } from "../support/hydrated";

export const DEMO_ADMIN = { email: "admin@basiquinha.com.br", password: "basiquinha123" };

/**
 * Signs in through the login form (as the demo admin unless told otherwise) and waits for the
 * restricted area. Pages of other contexts than the test's are waited for here too.
 */
export async function login(page: Page, redirectTo?: string, account = DEMO_ADMIN) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/restrita\//);
}

/** The locator's "asked for the position" flag (STORAGE_KEYS.asked in use-geolocation.ts). */
export const LOCATION_ASKED_KEY = "basiquinha:localizacao-perguntada";

/**
 * The location dialog opens by itself 3 s after the locator loads and takes the focus: tests not
 * about it answer it in advance.
 */
export async function alreadyAsked(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, "true"), LOCATION_ASKED_KEY);
}

/** The dialog in which the locator asks for the visitor's position. */
export const locationDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Encontrar lojas próximas a você" });

/** The locator's "the visitor chose to see the map" flag (STORAGE_KEYS.mapOpened). */
export const MAP_OPENED_KEY = "basiquinha:mapa-aberto";

/**
 * The map's images come from another site, so it waits for the visitor to open it: tests about
 * the map have it chosen in advance, as on a second visit.
 */
export async function mapAlreadyOpened(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, "true"), MAP_OPENED_KEY);
}

/** A phone the size most specs use (390×844, touch). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A laptop screen, for a spec's tests about the desktop layout. */
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

/** Signs in as the demo admin and opens a restricted screen, waiting for its main heading. */
export async function openScreen(page: Page, path: string, heading: string) {
  await login(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

/** A plain-colour PNG to upload. */
export async function png(
  name: string,
  width: number,
  height: number,
  color = { r: 190, g: 24, b: 93 },
) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/**
 * A name no other test uses, also across repeated runs on one server: staff tests change
 * records of their own, never the demo records other tests read.
 */
export function uniqueName(prefix: string): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `${prefix} ${letters}`;
}

export type CreatedStore = { id: string; name: string; slug: string };

/** The opening hours the new-store form is given unless told otherwise (free text only). */
const STORE_HOURS = "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 13h";

/** Fills the new-store form with a valid store in Goiânia, coordinates included. */
export async function fillStoreForm(page: Page, name: string, hours = STORE_HOURS) {
  const text = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  await text("Nome da Loja").fill(name);
  await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "GO" });
  await text("Cidade").fill("Goiânia");
  await text("Bairro").fill("Setor Oeste");
  await text("CEP").fill("74120-010");
  await text("Logradouro").fill("Rua 9");
  await text("Número").fill("120");
  await text("WhatsApp").fill("(62) 99333-4455");
  await text("Horário de Funcionamento").fill(hours);
  // A pair pasted from a maps service fills both coordinates.
  await page.getByLabel("Latitude").fill("-16.68120, -49.26450");
  await expect(page.getByLabel("Longitude")).toHaveValue("-49.26450");
}

/**
 * Creates an active store through the staff form (signed in already) and leaves the browser on
 * its edit screen. Its hours are free text, `hours` if given.
 */
export async function createStore(page: Page, name: string, hours?: string): Promise<CreatedStore> {
  await page.goto("/restrita/lojas/nova");
  await fillStoreForm(page, name, hours);
  await page.getByRole("button", { name: "Cadastrar Loja" }).click();
  await expect(page.getByText("Loja cadastrada com sucesso!")).toBeVisible();
  // The edit screen opens at its banners ('#banners'), the next thing a new store needs.
  await expect(page).toHaveURL(/\/restrita\/lojas\/editar\/\d+(#|$)/);
  const id = /(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  const slug = (await page.getByLabel("Endereço da página").inputValue()).split("/").pop()!;
  return { id, name, slug };
}

/** Clicks a delete button and confirms in the dialog, after checking its question. */
export async function confirmDelete(page: Page, trigger: string, question: string) {
  await page.getByRole("button", { name: trigger }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmar exclusão" });
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: "Excluir" }).click();
}

/** Adds banners to a store from its edit screen, one after the other. */
export async function addStoreBanners(page: Page, store: { name: string }, count: number) {
  const banners = page.getByRole("region", { name: "Banners da Loja" });
  const images = banners.getByRole("img", { name: `Banner da ${store.name}` });
  const before = await images.count();
  for (let i = 1; i <= count; i++) {
    await banners.getByLabel("Novo banner").setInputFiles(await png(`banner-${i}.png`, 1200, 450));
    await banners.getByRole("button", { name: "Adicionar Banner" }).click();
    await expect(images).toHaveCount(before + i);
    // The field empties once the upload is answered: nothing is left unsaved on the screen.
    await expect(banners.getByLabel("Novo banner")).toHaveValue("");
  }
}

/** Signs in and opens the edit form of the first home banner (the demo has the maximum of 6). */
export async function editFirstHomeBanner(page: Page) {
  await login(page, "/restrita/banners");
  await page
    .getByRole("link", { name: /^Editar banner/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/restrita\/banners\/editar\/\d+$/);
}

/**
 * The page's errors from now on, as they come: its uncaught exceptions and the console messages
 * `counts` keeps (console errors unless told otherwise).
 */
export function collectPageErrors(
  page: Page,
  counts: (message: ConsoleMessage) => boolean = (message) => message.type() === "error",
): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (counts(message)) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * The body the server answers to a GET of `path` (no browser), once its status is checked to be
 * 200; `label` names the request when that check fails.
 */
export async function okText(
  request: APIRequestContext,
  path: string,
  label?: string,
): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), label).toBe(200);
  return response.text();
}
