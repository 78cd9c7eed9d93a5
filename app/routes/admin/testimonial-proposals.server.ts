/**
 * A store manager's post to the testimonials screen: publishing or withdrawing one of its own
 * stores' testimonials becomes a change request for head office (Aprovações). Another store's
 * testimonial is the same 404 as a missing one; any other intent is head office's (403).
 */
import { data, type RouterContextProvider } from "react-router";
import type { FormsActionData } from "~/components/admin/specialties-testimonials/screen-forms";
import { parseForm } from "~/domain/form-input";
import { can } from "~/domain/permissions";
import { testimonialActionSchema } from "~/domain/store-schemas";
import { findTestimonial } from "~/models/admin-testimonials.server";
import { getStore } from "~/models/admin-stores.server";
import {
  proposeTestimonialApproval,
  RequestAlreadyOpen,
} from "~/models/store-change-requests.server";
import { assertPermission, type SessionUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { notifyChangeRequest, PROPOSAL_SENT } from "./change-requests.server";
import { editConflict, readEdit, StaleEdit } from "./edit-version.server";

const NOT_FOUND = "Depoimento não encontrado.";
export const ALREADY_ASKED =
  "Já há uma solicitação aberta para este depoimento: acompanhe em Aprovações.";
export const ALREADY_SO =
  "O depoimento já está assim na página: não há o que enviar para aprovação.";

export async function proposeTestimonialAction(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  user: SessionUser,
) {
  const app = getApp(args.context);
  const form = await readFormData(args.request);
  const submission = parseForm(form, { schema: testimonialActionSchema });
  const formId = typeof submission.payload.formId === "string" ? submission.payload.formId : "";
  const intent = submission.payload.intent;
  // Only publishing and withdrawing can be proposed; adding, correcting, deleting are head office's.
  if (intent !== "approve" && intent !== "unapprove") assertPermission(user, "testimonials.edit");
  const reply = (result: FormsActionData["result"], init?: ResponseInit) =>
    data<FormsActionData>({ formId, result }, init);
  if (submission.status !== "success") return reply(submission.reply(), { status: 400 });
  const value = submission.value;
  if (value.intent !== "approve" && value.intent !== "unapprove") {
    return reply(submission.reply(), { status: 400 });
  }
  const found = await findTestimonial(app.db, value.testimonialId);
  const store =
    found && can(user, "testimonials.moderate", { storeId: found.storeId })
      ? await getStore(app.db, found.storeId)
      : null;
  if (!found || !store) {
    return reply(submission.reply({ formErrors: [NOT_FOUND] }), { status: 404 });
  }
  try {
    const request = await proposeTestimonialApproval(
      app.db,
      user.id,
      store,
      found.id,
      value.intent === "approve",
      readEdit(form).record,
    );
    if (!request) return reply(submission.reply({ formErrors: [ALREADY_SO] }), { status: 400 });
    notifyChangeRequest(app, request.id, "created");
    return reply(submission.reply(), {
      headers: await toastHeaders(app.env, { type: "success", ...PROPOSAL_SENT }),
    });
  } catch (error) {
    if (error instanceof RequestAlreadyOpen) {
      return reply(submission.reply({ formErrors: [ALREADY_ASKED] }), { status: 400 });
    }
    if (!(error instanceof StaleEdit)) throw error;
    const conflict = await editConflict(app.db, error, form);
    return data<FormsActionData>({ formId, result: submission.reply(), conflict }, { status: 409 });
  }
}
