/**
 * Outgoing e-mail through the SMTP server of the settings (SMTP_*). One transport per
 * configuration, reused; `null` when no SMTP server is configured, so callers can say so.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Env } from "./env.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields (List-Unsubscribe, Reply-To ...). */
  headers?: Record<string, string>;
  replyTo?: string;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

const transports = new Map<string, Transporter>();

export function getMailer(env: Env): Mailer | null {
  if (!env.SMTP_HOST) return null;
  const key = [env.SMTP_HOST, env.SMTP_PORT, env.SMTP_SECURE, env.SMTP_USER].join("|");
  let transport = transports.get(key);
  if (!transport) {
    transport = nodemailer.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(key, transport);
  }
  const from = env.SMTP_FROM;
  const sender = transport;
  return {
    async send(message) {
      await sender.sendMail({ from, ...message });
    },
  };
}

type MailContext = { env: Env; logger: Logger };

/** The configured mailer; without one (no SMTP_HOST) logs `warning` with `details` and answers null. */
export function mailerOrWarn(app: MailContext, details: object, warning: string): Mailer | null {
  const mailer = getMailer(app.env);
  if (!mailer) app.logger.warn(details, warning);
  return mailer;
}

/** Sends `message`, logging '<what> sent' or '<what> failed' with `details`; never rejects. */
export function sendLogged(
  app: MailContext,
  mailer: Mailer,
  message: MailMessage,
  details: object,
  what: string,
): Promise<void> {
  return mailer
    .send(message)
    .then(() => app.logger.info(details, `${what} sent`))
    .catch((error: unknown) => app.logger.error({ err: error, ...details }, `${what} failed`));
}
