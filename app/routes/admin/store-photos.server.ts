/**
 * Sending store photos, one file or several at once: each file goes through the one upload
 * service on its own, so a rejected file gets its own message and never stops the others.
 * Used by the photos screen's form (several files in one request, without JavaScript) and by
 * the upload endpoint the screen calls once per file to show each file's progress.
 */
import type { Store } from "#db/schema";
import { parseForm } from "~/domain/form-input";
import { storePhotoActionSchema } from "~/domain/store-schemas";
import { addStorePhoto } from "~/models/admin-store-content.server";
import type { AppContext } from "~/server/context.server";
import { UPLOAD_MESSAGES, UploadError } from "~/server/uploads.server";

export type PhotoUploadResult = { name: string; error: string | null };

export type PhotoUploadOutcome =
  /** The fields besides the files were refused: nothing was read or stored. */
  { status: "invalid"; error: string } | { status: "done"; results: PhotoUploadResult[] };

/** The files of the form's "image" field; an empty field (nothing chosen) counts as none. */
function chosenFiles(form: FormData): File[] {
  return form
    .getAll("image")
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
}

export async function uploadStorePhotos(
  app: Pick<AppContext, "db" | "storage" | "logger">,
  store: Pick<Store, "id" | "name">,
  userId: number,
  form: FormData,
): Promise<PhotoUploadOutcome> {
  const submission = parseForm(form, { schema: storePhotoActionSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Pedido inválido";
    return { status: "invalid", error: message };
  }
  if (submission.value.intent !== "upload-photo")
    return { status: "invalid", error: "Pedido inválido" };
  const { kind, altText } = submission.value;
  const files = chosenFiles(form);
  if (files.length === 0) return { status: "invalid", error: UPLOAD_MESSAGES.missing };

  const results: PhotoUploadResult[] = [];
  for (const file of files) {
    try {
      await addStorePhoto(app, userId, store, { file, kind, altText });
      results.push({ name: file.name, error: null });
    } catch (error) {
      if (!(error instanceof UploadError)) {
        app.logger.error({ err: error }, "store photo upload failed");
      }
      results.push({
        name: file.name,
        error: error instanceof UploadError ? error.message : "Tente novamente mais tarde.",
      });
    }
  }
  return { status: "done", results };
}

/** The screen's summary of a batch: 'Imagem enviada com sucesso!' or how many of how many. */
export function uploadSummary(results: readonly PhotoUploadResult[]): {
  ok: boolean;
  title: string;
  description?: string;
} {
  const sent = results.filter((result) => !result.error).length;
  if (sent === results.length) {
    return {
      ok: true,
      title: sent === 1 ? UPLOAD_MESSAGES.success : `${sent} fotos enviadas com sucesso!`,
    };
  }
  return {
    ok: false,
    title: UPLOAD_MESSAGES.failed,
    description:
      results.length === 1
        ? results[0]!.error!
        : `${sent} de ${results.length} fotos enviadas; veja o motivo de cada arquivo recusado.`,
  };
}
