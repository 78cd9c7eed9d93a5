/**
 * The municipality data file as committed: complete, consistent and where each state is. The
 * points a source pair disagreed on are checked against the hand decisions kept beside it.
 */
import { STATE_ZONE } from "~/domain/time-zones";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BRAZILIAN_STATES, type StateCode } from "~/domain/brazilian-states";
import { BRAZIL_BOUNDS, haversineKm } from "~/domain/geo";

type Row = [number, string, StateCode, number, number, string, number, string[]?];
type Decision = {
  ibge: string;
  name: string;
  uf: StateCode;
  km: number;
  kelvins: [number, number];
  geonames: [number, number];
  use: "kelvins" | "geonames";
  reason: string;
};
const dir = path.resolve(import.meta.dirname);
const file = path.join(dir, "municipalities.json");
const data = JSON.parse(fs.readFileSync(file, "utf8")) as {
  format: number;
  states: [StateCode, number, number, number, number, string][];
  rows: Row[];
};
const decisions = JSON.parse(
  fs.readFileSync(path.join(dir, "coordinate-decisions.json"), "utf8"),
) as Decision[];
const rows = data.rows;
const point = (lat: number, lng: number) => ({ latitude: lat, longitude: lng });

/** Each state's extent in degrees (lat min, lat max, lng min, lng max), a little padded. */
const STATE_BOX: Record<StateCode, [number, number, number, number]> = {
  AC: [-11.2, -7.0, -74.1, -66.5],
  AL: [-10.6, -8.7, -38.3, -35.1],
  AM: [-9.9, 2.3, -73.9, -56.0],
  AP: [-1.3, 4.5, -55.0, -49.8],
  BA: [-18.4, -8.4, -46.7, -37.2],
  CE: [-7.95, -2.7, -41.5, -37.2],
  DF: [-16.1, -15.45, -48.35, -47.25],
  ES: [-21.35, -17.85, -41.9, -39.6],
  GO: [-19.55, -12.35, -53.3, -45.85],
  MA: [-10.35, -0.95, -48.8, -41.75],
  MG: [-23.0, -14.2, -51.1, -39.8],
  MS: [-24.1, -17.1, -58.2, -50.85],
  MT: [-18.1, -7.3, -61.7, -50.15],
  PA: [-9.9, 2.65, -58.95, -46.0],
  PB: [-8.35, -5.95, -38.8, -34.7],
  PE: [-9.55, -7.25, -41.4, -34.75],
  PI: [-11.0, -2.7, -46.0, -40.3],
  PR: [-26.75, -22.45, -54.65, -48.0],
  RJ: [-23.4, -20.7, -44.9, -40.9],
  RN: [-7.0, -4.8, -38.6, -34.9],
  RO: [-13.75, -7.9, -66.85, -59.7],
  RR: [-1.6, 5.3, -64.9, -58.8],
  RS: [-33.8, -27.05, -57.7, -49.65],
  SC: [-29.4, -25.9, -53.85, -48.3],
  SE: [-11.6, -9.45, -38.25, -36.35],
  SP: [-25.35, -19.75, -53.15, -44.15],
  TO: [-13.5, -5.1, -50.8, -45.65],
};
/** The states split between two zones (the main one is STATE_ZONE). */
const SECOND_ZONE: Partial<Record<StateCode, string>> = {
  AM: "America/Eirunepe",
  PA: "America/Santarem",
  PE: "America/Noronha",
};

