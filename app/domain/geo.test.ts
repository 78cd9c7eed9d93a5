import { describe, expect, it } from "vitest";
import {
  DEFAULT_CENTER,
  DEFAULT_RADIUS_KM,
  InvalidCoordinateError,
  assertCoordinates,
  formatDistance,
  groupByProximity,
  haversineKm,
  isInBrazil,
  isValidCoordinate,
  sortByDistance,
  toCoordinate,
  type GeoPoint,
} from "./geo";
import { itReturns } from "../../tests/support/unit/returns";

const goiania: GeoPoint = { latitude: -16.6869, longitude: -49.2648 };
const anapolis: GeoPoint = { latitude: -16.3281, longitude: -48.953 };
const brasilia: GeoPoint = { latitude: -15.7939, longitude: -47.8828 };

describe("haversineKm", () => {
  it.each<[string, GeoPoint, GeoPoint, number]>([
    ["same point", goiania, goiania, 0],
    ["Goiânia to Anápolis", goiania, anapolis, 51.93],
    ["Goiânia to Brasília", goiania, brasilia, 177.84],
    ["symmetric", brasilia, goiania, 177.84],
    [
      "one degree of latitude",
      { latitude: 0, longitude: 0 },
      { latitude: 1, longitude: 0 },
      111.195,
    ],
    ["numeric text", { latitude: "-16.6869", longitude: "-49.2648" }, goiania, 0],
    ["text 'abc'", { latitude: "abc", longitude: -49 }, goiania, Infinity],
    ["NaN", { latitude: Number.NaN, longitude: -49 }, goiania, Infinity],
    ["null", { latitude: null, longitude: null }, goiania, Infinity],
    ["empty text", { latitude: "", longitude: "" }, goiania, Infinity],
    ["latitude 91", { latitude: 91, longitude: -49 }, goiania, Infinity],
    ["longitude 181", { latitude: -16, longitude: 181 }, goiania, Infinity],
    ["Infinity", { latitude: Infinity, longitude: 0 }, goiania, Infinity],
  ])("%s", (_name, a, b, expected) => {
    expect(haversineKm(a, b)).toBe(expected);
  });

  it("rounds to 3 decimals", () => {
    const d = haversineKm(goiania, { latitude: -16.69, longitude: -49.27 });
    expect(Math.round(d * 1000) / 1000).toBe(d);
    expect(d).toBeGreaterThan(0);
  });
});

describe("coordinate validation", () => {
  it.each<[unknown, unknown, boolean, boolean]>([
    [-16.6869, -49.2648, true, true],
    ["-16.6869", "-49.2648", true, true],
    [0, 0, true, false],
    [90, 180, true, false],
    [-90, -180, true, false],
    [91, 0, false, false],
    [0, -181, false, false],
    ["abc", 0, false, false],
    [Number.NaN, 0, false, false],
    [null, 0, false, false],
    [undefined, 0, false, false],
    ["", "", false, false],
    [40.7128, -74.006, true, false],
    [5.27, -28.84, true, true],
    [-33.75, -73.99, true, true],
  ])("(%j, %j) valid=%j inBrazil=%j", (lat, lng, valid, inBrazil) => {
    expect(isValidCoordinate(lat, lng)).toBe(valid);
    expect(isInBrazil(lat, lng)).toBe(inBrazil);
  });

  it("toCoordinate accepts a comma decimal and rejects the rest", () => {
    expect(toCoordinate("-16,6869")).toBe(-16.6869);
    expect(toCoordinate(" 12.5 ")).toBe(12.5);
    expect(toCoordinate("12a")).toBeNull();
    expect(toCoordinate(true)).toBeNull();
  });

  it("assertCoordinates raises the spec's message", () => {
    expect(() => assertCoordinates({ latitude: "abc", longitude: 0 })).toThrowError(
      new InvalidCoordinateError("latitude", "abc"),
    );
    expect(() => assertCoordinates({ latitude: 1, longitude: Number.NaN })).toThrowError(
      "Coordenada inválida: longitude = NaN",
    );
    expect(assertCoordinates({ latitude: "1", longitude: 2 })).toEqual({
      latitude: 1,
      longitude: 2,
    });
  });
});

