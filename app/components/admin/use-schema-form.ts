import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import { parseForm } from "~/domain/form-input";

/**
 * A restricted-area form checked in the browser by the same Zod schema the server uses: each
 * field checked when it is left, its error cleared while typing (so the button doesn't move
 * under the pointer on blur). Used by the post editor and the video panel; any form of the
 * restricted area may adopt it.
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]>;
    defaultValue: Partial<Record<keyof z.input<S>, unknown>>;
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
