import { describe, expect, it } from "vitest";
import { parseSearch, postReadingTime, tsqueryLexemes } from "./blog-posts.server";

describe("parseSearch", () => {
  it.each([
    { raw: "hidrat", terms: ["hidrat"], tsquery: "hidrat:*" },
    { raw: "  HIDRATAÇÃO  ", terms: ["hidratacao"], tsquery: "hidratacao:*" },
    {
      raw: "Cabelos cacheados",
      terms: ["cabelos", "cacheados"],
      tsquery: "cabelos:* & cacheados:*",
    },
    { raw: "5 dicas", terms: ["5", "dicas"], tsquery: "5 & dicas:*" },
    { raw: "d'água", terms: ["agua"], tsquery: "agua:*" },
    { raw: "hidrat% _ \\ ' \" & | ! <-> :* ( )", terms: ["hidrat"], tsquery: "hidrat:*" },
    { raw: "cabelo cabelo CABELO", terms: ["cabelo"], tsquery: "cabelo:*" },
    { raw: "%", terms: [], tsquery: "" },
    { raw: "a e o", terms: [], tsquery: "" },
    { raw: "", terms: [], tsquery: "" },
    { raw: null, terms: [], tsquery: "" },
  ])("$raw -> $tsquery", ({ raw, terms, tsquery }) => {
    const parsed = parseSearch(raw);
    expect(parsed.terms).toEqual(terms);
    expect(parsed.tsquery).toBe(tsquery);
  });

  it("keeps at most 8 terms and ignores text after 200 characters", () => {
    expect(parseSearch("um dois tres quatro cinco seis sete oito nove dez").terms).toHaveLength(8);
    expect(parseSearch(`${"x".repeat(199)} hidratacao`).terms).toEqual(["x".repeat(40)]);
  });

  it("uses typo matching only from 4 letters", () => {
    expect(parseSearch("pele").fuzzy).toBe("pele");
    expect(parseSearch("fps").fuzzy).toBe("");
    expect(parseSearch("rotina, pele").fuzzy).toBe("rotina pele");
  });
});

describe("tsqueryLexemes", () => {
  it("reads the lexemes of a tsquery's text", () => {
    expect(tsqueryLexemes("'hidrat':* & 'cabel':*")).toEqual(["hidrat", "cabel"]);
    expect(tsqueryLexemes("'5' & 'dic':*")).toEqual(["5", "dic"]);
    expect(tsqueryLexemes("'d''agua':*")).toEqual(["d'agua"]);
    expect(tsqueryLexemes("")).toEqual([]);
    expect(tsqueryLexemes(null)).toEqual([]);
  });
});

describe("postReadingTime", () => {
  const words = (n: number) => `<p>${"palavra ".repeat(n)}</p>`;
  it.each([
    { readingTime: 7, contentHtml: words(10), minutes: 7 },
    { readingTime: null, contentHtml: words(200), minutes: 1 },
    { readingTime: null, contentHtml: words(201), minutes: 2 },
    { readingTime: 0, contentHtml: words(450), minutes: 3 },
    { readingTime: null, contentHtml: "", minutes: 5 },
    { readingTime: null, contentHtml: "<p> </p><img src='/a.webp'>", minutes: 5 },
  ])("stored $readingTime -> $minutes min", ({ readingTime, contentHtml, minutes }) => {
    expect(postReadingTime({ readingTime, contentHtml })).toBe(minutes);
  });
});
