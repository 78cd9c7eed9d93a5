/**
 * The one way a submitted form is read: every action and every staff form's client-side check
 * parses its FormData with `parseForm`, which runs the form's Zod schema after refusing control
 * characters in any field (see text-input.ts). A refused field gets INVALID_CHARACTER_MESSAGE,
 * nothing is written, and Conform's reply gives the typed values back to the form. The two public
 * forms (login-form.ts, data-request-form.ts) check in the browser with a few plain rules that
 * their unit tests hold to the schema, so that zod stays out of public pages.
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { hasControlCharacters, INVALID_CHARACTER_MESSAGE } from "./text-input";

type Path = (string | number)[];

/** The path of every string (in objects and arrays) that holds a control character. */
export function controlCharacterPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string") return hasControlCharacters(value) ? [path] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]));
  }
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) =>
      controlCharacterPaths(item, [...path, key]),
    );
  }
  return [];
}

/**
 * The schema, preceded by the control-character check. When a field fails that check the
 * schema's own rules are not run: the answer names only the fields with invalid characters.
 */
export function refuseControlCharacters<S extends z.ZodType>(schema: S) {
  return z.preprocess((input, ctx) => {
    for (const path of controlCharacterPaths(input)) {
      ctx.addIssue({ code: "custom", path, message: INVALID_CHARACTER_MESSAGE, input });
    }
    return input;
  }, schema);
}

/** parseWithZod with the control-character check in front of the schema. */
export function parseForm<S extends z.ZodType>(
  payload: FormData | URLSearchParams,
  options: { schema: S },
): Submission<z.input<S>, string[], z.output<S>> {
  return parseWithZod(payload, {
    schema: refuseControlCharacters(options.schema),
  }) as Submission<z.input<S>, string[], z.output<S>>;
}

/**
 * An optional field read by `read` (a coordinate, a date and time): empty is null, and text
 * `read` cannot make sense of (it answers null) is refused with `message`.
 */
export function optionalParsed<T>(read: (text: string) => T | null, message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const parsed = read(value);
      if (parsed === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed;
    });
}
