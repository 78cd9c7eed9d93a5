import { describe, expect, it } from "vitest";
import { newsletterSources } from "#db/schema";
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
  newsletterEmailError,
  newsletterConfirmedMessage,
  newsletterConsentText,
  safeReturnPath,
} from "./newsletter";
import { newsletterSchema } from "./newsletter-schema";
import { itReturns } from "../../tests/support/unit/returns";

describe("newsletter schema", () => {
  it("lists the same sources as the database", () => {
    expect([...NEWSLETTER_SOURCES]).toEqual([...newsletterSources]);
  });

  it.each([
    ["Maria@Example.COM", "maria@example.com"],
    ["  ana.souza+promo@gmail.com  ", "ana.souza+promo@gmail.com"],
    ["JOANA@BASIQUINHA.COM.BR", "joana@basiquinha.com.br"],
  ])("accepts %j as %j", (input, expected) => {
    const result = newsletterSchema.parse({ email: input, source: "footer" });
    expect(result).toEqual({ email: expected, source: "footer" });
  });

  it.each([
    ["", NEWSLETTER_MESSAGES.empty],
    ["   ", NEWSLETTER_MESSAGES.empty],
    [null, NEWSLETTER_MESSAGES.empty],
    ["maria", NEWSLETTER_MESSAGES.invalid],
    ["maria@", NEWSLETTER_MESSAGES.invalid],
    ["maria@example", NEWSLETTER_MESSAGES.invalid],
    ["ma ria@example.com", NEWSLETTER_MESSAGES.invalid],
    [".maria@example.com", NEWSLETTER_MESSAGES.invalid],
    ["maria..silva@example.com", NEWSLETTER_MESSAGES.invalid],
    [`${"a".repeat(250)}@example.com`, NEWSLETTER_MESSAGES.invalid],
  ])("rejects %j with %j", (input, message) => {
    expect(newsletterEmailError(input)).toBe(message);
    expect(newsletterSchema.safeParse({ email: input }).success).toBe(false);
  });

  it("records an unknown or missing source as the main form", () => {
    expect(newsletterSchema.parse({ email: "a@b.com.br", source: "evil" }).source).toBe(
      "newsletter",
    );
    expect(newsletterSchema.parse({ email: "a@b.com.br" }).source).toBe("newsletter");
  });

  it("names the brand in the confirmation and in the text a visitor agrees to", () => {
    expect(newsletterConfirmedMessage(" Basiquinha ")).toBe(
      "Inscrição confirmada! Bem-vinda à família Basiquinha 💜",
    );
    expect(newsletterConsentText("Basiquinha")).toMatch(
      /^Ao cadastrar, você aceita receber por e-mail novidades, dicas e ofertas da Basiquinha\./,
    );
  });
});

describe("safeReturnPath", () => {
  itReturns("keeps the same-site path %j", safeReturnPath, [
    ["/", "/"],
    ["/clube-basiquinha", "/clube-basiquinha"],
    ["/nossas-lojas?cidade=Goi%C3%A2nia", "/nossas-lojas?cidade=Goi%C3%A2nia"],
    ["/blog#comentarios", "/blog"],
  ]);

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "javascript:alert(1)",
    "blog",
    "",
    "/a\nb",
    42,
    undefined,
  ])("falls back for %j", (input) => {
    expect(safeReturnPath(input, "/fallback")).toBe("/fallback");
  });
});
