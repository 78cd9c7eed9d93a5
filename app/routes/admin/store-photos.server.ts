/**
 * A store's photos screen: sending photos, one file or several at once (each file goes through
 * the one upload service on its own, so a rejected file gets its own message and never stops
 * the others), and saving, moving or removing a photo. Uploads come from the screen's form
 * (several files in one request, without JavaScript) and from the upload endpoint the screen
 * calls once per file to show each file's progress. The model audits each change.
 */
import { data } from "react-router";
import type { z } from "zod";
import type { Store } from "#db/schema";
import { parseForm } from "~/domain/form-input";
import { storePhotoActionSchema } from "~/domain/store-schemas";
import {
  addStorePhoto,
  moveStorePhoto,
  removeStorePhoto,
  updateStorePhoto,
} from "~/models/admin-store-content.server";
import { can } from "~/domain/permissions";
import { proposeStorePhoto } from "~/models/store-change-requests.server";
import type { AppContext } from "~/server/context.server";
import { notifyChangeRequest, proposalSent } from "./change-requests.server";
import { toastHeaders } from "~/server/flash.server";
import { parseUploadForm, UPLOAD_MESSAGES, UploadError } from "~/server/uploads.server";
import { readFormData } from "~/server/form-data.server";
import {
  conflictAnswer,
  editConflict,
  readEdit,
  StaleEdit,
  type SubmittedEdit,
} from "./edit-version.server";
import { runIntent, type IntentTable, type StoreContentAction } from "./store-content.server";
import { isMultipart } from "./store-params.server";
import { requestedMoment } from "./store-schedule.server";
import { EFFECTIVE_AT_FIELD, photosScheduled } from "~/domain/store-schedule";

export type PhotoUploadResult = { name: string; error: string | null };

export type PhotoUploadOutcome =
  /**
   * The fields besides the files were refused: nothing was read or stored. A refused moment is
   * the moment field's message (`fieldErrors.effectiveAt`), not the files'.
   */
  | { status: "invalid"; error: string; fieldErrors?: Record<string, string[]> }
  /** `at`: the moment the photos appear from (null: now, or a manager's: when approved). */
  | { status: "done"; results: PhotoUploadResult[]; at: Date | null };

/** What a refused upload form sent besides its files, typed again into the form. */
export type PhotoUploadTyped = { kind: string; altText: string; effectiveAt: string };

function typedFields(form: FormData): PhotoUploadTyped {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { kind: text("kind"), altText: text("altText"), effectiveAt: text(EFFECTIVE_AT_FIELD) };
}

/** What was asked of the model: the fields first, then a message when they were refused. */
function photoFields(form: FormData) {
  const submission = parseForm(form, { schema: storePhotoActionSchema });
  if (submission.status === "success") return { value: submission.value, error: null };
  const message = Object.values(submission.error ?? {}).flat()[0] ?? "Pedido inválido";
  return { value: null, error: message };
}

