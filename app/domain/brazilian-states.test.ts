import { describe, expect, it } from "vitest";
import {
  BRAZILIAN_STATES,
  stateByCode,
  stateByName,
  stateCode,
  stateName,
} from "./brazilian-states";

describe("BRAZILIAN_STATES", () => {
  it("has the 27 federative units in alphabetical order of code, without duplicates", () => {
    const codes = BRAZILIAN_STATES.map((s) => s.code);
    expect(codes).toHaveLength(27);
    expect(new Set(codes).size).toBe(27);
    expect(new Set(BRAZILIAN_STATES.map((s) => s.name)).size).toBe(27);
    expect([...codes].sort()).toEqual(codes);
    expect(codes.join(" ")).toBe(
      "AC AL AM AP BA CE DF ES GO MA MG MS MT PA PB PE PI PR RJ RN RO RR RS SC SE SP TO",
    );
  });
});

describe("lookups", () => {
  it.each<[string | null | undefined, string | null]>([
    ["GO", "Goiás"],
    ["go", "Goiás"],
    [" df ", "Distrito Federal"],
    ["SP", "São Paulo"],
    ["XX", null],
    ["Goiás", null],
    ["", null],
    [null, null],
  ])("stateByCode(%j) -> %j", (code, expected) => {
    expect(stateByCode(code)?.name ?? null).toBe(expected);
  });

  it.each<[string | null | undefined, string | null]>([
    ["Goiás", "GO"],
    ["goias", "GO"],
    ["GOIAS", "GO"],
    ["  GOIÁS ", "GO"],
    ["sao paulo", "SP"],
    ["São  Paulo", "SP"],
    ["Pará", "PA"],
    ["Paraná", "PR"],
    ["parana", "PR"],
    ["Paraiba", "PB"],
    ["mato grosso", "MT"],
    ["Mato Grosso do Sul", "MS"],
    ["RONDONIA", "RO"],
    ["Espirito Santo", "ES"],
    ["Goiânia", null],
    ["", null],
    [undefined, null],
  ])("stateByName(%j) -> %j", (name, expected) => {
    expect(stateByName(name)?.code ?? null).toBe(expected);
  });

  it.each<[string | null, string | null, string | null]>([
    ["Goiás", "GO", "Goiás"],
    ["goias", "GO", "Goiás"],
    ["GO", "GO", "Goiás"],
    ["to", "TO", "Tocantins"],
    ["Distrito Federal", "DF", "Distrito Federal"],
    ["Atlântida", null, null],
    [null, null, null],
  ])("stateCode(%j) = %j, stateName = %j", (input, code, name) => {
    expect(stateCode(input)).toBe(code);
    expect(stateName(input)).toBe(name);
  });
});
