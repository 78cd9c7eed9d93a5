/**
 * The action of a screen with several forms at once (the specialties list, the testimonials
 * moderation): every form sends a hidden `formId` and an `intent`; the intent goes to the
 * screen's function of that name, and the answer goes back to the form that sent it (its errors,
 * or a fresh form after a creation) with a success toast.
 *
 * Every form carries the version it was opened with (edit-version.server.ts): a record's for an
 * edit, a switch or a deletion, the list's for a move. A refused change answers 409 with the
 * conflict; an edit's comes back with the person's values on top of the current record.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { FormsActionData } from "~/components/admin/specialties-testimonials/screen-forms";
import type { EditState } from "~/domain/edit-version";
import type { Permission } from "~/domain/permissions";
import type { StaffActor } from "~/models/staff-change.server";
import type { Database } from "~/server/db.server";
import { toastHeaders } from "~/server/flash.server";
import {
  editConflict,
  openEdit,
  readEdit,
  StaleEdit,
  type FormValues,
  type SubmittedEdit,
} from "./edit-version.server";
import { readStaffForm } from "./staff-form-post.server";

/**
 * What an intent answers: done (with the success toast's title, or none: the page just reloads),
 * errors for the form's fields, or null when the record the form names is gone (deleted in
 * another tab, say).
 */
export type IntentAnswer = { toast?: string } | { fieldErrors: Record<string, string[]> } | null;

type Intent = { intent: string };

/** One function per intent, each given the parsed form of its own intent. */
export type Intents<V extends Intent> = {
  [K in V["intent"]]: (
    db: Database,
    by: StaffActor,
    value: Extract<V, { intent: K }>,
    edit: SubmittedEdit,
  ) => Promise<IntentAnswer>;
};

/** The fields a record's edit form shows: its update schema's, less the intent and the ids. */
function editedFields(update: z.ZodObject): string[] {
  return Object.keys(update.shape).filter((name) => name !== "intent" && !name.endsWith("Id"));
}

/** The values of `record` its edit form shows (the update schema's fields). */
function formValues(record: Record<string, unknown>, fields: readonly string[]): FormValues {
  return Object.fromEntries(fields.map((name) => [name, record[name]]));
}

/** What each row's forms carry: its version and the values its edit form opens with. */
export function rowEdits(
  rows: ({ id: number; version: number } & Record<string, unknown>)[],
  update: z.ZodObject,
): Record<number, EditState> {
  const fields = editedFields(update);
  return Object.fromEntries(
    rows.map((row) => [row.id, openEdit(row.version, formValues(row, fields))]),
  );
}

/**
 * An intent that changes one record: `change` answers null when the record is gone, anything else
 * once it is done; `toast` words the success (from that answer, for a toggle), or is null when the
 * page needs none.
 */
export function recordIntent<V, R>(
  change: (db: Database, by: StaffActor, value: V, edit: SubmittedEdit) => Promise<R | null>,
  toast: string | null | ((result: R) => string),
) {
  return async (
    db: Database,
    by: StaffActor,
    value: V,
    edit: SubmittedEdit,
  ): Promise<IntentAnswer> => {
    const result = await change(db, by, value, edit);
    if (result === null) return null;
    if (toast === null) return {};
    return { toast: typeof toast === "function" ? toast(result) : toast };
  };
}

export async function formsAction<S extends z.ZodType<Intent>>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  screen: {
    permission: Permission;
    schema: S;
    intents: Intents<z.output<S>>;
    /** The form error when the record is gone ('Especialidade não encontrada.'). */
    notFound: string;
    /** The screen's name for its records: the forms send the id as `<entity>Id`. */
    entity: string;
    /** The record as it is now, and the fields its edit form shows (for an edit's conflict). */
    find: (db: Database, id: number) => Promise<({ version: number } & object) | null>;
    /** The schema of an edit: its fields are the form's. */
    update: z.ZodObject;
  },
) {
  const { schema, intents } = screen;
  const { user, app, form, submission } = await readStaffForm(args, screen.permission, schema);
  // Which of the screen's forms answered (several are on the page at once).
  const formId = typeof submission.payload.formId === "string" ? submission.payload.formId : "";
  const reply = (result: SubmissionResult<string[]>, init?: ResponseInit) =>
    data<FormsActionData>({ formId, result }, init);
  if (submission.status !== "success") return reply(submission.reply(), { status: 400 });

  const value = submission.value;
  const run = intents[value.intent as keyof typeof intents] as (
    db: Database,
    by: StaffActor,
    value: z.output<S>,
    edit: SubmittedEdit,
  ) => Promise<IntentAnswer>;
  let answer: IntentAnswer;
  try {
    answer = await run(app.db, user.id, value, readEdit(form));
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    const id = (value as Record<string, unknown>)[`${screen.entity}Id`];
    const current =
      value.intent === "update" && typeof id === "number" ? await screen.find(app.db, id) : null;
    const conflict = await editConflict(
      app.db,
      error,
      form,
      current && {
        version: current.version,
        values: formValues(current as Record<string, unknown>, editedFields(screen.update)),
      },
    );
    return data<FormsActionData>({ formId, result: submission.reply(), conflict }, { status: 409 });
  }
  if (!answer) return reply(submission.reply({ formErrors: [screen.notFound] }), { status: 404 });
  if ("fieldErrors" in answer) return reply(submission.reply(answer), { status: 400 });
  const result = submission.reply({ resetForm: value.intent === "create" });
  if (!answer.toast) return reply(result);
  return reply(result, {
    headers: await toastHeaders(app.env, { type: "success", title: answer.toast }),
  });
}