describe("municipalities.json", () => {
  it("holds every municipality once: 5,571 rows (5,570 until Boa Esperança do Norte, 2025)", () => {
    expect(data.format).toBe(1);
    expect(rows).toHaveLength(5571);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    expect(rows.find((r) => r[0] === 5101837)?.[1]).toBe("Boa Esperança do Norte");
  });

  it("has valid IBGE codes whose first two digits are the state's code", () => {
    const stateIbge = new Map(data.states.map((s) => [s[0], s[1]]));
    for (const [ibge, , uf] of rows) {
      expect(String(ibge)).toMatch(/^[1-5]\d{6}$/);
      expect(Math.floor(ibge / 1e5), `${ibge}`).toBe(stateIbge.get(uf));
    }
  });

  it("covers the 27 federative units, with their capitals", () => {
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(BRAZILIAN_STATES.map((s) => s.code)));
    expect(data.states.map((s) => s[0])).toEqual(BRAZILIAN_STATES.map((s) => s.code));
    const byIbge = new Map(rows.map((r) => [r[0], r]));
    const capitals = Object.fromEntries(data.states.map((s) => [s[0], byIbge.get(s[2])?.[1]]));
    expect(capitals).toMatchObject({
      GO: "Goiânia",
      DF: "Brasília",
      TO: "Palmas",
      SP: "São Paulo",
    });
    for (const [uf, , capital] of data.states) expect(byIbge.get(capital)?.[2]).toBe(uf);
  });

  it("has names with their accents, trimmed, and a two- or three-digit DDD", () => {
    for (const [ibge, name, , , , , ddd, aliases] of rows) {
      expect(name, `${ibge}`).toBe(name.trim());
      expect(name).not.toMatch(/\s{2}|[()]/);
      expect(ddd, name).toBeGreaterThanOrEqual(11);
      expect(ddd, name).toBeLessThanOrEqual(99);
      for (const alias of aliases ?? []) expect(alias).not.toBe(name);
    }
    const names = new Set(rows.map((r) => r[1]));
    for (const name of [
      "Goiânia",
      "São Paulo",
      "Eirunepé",
      "Sant'Ana do Livramento",
      "Xique-Xique",
    ])
      expect(names).toContain(name);
  });

  it("places every seat inside Brazil and inside its state's extent", () => {
    const outside: string[] = [];
    for (const [ibge, name, uf, lat, lng] of rows) {
      expect(lat).toBeGreaterThanOrEqual(BRAZIL_BOUNDS.minLatitude);
      expect(lat).toBeLessThanOrEqual(BRAZIL_BOUNDS.maxLatitude);
      expect(lng).toBeGreaterThanOrEqual(BRAZIL_BOUNDS.minLongitude);
      expect(lng).toBeLessThanOrEqual(BRAZIL_BOUNDS.maxLongitude);
      const [latMin, latMax, lngMin, lngMax] = STATE_BOX[uf];
      // Fernando de Noronha is an archipelago 350 km off Pernambuco's coast.
      if (ibge === 2605459) continue;
      if (lat < latMin || lat > latMax || lng < lngMin || lng > lngMax)
        outside.push(`${name}/${uf} ${lat},${lng}`);
    }
    expect(outside).toEqual([]);
  });

  it("gives each municipality an IANA zone Node knows, and one-zone states only that zone", () => {
    const known = new Set(Intl.supportedValuesOf("timeZone"));
    for (const [ibge, name, uf, , , zone] of rows) {
      expect(known.has(zone), zone).toBe(true);
      expect([STATE_ZONE[uf], SECOND_ZONE[uf]], `${ibge} ${name}/${uf}`).toContain(zone);
    }
    for (const [uf, , , , , zone] of data.states) expect(zone).toBe(STATE_ZONE[uf]);
  });

  it("splits Amazonas, Pará and Pernambuco where the law and the zone boundaries do", () => {
    const zoneOf = (name: string, uf: StateCode) =>
      rows.find((r) => r[1] === name && r[2] === uf)?.[5];
    for (const name of [
      "Eirunepé",
      "Envira",
      "Guajará",
      "Ipixuna",
      "Itamarati",
      "Atalaia do Norte",
    ])
      expect(zoneOf(name, "AM"), name).toBe("America/Eirunepe");
    expect(rows.filter((r) => r[5] === "America/Eirunepe")).toHaveLength(13);
    for (const name of ["Manaus", "Parintins", "Tefé", "Humaitá"])
      expect(zoneOf(name, "AM"), name).toBe("America/Manaus");
    expect(zoneOf("Santarém", "PA")).toBe("America/Santarem");
    expect(zoneOf("Altamira", "PA")).toBe("America/Santarem");
    expect(zoneOf("Belém", "PA")).toBe("America/Belem");
    expect(zoneOf("Marabá", "PA")).toBe("America/Belem");
    expect(rows.filter((r) => r[5] === "America/Santarem")).toHaveLength(25);
    expect(zoneOf("Fernando de Noronha", "PE")).toBe("America/Noronha");
    expect(zoneOf("Rio Branco", "AC")).toBe("America/Rio_Branco");
    expect(zoneOf("Cuiabá", "MT")).toBe("America/Cuiaba");
    expect(zoneOf("Campo Grande", "MS")).toBe("America/Campo_Grande");
    expect(zoneOf("Palmas", "TO")).toBe("America/Araguaina");
  });

  it("keeps each hand decision: the sources >30 km apart, the chosen point in the file", () => {
    expect(decisions).toHaveLength(12);
    const byIbge = new Map(rows.map((r) => [r[0], r]));
    for (const d of decisions) {
      const row = byIbge.get(Number(d.ibge));
      expect(row?.[1], d.ibge).toBe(d.name);
      expect(row?.[2]).toBe(d.uf);
      const apart = haversineKm(point(...d.kelvins), point(...d.geonames));
      expect(apart, d.name).toBeGreaterThan(30);
      expect(Math.abs(apart - d.km), d.name).toBeLessThan(0.2);
      expect(d.reason.length, d.name).toBeGreaterThan(20);
      const chosen = d.use === "geonames" ? d.geonames : d.kelvins;
      expect(
        haversineKm(point(row?.[3] as number, row?.[4] as number), point(...chosen)),
        d.name,
      ).toBeLessThan(0.05);
    }
    expect(decisions.filter((d) => d.use === "kelvins").map((d) => d.name)).toEqual([
      "Pedro Canário",
      "São Valério",
    ]);
  });

  it("stays small enough to ship with the server", () => {
    expect(fs.statSync(file).size).toBeLessThan(600 * 1024);
  });
});
