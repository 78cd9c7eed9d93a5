import { describe, expect, it } from "vitest";
import {
  cleanQueryText,
  hasControlCharacters,
  queryText,
  stripControlCharacters,
} from "./text-input";
import { itReturns } from "../../tests/support/unit/returns";

describe("control characters", () => {
  itReturns("%j has control characters: %s", hasControlCharacters, [
    ["Loja Centro", false],
    ["linha 1\r\nlinha 2\tcoluna", false],
    ["ção 🙂 «aspas»", false],
    ["\u0000", true],
    ["Loja\u0000Centro", true],
    ["\u0007", true],
    ["\u000b", true],
    ["\u000c", true],
    ["\u001b[31m", true],
    ["\u007f", true],
    ["\u0085", true],
    ["\u009f", true],
  ]);

  it("strips them and keeps tabs and line breaks", () => {
    expect(stripControlCharacters("a\u0000b\u001bc\td\r\ne\u007f")).toBe("abc\td\r\ne");
  });
});

describe("query text", () => {
  itReturns("%j -> %j", cleanQueryText, [
    [null, ""],
    ["", ""],
    ["   ", ""],
    ["\u0000", ""],
    ["\u0000\u0000maquiagem\u0000", "maquiagem"],
    ["  Goiânia \t centro \n", "Goiânia centro"],
    ["%00", "%00"],
    ["<script>", "<script>"],
  ]);

  it("cuts long values to the limit without a trailing space", () => {
    expect(cleanQueryText("a".repeat(500))).toHaveLength(200);
    expect(cleanQueryText("ab cd", 3)).toBe("ab");
  });

  it("reads a parameter of the address", () => {
    const params = new URL("https://x.test/blog/busca?q=%00batom%1b&cidade=Goi%C3%A2nia")
      .searchParams;
    expect(queryText(params, "q")).toBe("batom");
    expect(queryText(params, "cidade")).toBe("Goiânia");
    expect(queryText(params, "estado")).toBe("");
  });
});
