import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { contentListActionSchema } from "~/domain/content-schemas";
import type { EditState } from "~/domain/edit-version";
import { recordWords, type RecordNoun } from "~/domain/record-words";
import type { ContentListModel } from "~/models/audited-collection.server";
import type { StaffActor } from "~/models/staff-change.server";
import { requirePermission } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";
import { redirectWithToast, type Toast } from "~/server/flash.server";
import {
  conflictAnswer,
  editConflict,
  openEdit,
  readEdit,
  StaleEdit,
  type SubmittedEdit,
} from "./edit-version.server";
import { readStaffForm } from "./staff-form-post.server";

/** What a list screen says, in the entity's own words (gender and all). */
type ContentListMessages = {
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
function contentListMessages(words: ReturnType<typeof recordWords>): ContentListMessages {
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

/** A content list screen: how it names its records, and its permissions' area. */
export type ContentListRoute = {
  noun: RecordNoun;
  /** `${area}.view` opens the screen, `${area}.edit` changes the list. */
  area: "banners" | "brands";
};

type ListIntent = z.infer<typeof contentListActionSchema>;

type IntentInput = {
  app: AppContext;
  by: StaffActor;
  value: ListIntent;
  edit: SubmittedEdit;
  changes: ContentListModel<unknown>;
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
  if (value.intent !== "move") throw new Error("not a move");
  const found = await changes.move(app.db, by, value.id, value.direction, edit.list);
  return found ? { type: "success", title: messages.updated } : null;
};

const intents: Record<ListIntent["intent"], IntentHandler> = {
  delete: deleteIntent,
  toggle: toggleIntent,
  move: moveIntent,
};

/**
 * A list screen's loader: the model's records, for staff whose role may view the screen, and
 * the version of the list its forms carry.
 */
export async function contentListLoader<T>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  screen: ContentListRoute,
  list: ContentListModel<T>,
): Promise<{ records: T; edit: EditState }> {
  await requirePermission(args, `${screen.area}.view`);
  const { db } = getApp(args.context);
  const [records, listVersion] = await Promise.all([list.read(db), list.version(db)]);
  return { records, edit: openEdit(listVersion) };
}

/**
 * The action of a content list screen (banners, brands): toggle, delete and move a record,
 * answered with a redirect and a toast, and never a 500: a bad form or a failure leaves the list
 * with an error toast. A change from a stale list answers 409 with the conflict (the screen
 * reloads the list, see revalidateOnConflict).
 */
export async function contentListAction(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  screen: ContentListRoute,
  list: ContentListModel<unknown>,
) {
  const path = screen.noun.list;
  const messages = contentListMessages(recordWords(screen.noun));
  const { user, app, form, submission } = await readStaffForm(
    args,
    `${screen.area}.edit`,
    contentListActionSchema,
  );
  if (submission.status !== "success") {
    return redirectWithToast(app.env, path, { type: "error", title: messages.updateFailed });
  }
  const value = submission.value;
  const failTitle = value.intent === "delete" ? messages.deleteFailed : messages.updateFailed;
  try {
    const done = await intents[value.intent]({
      app,
      by: user.id,
      value,
      edit: readEdit(form),
      changes: list,
      messages,
    });
    return redirectWithToast(
      app.env,
      path,
      done ?? { type: "error", title: failTitle, description: messages.notFound },
    );
  } catch (error) {
    if (error instanceof StaleEdit)
      return conflictAnswer(await editConflict(app.db, error, form), {});
    const refused = list.refusal?.(error);
    if (refused)
      return redirectWithToast(app.env, path, {
        type: "error",
        title: failTitle,
        description: refused,
      });
    app.logger.error({ err: error, ...value }, `${screen.area} list action failed`);
    return redirectWithToast(app.env, path, {
      type: "error",
      title: failTitle,
      description: "Tente novamente mais tarde.",
    });
  }
}
