/**
 * The public data-subject request form's rules for the browser, without a validation library
 * (as the login form does): the page is public and must stay light, so it checks as the visitor
 * types with these few lines, while the server checks the same rules, with the same messages,
 * through `dataRequestSchema` and `parseForm`.
 */
import type { DataRequestKind } from "#db/constants";
import { newsletterEmailError } from "./newsletter";
import { DATA_REQUEST_KIND_LABELS } from "./privacy";
import { hasControlCharacters, INVALID_CHARACTER_MESSAGE } from "./text-input";

export const DATA_REQUEST_NAME_MAX = 120;
export const DATA_REQUEST_NAME_ERROR = `Nome deve ter no máximo ${DATA_REQUEST_NAME_MAX} caracteres`;
export const DATA_REQUEST_MESSAGE_MAX = 2000;
export const DATA_REQUEST_MESSAGE_ERROR = `A mensagem deve ter no máximo ${DATA_REQUEST_MESSAGE_MAX} caracteres`;
export const DATA_REQUEST_KIND_ERROR = "Escolha o tipo de solicitação";

export type DataRequestFields = {
  kind: DataRequestKind;
  email: string;
  name?: string;
  message?: string;
};

const FIELDS = ["kind", "email", "name", "message"] as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** One of the kinds the form offers (the labels name every kind, in their order). */
const isKind = (value: unknown): value is DataRequestKind =>
  typeof value === "string" && Object.hasOwn(DATA_REQUEST_KIND_LABELS, value);

/** The error of each field that breaks a rule, or null when the form can be sent. */
export function dataRequestFormErrors(
  values: Record<string, unknown>,
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  // As on the server: a field with a control character is named alone, before any other rule.
  for (const field of FIELDS) {
    if (hasControlCharacters(text(values[field]))) errors[field] = [INVALID_CHARACTER_MESSAGE];
  }
  if (Object.keys(errors).length > 0) return errors;
  if (!isKind(values.kind)) errors.kind = [DATA_REQUEST_KIND_ERROR];
  const email = newsletterEmailError(values.email);
  if (email) errors.email = [email];
  if (text(values.name).trim().length > DATA_REQUEST_NAME_MAX) {
    errors.name = [DATA_REQUEST_NAME_ERROR];
  }
  if (text(values.message).trim().length > DATA_REQUEST_MESSAGE_MAX) {
    errors.message = [DATA_REQUEST_MESSAGE_ERROR];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
