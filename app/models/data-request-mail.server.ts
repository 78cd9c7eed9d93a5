/**
 * The e-mails of a data-subject request sent through the public form: the notice to the
 * encarregado (the privacy settings' e-mail, else the site's contact) and the receipt to the
 * requester, both in the background. Without SMTP the request still reaches the staff screen.
 */
import type { DataRequest } from "#db/schema";
import {
  DATA_REQUEST_ANSWER_DAYS,
  DATA_REQUEST_KIND_LABELS,
  plural,
  PRIVACY_NOTICE_PATH,
} from "~/domain/privacy";
import { getPrivacySettings } from "./privacy-settings.server";
import { getSiteSettings } from "./site-settings.server";
import type { AppContext } from "~/server/context.server";
import { mailerOrWarn, sendLogged, type MailMessage } from "~/server/mailer.server";

export const DATA_REQUESTS_SCREEN = "/restrita/solicitacoes-lgpd";

const stamp = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/** '27/11/2026 às 09:15' (São Paulo time). */
export function receivedLabel(at: Date): string {
  return stamp.format(at).replace(", ", " às ");
}

export function dataRequestMessages(
  origin: string,
  request: DataRequest,
  people: { brandName: string; staffEmail: string },
): { staff: MailMessage; receipt: MailMessage } {
  const kind = DATA_REQUEST_KIND_LABELS[request.kind];
  const when = receivedLabel(request.receivedAt);
  const privacy = `Política de Privacidade: ${origin}${PRIVACY_NOTICE_PATH}`;
  const staff: MailMessage = {
    to: people.staffEmail,
    replyTo: request.email,
    subject: `Solicitação LGPD ${request.protocol}: ${kind}`,
    text: [
      `Nova solicitação de titular recebida pelo site em ${when}.`,
      "",
      `Protocolo: ${request.protocol}`,
      `Tipo: ${kind}`,
      `E-mail: ${request.email}`,
      `Nome: ${request.name ?? "(não informado)"}`,
      "",
      "Mensagem:",
      request.message ?? "(sem mensagem)",
      "",
      `Prazo de resposta: ${plural(DATA_REQUEST_ANSWER_DAYS, "dia", "dias")}.`,
      `Atenda e registre a resposta na área restrita: ${origin}${DATA_REQUESTS_SCREEN}`,
      "",
      privacy,
    ].join("\n"),
  };
  const receipt: MailMessage = {
    to: request.email,
    replyTo: people.staffEmail,
    subject: `Recebemos sua solicitação (protocolo ${request.protocol})`,
    text: [
      "Olá!",
      "",
      `Recebemos em ${when} a sua solicitação sobre dados pessoais (${kind}).`,
      `Protocolo: ${request.protocol}`,
      "",
      `Responderemos a este e-mail em até ${plural(DATA_REQUEST_ANSWER_DAYS, "dia", "dias")}. Se você não fez este pedido, responda a este e-mail para nos avisar.`,
      "",
      `Equipe ${people.brandName}`,
      "",
      "--",
      privacy,
    ].join("\n"),
  };
  return { staff, receipt };
}

/** Sends both messages; the caller does not wait for `delivery` (tests do). Never rejects. */
export async function notifyDataRequest(
  app: Pick<AppContext, "db" | "env" | "logger">,
  request: DataRequest,
): Promise<{ delivery: Promise<void> }> {
  const mailer = mailerOrWarn(
    app,
    { protocol: request.protocol },
    "data-subject request stored, but no SMTP server is configured (SMTP_HOST): no e-mail sent",
  );
  if (!mailer) return { delivery: Promise.resolve() };
  const [site, privacy] = await Promise.all([getSiteSettings(app.db), getPrivacySettings(app.db)]);
  const { staff, receipt } = dataRequestMessages(app.env.PUBLIC_SITE_URL, request, {
    brandName: site.brandName,
    staffEmail: privacy.dpoEmail ?? site.contactEmail,
  });
  const send = (message: MailMessage, what: string) =>
    sendLogged(app, mailer, message, { protocol: request.protocol }, what);
  const delivery = Promise.all([
    send(staff, "data-subject request notice"),
    send(receipt, "data-subject request receipt"),
  ]).then(() => undefined);
  return { delivery };
}
