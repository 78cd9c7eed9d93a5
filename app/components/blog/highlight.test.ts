import { describe, expect, it } from "vitest";
import { foldText, highlightParts } from "./highlight";

describe("highlightParts", () => {
  it.each([
    {
      text: "Hidratação profunda para cabelos",
      terms: ["hidrat"],
      marked: ["Hidratação"],
    },
    { text: "Cabelos e cabelo curto", terms: ["cabel"], marked: ["Cabelos", "cabelo"] },
    { text: "Nada a ver aqui", terms: ["hidrat"], marked: [] },
    { text: "Skincare: rotina de SKINCARE", terms: ["skincar"], marked: ["Skincare", "SKINCARE"] },
    { text: "Máscara e maquiagem", terms: ["masc", "maquiag"], marked: ["Máscara", "maquiagem"] },
    { text: "cabeleireiro", terms: ["cabel"], marked: ["cabeleireiro"] },
    { text: "desidratação", terms: ["hidrat"], marked: [] },
  ])("marks words that begin with a term: $text", ({ text, terms, marked }) => {
    const parts = highlightParts(text, terms);
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(marked);
  });

  it("keeps markup-looking text as text", () => {
    const parts = highlightParts('<b onclick="x">hidratação</b>', ["hidrat"]);
    expect(parts.map((p) => p.text).join("")).toBe('<b onclick="x">hidratação</b>');
    expect(parts.filter((p) => p.match)).toEqual([{ text: "hidratação", match: true }]);
  });

  it("merges neighbours and handles empty input", () => {
    expect(highlightParts("", ["a"])).toEqual([]);
    expect(highlightParts("texto simples", [])).toEqual([{ text: "texto simples", match: false }]);
    expect(highlightParts("hidrata hidratante", ["hidrat"])).toEqual([
      { text: "hidrata", match: true },
      { text: " ", match: false },
      { text: "hidratante", match: true },
    ]);
  });

  it("folds accents and case", () => {
    expect(foldText("HIDRATAÇÃO Rápida")).toBe("hidratacao rapida");
  });
});
