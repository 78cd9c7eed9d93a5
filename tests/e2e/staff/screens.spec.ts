/**
 * The staff screens speak the team's language: the spreadsheet import shows each value before
 * and after and warns before an empty cell erases one.
 */
import { createStore, login, uniqueName } from "../fixtures";
import { expect, test, type Page } from "../test";

/** The id of the demo store Setor Bueno (only read here), from the staff list. */
async function demoStoreId(page: Page) {
  await page.goto("/restrita/lojas?q=Setor Bueno");
  const href = await page
    .getByRole("link", { name: "Editar Basiquinha Setor Bueno" })
    .getAttribute("href");
  return /(\d+)/.exec(href ?? "")?.[1];
}

/** A demo banner no other spec deletes (banners.spec.ts adds and removes banners meanwhile). */
const KEPT_BANNER = "Nova coleção de maquiagem de longa duração";

test("the import preview shows each field's current and new value and warns before erasing", async ({
  page,
}) => {
  await login(page);
  await page.goto("/restrita/lojas/importar");
  const csv = "slug,whatsapp,instagram_link\r\nbasiquinha-campinas,(62) 98888-1234,\r\n";
  await page
    .getByLabel("Arquivo CSV")
    .setInputFiles({ name: "ajustes.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByTestId("chosen-files")).toHaveText("ajustes.csv");
  await page.getByRole("button", { name: "Pré-visualizar importação" }).click();

  const change = page.getByTestId("import-change");
  await expect(change).toHaveCount(1);
  await expect(change).toContainText("Basiquinha Campinas");
  await expect(change.getByRole("listitem").filter({ hasText: "WhatsApp:" })).toHaveText(
    /^WhatsApp: .+ passa a ser \(62\) 98888-1234$/,
  );
  await expect(change.getByRole("listitem").filter({ hasText: "Instagram:" })).toHaveText(
    /^Instagram: https:\/\/.+ passa a ser \(vazio\) será apagado$/,
  );
  await expect(page.getByRole("alert")).toContainText(
    "Atenção: 1 campo preenchido será apagado por uma célula vazia.",
  );
  await expect(page.getByText(/alterar WhatsApp/)).toHaveCount(0);
});

test("the activity log names changed fields in Portuguese", async ({ page }) => {
  await login(page);
  const store = await createStore(page, uniqueName("Basiquinha Teste Atividades"));
  await page
    .getByRole("navigation", { name: "Páginas da loja" })
    .getByRole("link", { name: "Fotos" })
    .click();
  await page.getByLabel("Fotos", { exact: true }).setInputFiles({
    name: "vitrine.png",
    mimeType: "image/png",
    // A 1x1 PNG.
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  });
  await page.getByRole("button", { name: "Enviar Fotos" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Imagem enviada com sucesso!" }),
  ).toBeVisible();
  const alt = page.getByLabel("Texto alternativo", { exact: true }).first();
  const altText = `Vitrine de perfumes da ${store.name}`;
  await alt.fill(altText);
  await page.getByRole("button", { name: "Salvar foto 1" }).click();
  await expect(page.getByText("Foto atualizada com sucesso!").first()).toBeVisible();

  await page.goto("/restrita/atividades");
  const row = page.getByRole("row").filter({ hasText: altText }).first();
  // The field by its Portuguese label, what it was and what it became; never the column name.
  await expect(row).toContainText(
    `Texto alternativo: Interior da ${store.name} → Vitrine de perfumes da ${store.name}`,
  );
  await expect(page.getByText(/altText/)).toHaveCount(0);
});

test("the dashboard chart writes days as dd/mm", async ({ page }) => {
  await login(page);
  await page.goto("/restrita/painel?periodo=30");
  const chart = page.getByRole("img", { name: "Gráfico de eventos por dia" });
  // The cursor layer uPlot lays over the plot.
  const plot = chart.locator(".u-over");
  await expect(plot).toBeVisible();
  await plot.scrollIntoViewIfNeeded();
  const box = (await plot.boundingBox())!;
  // uPlot's legend shows the day under the cursor. Across 30 days some day is past the 12th:
  // only day-first labels have a first number above 12 and a second one up to 12.
  const day = chart.locator(".u-legend .u-series").first().locator(".u-value");
  const seen = new Set<string>();
  for (let step = 0; step < 30; step++) {
    await plot.hover({ position: { x: ((step + 0.5) / 30) * box.width, y: box.height / 2 } });
    await expect(day).toHaveText(/^\d{2}\/\d{2}$/);
    seen.add(await day.innerText());
  }
  const pairs = [...seen].map((label) => label.split("/").map(Number) as [number, number]);
  expect(pairs.every(([, month]) => month >= 1 && month <= 12)).toBe(true);
  expect(pairs.some(([dayOfMonth]) => dayOfMonth > 12)).toBe(true);
  expect(seen.size).toBeGreaterThan(20);
});

test("every upload field is the same labelled field that names the chosen file", async ({
  page,
}) => {
  await login(page);
  const storeId = await demoStoreId(page);
  await page.goto("/restrita/banners");
  const bannerEdit = await page
    .getByRole("link", { name: `Editar banner ${KEPT_BANNER}` })
    .getAttribute("href");
  const screens = [
    "/restrita/lojas/importar",
    `/restrita/lojas/${storeId}/fotos`,
    `/restrita/lojas/editar/${storeId}`,
    // The demo has the most banners allowed: a new one cannot be added, an edit shows the fields.
    bannerEdit!,
    "/restrita/marcas/novo",
    "/restrita/blog/novo",
  ];
  const png = {
    name: "escolhida.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  };
  for (const url of screens) {
    await page.goto(url);
    const inputs = page.locator('main input[type="file"]');
    const count = await inputs.count();
    expect(count, url).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const input = inputs.nth(i);
      const id = await input.getAttribute("id");
      // A visible label tied to the field, and the field's own 'no file' text in Portuguese.
      await expect(page.locator(`label[for="${id}"]`), `${url} #${id}`).toBeVisible();
      const chosen = page.locator(`[id="${id}-chosen"]`);
      await expect(chosen).toHaveText("Nenhum arquivo selecionado");
    }
  }
  // Choosing a file names it (the store import takes CSV, the others images).
  await page.goto("/restrita/marcas/novo");
  const logo = page.locator('main input[type="file"]').first();
  await logo.setInputFiles(png);
  await expect(page.locator(`[id="${await logo.getAttribute("id")}-chosen"]`)).toHaveText(
    "escolhida.png",
  );
});

test("icon-only controls have a name and a visible tooltip on hover and keyboard focus", async ({
  page,
}) => {
  await login(page);
  const storeId = await demoStoreId(page);
  const screens = [
    "/restrita/lojas",
    "/restrita/banners",
    "/restrita/marcas",
    "/restrita/videos",
    "/restrita/blog",
    "/restrita/especialidades",
    "/restrita/depoimentos",
    "/restrita/newsletter",
    "/restrita/blog/novo",
    `/restrita/lojas/editar/${storeId}`,
    `/restrita/lojas/${storeId}/fotos`,
    `/restrita/lojas/${storeId}/conteudo`,
  ];
  const missing: string[] = [];
  for (const url of screens) {
    await page.goto(url);
    const controls = await page.locator("main button, main a[href]").evaluateAll((els) =>
      els
        // Shown on the screen (not inside a closed <details>) and without any visible text.
        .filter((el) =>
          el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }),
        )
        .filter((el) => (el as HTMLElement).innerText.trim() === "")
        .map((el) => ({
          html: el.outerHTML.slice(0, 160),
          name: el.getAttribute("aria-label") ?? "",
          // Radix marks its tooltip triggers with data-state.
          tooltip: el.hasAttribute("data-state"),
        })),
    );
    for (const control of controls) {
      if (!control.name || !control.tooltip) missing.push(`${url}: ${control.html}`);
    }
  }
  expect(missing).toEqual([]);

  // Hover and keyboard focus both show the tooltip.
  await page.goto("/restrita/banners");
  const edit = page.getByRole("link", { name: `Editar banner ${KEPT_BANNER}` });
  // A pointer that arrived before the list hydrated brings no new hover event: come again
  // until the tooltip answers.
  await expect(async () => {
    await page.mouse.move(5, 5);
    await edit.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Editar", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // Moving away (more than one step: the tooltip forgives a pointer on its way to it) hides it.
  await page.mouse.move(5, 5, { steps: 4 });
  await page.mouse.move(10, 10);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  const toggle = page.getByRole("button", { name: `Desativar banner ${KEPT_BANNER}` });
  await toggle.focus();
  await expect(page.getByRole("tooltip")).toHaveText(/^(Desativar|Ativar)$/);
});
