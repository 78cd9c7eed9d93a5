import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import { parseForm } from "~/domain/form-input";

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
