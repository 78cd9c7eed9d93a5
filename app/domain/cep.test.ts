import { describe, expect, it } from "vitest";
import { BRAZILIAN_STATES } from "./brazilian-states";
import {
  CEP_INVALID_MESSAGES,
  CEP_RANGES,
  formatCep,
  looksLikeCep,
  parseCep,
  stateOfCep,
  type CepInvalidReason,
} from "./cep";
import { itReturns } from "../../tests/support/unit/returns";

describe("parseCep", () => {
  it.each([
    ["74505-010", "74505010"],
    ["74505010", "74505010"],
    ["74.505-010", "74505010"],
    [" 74 505 010 ", "74505010"],
    ["74505 010", "74505010"],
    ["74505–010", "74505010"],
    ["01001-000", "01001000"],
  ])("reads %j as %s in Goiás or São Paulo", (text, cep) => {
    const parsed = parseCep(text);
    expect(parsed).toEqual({ ok: true, cep, state: cep.startsWith("74") ? "GO" : "SP" });
  });

  it.each<[string | null | undefined, CepInvalidReason]>([
    ["", "empty"],
    ["   ", "empty"],
    [null, "empty"],
    [undefined, "empty"],
    ["7450a-010", "format"],
    ["CEP 74505-010", "format"],
    ["74505/010", "format"],
    ["7450-010", "length"],
    ["745050100", "length"],
    ["74505", "length"],
    ["00000-000", "zeros"],
    ["00.000-000", "zeros"],
    ["00999-999", "unassigned"],
    ["00100-000", "unassigned"],
  ])("refuses %j: %s", (text, reason) => {
    expect(parseCep(text)).toEqual({ ok: false, reason });
  });

  it("has a pt-BR message for every reason", () => {
    for (const reason of ["empty", "format", "length", "zeros", "unassigned"] as const)
      expect(CEP_INVALID_MESSAGES[reason]).toMatch(/CEP/);
    expect(CEP_INVALID_MESSAGES.zeros).toBe("CEP inválido");
  });
});

describe("stateOfCep: the Correios ranges", () => {
  itReturns("%s is in %s", stateOfCep, [
    ["01000-000", "SP"],
    ["19999-999", "SP"],
    ["20000-000", "RJ"],
    ["28999-999", "RJ"],
    ["29000-000", "ES"],
    ["29999-999", "ES"],
    ["30000-000", "MG"],
    ["39999-999", "MG"],
    ["40000-000", "BA"],
    ["48999-999", "BA"],
    ["49000-000", "SE"],
    ["49999-999", "SE"],
    ["50000-000", "PE"],
    ["53990-000", "PE"],
    ["56999-999", "PE"],
    ["57000-000", "AL"],
    ["57999-999", "AL"],
    ["58000-000", "PB"],
    ["58999-999", "PB"],
    ["59000-000", "RN"],
    ["59999-999", "RN"],
    ["60000-000", "CE"],
    ["63999-999", "CE"],
    ["64000-000", "PI"],
    ["64999-999", "PI"],
    ["65000-000", "MA"],
    ["65999-999", "MA"],
    ["66000-000", "PA"],
    ["68899-999", "PA"],
    ["68900-000", "AP"],
    ["68999-999", "AP"],
    ["69000-000", "AM"],
    ["69299-999", "AM"],
    ["69300-000", "RR"],
    ["69399-999", "RR"],
    ["69400-000", "AM"],
    ["69899-999", "AM"],
    ["69900-000", "AC"],
    ["69999-999", "AC"],
    ["70000-000", "DF"],
    ["72799-999", "DF"],
    ["72800-000", "GO"],
    ["72999-999", "GO"],
    ["73000-000", "DF"],
    ["73699-999", "DF"],
    ["73700-000", "GO"],
    ["74505-010", "GO"],
    ["76799-999", "GO"],
    ["76800-000", "RO"],
    ["76999-999", "RO"],
    ["77000-000", "TO"],
    ["77999-999", "TO"],
    ["78000-000", "MT"],
    ["78899-999", "MT"],
    ["78900-000", "RO"],
    ["78999-999", "RO"],
    ["79000-000", "MS"],
    ["79999-999", "MS"],
    ["80000-000", "PR"],
    ["87999-999", "PR"],
    ["88000-000", "SC"],
    ["89999-999", "SC"],
    ["90000-000", "RS"],
    ["99999-999", "RS"],
  ]);

  it("covers 01000-000 to 99999-999 without gaps or overlaps, every state at least once", () => {
    const sorted = [...CEP_RANGES].sort((a, b) => a.from - b.from);
    expect(sorted[0]?.from).toBe(1000);
    expect(sorted.at(-1)?.to).toBe(99999);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]?.from, `${sorted[i]?.state}`).toBe((sorted[i - 1]?.to as number) + 1);
    expect(new Set(CEP_RANGES.map((r) => r.state))).toEqual(
      new Set(BRAZILIAN_STATES.map((s) => s.code)),
    );
  });

  it("gives null for what is not a CEP", () => {
    expect(stateOfCep("7450501")).toBeNull();
    expect(stateOfCep("00999-999")).toBeNull();
    expect(stateOfCep("abcde-fgh")).toBeNull();
  });
});

describe("formatCep and looksLikeCep", () => {
  it("writes 8 digits with the hyphen and leaves anything else alone", () => {
    expect(formatCep("74505010")).toBe("74505-010");
    expect(formatCep("74.505-010")).toBe("74505-010");
    expect(formatCep("7450")).toBe("7450");
  });

  it("tells a typed CEP from a place name", () => {
    expect(looksLikeCep("74505-010")).toBe(true);
    expect(looksLikeCep("74505")).toBe(true);
    expect(looksLikeCep("74.505-010")).toBe(true);
    expect(looksLikeCep("Goiânia")).toBe(false);
    expect(looksLikeCep("1234")).toBe(false);
    expect(looksLikeCep("Rua 7, 123")).toBe(false);
  });
});
