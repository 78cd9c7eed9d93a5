import { describe, expect, it } from "vitest";
import { blogCategories } from "#db/schema";
import {
  BLOG_CATEGORIES,
  READING_TIME_FALLBACK,
  categoryFromSlug,
  categoryPath,
  categorySlug,
  countWords,
  formatPtBrDate,
  htmlToText,
  parsePostParam,
  postAuthor,
  postPath,
  readingTimeMinutes,
} from "./blog";
import { itReturns } from "../../tests/support/unit/returns";

const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(" ");

describe("readingTimeMinutes", () => {
  it.each<[string, number | null | undefined, string, number]>([
    ["stored positive integer wins", 7, words(1000), 7],
    ["stored 1", 1, words(1000), 1],
    ["null stored: 200 words is 1 minute", null, words(200), 1],
    ["201 words round up to 2", null, words(201), 2],
    ["450 words is 3", undefined, words(450), 3],
    ["stored 0 is ignored", 0, words(401), 3],
    ["negative stored is ignored", -4, words(10), 1],
    ["fractional stored is ignored", 2.5, words(600), 3],
    ["NaN stored is ignored", Number.NaN, words(600), 3],
    ["empty content is at least 1", null, "", 1],
    ["tags are not words", null, `<p>${"<b></b> ".repeat(500)}</p><img src="a.jpg" alt="x">`, 1],
    [
      "scripts and styles are not counted",
      null,
      `<p>${words(150)}</p><script>${words(500)}</script><style>p{}</style>`,
      1,
    ],
    ["words split by tags count", null, `<p>${words(100)}</p><p>${words(150)}</p>`, 2],
  ])("%s", (_name, stored, html, expected) => {
    expect(readingTimeMinutes(stored, html)).toBe(expected);
  });

  it("has the hero fallback constant", () => {
    expect(READING_TIME_FALLBACK).toBe(5);
  });

  it("extracts visible text", () => {
    expect(htmlToText("<h2>Pele&nbsp;linda</h2><p>Sol &amp; mar &#233; &#x1F60A;</p>")).toBe(
      "Pele linda Sol & mar é 😊",
    );
    expect(countWords("<p>Olá, mundo — tudo bem?</p>")).toBe(4);
  });
});

describe("categories", () => {
  it("match the schema's 7 categories", () => {
    expect([...BLOG_CATEGORIES]).toEqual([...blogCategories]);
  });

  it.each([
    ["Skincare", "skincare"],
    ["Maquiagem", "maquiagem"],
    ["Dicas Rápidas", "dicas-rapidas"],
    ["Resenhas", "resenhas"],
    ["Novidades", "novidades"],
    ["Hidratação", "hidratacao"],
    ["Cabelos", "cabelos"],
  ])("categorySlug(%j) = %j and back", (category, slug) => {
    expect(categorySlug(category)).toBe(slug);
    expect(categoryFromSlug(slug)).toBe(category);
    expect(categoryPath(category)).toBe(`/blog/categoria/${slug}`);
  });

  itReturns("categoryFromSlug(%j) = %j", categoryFromSlug, [
    ["hidratacao", "Hidratação"],
    ["hidratação", "Hidratação"],
    ["HIDRATACAO", "Hidratação"],
    ["Hidrata%C3%A7%C3%A3o", "Hidratação"],
    ["dicas-rapidas", "Dicas Rápidas"],
    ["dicas-rápidas", "Dicas Rápidas"],
    ["Dicas Rápidas", "Dicas Rápidas"],
    ["SKINCARE", "Skincare"],
    ["seja-um-franqueado", null],
    ["unhas", null],
    ["%E0%A4%A", null],
    ["", null],
    [null, null],
  ]);
});

describe("post paths", () => {
  itReturns("postPath(%j) = %j", postPath, [
    [{ id: 12, slug: "rotina-de-skincare" }, "/blog/12-rotina-de-skincare"],
    [{ id: 3, slug: "Máscara Caseira!" }, "/blog/3-mascara-caseira"],
    [{ id: 4, slug: "" }, "/blog/4"],
    [{ id: 5, slug: null }, "/blog/5"],
  ]);

  itReturns("parsePostParam(%j) = %j", parsePostParam, [
    ["12-some-slug", 12],
    ["12", 12],
    ["12-", 12],
    ["7-2026-tendencias", 7],
    [" 42 ", 42],
    ["0", null],
    ["-12", null],
    ["12abc", null],
    ["abc", null],
    ["1.5", null],
    ["9999999999999999999", null],
    ["", null],
    [null, null],
  ]);

  it("round-trips", () => {
    expect(parsePostParam(postPath({ id: 31, slug: "cabelos-cacheados" }).slice(6))).toBe(31);
  });

  it("defaults the author to the brand's team", () => {
    expect(postAuthor(null, "Basiquinha")).toBe("Equipe Basiquinha");
    expect(postAuthor("  ", "Basiquinha")).toBe("Equipe Basiquinha");
    expect(postAuthor("Ana Souza", "Basiquinha")).toBe("Ana Souza");
  });
});

describe("formatPtBrDate", () => {
  itReturns("%j -> %j", formatPtBrDate, [
    [new Date("2026-11-22T15:00:00Z"), "22 de nov. de 2026"],
    // 01:30 UTC on the 23rd is still the 22nd in São Paulo.
    [new Date("2026-11-23T01:30:00Z"), "22 de nov. de 2026"],
    ["2026-11-23T03:00:00Z", "23 de nov. de 2026"],
    ["2026-01-05", "5 de jan. de 2026"],
    [Date.UTC(2026, 4, 1, 12), "1 de mai. de 2026"],
    ["not a date", ""],
    ["", ""],
    [null, ""],
  ]);
});
