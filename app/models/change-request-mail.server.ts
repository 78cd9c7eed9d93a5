/**
 * The e-mails of a store change request (SMTP settings): to head office when a store manager
 * sends one (every active administrator and editor), to the manager when it is decided, each
 * with a link to the request. Sent in the background; without SMTP the request still waits in
 * "Aprovações".
 */
import { and, eq, inArray } from "drizzle-orm";
import { users } from "#db/schema";
import type { AppContext } from "~/server/context.server";
import { getMailer, type MailMessage } from "~/server/mailer.server";
import { CHANGE_REQUEST_STATUS_LABELS, changeFieldLabel } from "~/domain/change-requests";
import { formatZoned } from "~/domain/sao-paulo-time";
import { getChangeRequest, type ChangeRequestView } from "./store-change-requests.server";

export const CHANGE_REQUESTS_SCREEN = "/restrita/aprovacoes";

export type ChangeRequestEvent = "created" | "decided";

/**
 * What the e-mail says of the moment a request asked for, on the store's clock: when created,
 * that an approval before it schedules the change; when decided, whether the approved changes
 * are scheduled or applied at once (the moment had passed). None without a moment.
 */
function momentLines(request: ChangeRequestView, event: ChangeRequestEvent): string[] {
  if (!request.effectiveFrom) return [];
  const at = formatZoned(request.effectiveFrom, request.storeTimeZone);
  const when = `${at} (horário da loja)`;
  if (event === "created") {
    return [
      "",
      `A partir de ${when}: aprovada antes disso, a alteração fica agendada para ${when}.`,
    ];
  }
  if (request.status !== "approved" && request.status !== "partially_approved") return [];
  return request.decidedAt && request.effectiveFrom <= request.decidedAt
    ? ["", `Aplicada na aprovação: a data pedida (${at}, horário da loja) já havia passado.`]
    : ["", `As alterações aprovadas estão agendadas para ${when}.`];
}

/** The message of an event, to its recipients. */
export function changeRequestMessage(
  origin: string,
  request: ChangeRequestView,
  event: ChangeRequestEvent,
): Omit<MailMessage, "to"> {
  const link = `${origin}${CHANGE_REQUESTS_SCREEN}/${request.id}`;
  const fields = request.changes.map((c) => changeFieldLabel(c.field)).join(", ");
  if (event === "created") {
    return {
      subject: `Solicitação de alteração: ${request.storeName}`,
      text: [
        `${request.requesterName ?? "Um gestor de loja"} pediu alterações na página da ${request.storeName}: ${fields}.`,
        ...momentLines(request, event),
        "",
        "Revise e aprove ou recuse cada campo:",
        link,
      ].join("\n"),
    };
  }
  const lines = request.changes.map((c) => {
    const state =
      c.decision === "approved"
        ? "aprovado"
        : c.decision === "stale"
          ? "desatualizado"
          : "recusado";
    return `- ${changeFieldLabel(c.field)}: ${state}${c.comment ? ` (${c.comment})` : ""}`;
  });
  return {
    subject: `Sua solicitação para ${request.storeName}: ${CHANGE_REQUEST_STATUS_LABELS[request.status]}`,
    text: [
      `A matriz revisou sua solicitação de alteração da ${request.storeName}.`,
      "",
      ...lines,
      ...momentLines(request, event),
      ...(request.comment ? ["", `Comentário: ${request.comment}`] : []),
      "",
      "Veja a solicitação:",
      link,
    ].join("\n"),
  };
}

async function recipients(
  app: Pick<AppContext, "db">,
  request: ChangeRequestView,
  event: ChangeRequestEvent,
) {
  if (event === "decided") return request.requesterEmail ? [request.requesterEmail] : [];
  const rows = await app.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, ["admin", "editor"])));
  return rows.map((r) => r.email);
}

/** Sends the event's e-mails; the caller does not wait for `delivery` (tests do). Never rejects. */
export async function sendChangeRequestMail(
  app: Pick<AppContext, "db" | "env" | "logger">,
  requestId: number,
  event: ChangeRequestEvent,
): Promise<void> {
  const mailer = getMailer(app.env);
  if (!mailer) {
    app.logger.warn({ requestId }, "change request saved, but no SMTP server is configured");
    return;
  }
  try {
    const request = await getChangeRequest(app.db, requestId);
    if (!request) return;
    const message = changeRequestMessage(app.env.PUBLIC_SITE_URL, request, event);
    for (const to of await recipients(app, request, event)) {
      await mailer.send({ ...message, to });
    }
    app.logger.info({ requestId, event }, "change request e-mail sent");
  } catch (error) {
    app.logger.error({ err: error, requestId, event }, "change request e-mail failed");
  }
}
