/**
 * Newsletter e-mail. `newsletterEmail` builds every message sent to a newsletter address (the
 * confirmation today, campaigns tomorrow): one-click unsubscribe headers (RFC 8058), a visible
 * unsubscribe link and the privacy notice's address. `requestNewsletterSubscription` records a
 * sign-up and sends its confirmation in the background, so the visitor's answer takes the same
 * time whatever the address's state.
 */
import { randomBytes } from "node:crypto";
import type { NewsletterSource } from "#db/schema";
import { newsletterConsentText } from "~/domain/newsletter";
import { plural, PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_VERSION } from "~/domain/privacy";
import { hashConfirmToken, requestSubscription } from "./newsletter.server";
import { getPrivacySettings } from "./privacy-settings.server";
import { getSiteSettings } from "./site-settings.server";
import type { AppContext } from "~/server/context.server";
import type { Env } from "~/server/env.server";
import { keyedHash } from "~/server/keyed-hash.server";
import { mailerOrWarn, type MailMessage } from "~/server/mailer.server";

export const confirmPath = (token: string) => `/newsletter/confirmar/${token}`;
export const unsubscribePath = (token: string) => `/newsletter/cancelar/${token}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A message to a newsletter address. The unsubscribe address answers a one-click POST from the
 * mail provider and, opened in a browser, shows a page that removes the address with one button.
 */
export function newsletterEmail(
  env: Pick<Env, "PUBLIC_SITE_URL">,
  input: {
    to: string;
    subject: string;
    /** The message; the unsubscribe and privacy lines are added below it. */
    text: string;
    brandName: string;
    unsubscribeToken: string;
  },
): MailMessage {
  const unsubscribeUrl = `${env.PUBLIC_SITE_URL}${unsubscribePath(input.unsubscribeToken)}`;
  const privacyUrl = `${env.PUBLIC_SITE_URL}${PRIVACY_NOTICE_PATH}`;
  const footer = [
    "--",
    `Você recebe este e-mail porque este endereço foi cadastrado na newsletter da ${input.brandName}.`,
    `Cancelar a inscrição: ${unsubscribeUrl}`,
    `Política de Privacidade: ${privacyUrl}`,
  ];
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.text.trimEnd()}\n\n${footer.join("\n")}\n`,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function confirmationEmail(
  env: Pick<Env, "PUBLIC_SITE_URL">,
  input: { to: string; token: string; unsubscribeToken: string; brandName: string; days: number },
): MailMessage {
  const brand = input.brandName.trim();
  const text = [
    "Olá!",
    "",
    `Recebemos um pedido para cadastrar este e-mail na newsletter da ${brand}.`,
    `Para confirmar, abra o link abaixo em até ${plural(input.days, "dia", "dias")}:`,
    "",
    `${env.PUBLIC_SITE_URL}${confirmPath(input.token)}`,
    "",
    `Se você não fez este pedido, ignore este e-mail: sem a confirmação o endereço é apagado em ${plural(input.days, "dia", "dias")} e nada mais será enviado.`,
    "",
    `Equipe ${brand}`,
  ].join("\n");
  return newsletterEmail(env, {
    to: input.to,
    subject: `Confirme sua inscrição na newsletter da ${brand}`,
    text,
    brandName: brand,
    unsubscribeToken: input.unsubscribeToken,
  });
}

/**
 * Records a sign-up (consent record and confirmation link) and starts the confirmation e-mail.
 * The caller answers the visitor without waiting for `delivery` (tests wait); it never rejects.
 */
export async function requestNewsletterSubscription(
  app: Pick<AppContext, "db" | "env" | "logger" | "clientIp">,
  input: { email: string; source: NewsletterSource; page: string },
  now: Date = new Date(),
): Promise<{ delivery: Promise<void> }> {
  const [settings, privacy] = await Promise.all([
    getSiteSettings(app.db),
    getPrivacySettings(app.db),
  ]);
  const token = randomBytes(32).toString("base64url");
  const pending = await requestSubscription(app.db, {
    email: input.email,
    source: input.source,
    page: input.page,
    consentText: newsletterConsentText(settings.brandName),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ipHash: keyedHash(app.env, "newsletter-consent-ip", app.clientIp),
    tokenHash: hashConfirmToken(token),
    expiresAt: new Date(now.getTime() + privacy.unconfirmedDays * DAY_MS),
    now,
  });
  const done = { delivery: Promise.resolve() };
  if (!pending) return done;
  const mailer = mailerOrWarn(
    app,
    { source: input.source },
    "newsletter sign-up stored, but no SMTP server is configured (SMTP_HOST): no confirmation e-mail",
  );
  if (!mailer) return done;
  const message = confirmationEmail(app.env, {
    to: pending.email,
    token,
    unsubscribeToken: pending.unsubscribeToken,
    brandName: settings.brandName,
    days: privacy.unconfirmedDays,
  });
  const delivery = mailer
    .send(message)
    .then(() => app.logger.info({ source: input.source }, "newsletter confirmation e-mail sent"))
    .catch((error: unknown) =>
      app.logger.error({ err: error }, "newsletter confirmation e-mail failed"),
    );
  return { delivery };
}
