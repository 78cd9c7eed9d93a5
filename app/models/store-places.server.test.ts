import { describe, expect, it } from "vitest";
import {
  buildStorePlaces,
  kthNearestKm,
  nearestStore,
  resolveWithPlaces,
} from "./store-places.server";

const row = (
  id: number,
  city: string,
  state: string,
  postal_code: string,
  latitude: number | null,
  longitude: number | null,
  street = "Rua 1",
) => ({
  id,
  name: `Loja ${id}`,
  slug: `loja-${id}`,
  city,
  state,
  neighborhood: "Centro",
  street,
  postal_code,
  latitude,
  longitude,
});

const places = buildStorePlaces([
  row(1, "Goiânia", "Goiás", "74505-010", -16.67, -49.29),
  row(2, "goiania", "GO", "74230-030", -16.705, -49.27),
  row(3, "Cuiabá", "Mato Grosso", "78043-405", -15.59, -56.1),
  row(4, "Piauí", "Piauí", "64000-000", null, null),
]);

describe("resolveWithPlaces", () => {
  it("knows the cities with stores, however their name is written", () => {
    const place = resolveWithPlaces(places, "GOIANIA go");
    expect(place).toMatchObject({ kind: "city", label: "Goiânia - GO", count: 2 });
    expect(place?.kind === "city" && [...place.cityKeys].sort()).toEqual(["goiania"]);
    expect(place?.kind === "city" && [...place.stateKeys].sort()).toEqual(["go", "goias"]);
  });

  it("answers a town without stores, and the town the state typed points to", () => {
    expect(resolveWithPlaces(places, "Palmas")).toMatchObject({
      kind: "municipality",
      label: "Palmas - TO",
      stateTyped: false,
    });
    expect(resolveWithPlaces(places, "Palmas - TO")).toMatchObject({ stateTyped: true });
    // No Bom Jesus in Goiás: Bom Jesus de Goiás is the one meant.
    expect(resolveWithPlaces(places, "Bom Jesus - GO")).toMatchObject({
      label: "Bom Jesus de Goiás - GO",
    });
  });

  it("reads a state's name as the state unless the namesake town has a store", () => {
    expect(resolveWithPlaces(places, "Goiás")).toMatchObject({ kind: "state", state: "Goiás" });
    expect(resolveWithPlaces(places, "Piauí")).toMatchObject({ kind: "state", state: "Piauí" });
    expect(resolveWithPlaces(places, "mato grosso")).toMatchObject({
      kind: "state",
      capitalLabel: "Cuiabá - MT",
    });
  });

  it("places a CEP by the stores' CEPs, one of them hidden on request", () => {
    expect(resolveWithPlaces(places, "74505-010")).toMatchObject({
      kind: "cep",
      precision: "store",
      point: { latitude: -16.67, longitude: -49.29 },
    });
    // Hidden, its CEP's sector has no other store: only its state is known.
    expect(resolveWithPlaces(places, "74505010", { exclude: 1 })).toMatchObject({
      precision: "state",
      capitalLabel: "Goiânia - GO",
    });
    expect(resolveWithPlaces(places, "01310-100")).toMatchObject({
      precision: "state",
      point: null,
      state: "São Paulo",
      capitalLabel: "São Paulo - SP",
    });
    expect(resolveWithPlaces(places, "7450")).toBeNull();
    expect(resolveWithPlaces(places, "74505-01")).toEqual({
      kind: "invalid-cep",
      message: "CEP inválido: o CEP tem 8 números, como 74505-010",
    });
    expect(resolveWithPlaces(places, "avenida t-4")).toBeNull();
  });
});

describe("nearest stores in memory", () => {
  it("finds the nearest store and the k-th nearest distance, however far", () => {
    const palmas = { latitude: -10.18, longitude: -48.33 };
    expect(nearestStore(places, palmas)?.store.id).toBe(1);
    expect(nearestStore(places, palmas, { exclude: 1 })?.store.id).toBe(2);
    const saoPaulo = { latitude: -23.55, longitude: -46.63 };
    expect(kthNearestKm(places, saoPaulo, 1)).toBeCloseTo(nearestStore(places, saoPaulo)!.km, 6);
    expect(kthNearestKm(places, saoPaulo, 3)).toBeGreaterThan(kthNearestKm(places, saoPaulo, 2));
    expect(kthNearestKm(places, saoPaulo, 4)).toBe(Number.POSITIVE_INFINITY);
    expect(places.texts).toHaveLength(4);
    expect(places.stores).toHaveLength(3);
  });
});