describe("formatDistance", () => {
  itReturns("%j -> %j", formatDistance, [
    [0, "0 m"],
    [0.85, "850 m"],
    [0.0504, "50 m"],
    [0.9994, "999 m"],
    [0.9996, "1,0 km"],
    [1, "1,0 km"],
    [2.345, "2,3 km"],
    [2.36, "2,4 km"],
    [51.93, "51,9 km"],
    [1234.56, "1.234,6 km"],
    [Infinity, "N/A"],
    [Number.NaN, "N/A"],
    [-1, "N/A"],
    [null, "N/A"],
  ]);
});

describe("sortByDistance and groupByProximity", () => {
  const stores = [
    { name: "Zeta Anápolis", ...anapolis },
    { name: "Sem Coordenadas", latitude: null, longitude: null },
    { name: "Ábaco Centro", latitude: -16.6869, longitude: -49.2648 },
    { name: "Bueno", latitude: -16.7, longitude: -49.27 },
    { name: "Coordenada Errada", latitude: "abc", longitude: "x" },
    { name: "Centro Twin", latitude: -16.6869, longitude: -49.2648 },
    { name: "Oeste", latitude: -16.68, longitude: -49.33 },
  ];

  it("orders by distance, then by name, invalid coordinates last", () => {
    const sorted = sortByDistance(stores, goiania);
    expect(sorted.map((s) => s.name)).toEqual([
      "Ábaco Centro",
      "Centro Twin",
      "Bueno",
      "Oeste",
      "Zeta Anápolis",
      "Coordenada Errada",
      "Sem Coordenadas",
    ]);
    expect(sorted.map((s) => s.distanceKm)).toEqual([
      0,
      0,
      1.558,
      6.987,
      51.93,
      Infinity,
      Infinity,
    ]);
    expect(stores[0]).not.toHaveProperty("distanceKm");
  });

  it("sorts by name (pt-BR) when the position is unknown or invalid", () => {
    for (const position of [null, { latitude: 91, longitude: 0 }]) {
      expect(sortByDistance(stores, position).map((s) => s.name)).toEqual([
        "Ábaco Centro",
        "Bueno",
        "Centro Twin",
        "Coordenada Errada",
        "Oeste",
        "Sem Coordenadas",
        "Zeta Anápolis",
      ]);
    }
  });

  it("groups closest, nearby within 5 km and others", () => {
    const groups = groupByProximity(sortByDistance(stores, goiania));
    expect(groups.closest?.name).toBe("Ábaco Centro");
    expect(groups.nearby.map((s) => s.name)).toEqual(["Centro Twin", "Bueno"]);
    expect(groups.others.map((s) => s.name)).toEqual([
      "Oeste",
      "Zeta Anápolis",
      "Coordenada Errada",
      "Sem Coordenadas",
    ]);
    expect(groupByProximity(sortByDistance(stores, goiania), 10).nearby).toHaveLength(3);
  });

  it.each<[string, { distanceKm: number }[], number | null, number, number]>([
    ["empty list", [], null, 0, 0],
    ["no known distance", [{ distanceKm: Infinity }, { distanceKm: Infinity }], null, 0, 2],
    [
      "exactly 5 km is nearby",
      [{ distanceKm: 1 }, { distanceKm: 5 }, { distanceKm: 5.001 }],
      1,
      1,
      1,
    ],
    ["closest may be far away", [{ distanceKm: 300 }, { distanceKm: 301 }], 300, 0, 1],
  ])("%s", (_name, list, closest, nearby, others) => {
    const groups = groupByProximity(list);
    expect(groups.closest?.distanceKm ?? null).toBe(closest);
    expect(groups.nearby).toHaveLength(nearby);
    expect(groups.others).toHaveLength(others);
  });

  it("exposes the spec defaults", () => {
    expect(DEFAULT_RADIUS_KM).toBe(10);
    expect(DEFAULT_CENTER).toEqual({ latitude: -16.6869, longitude: -49.2648 });
  });
});
