/**
 * What the store screens and "Aprovações" share about change requests: the toast a store
 * manager's save answers with, the e-mails sent in the background, and the request an address
 * names within the user's stores.
 */
import { data } from "react-router";
import { parseRecordId } from "~/domain/content-schemas";
import { can, type Permission } from "~/domain/permissions";
import { formatZoned } from "~/domain/sao-paulo-time";
import {
  sendChangeRequestMail,
  type ChangeRequestEvent,
} from "~/models/change-request-mail.server";
import { getChangeRequest } from "~/models/store-change-requests.server";
import { requirePermission } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";

/** A store manager's save: sent to head office, the public page unchanged until approved. */
export const PROPOSAL_SENT = {
  title: "Solicitação enviada para aprovação",
  description: "A página da loja muda quando a matriz aprovar. Acompanhe em Aprovações.",
} as const;

/** PROPOSAL_SENT for a request given a moment ("A partir de"), said on the store's clock. */
export function proposalSent(at: Date | null, timeZone: string) {
  if (!at) return PROPOSAL_SENT;
  return {
    title: PROPOSAL_SENT.title,
    description: `A página da loja muda a partir de ${formatZoned(at, timeZone)} (horário da loja), depois de aprovada. Acompanhe em Aprovações.`,
  };
}

/** E-mails the event's recipients in the background (never fails the request). */
export function notifyChangeRequest(
  app: Pick<AppContext, "db" | "env" | "logger">,
  requestId: number,
  event: ChangeRequestEvent,
): void {
  void sendChangeRequestMail(app, requestId, event);
}

type Args = Parameters<typeof requirePermission>[0] & { params: { id?: string } };

/**
 * The guard and the request of a screen about one request: the row, then for a store manager
 * only its own stores' requests (any other id is the same 404 as a missing one).
 */
export async function requireChangeRequest(args: Args, permission: Permission) {
  const user = await requirePermission(args, permission);
  const app = getApp(args.context);
  const id = parseRecordId(args.params.id);
  const request = id ? await getChangeRequest(app.db, id) : null;
  if (!request || !can(user, permission, { storeId: request.storeId })) {
    throw data({ message: "Solicitação não encontrada." }, { status: 404 });
  }
  return { app, user, request };
}
