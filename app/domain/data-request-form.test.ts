import { describe, expect, it } from "vitest";
import { dataRequestKinds } from "#db/constants";
import {
  DATA_REQUEST_KIND_ERROR,
  DATA_REQUEST_MESSAGE_ERROR,
  DATA_REQUEST_NAME_ERROR,
  dataRequestFormErrors,
} from "./data-request-form";
import { parseForm } from "./form-input";
import { NEWSLETTER_MESSAGES } from "./newsletter";
import { DATA_REQUEST_KIND_LABELS } from "./privacy";
import { dataRequestSchema } from "./privacy-schemas";
import { INVALID_CHARACTER_MESSAGE } from "./text-input";

const valid = { kind: "access", email: "maria@exemplo.com.br", name: "", message: "" };

/** A sample as the browser sends it, read by the server's parser. */
function serverErrors(values: Record<string, string>): Record<string, string[]> | null {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  const submission = parseForm(form, { schema: dataRequestSchema });
  return submission.status === "success" ? null : (submission.error as Record<string, string[]>);
}

const samples: [string, Record<string, string>, Record<string, string[]> | null][] = [
  ["a complete request", { ...valid, name: "Maria", message: "Quero meus dados." }, null],
  ["only what is required", valid, null],
  ["no kind chosen", { ...valid, kind: "" }, { kind: [DATA_REQUEST_KIND_ERROR] }],
  ["an unknown kind", { ...valid, kind: "tudo" }, { kind: [DATA_REQUEST_KIND_ERROR] }],
  ["no e-mail", { ...valid, email: "" }, { email: [NEWSLETTER_MESSAGES.empty] }],
  ["a broken e-mail", { ...valid, email: "maria@" }, { email: [NEWSLETTER_MESSAGES.invalid] }],
  ["an e-mail with spaces around", { ...valid, email: "  Maria@Exemplo.com.br " }, null],
  [
    "a name past its limit",
    { ...valid, name: "M".repeat(121) },
    { name: [DATA_REQUEST_NAME_ERROR] },
  ],
  ["a name at its limit, spaces around", { ...valid, name: ` ${"M".repeat(120)} ` }, null],
  [
    "a message past its limit",
    { ...valid, message: "x".repeat(2001) },
    { message: [DATA_REQUEST_MESSAGE_ERROR] },
  ],
  [
    "nothing filled in",
    { kind: "", email: "", name: "", message: "" },
    { kind: [DATA_REQUEST_KIND_ERROR], email: [NEWSLETTER_MESSAGES.empty] },
  ],
  [
    "a control character, named alone",
    { ...valid, kind: "", name: "Ma\u0000ria" },
    { name: [INVALID_CHARACTER_MESSAGE] },
  ],
];

describe("dataRequestFormErrors", () => {
  it("offers every kind the database knows, in its order (the form lists the labels)", () => {
    expect(Object.keys(DATA_REQUEST_KIND_LABELS)).toEqual([...dataRequestKinds]);
  });

  it.each(samples)("%s", (_label, values, expected) => {
    expect(dataRequestFormErrors(values)).toEqual(expected);
  });

  it.each(samples)("agrees with the server's schema and messages: %s", (_label, values) => {
    expect(dataRequestFormErrors(values)).toEqual(serverErrors(values));
  });
});
