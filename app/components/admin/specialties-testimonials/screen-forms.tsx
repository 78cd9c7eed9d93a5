/**
 * The pieces of a screen that shows many small forms at once (the specialties list, the
 * testimonials moderation): each form carries a hidden `formId`, so the action's answer (its
 * errors, or a fresh form after a creation) reaches only the form that was sent, and only that
 * form's button says 'Salvando...'. The action side is specialties-testimonials.server.ts.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { buttonPrimary } from "~/components/admin/stores/fields";
import { editFields, type EditConflict, type EditState } from "~/domain/edit-version";
import { parseForm } from "~/domain/form-input";
import { EditConflictNotice } from "~/components/admin/edit-conflict";

/**
 * What the screen's action answers: which form it is for, that form's result, and the conflict
 * when the change was refused because someone else changed the record or the list first.
 */
export type FormsActionData = {
  formId: string;
  result: SubmissionResult<string[]>;
  conflict?: EditConflict;
};
type Answer = FormsActionData | undefined;

type HiddenFields = Record<string, string | number>;

export function HiddenInputs({ fields }: { fields: HiddenFields }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** Whether the action's last answer refused this form (its editor stays open). */
const refused = (answer: Answer, formId: string) =>
  answer?.formId === formId && (answer.result.status === "error" || Boolean(answer.conflict));

/** The hidden version fields of a row's buttons (a switch, a deletion; a move: the list's). */
export const versionFields = (edit: EditState | undefined) => (edit ? editFields(edit) : {});

type Schema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** What a record's form is given: the record (null for a new one), its version, the answer. */
export type RecordFormProps<T> = { item: T | null; edit?: EditState; actionData: Answer };
type Record_ = { id: number };

/** A form's id: one per record ('specialty-12'), one for the record being added ('specialty-new'). */
export const formIdOf = (entity: string, record: Record_ | null) =>
  `${entity}-${record ? record.id : "new"}`;

/**
 * The form that edits `record`, or adds one when it is null: validated on the client with the
 * schema the action uses for that intent ("update" or "create"), the record's id sent as
 * `<entity>Id`, and one submit button. The fields are drawn by `children`, given Conform's field
 * metadata.
 */
export function ScreenForm<C extends Schema, U extends Schema>({
  entity,
  record,
  schemas,
  blank,
  edit,
  actionData,
  submitLabel,
  className,
  children,
}: {
  /** The screen's name for its records, in form ids and the id field ('specialty'). */
  entity: string;
  record: Record_ | null;
  schemas: { create: C; update: U };
  /** What the form for a new record starts with; an edit starts with the record itself. */
  blank: Record<string, unknown>;
  /** The version an edit form was opened with (none for a new record). */
  edit?: EditState;
  actionData: Answer;
  submitLabel: string;
  className: string;
  children: (
    fields: ReturnType<typeof useForm<z.input<C | U>, z.output<C | U>, string[]>>[1],
  ) => ReactNode;
}) {
  const formId = formIdOf(entity, record);
  const hidden = record ? { intent: "update", [`${entity}Id`]: record.id } : { intent: "create" };
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("formId") === formId;
  // After a refused edit: the current version, with what the person typed on top.
  const conflict = actionData?.formId === formId ? actionData.conflict : undefined;
  const current = conflict?.values && conflict.edit.version ? conflict : undefined;
  const opened = current?.edit ?? edit;
  return (
    <ScreenFormFields
      key={current ? current.edit.openedAt : formId}
      formId={formId}
      schema={record ? schemas.update : schemas.create}
      hidden={{ formId, ...hidden, ...versionFields(opened) }}
      defaultValue={current?.values ?? record ?? blank}
      lastResult={actionData?.formId === formId && !conflict ? actionData.result : undefined}
      busy={busy}
      submitLabel={submitLabel}
      className={className}
    >
      {children as never}
    </ScreenFormFields>
  );
}

function ScreenFormFields<S extends Schema>({
  formId,
  schema,
  hidden,
  defaultValue,
  lastResult,
  busy,
  submitLabel,
  className,
  children,
}: {
  formId: string;
  schema: S;
  hidden: HiddenFields;
  defaultValue: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
  submitLabel: string;
  className: string;
  children: (fields: ReturnType<typeof useForm<z.input<S>, z.output<S>, string[]>>[1]) => ReactNode;
}) {
  const [form, fields] = useForm<z.input<S>, z.output<S>, string[]>({
    id: formId,
    lastResult,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      <HiddenInputs fields={hidden} />
      {children(fields)}
      <button
        type="submit"
        disabled={busy}
        className={`${buttonPrimary} self-start justify-self-start`}
      >
        {busy ? "Salvando..." : submitLabel}
      </button>
    </Form>
  );
}

/**
 * One record of a screen's list: what it is (`info`), its buttons beside it (given whether a
 * form is being sent), anything more below, and its edit form (`children`) folded under
 * `summary`, open by itself when that form was refused.
 */
export function RecordItem({
  entity,
  record,
  className,
  info,
  actions,
  below,
  summary,
  actionData,
  children,
}: {
  entity: string;
  record: Record_;
  className: string;
  info: ReactNode;
  actions: (busy: boolean) => ReactNode;
  below?: ReactNode;
  summary: ReactNode;
  actionData: Answer;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <li className={className}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {info}
        <div className="flex items-center gap-1">{actions(busy)}</div>
      </div>
      {below}
      <details className="mt-3" open={refused(actionData, formIdOf(entity, record))}>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{summary}</summary>
        <div className="mt-3">{children}</div>
      </details>
    </li>
  );
}

/**
 * An answer about the whole screen, above the list: the record is gone, or the change was
 * refused because someone else changed it first (an edit is saved again from its form).
 */
export function FormAlert({ actionData }: { actionData: Answer }) {
  if (actionData?.conflict) {
    return (
      <EditConflictNotice
        conflict={actionData.conflict}
        formId={actionData.conflict.values ? actionData.formId : undefined}
      />
    );
  }
  const message = actionData?.result.error?.[""]?.[0];
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}