/** The files of the form's "image" field; an empty field (nothing chosen) counts as none. */
function chosenFiles(form: FormData): File[] {
  return form
    .getAll("image")
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/**
 * Stores each photo of the form: on the page (staff), or as a change request for head office to
 * approve (a store manager: `proposes`), one request per photo. With "Aparece a partir de" the
 * photo is scheduled: on the page only from that moment (a manager's: once approved).
 */
export async function uploadStorePhotos(
  app: Pick<AppContext, "db" | "storage" | "logger" | "env">,
  store: Pick<Store, "id" | "name" | "timezone">,
  userId: number,
  form: FormData,
  proposes = false,
): Promise<PhotoUploadOutcome> {
  const { value, error } = photoFields(form);
  if (!value) return { status: "invalid", error };
  if (value.intent !== "upload-photo") return { status: "invalid", error: "Pedido inválido" };
  const { kind, altText } = value;
  const moment = requestedMoment(store, form);
  if ("error" in moment) {
    return {
      status: "invalid",
      error: moment.error,
      fieldErrors: { [EFFECTIVE_AT_FIELD]: [moment.error] },
    };
  }
  const files = chosenFiles(form);
  if (files.length === 0) return { status: "invalid", error: UPLOAD_MESSAGES.missing };

  const results: PhotoUploadResult[] = [];
  for (const file of files) {
    try {
      if (proposes) {
        const request = await proposeStorePhoto(app, userId, store, {
          file,
          kind,
          altText,
          effectiveFrom: moment.at,
        });
        notifyChangeRequest(app, request.id, "created");
      } else {
        await addStorePhoto(app, userId, store, { file, kind, altText, visibleFrom: moment.at });
      }
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
  return { status: "done", results, at: moment.at };
}

/**
 * The screen's summary of a batch: 'Imagem enviada com sucesso!' (scheduled at `at`: 'Foto
 * agendada!', on the store's clock) or how many of how many.
 */
export function uploadSummary(
  results: readonly PhotoUploadResult[],
  proposes = false,
  scheduled: { at: Date | null; timeZone: string } = { at: null, timeZone: "America/Sao_Paulo" },
): {
  ok: boolean;
  title: string;
  description?: string;
} {
  const sent = results.filter((result) => !result.error).length;
  if (sent === results.length && proposes) {
    return { ok: true, ...proposalSent(scheduled.at, scheduled.timeZone) };
  }
  if (sent === results.length && scheduled.at) {
    return { ok: true, ...photosScheduled(sent, scheduled.at, scheduled.timeZone) };
  }
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

type Toast = { type: "success" | "error"; title: string; description?: string };

/** The screen's answer: the error to show (null when all went well) and its toast. */
async function photoReply(
  app: AppContext,
  toast: Toast | null,
  extra: {
    status?: number;
    uploads?: PhotoUploadResult[];
    fieldErrors?: Record<string, string[]>;
    typed?: PhotoUploadTyped;
  } = {},
) {
  const failed = toast?.type === "error";
  return data(
    {
      error: failed ? (toast.description ?? toast.title) : null,
      ...(extra.uploads ? { uploads: extra.uploads } : {}),
      ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}),
      ...(extra.typed ? { typed: extra.typed } : {}),
    },
    {
      status: extra.status ?? (failed ? 400 : 200),
      headers: toast ? await toastHeaders(app.env, toast) : undefined,
    },
  );
}

async function uploadIntent({ app, user, store }: StoreContentAction, form: FormData) {
  const proposes = !can(user, "stores.publish");
  const outcome = await uploadStorePhotos(app, store, user.id, form, proposes);
  if (outcome.status === "invalid") {
    // Nothing was stored: the form comes back as typed (the files must be chosen again).
    return photoReply(
      app,
      { type: "error", title: "Erro no Upload", description: outcome.error },
      { fieldErrors: outcome.fieldErrors, typed: typedFields(form) },
    );
  }
  const { ok, ...summary } = uploadSummary(outcome.results, proposes, {
    at: outcome.at,
    timeZone: store.timezone,
  });
  return photoReply(
    app,
    { type: ok ? "success" : "error", ...summary },
    { uploads: outcome.results },
  );
}

type PhotoValue = z.output<typeof storePhotoActionSchema>;

type Answer = { toast: Toast | null; status?: number };

const done = (title: string): Answer => ({ toast: { type: "success", title } });
const notFound = (title: string): Answer => ({ toast: { type: "error", title }, status: 404 });

/**
 * The photo intents but the upload, each answered with its toast (none for a move); each is
 * checked against the version the screen showed (`edit`: the photo's, or the list's for a move).
 */
const photoIntents = (
  { app, user, store }: StoreContentAction,
  edit: SubmittedEdit,
): IntentTable<PhotoValue, Promise<Answer>> => ({
  // Uploads are answered by uploadIntent; the form field decides, so this never runs.
  "upload-photo": async () => ({ toast: { type: "error", title: "Pedido inválido" } }),
  "update-photo": async ({ photoId, kind, altText }) =>
    (await updateStorePhoto(app.db, user.id, store, photoId, { kind, altText }, edit.record))
      ? done("Foto atualizada com sucesso!")
      : notFound("Foto não encontrada"),
  "move-photo": async ({ photoId, direction }) => {
    await moveStorePhoto(app.db, user.id, store, photoId, direction, edit.list);
    return { toast: null };
  },
  "remove-photo": async ({ photoId }) =>
    (await removeStorePhoto(app, user.id, store, photoId, edit.record))
      ? done("Foto removida com sucesso!")
      : notFound("Erro ao remover foto"),
});

/** The photos screen's form: an upload (multipart) or one photo's intent; or why it is unreadable. */
export async function readPhotoForm(request: Request): Promise<FormData | UploadError> {
  try {
    return isMultipart(request) ? await parseUploadForm(request) : await readFormData(request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return error;
  }
}

/** Answers the photos screen's action: an upload or one photo's intent. */
export async function storePhotosAction(screen: StoreContentAction, form: FormData | UploadError) {
  const { app } = screen;
  if (form instanceof UploadError) {
    return photoReply(app, { type: "error", title: "Erro no Upload", description: form.message });
  }
  if (form.get("intent") === "upload-photo") return uploadIntent(screen, form);
  const { value, error } = photoFields(form);
  if (!value) {
    return photoReply(app, { type: "error", title: "Erro ao salvar foto", description: error });
  }
  try {
    const { toast, status } = await runIntent(photoIntents(screen, readEdit(form)), value);
    return photoReply(app, toast, { status });
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    return conflictAnswer(await editConflict(app.db, error, form), { error: null });
  }
}
