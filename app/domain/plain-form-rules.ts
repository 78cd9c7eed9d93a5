/**
 * Conform's `onValidate` for a public form that checks in the browser with a few plain rules
 * instead of its zod schema (login-form.ts, data-request-form.ts; see form-input.ts): `errors`
 * names each wrong field's messages, or answers null when the form can be sent.
 */
import { parse } from "@conform-to/react";

export function validateWithRules<Fields>(
  errors: (values: Record<string, unknown>) => Record<string, string[]> | null,
) {
  return ({ formData }: { formData: FormData }) =>
    parse(formData, {
      resolve: (values) => {
        const error = errors(values);
        return error ? { error } : { value: values as Fields };
      },
    });
}
