import { expect, type Page } from "@playwright/test";

export const DEMO_ADMIN = { email: "admin@basiquinha.com.br", password: "basiquinha123" };

/** Signs in through the login form and waits for the restricted area. */
export async function login(page: Page, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Senha").fill(DEMO_ADMIN.password);
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
