import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { controlCharacterPaths, parseForm, refuseControlCharacters } from "./form-input";
import { INVALID_CHARACTER_MESSAGE } from "./text-input";

const schema = z.object({
  name: z.string().trim().min(2, { error: "Nome curto" }),
  notes: z.string().optional(),
  days: z.array(z.object({ open: z.string().optional() })).optional(),
});

function errorsOf(submission: ReturnType<typeof parseForm>) {
  return submission.status === "success" ? {} : submission.error;
}

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("parseForm", () => {
  it("parses a clean form with the schema", () => {
    const submission = parseForm(
      form([
        ["name", "Loja"],
        ["notes", "a\r\nb\tc"],
      ]),
      { schema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Loja",
      notes: "a\r\nb\tc",
    });
  });

  it("refuses a control character in any field, nested ones included, and keeps what was typed", () => {
    const submission = parseForm(
      form([
        ["name", "Loja\u0000"],
        ["notes", "ok"],
        ["days[1].open", "08:00\u001b"],
      ]),
      { schema },
    );
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)).toEqual({
      name: [INVALID_CHARACTER_MESSAGE],
      "days[1].open": [INVALID_CHARACTER_MESSAGE],
    });
    const reply = submission.reply();
    expect(reply.initialValue).toMatchObject({ name: "Loja\u0000", notes: "ok" });
  });

  it("still gives the schema's own messages when no character is refused", () => {
    const submission = parseForm(form([["name", "L"]]), { schema });
    expect(errorsOf(submission)).toEqual({ name: ["Nome curto"] });
  });

  it("never lets a control character through to the value (property)", () => {
    const control = fc.constantFrom(
      ...[0, 1, 7, 8, 11, 12, 14, 27, 31, 127, 128, 133, 159].map((c) => String.fromCharCode(c)),
    );
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, bad, after) => {
        const submission = parseForm(form([["name", `Lo${before}${bad}${after}ja`]]), { schema });
        expect(submission.status).toBe("error");
        expect(errorsOf(submission)?.name).toEqual([INVALID_CHARACTER_MESSAGE]);
      }),
    );
  });
});

describe("refuseControlCharacters", () => {
  it("checks plain objects as the CSV import builds them", () => {
    const result = refuseControlCharacters(schema).safeParse({ name: "Loja", notes: "x\u0000" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["notes"], message: INVALID_CHARACTER_MESSAGE }),
    ]);
  });

  it("lists the paths of every offending string", () => {
    expect(
      controlCharacterPaths({ a: "ok", b: ["x", "y\u0000"], c: { d: "\u0007" }, e: 3 }),
    ).toEqual([
      ["b", 1],
      ["c", "d"],
    ]);
  });
});
