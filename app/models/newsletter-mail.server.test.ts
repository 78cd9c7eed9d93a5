import { describe, expect, it } from "vitest";
import { confirmationEmail, newsletterEmail } from "./newsletter-mail.server";

const env = { PUBLIC_SITE_URL: "https://www.basiquinha.com.br" };
const UNSUBSCRIBE = "3f2a0c1e-7d4b-4c2a-9e1f-0a1b2c3d4e5f";

describe("newsletterEmail", () => {
  it("carries one-click unsubscribe headers (RFC 8058), a visible link and the privacy notice", () => {
    const message = newsletterEmail(env, {
      to: "ana@exemplo.com.br",
      subject: "Novidades de dezembro",
      text: "Chegaram os kits de Natal.\n\n",
      brandName: "Basiquinha",
      unsubscribeToken: UNSUBSCRIBE,
    });
    const link = `https://www.basiquinha.com.br/newsletter/cancelar/${UNSUBSCRIBE}`;
    expect(message.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(message.text.split("\n")).toEqual([
      "Chegaram os kits de Natal.",
      "",
      "--",
      "Você recebe este e-mail porque este endereço foi cadastrado na newsletter da Basiquinha.",
      `Cancelar a inscrição: ${link}`,
      "Política de Privacidade: https://www.basiquinha.com.br/politica-de-privacidade",
      "",
    ]);
    expect(message).toMatchObject({ to: "ana@exemplo.com.br", subject: "Novidades de dezembro" });
  });

  it("builds the confirmation as a newsletter e-mail, with the link and its lifetime", () => {
    const message = confirmationEmail(env, {
      to: "ana@exemplo.com.br",
      token: "abc_DEF-123",
      unsubscribeToken: UNSUBSCRIBE,
      brandName: " Basiquinha ",
      days: 7,
    });
    expect(message.subject).toBe("Confirme sua inscrição na newsletter da Basiquinha");
    expect(message.text).toContain(
      "em até 7 dias:\n\nhttps://www.basiquinha.com.br/newsletter/confirmar/abc_DEF-123\n",
    );
    expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(
      confirmationEmail(env, {
        ...message,
        token: "t",
        unsubscribeToken: UNSUBSCRIBE,
        brandName: "B",
        days: 1,
      }).text,
    ).toContain("em até 1 dia:");
  });
});
