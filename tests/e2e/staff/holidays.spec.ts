import { expect, test } from "../test";
import { createStore, login, uniqueName } from "../fixtures";

/** Hours as free text only, the way the demo stores of Trindade (Goiás) have them. */
const TEXT_ONLY_HOURS = "Seg a Sex 9h30 às 18h30, Sáb 9h às 13h";

/** The next 25 December from the real date, the same one the staff screen lists. */
function nextChristmas(): { iso: string; label: RegExp } {
  const now = new Date();
  const year =
    now.getUTCMonth() === 11 && now.getUTCDate() > 24
      ? now.getUTCFullYear() + 1
      : now.getUTCFullYear();
  return { iso: `${year}-12-25`, label: new RegExp(`25/12/${year} — Natal`) };
}

test.describe("holidays for the whole network", () => {
  test("staff close Christmas for every store: the store page says so on 25/12, the activity log records it", async ({
    page,
  }) => {
    const christmas = nextChristmas();
    await login(page);
    // A store of the test's own, with free-text hours and no special dates.
    const store = await createStore(page, uniqueName("Basiquinha Teste Natal"), TEXT_ONLY_HOURS);
    const STORE = `/${store.slug}`;
    await page.goto("/restrita/feriados");
    await expect(page.getByRole("heading", { name: "Feriados", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Feriados", exact: true }).first()).toBeVisible();

    const card = page.locator(`[data-holiday="${christmas.iso}/natal"]`);
    await expect(card.getByRole("heading", { name: christmas.label })).toBeVisible();
    // A run stopped halfway may have left a decision behind.
    const leftover = card.getByTestId("holiday-decision").getByRole("button", { name: /Remover/ });
    while ((await leftover.count()) > 0) {
      const before = await leftover.count();
      await leftover.first().click();
      await expect(leftover).toHaveCount(before - 1);
    }
    await expect(card).toContainText("Feriado nacional");
    await expect(card.getByTestId("holiday-current")).toHaveText(
      "Decisão atual: nenhuma — as lojas abrem no horário normal.",
    );
    // Nobody decided: no decision is shown as chosen.
    await expect(card.getByRole("radio", { checked: true })).toHaveCount(0);

    // Keyboard only: where, what, save.
    const form = card.getByRole("form", { name: "Decidir Natal" });
    await form.getByLabel("Onde vale").selectOption("all");
    await form.getByLabel("Fechado").check();
    await form.getByRole("button", { name: "Salvar decisão" }).focus();
    await page.keyboard.press("Enter");
    const decision = card.getByTestId("holiday-decision");
    await expect(decision).toHaveText(/Todas as lojas: Fechado/);
    await expect(card.getByTestId("holiday-current")).toHaveText(
      "Decisão atual: Todas as lojas: Fechado.",
    );

    // Special hours without times are refused with a message, nothing saved.
    await form.getByLabel("Onde vale").selectOption("state:GO");
    await form.getByLabel("Horário especial").check();
    await form.getByRole("button", { name: "Salvar decisão" }).click();
    await expect(form.getByText("Informe a abertura")).toBeVisible();
    await expect(card.getByTestId("holiday-decision")).toHaveCount(1);

    // The store page on Christmas morning (10:00 in São Paulo), on the browser's fake clock.
    await page.clock.setFixedTime(new Date(`${christmas.iso}T13:00:00Z`));
    await page.goto(STORE);
    const status = page.getByTestId("open-status");
    await expect(status).toHaveAttribute("data-live", "true");
    await expect(status).toContainText("Fechado");
    await expect(page.getByTestId("open-status-holiday")).toHaveText("Feriado: Natal — fechado");

    // The activity log names the decision.
    await page.goto("/restrita/atividades");
    await expect(
      page.getByText(/Natal \(.*25\/12\/\d{4}\) — Todas as lojas: Fechado/),
    ).toBeVisible();

    // Removing it brings the warning back and the store opens as usual on that day.
    await page.goto("/restrita/feriados");
    await card
      .getByTestId("holiday-decision")
      .getByRole("button", { name: /Remover/ })
      .click();
    await expect(card.getByTestId("holiday-decision")).toHaveCount(0);
    await expect(card.getByTestId("holiday-current")).toContainText("Decisão atual: nenhuma");
    await page.goto(STORE);
    await expect(page.getByTestId("open-status")).toHaveAttribute("data-live", "true");
    await expect(page.getByTestId("open-status-holiday")).toHaveCount(0);
  });

  test("the hours screen pre-fills a text-only store's grid and previews the text the site will show", async ({
    page,
  }) => {
    await login(page);
    const { id } = await createStore(page, uniqueName("Basiquinha Teste Horário"), TEXT_ONLY_HOURS);
    await page.goto(`/restrita/lojas/${id}/horarios`);
    // The store has only 'Seg a Sex 9h30 às 18h30, Sáb 9h às 13h': the grid comes from it.
    await expect(page.getByTestId("hours-prefilled")).toBeVisible();
    await expect(page.getByLabel("Segunda, 1º período: abre")).toHaveValue("09:30");
    await expect(page.getByLabel("Domingo, 1º período: abre")).toHaveValue("");
    const preview = page.getByTestId("hours-generated");
    await expect(preview).toHaveText(
      "Texto mostrado no site: Seg. à Sex.: 9h30 às 18h30 | Sáb.: 9h às 13h",
    );
    await page.getByLabel("Sábado, 1º período: fecha").fill("17:00");
    await expect(preview).toHaveText(
      "Texto mostrado no site: Seg. à Sex.: 9h30 às 18h30 | Sáb.: 9h às 17h",
    );
  });

  test("inverted hours are refused next to the field with the typed times kept; a night past midnight said so shows 'Aberto' at 01:00", async ({
    page,
  }) => {
    await login(page);
    const store = await createStore(page, uniqueName("Basiquinha Teste Noite"), TEXT_ONLY_HOURS);
    await page.goto(`/restrita/lojas/${store.id}/horarios`);
    await page.getByLabel("Segunda, 1º período: abre").fill("10:00");
    await page.getByLabel("Segunda, 1º período: fecha").fill("08:00");
    await page.getByRole("button", { name: "Salvar horários" }).click();
    await expect(
      page.getByText("O fechamento deve ser depois da abertura", { exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByLabel("Segunda, 1º período: fecha")).toHaveValue("08:00");

    await page.getByLabel("Segunda, 1º período: abre").fill("09:30");
    await page.getByLabel("Segunda, 1º período: fecha").fill("18:30");
    await page.getByLabel("Sexta, 1º período: abre").fill("22:00");
    await page.getByLabel("Sexta, 1º período: fecha").fill("02:00");
    await page
      .getByRole("listitem")
      .filter({ hasText: "Sexta" })
      .getByLabel("fecha no dia seguinte")
      .first()
      .check();
    await page.getByRole("button", { name: "Salvar horários" }).click();
    await expect(page.getByText("Horários salvos com sucesso!")).toBeVisible();

    // Saturday 01:00 in São Paulo (04:00 UTC), the night that began on Friday.
    await page.clock.setFixedTime(new Date("2026-12-05T04:00:00Z"));
    await page.goto(`/${store.slug}`);
    await expect(page.getByTestId("open-status")).toHaveAttribute("data-live", "true");
    await expect(page.getByTestId("open-status")).toContainText("Aberto");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain('"opens":"22:00","closes":"23:59"');
    expect(jsonLd.join("")).toContain('"opens":"00:00","closes":"02:00"');
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the holiday screen does not scroll sideways", async ({ page }) => {
      await login(page, "/restrita/feriados");
      await expect(page.getByTestId("holiday").first()).toBeVisible();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  });
});
