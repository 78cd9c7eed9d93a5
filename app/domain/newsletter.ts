/**
 * Newsletter sign-up. The spec only simulates it; we store subscribers.
 * One e-mail rule for the three forms (main section, contact section, footer), used by the
 * browser before posting and by the server action (through `newsletter-schema.ts`). This module
 * has no dependencies so the forms, present on every page, stay light.
 */
/** Where a subscription came from. Kept here (not imported from the schema) for client bundles. */
export const NEWSLETTER_SOURCES = ["newsletter", "contact", "footer"] as const;
export type NewsletterSourceName = (typeof NEWSLETTER_SOURCES)[number];

/** Field name of the hidden trap field: people never see it, form-filling bots do. */
export const NEWSLETTER_HONEYPOT = "website";

/** The page anchor of each form, so a post without JavaScript comes back to the same form. */
export const NEWSLETTER_ANCHORS: Record<NewsletterSourceName, string> = {
  newsletter: "newsletter",
  contact: "contato",
  footer: "newsletter-rodape",
};

export const NEWSLETTER_MESSAGES = {
  empty: "Por favor, insira seu e-mail",
  invalid: "Digite um e-mail válido, como nome@exemplo.com.br.",
  failure: "Erro ao realizar inscrição. Tente novamente.",
  rateLimited: "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.",
  submitting: "Cadastrando...",
  /**
   * The one answer to every acceptable address (new, subscribed or waiting for confirmation):
   * the form never tells whether an address is on the list.
   */
  requested:
    "Se este e-mail puder receber nossas novidades, enviaremos um link de confirmação. Confira sua caixa de entrada.",
} as const;

/** What a visitor agrees to by sending the form: shown next to every form, stored with consent. */
export function newsletterConsentText(brandName: string): string {
  return `Ao cadastrar, você aceita receber por e-mail novidades, dicas e ofertas da ${brandName.trim()}. Você confirma pelo link que enviaremos e pode cancelar a qualquer momento pelo link presente em cada e-mail.`;
}

/** Shown once the link in the confirmation e-mail has been followed. */
export function newsletterConfirmedMessage(brandName: string): string {
  return `Inscrição confirmada! Bem-vinda à família ${brandName.trim()} 💜`;
}

/** RFC 5321 limit of a whole address. */
export const MAX_EMAIL_LENGTH = 254;

/** The address shape Zod's e-mail check accepts (no leading, trailing or doubled dots). */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function normalizeEmail(raw: unknown): string {
  return typeof raw === "string" ? raw.trim().toLowerCase() : "";
}

/** The visitor's message for an address, or null when it is acceptable. */
export function newsletterEmailError(raw: unknown): string | null {
  const email = normalizeEmail(raw);
  if (!email) return NEWSLETTER_MESSAGES.empty;
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return NEWSLETTER_MESSAGES.invalid;
  }
  return null;
}

/**
 * A same-site path to send the visitor back to, or the fallback: only '/...' paths, never
 * protocol-relative ('//evil.example') or backslash tricks, and without any fragment.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const path = value.trim().split("#")[0] ?? "";
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return fallback;
  const hasControl = [...path].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
  if (hasControl || path.length > 2000) return fallback;
  try {
    const url = new URL(path, "http://localhost");
    if (url.origin !== "http://localhost") return fallback;
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}
