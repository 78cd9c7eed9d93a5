import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  detectSeparator,
  formatCsvField,
  parseCsv,
  protectFormula,
  unprotectFormula,
  UTF8_BOM,
  writeCsv,
} from "./csv";

function fieldsOf(text: string, separator?: "," | ";") {
  const result = parseCsv(text, separator);
  if (!result.ok) throw new Error(result.error);
  return result.records.map((r) => r.fields);
}

describe("parseCsv", () => {
  it.each([
    [
      "simple comma file",
      "a,b,c\r\n1,2,3\r\n",
      [
        ["a", "b", "c"],
        ["1", "2", "3"],
      ],
    ],
    [
      "LF line ends",
      "a,b\n1,2\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "old Mac CR line ends",
      "a,b\r1,2\r",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "no final line break",
      "a,b\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ["quoted separator", 'a,"b,c"\n', [["a", "b,c"]]],
    ["doubled quotes", '"diz ""oi""",x\n', [['diz "oi"', "x"]]],
    ["field spanning lines", '"linha 1\nlinha 2",x\n', [["linha 1\nlinha 2", "x"]]],
    ["CRLF inside quotes kept", '"a\r\nb"\n', [["a\r\nb"]]],
    [
      "empty fields",
      "a,,c\n,,\n",
      [
        ["a", "", "c"],
        ["", "", ""],
      ],
    ],
    ["empty quoted field", '"",x\n', [["", "x"]]],
    ["blank lines skipped", "a\n\n\nb\n", [["a"], ["b"]]],
    ["quote inside unquoted field is literal", 'a"b,c\n', [['a"b', "c"]]],
    ["text after a closing quote is kept", '"a"b,c\n', [["ab", "c"]]],
    ["accents and emoji", "Goiânia,💜\n", [["Goiânia", "💜"]]],
    ["BOM removed", `${UTF8_BOM}nome,cidade\n`, [["nome", "cidade"]]],
    [
      "semicolon file detected",
      "nome;cidade\nBasiquinha, Centro;Goiânia\n",
      [
        ["nome", "cidade"],
        ["Basiquinha, Centro", "Goiânia"],
      ],
    ],
  ])("%s", (_name, text, expected) => {
    expect(fieldsOf(text)).toEqual(expected);
  });

  it("numbers records as a spreadsheet does, even when a field spans lines", () => {
    const result = parseCsv('h1,h2\n"a\nb",c\nd,e\n');
    expect(result.ok && result.records.map((r) => [r.row, r.line])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
    ]);
  });

  it("reports a quote that is never closed with its line", () => {
    const result = parseCsv('a,b\n1,"2\n3,4\n');
    expect(result).toEqual({
      ok: false,
      error: "Aspas não fechadas a partir da linha 2.",
      line: 2,
    });
  });

  it("honours an explicit separator", () => {
    expect(fieldsOf("a;b,c\n", ",")).toEqual([["a;b", "c"]]);
    expect(fieldsOf("a;b,c\n", ";")).toEqual([["a", "b,c"]]);
  });
});

describe("detectSeparator", () => {
  it.each([
    ["a,b,c", ","],
    ["a;b;c", ";"],
    ['"x;y;z",b', ","],
    ['"x,y,z";b;c', ";"],
    ["só um campo", ","],
    [`${UTF8_BOM}a;b`, ";"],
    ["a;b\nc,d,e,f", ";"],
  ] as const)("%j -> %s", (text, expected) => {
    expect(detectSeparator(text)).toBe(expected);
  });
});

describe("writeCsv", () => {
  it("starts with the BOM and ends records with CRLF", () => {
    expect(
      writeCsv([
        ["a", "b"],
        ["1", "2"],
      ]),
    ).toBe(`${UTF8_BOM}a,b\r\n1,2\r\n`);
    expect(writeCsv([["a"]], { bom: false })).toBe("a\r\n");
  });

  it.each([
    ["plain", ",", "plain"],
    ["a,b", ",", '"a,b"'],
    ["a,b", ";", "a,b"],
    ["a;b", ";", '"a;b"'],
    ['diz "oi"', ",", '"diz ""oi"""'],
    ["duas\nlinhas", ",", '"duas\nlinhas"'],
    [" espaço", ",", '" espaço"'],
    ["", ",", ""],
  ] as const)("field %j with %s -> %j", (value, sep, expected) => {
    expect(formatCsvField(value, sep)).toBe(expected);
  });

  it("reads back exactly what it wrote, for any text and either separator", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "grapheme" }), { minLength: 2, maxLength: 5 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.constantFrom<"," | ";">(",", ";"),
        (rows, separator) => {
          const parsed = parseCsv(writeCsv(rows, { separator }), separator);
          expect(parsed.ok && parsed.records.map((r) => r.fields)).toEqual(rows);
        },
      ),
    );
  });
});

describe("formula protection", () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+55 62 99999-0000", "'+55 62 99999-0000"],
    ["@loja", "'@loja"],
    ["-16.7052", "-16.7052"],
    ["-16,7052", "-16,7052"],
    ["Basiquinha", "Basiquinha"],
    ["", ""],
  ])("%j is written as %j and read back unchanged", (value, written) => {
    expect(protectFormula(value)).toBe(written);
    expect(unprotectFormula(protectFormula(value))).toBe(value);
  });

  it("leaves a lone apostrophe and ordinary text with one alone", () => {
    expect(unprotectFormula("'")).toBe("'");
    expect(unprotectFormula("'texto")).toBe("'texto");
  });
});
