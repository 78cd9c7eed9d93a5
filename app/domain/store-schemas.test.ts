import { describe, expect, it } from "vitest";
import {
  isCalendarDate,
  parseDecimal,
  splitCoordinatePair,
  STORE_MESSAGES,
  storeFormSchema,
} from "./store-schemas";
import { itReturns } from "../../tests/support/unit/returns";

describe("parseDecimal", () => {
  itReturns("%j -> %s", parseDecimal, [
    ["-16.7052", -16.7052],
    ["-16,7052", -16.7052],
    [" 16.7 ", 16.7],
    ["+49", 49],
    ["0", 0],
    [",5", 0.5],
    ["", null],
    ["abc", null],
    ["-16.70.52", null],
    ["1e3", null],
    ["-16.7052, -49.2704", null],
  ]);
});

describe("splitCoordinatePair", () => {
  it.each([
    ["-16.7052, -49.2704", ["-16.7052", "-49.2704"]],
    ["-16.705200,-49.270400", ["-16.705200", "-49.270400"]],
    ["-16,7052; -49,2704", ["-16,7052", "-49,2704"]],
    ["-16,7052, -49,2704", ["-16,7052", "-49,2704"]],
    ["-16.7052 -49.2704", ["-16.7052", "-49.2704"]],
    ["-16,7052", null],
    ["-16.7052", null],
    ["norte, sul", null],
    ["", null],
  ] as const)("%j -> %j", (text, expected) => {
    expect(splitCoordinatePair(text)).toEqual(expected);
  });
});

describe("isCalendarDate", () => {
  itReturns("%s -> %s", isCalendarDate, [
    ["2014-03-15", true],
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2014-13-01", false],
    ["15/03/2014", false],
    ["1800-01-01", false],
  ]);
});

describe("storeFormSchema", () => {
  const valid = {
    name: "Basiquinha Centro",
    state: "GO",
    city: "Goiânia",
    neighborhood: "Centro",
    street: "Rua 3",
    number: "10",
    postalCode: "74000-000",
    whatsapp: "(62) 99999-0000",
    hoursText: "Seg. a Sex.: 9h às 18h",
  };

  it("gives the row's values: full state name, nulls for blanks, numbers for coordinates", () => {
    const result = storeFormSchema.parse({ ...valid, latitude: "-16,68", longitude: "-49.25" });
    expect(result).toMatchObject({
      state: "Goiás",
      complement: null,
      instagramUrl: null,
      email: null,
      latitude: -16.68,
      longitude: -49.25,
      active: false,
    });
  });

  it("moves a pair pasted into latitude to both fields, unless longitude says otherwise", () => {
    expect(storeFormSchema.parse({ ...valid, latitude: "-16.68, -49.25" })).toMatchObject({
      latitude: -16.68,
      longitude: -49.25,
    });
    const conflict = storeFormSchema.safeParse({
      ...valid,
      latitude: "-16.68, -49.25",
      longitude: "-48",
    });
    expect(conflict.error?.issues.map((i) => i.message)).toEqual([STORE_MESSAGES.latitude]);
  });

  it.each([
    ["instagramUrl", "https://www.instagram.com/basiquinha", true],
    ["instagramUrl", "http://instagram.com/x", true],
    ["instagramUrl", "ftp://instagram.com/x", false],
    ["instagramUrl", "javascript:alert(1)", false],
    ["mapsUrl", "https://localhost", false],
    ["email", "Loja@Exemplo.com.br", true],
    ["email", "loja@exemplo", false],
  ])("%s %j valid: %s", (field, value, ok) => {
    expect(storeFormSchema.safeParse({ ...valid, [field]: value }).success).toBe(ok);
  });
});
