import { describe, expect, it } from "vitest";
import { inState, placeCountLine, placeView, type LocatorPlace } from "./locator-place";

const point = { latitude: 0, longitude: 0 };
const cep = (precision: "store" | "prefix" | "state"): LocatorPlace => ({
  kind: "cep",
  label: "CEP 74505-010",
  cep: "74505010",
  precision,
  state: "Goiás",
  point: precision === "state" ? null : point,
  capital: point,
  capitalLabel: "Goiânia - GO",
});
const palmas: LocatorPlace = {
  kind: "municipality",
  label: "Palmas - TO",
  state: "Tocantins",
  point,
  stateTyped: false,
  name: "Palmas",
};

describe("the words of a place", () => {
  it.each([
    ["Tocantins", "no Tocantins"],
    ["Bahia", "na Bahia"],
    ["Goiás", "em Goiás"],
    ["Distrito Federal", "no Distrito Federal"],
    ["Minas Gerais", "em Minas Gerais"],
  ])("%s -> %s", (state, expected) => expect(inState(state)).toBe(expected));

  it("says how precise a CEP's answer is", () => {
    expect(placeView(cep("store"))?.notice).toBe("Lojas mais próximas do CEP 74505-010");
    expect(placeView(cep("prefix"))?.notice).toBe("Lojas mais próximas da região do CEP 74505-010");
    expect(placeView(cep("state"))?.notice).toBe(
      "Não conhecemos a região do CEP 74505-010: mostrando lojas em Goiás, com a distância a partir de Goiânia - GO",
    );
    expect(placeView({ kind: "invalid-cep", message: "CEP inválido" })).toBeNull();
  });

  it("writes the count line", () => {
    expect(placeCountLine(6, palmas)).toBe("6 lojas · mais próximas de Palmas - TO");
    expect(placeCountLine(1, cep("store"))).toBe("1 loja · mais próximas do CEP 74505-010");
    expect(placeCountLine(1500, cep("prefix"), { capped: true })).toBe(
      "Mais de 1.500 lojas · mais próximas da região do CEP 74505-010",
    );
    expect(placeCountLine(0, palmas, { outsideRadius: true, radiusKm: 10 })).toBe(
      "Nenhuma loja a até 10 km de Palmas - TO · veja as mais próximas",
    );
    expect(placeCountLine(0, cep("state"), { outsideRadius: true })).toBe(
      "Nenhuma loja em Goiás · veja as mais próximas",
    );
  });
});
