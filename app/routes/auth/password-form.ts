/** The form of the password recovery screens, checked in the browser by the server's schema. */
import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export function usePasswordForm<S extends z.ZodObject>(
  schema: S,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return useForm<z.input<S>, z.output<S>, string[]>({
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    // Clear an error while typing, so the button doesn't move under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
