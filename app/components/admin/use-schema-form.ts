import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { EditState } from "~/domain/edit-version";
import { parseForm } from "~/domain/form-input";
import { useEditState } from "./edit-conflict";

/**
 * A restricted-area form checked in the browser by the same Zod schema the server uses: each
 * field checked when it is left, its error cleared while typing (so the button doesn't move
 * under the pointer on blur). The restricted area's forms use it (posts, videos, content with
 * images, site settings, staff accounts, a store's page texts).
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]>;
    defaultValue?: DefaultValue<z.input<S>>;
  },
) {
  return useForm<z.input<S> & Record<string, unknown>, z.output<S>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
}

/**
 * A schema form that edits a versioned record (see useEditState): after a refused save it
 * starts again under a new id, from the person's values on top of the current version and
 * without the refused answer's errors. `answer` is the action's answer to this form.
 */
export function useEditForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  options: {
    id: string;
    /** The version of the record the form edits, as the loader opened it. */
    edit: EditState;
    answer: { result?: SubmissionResult<string[]> } | undefined;
    defaultValue: DefaultValue<z.input<S>>;
  },
) {
  const editing = useEditState(options.edit, options.answer);
  const [form, fields] = useSchemaForm(schema, {
    id: `${options.id}-${editing.key}`,
    lastResult: editing.conflict ? undefined : options.answer?.result,
    defaultValue: (editing.values as DefaultValue<z.input<S>> | undefined) ?? options.defaultValue,
  });
  return [form, fields, editing] as const;
}
