/**
 * A data-subject request answered from the "Solicitações LGPD" screen in a real browser: the
 * person's request arrives from the public form, an admin finds everything held about the
 * e-mail, downloads it as JSON and CSV, erases it and records the answer with its date.
 */
import type { Download } from "@playwright/test";
import { expect, test } from "../test";
import { expectAccessible, login, uniqueName } from "../fixtures";

test.describe.configure({ timeout: 120_000 });

async function textOf(download: Download): Promise<string> {
  let text = "";
  for await (const chunk of await download.createReadStream()) text += chunk.toString();
  return text;
}

test("an admin finds, exports and erases one person's data and records the answer", async ({
  page,
}) => {
  const email = `${uniqueName("titular").replace(" ", "-")}@exemplo.com.br`;

  // The person signs up for the newsletter and asks for their data to be erased.
  await page.goto("/privacidade/solicitacao");
  await page.getByLabel("O que você precisa?").selectOption({ label: "Eliminação dos dados" });
  await page.getByLabel("Seu e-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Enviar solicitação" }).click();
  const receipt = page.getByTestId("data-request-receipt");
  await expect(receipt).toContainText("Solicitação recebida");
  const protocol = (await receipt.locator("strong").first().textContent())!.trim();
  const footerForm = page.locator("#newsletter-rodape");
  await footerForm.getByLabel("Seu e-mail para a newsletter").fill(email);
  await footerForm.getByRole("button").click();
  await expect(footerForm.getByTestId("newsletter-feedback")).toContainText("Se este e-mail");

  await login(page);
  await page
    .getByRole("navigation", { name: "Área restrita" })
    .getByRole("link", { name: "Solicitações LGPD" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Solicitações LGPD" })).toBeVisible();
  const row = page.getByTestId("data-request-row").filter({ hasText: protocol });
  await expect(row).toContainText("Eliminação dos dados");
  await expect(row).toContainText("Em aberto · prazo");
  await row.getByRole("link", { name: email }).click();

  const newsletter = page.getByRole("region", { name: "Newsletter" });
  await expect(newsletter).toContainText("Aguardando confirmação");
  await expect(page.getByRole("region", { name: "Solicitações deste e-mail" })).toContainText(
    protocol,
  );
  await expectAccessible(page);

  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar JSON" }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await textOf(json)) as Record<string, unknown>;
  expect(document).toMatchObject({
    titular: email,
    newsletter: { email, situacao: "Aguardando confirmação", formulario: "Rodapé" },
  });
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(await textOf(csv)).toContain(`Newsletter,E-mail,${email}`);

  await page.getByRole("button", { name: `Excluir e anonimizar os dados de ${email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Excluir e anonimizar" }).click();
  await expect(page.getByText("Dados apagados e anonimizados")).toBeVisible();
  await expect(newsletter).toContainText("Não está na newsletter.");

  await page
    .getByLabel(`Como o pedido ${protocol} foi atendido`)
    .fill("Inscrição apagada; titular avisado por e-mail.");
  await page.getByRole("button", { name: "Marcar como respondida" }).click();
  await expect(page.getByText("Resposta registrada")).toBeVisible();
  await expect(page.getByTestId("data-request-row").filter({ hasText: protocol })).toContainText(
    /Respondida em \d{2}\/\d{2}\/\d{4}/,
  );
});
