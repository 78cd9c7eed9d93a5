/**
 * The one way actions read a submitted form. A body that cannot be read as a form (a broken
 * multipart body, a cut-off upload) is the sender's mistake: it answers 400 with a plain pt-BR
 * message instead of a server error.
 */
import { data } from "react-router";

export const UNREADABLE_FORM_MESSAGE =
  "Não foi possível ler os dados enviados. Recarregue a página e tente novamente.";

export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  }
}
