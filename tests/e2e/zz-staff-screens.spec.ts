/**
 * The staff screens speak the team's language: the spreadsheet import shows each value before
 * and after and warns before an empty cell erases one.
 */
import { login } from "./fixtures";
import { expect, test } from "./test";

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
