/**
 * "Fechada temporariamente" (ADR 0028), in a real browser against the built server: staff set a
 * closure from tomorrow 08:00 on a store's calendar; the page still says 'Aberto' and announces
 * the closure; once the closure has begun, the page, its structured data and the locator card
 * say the store is closed until the reopening date; the network's calendar lists it; ending the
 * closure opens the store again. A weekly-hours change scheduled on the hours screen shows on the
 * store's calendar and can be cancelled there.
 */
import { createStore, login, uniqueName, type CreatedStore } from "../fixtures";
import { expect, test, type Page } from "../test";
import { toZonedLocal } from "~/domain/sao-paulo-time";

const ZONE = "America/Sao_Paulo";

/** 'AAAA-MM-DDTHH:mm' of an instant on a Goiânia wall clock (the store's zone). */
const wallClock = (at: Date) => toZonedLocal(at, ZONE);

/** 'dd/mm/aaaa' of a wall-clock value. */
const day = (value: string) => value.slice(0, 10).split("-").reverse().join("/");

const DAY_MS = 86_400_000;

/** The store page's open/closed badge (recomputed in the browser as time passes). */
const status = (page: Page) => page.getByTestId("open-status").first();

async function storeJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.flatMap((n: Record<string, unknown>) =>
      Array.isArray(n["@graph"]) ? (n["@graph"] as Record<string, unknown>[]) : [n],
    );
  });
  return nodes.find((n) => String(n["@type"]).includes("Store")) as {
    specialOpeningHoursSpecification?: Record<string, string>[];
  };
}

async function saveClosure(page: Page, store: CreatedStore, from: string, until: string) {
  await page.goto(`/restrita/lojas/${store.id}/agenda`);
  await page.getByLabel("Fechada de").fill(from);
  await page.getByLabel("Até (reabre em)").fill(until);
  await page
    .getByRole("button", { name: /fechamento/ })
    .first()
    .click();
  await expect(page.getByText("Fechamento temporário salvo!")).toBeVisible();
}

test.describe.serial("a store closed for a reform", () => {
  let store: CreatedStore = { id: "", name: "", slug: "" };
  const now = Date.now();
  const tomorrow8 = `${wallClock(new Date(now + DAY_MS)).slice(0, 10)}T08:00`;
  const nextWeek8 = `${wallClock(new Date(now + 7 * DAY_MS)).slice(0, 10)}T08:00`;

  test("closed from tomorrow 08:00: still 'Aberto' today, and the page announces it", async ({
    page,
  }) => {
    await login(page);
    // Always open: 'Aberto' whenever the test runs.
    store = await createStore(page, uniqueName("Basiquinha Reforma"), "24 horas");
    await page.getByRole("link", { name: "Agenda", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Agenda", exact: true })).toBeVisible();
    await saveClosure(page, store, tomorrow8, nextWeek8);
    await expect(page.getByTestId("closure-current")).toHaveText(
      `Fechada temporariamente de ${day(tomorrow8)} às 08:00 até ${day(nextWeek8)} às 08:00.`,
    );

    await page.goto(`/${store.slug}`);
    await expect(status(page)).toHaveAttribute("data-open", "true");
    await expect(page.getByTestId("store-closure")).toHaveText(
      `Fechada temporariamente de ${day(tomorrow8)} às 08:00 até ${day(nextWeek8)} às 08:00`,
    );

    // The network's calendar lists it.
    await page.goto("/restrita/agenda");
    const row = page.getByTestId("network-agenda").getByRole("row", { name: store.name });
    await expect(row).toContainText("Fechada temporariamente");
  });

  test("once the closure has begun: closed until the reopening date everywhere", async ({
    page,
  }) => {
    await login(page);
    const started = wallClock(new Date(now - 60 * 60_000));
    await saveClosure(page, store, started, nextWeek8);

    await page.goto(`/${store.slug}`);
    await expect(
      page.getByText(`Fechada temporariamente · reabre em ${day(nextWeek8)}`).first(),
    ).toBeVisible();
    await expect(status(page)).toHaveAttribute("data-open", "false");
    await expect(page.getByTestId("store-closure")).toHaveText(
      `Fechada temporariamente até ${day(nextWeek8)} às 08:00`,
    );
    const jsonLd = await storeJsonLd(page);
    expect(jsonLd.specialOpeningHoursSpecification).toContainEqual(
      expect.objectContaining({
        opens: "00:00",
        closes: "00:00",
        validFrom: started.slice(0, 10),
        validThrough: nextWeek8.slice(0, 10),
      }),
    );

    // The locator's card says so, and 'Aberto agora' leaves the store out.
    await page.goto(`/nossas-lojas?q=${encodeURIComponent(store.name)}`);
    await expect(
      page.getByText(`Fechada temporariamente · reabre em ${day(nextWeek8)}`).first(),
    ).toBeVisible();
    await page.goto(`/nossas-lojas?aberto=1&q=${encodeURIComponent(store.name)}`);
    // Nothing open: the store is only offered as the next to open, at its reopening.
    await expect(page.getByRole("region", { name: "Nenhuma loja aberta agora." })).toBeVisible();
  });

  test("reopening now puts it back to 'Aberto'", async ({ page }) => {
    await login(page);
    await page.goto(`/restrita/lojas/${store.id}/agenda`);
    await page.getByRole("button", { name: "Reabrir agora" }).click();
    await expect(page.getByText("Fechamento temporário removido.")).toBeVisible();
    await page.goto(`/${store.slug}`);
    await expect(status(page)).toHaveAttribute("data-open", "true");
    await expect(page.getByTestId("store-closure")).toHaveCount(0);
  });

  test("new hours scheduled on the hours screen wait on the calendar, and can be cancelled", async ({
    page,
  }) => {
    await login(page);
    await page.goto(`/restrita/lojas/${store.id}/horarios`);
    for (const weekday of ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"]) {
      await page.getByLabel(`${weekday}, 1º período: abre`).fill("10:00");
      await page.getByLabel(`${weekday}, 1º período: fecha`).fill("20:00");
      await page.getByLabel(`${weekday}, 2º período: abre`).fill("");
      await page.getByLabel(`${weekday}, 2º período: fecha`).fill("");
    }
    await page.getByLabel("Aplicar a partir de (opcional)").fill(nextWeek8);
    await page.getByRole("button", { name: "Salvar horários" }).click();
    await expect(page.getByText("Alteração agendada!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/restrita/lojas/${store.id}/agenda$`));
    const change = page.getByTestId("scheduled-change");
    await expect(change).toContainText(`A partir de ${day(nextWeek8)} às 08:00`);
    await expect(change).toContainText("Horário semanal");

    // The page keeps today's hours until then.
    await page.goto(`/${store.slug}`);
    await expect(status(page)).toHaveAttribute("data-open", "true");

    await page.goto(`/restrita/lojas/${store.id}/agenda`);
    await page.getByRole("button", { name: "Cancelar agendamento" }).click();
    await expect(page.getByText("Agendamento cancelado.")).toBeVisible();
    await expect(page.getByTestId("scheduled-change")).toHaveCount(0);
  });
});
