import { describe, expect, it } from "vitest";
import { qualityCsvRows, qualityFixPath, qualityScore } from "./data-quality";

describe("data quality", () => {
  it("scores a store 100 less the weight of each kind found once", () => {
    expect(qualityScore([])).toBe(100);
    const twice = { kind: "no_facade" as const, detail: "" };
    expect(qualityScore([twice, twice, { kind: "no_contact", detail: "" }])).toBe(70);
  });

  it("links each finding to the screen and section that fixes it", () => {
    expect(qualityFixPath(7, "no_facade")).toBe("/restrita/lojas/7/fotos");
    expect(qualityFixPath(7, "invalid_phone")).toBe("/restrita/lojas/editar/7#contato");
    expect(qualityFixPath(7, "unparsed_hours")).toBe("/restrita/lojas/7/horarios");
    expect(qualityFixPath(7, "holiday_undecided")).toBe("/restrita/feriados");
  });

  it("lists a row per finding in the spreadsheet", () => {
    const rows = qualityCsvRows([
      { id: 1, name: "A", city: "Goiânia", state: "Goiás", score: 100, findings: [] },
      {
        id: 2,
        name: "B",
        city: "Anápolis",
        state: "Goiás",
        score: 85,
        findings: [{ kind: "invalid_phone", detail: "(62) 1234" }],
      },
    ]);
    expect(rows).toEqual([
      ["ID", "Loja", "Cidade", "Estado", "Pontuação", "Problema", "Detalhe"],
      ["1", "A", "Goiânia", "Goiás", "100", "Nenhum", ""],
      ["2", "B", "Anápolis", "Goiás", "85", "WhatsApp inválido", "(62) 1234"],
    ]);
  });
});
