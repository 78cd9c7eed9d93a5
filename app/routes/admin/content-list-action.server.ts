import type { recordWords } from "~/domain/record-words";
import type { Permission } from "~/domain/permissions";
import type { RouterContextProvider } from "react-router";
import type { EditState } from "~/domain/edit-version";
import type { ExpectedVersion } from "~/models/edit-version.server";
import {
  conflictAnswer,
  editConflict,
  openEdit,
  readEdit,
  StaleEdit,
  type SubmittedEdit,
} from "./edit-version.server";
import type { z } from "zod";
import type { StaffActor } from "~/models/staff-change.server";
import type { MoveDirection } from "~/models/audited-collection.server";
import type { Database } from "~/server/db.server";
import { requirePermission } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";
import { redirectWithToast, type Toast } from "~/server/flash.server";
import type { UploadServices } from "~/server/uploads.server";
import { readStaffForm } from "./staff-form-post.server";

/** What a list screen says, in the entity's own words (gender and all). */
export type ContentListMessages = {
  updateFailed: string;
  deleteFailed: string;
  notFound: string;
  deleted: string;
  updated: string;
  /** After a toggle: the record left the site, or is on it again. */
  hidden: string;
  shown: string;
};

/** A list's messages from how it names its records (app/domain/record-words.ts). */
export function contentListMessages(words: ReturnType<typeof recordWords>): ContentListMessages {
  return {
    updateFailed: words.saveFailed(false),
    deleteFailed: words.deleteFailed,
    notFound: `${words.notFound}.`,
    deleted: words.deleted,
    updated: words.saved(false),
    hidden: words.hidden,
    shown: words.shown,
  };
}

/**
 * The model's changes a list screen offers, each done and audited by the model; each answers
 * null when the record no longer exists and throws StaleEdit when the screen showed another
 * version (the record's for a toggle or removal, the list's for a move).
 */
export type ContentListChanges = {
  toggle: (
    db: Database,
    by: StaffActor,
    id: number,
    version?: ExpectedVersion,
  ) => Promise<{ active: boolean } | null>;
  remove: (
    app: UploadServices,
    by: StaffActor,
    id: number,
    version?: ExpectedVersion,
  ) => Promise<unknown>;
  move?: (
    db: Database,
    by: StaffActor,
    id: number,
    direction: MoveDirection,
    version?: string,
  ) => Promise<unknown>;
};

type ListIntent =
  | { intent: "toggle" | "delete"; id: number }
  | { intent: "move"; id: number; direction: MoveDirection };

type IntentInput = {
  app: AppContext;
  by: StaffActor;
  value: ListIntent;
  edit: SubmittedEdit;
  changes: ContentListChanges;
  messages: ContentListMessages;
};

/** Each intent's change and its success toast; null when the record is gone. */
type IntentHandler = (input: IntentInput) => Promise<Omit<Toast, "id"> | null>;

const deleteIntent: IntentHandler = async ({ app, by, value, edit, changes, messages }) =>
  (await changes.remove(app, by, value.id, edit.record))
    ? { type: "success", title: messages.deleted }
    : null;

const toggleIntent: IntentHandler = async ({ app, by, value, edit, changes, messages }) => {
  const row = await changes.toggle(app.db, by, value.id, edit.record);
  if (!row) return null;
  const description = row.active ? messages.shown : messages.hidden;
  return { type: "success", title: messages.updated, description };
};

const moveIntent: IntentHandler = async ({ app, by, value, edit, changes, messages }) => {
  if (value.intent !== "move" || !changes.move) throw new Error("this list does not move");
  const found = await changes.move(app.db, by, value.id, value.direction, edit.list);
  return found ? { type: "success", title: messages.updated } : null;
};

const intents: Record<ListIntent["intent"], IntentHandler> = {
  delete: deleteIntent,
  toggle: toggleIntent,
  move: moveIntent,
};

/**
 * A list screen's loader: what `read` gives, for staff whose role has the permission, and the
 * version of the list (`version`, for a list whose order staff set) its forms carry.
 */
export async function contentListLoader<T>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  permission: Permission,
  read: (db: Database) => Promise<T>,
  version?: (db: Database) => Promise<string>,
): Promise<{ records: T; edit: EditState }> {
  await requirePermission(args, permission);
  const { db } = getApp(args.context);
  const [records, listVersion] = await Promise.all([read(db), version?.(db) ?? null]);
  return { records, edit: openEdit(listVersion) };
}

/**
 * The action of a content list screen (banners, brands): toggle, delete and (where the list has
 * an order) move a record, answered with a redirect and a toast, and never a 500: a bad form or
 * a failure leaves the list with an error toast. A change from a stale list answers 409 with
 * the conflict (the screen reloads the list, see revalidateOnConflict).
 */
export async function contentListAction(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  options: {
    list: string;
    permission: Permission;
    /** For the logs ("banner", "brand"). */
    entity: string;
    schema: z.ZodType<ListIntent>;
    messages: ContentListMessages;
    changes: ContentListChanges;
    /** A rule of the model that refused the change: the toast's description, else null. */
    refusal?: (error: unknown) => string | null;
  },
) {
  const { list, messages } = options;
  const { user, app, form, submission } = await readStaffForm(
    args,
    options.permission,
    options.schema,
  );
  if (submission.status !== "success") {
    return redirectWithToast(app.env, list, { type: "error", title: messages.updateFailed });
  }
  const value = submission.value;
  const failTitle = value.intent === "delete" ? messages.deleteFailed : messages.updateFailed;
  try {
    const done = await intents[value.intent]({
      app,
      by: user.id,
      value,
      edit: readEdit(form),
      changes: options.changes,
      messages,
    });
    return redirectWithToast(
      app.env,
      list,
      done ?? { type: "error", title: failTitle, description: messages.notFound },
    );
  } catch (error) {
    if (error instanceof StaleEdit)
      return conflictAnswer(await editConflict(app.db, error, form), {});
    const refused = options.refusal?.(error);
    if (refused)
      return redirectWithToast(app.env, list, {
        type: "error",
        title: failTitle,
        description: refused,
      });
    app.logger.error({ err: error, ...value }, `${options.entity} list action failed`);
    return redirectWithToast(app.env, list, {
      type: "error",
      title: failTitle,
      description: "Tente novamente mais tarde.",
    });
  }
}
