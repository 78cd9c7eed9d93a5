/**
 * The action of a content form with images (home banners, brands), new or edit: the same steps
 * for each, in the same words. An unknown record is a 404; a form or an image that is refused
 * answers 400 with the errors beside their fields and what was typed kept; an edit of a version
 * someone else replaced answers 409 with the conflict; a save that fails answers with an error
 * toast, never a 500 page. Images are validated and their files stored only once the form is
 * valid; the model writes their media rows with the record, or removes the files.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { ActionToast } from "~/components/admin/admin-ui";
import type {
  ContentFormData,
  ContentFormScreen,
} from "~/components/admin/content-list/content-form";
import { parseRecordId } from "~/domain/content-schemas";
import { parseForm } from "~/domain/form-input";
import type { Permission } from "~/domain/permissions";
import { BannerImageError } from "~/models/banner-images.server";
import type { ExpectedVersion } from "~/models/edit-version.server";
import type { StaffActor } from "~/models/staff-change.server";
import { requirePermission, type SessionUser } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";
import type { Database } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { parseUploadForm, UploadError } from "~/server/uploads.server";
import { editConflict, readEdit, StaleEdit, type FormValues } from "./edit-version.server";

export const formFailure = (
  result: SubmissionResult<string[]>,
  status: number,
  toast?: ActionToast,
) => data<ContentFormData>({ result, toast }, { status });

type Reply = (options?: {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}) => SubmissionResult<string[]>;

/** The field an image that could not be stored came from. */
function refusedImage(error: unknown): { field: string; message: string } | null {
  if (error instanceof BannerImageError) return { field: error.field, message: error.message };
  if (error instanceof UploadError) return { field: "image", message: error.message };
  return null;
}

export type ContentForm<S extends z.ZodType, U, R extends { version: number }> = {
  screen: ContentFormScreen;
  permission: Permission;
  /** For the logs ("banner", "brand"). */
  entity: string;
  find: (db: Database, id: number) => Promise<R | null>;
  /** The record as the form's defaults show it. */
  defaults: (record: R) => FormValues;
  schema: (creating: boolean) => S;
  /** Turns a new record away before the upload is read (a full list); null lets it through. */
  refuseNew?: (app: AppContext) => Promise<ReturnType<typeof formFailure> | null>;
  /** Errors across fields the schema cannot see, by field; null when there are none. */
  check?: (value: z.output<S>) => Record<string, string[]> | null;
  /**
   * Stores the chosen images' files (no database work); a refused image throws an UploadError or
   * a BannerImageError.
   */
  upload: (app: AppContext, userId: number, value: z.output<S>) => Promise<U>;
  /**
   * Saves through the model (new when id is null), which writes the images' media rows with the
   * record or removes their files.
   */
  save: (input: {
    app: AppContext;
    by: StaffActor;
    id: number | null;
    value: z.output<S>;
    uploaded: U;
    /** The version the edit was opened with. */
    version: ExpectedVersion;
  }) => Promise<void>;
  /** A known failure of the save, answered in its own words; null for any other. */
  refusal?: (error: unknown, reply: Reply) => ReturnType<typeof formFailure> | null;
};

type RouteArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
};

/**
 * The record a form edits, for its loader and action: null on the new-record form; an unknown
 * or malformed id answers the 404 ('Banner não encontrado.').
 */
export async function contentFormRecord<R>(
  args: RouteArgs,
  permission: Permission,
  find: (db: Database, id: number) => Promise<R | null>,
  screen: ContentFormScreen,
): Promise<{ app: AppContext; user: SessionUser; id: number | null; record: R | null }> {
  const user = await requirePermission(args, permission);
  const app = getApp(args.context);
  if (args.params.id === undefined) return { app, user, id: null, record: null };
  const id = parseRecordId(args.params.id);
  const record = id ? await find(app.db, id) : null;
  if (!record) throw data({ message: `${screen.missing.title}.` }, { status: 404 });
  return { app, user, id, record };
}

export async function contentFormAction<S extends z.ZodType, U, R extends { version: number }>(
  args: RouteArgs,
  form: ContentForm<S, U, R>,
) {
  const { app, user, id } = await contentFormRecord(args, form.permission, form.find, form.screen);
  const creating = id === null;
  if (creating && form.refuseNew) {
    const refused = await form.refuseNew(app);
    if (refused) return refused;
  }

  let body: FormData;
  try {
    body = await parseUploadForm(args.request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return formFailure({ status: "error", error: { image: [error.message] } }, 400);
  }
  const submission = parseForm(body, { schema: form.schema(creating) });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const value = submission.value;
  const fieldErrors = form.check?.(value);
  if (fieldErrors) return formFailure(submission.reply({ fieldErrors }), 400);

  let uploaded: U;
  try {
    uploaded = await form.upload(app, user.id, value);
  } catch (error) {
    const refused = refusedImage(error);
    if (!refused) throw error;
    const reply = submission.reply({ fieldErrors: { [refused.field]: [refused.message] } });
    return formFailure(reply, 400);
  }
  try {
    const version = readEdit(body).record;
    await form.save({ app, by: user.id, id, value, uploaded, version });
    const title = form.screen.saved(creating);
    return redirectWithToast(app.env, form.screen.list, { type: "success", title });
  } catch (error) {
    if (error instanceof StaleEdit && id !== null) {
      const now = await form.find(app.db, id);
      const current = now && { version: now.version, values: form.defaults(now) };
      const conflict = await editConflict(app.db, error, body, current);
      return data<ContentFormData>({ conflict }, { status: 409 });
    }
    const known = form.refusal?.(error, (options) => submission.reply(options));
    if (known) return known;
    app.logger.error({ err: error }, `${form.entity} save failed`);
    const failTitle = form.screen.saveFailed(creating);
    return formFailure(submission.reply({ formErrors: [`${failTitle}. Tente novamente.`] }), 500, {
      type: "error",
      title: failTitle,
      description: "Tente novamente mais tarde.",
    });
  }
}
