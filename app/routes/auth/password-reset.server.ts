/**
 * 'Esqueci minha senha': the e-mail with the reset link. The answer to the visitor never depends
 * on whether the account exists (the e-mail goes out in the background, so not even the time
 * taken tells), and a missing SMTP configuration is logged for the operator.
 */
import { PRIVACY_NOTICE_PATH } from "~/domain/privacy";
import { findUserByEmail } from "~/models/users.server";
import {
  createPasswordReset,
  RESET_TOKEN_MINUTES,
  resetPath,
} from "~/models/password-resets.server";
import type { AppContext } from "~/server/context.server";
import { mailerOrWarn, sendLogged } from "~/server/mailer.server";

export function passwordResetEmail(input: { name: string; link: string; privacyUrl: string }) {
  const text = [
    `Olá, ${input.name}!`,
    "",
    "Recebemos um pedido para criar uma nova senha de acesso à área restrita da Basiquinha.",
    `Para criar a nova senha, abra o link abaixo em até ${RESET_TOKEN_MINUTES} minutos:`,
    "",
    input.link,
    "",
    "O link funciona uma única vez. Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.",
    "",
    "Equipe Basiquinha",
    "",
    "--",
    `Política de Privacidade: ${input.privacyUrl}`,
  ].join("\n");
  return { subject: "Redefinição de senha · Área Restrita Basiquinha", text };
}

/**
 * Starts a reset for the e-mail address. Returns the delivery, which the caller does not need
 * to wait for (tests do); it never rejects.
 */
export async function requestPasswordReset(
  app: Pick<AppContext, "db" | "env" | "logger">,
  email: string,
): Promise<{ delivery: Promise<void> }> {
  const user = await findUserByEmail(app.db, email);
  if (!user || !user.active) return { delivery: Promise.resolve() };
  const mailer = mailerOrWarn(
    app,
    { userId: user.id },
    "password reset asked, but no SMTP server is configured (SMTP_HOST); an admin can generate the link",
  );
  if (!mailer) return { delivery: Promise.resolve() };
  const { token } = await createPasswordReset(app.db, user.id);
  const message = passwordResetEmail({
    name: user.name,
    link: `${app.env.PUBLIC_SITE_URL}${resetPath(token)}`,
    privacyUrl: `${app.env.PUBLIC_SITE_URL}${PRIVACY_NOTICE_PATH}`,
  });
  const delivery = sendLogged(
    app,
    mailer,
    { to: user.email, ...message },
    { userId: user.id },
    "password reset e-mail",
  );
  return { delivery };
}
