/**
 * The one way actions read a submitted form. A body that cannot be read as a form (a broken
 * multipart body, a cut-off upload) is the sender's mistake: it answers 400 with a plain pt-BR
 * message instead of a server error; a body past its limit (request-body.server.ts) answers 413.
 */
import { data } from "react-router";
import { bodyTooLarge } from "./request-body.server";

export const UNREADABLE_FORM_MESSAGE =
  "Não foi possível ler os dados enviados. Recarregue a página e tente novamente.";

/** The 413 answer for a body that went past its limit while being read, when it did. */
export function tooLargeAnswer(error: unknown) {
  const tooLarge = bodyTooLarge(error);
  return tooLarge ? data({ message: tooLarge.message }, { status: 413 }) : null;
}

export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    throw tooLargeAnswer(error) ?? data({ message: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  }
}
