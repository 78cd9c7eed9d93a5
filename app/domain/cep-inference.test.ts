import { describe, expect, it } from "vitest";
import { buildCepIndex, inferCepPoint, type CepStore } from "./cep-inference";

const store = (id: number, cep: string, latitude: number, longitude: number): CepStore => ({
  id,
  cep,
  latitude,
  longitude,
});

// Goiânia-like sectors: 745 (Campinas), 742 (Bueno); 01310 starts with a zero (São Paulo).
const stores = [
  store(1, "74505010", -16.67, -49.29),
  store(2, "74505200", -16.672, -49.292),
  store(3, "74505900", -16.68, -49.3),
  store(4, "74510010", -16.66, -49.28),
  store(5, "74230030", -16.705, -49.27),
  store(6, "01310100", -23.56, -46.65),
  store(7, "7450501", -1, -1), // not 8 digits: never indexed
];
const index = buildCepIndex(stores);

describe("inferCepPoint", () => {
  it("a store's exact CEP is that store", () => {
    expect(inferCepPoint(index, "74230030")).toEqual({
      precision: "store",
      point: { latitude: -16.705, longitude: -49.27 },
      storeIds: [5],
    });
  });

  it("a known 5-digit prefix is the median of its stores", () => {
    const found = inferCepPoint(index, "74505555");
    expect(found.precision).toBe("prefix");
    expect(found.storeIds).toEqual([1, 2, 3]);
    expect(found.point).toEqual({ latitude: -16.672, longitude: -49.292 });
  });

  it("hiding the only store of a CEP falls back to its prefix, then to the neighbourhood", () => {
    expect(inferCepPoint(index, "74505010", { exclude: 1 })).toMatchObject({
      precision: "prefix",
      storeIds: [2, 3],
    });
    expect(inferCepPoint(index, "74510010", { exclude: 4 })).toMatchObject({
      precision: "neighbour",
      storeIds: [1, 2, 3],
    });
  });

  it("takes the nearest known prefix of the sector, both when two are equally near", () => {
    expect(inferCepPoint(index, "74507000")).toMatchObject({
      precision: "neighbour",
      storeIds: [1, 2, 3],
    });
    expect(inferCepPoint(index, "74508000").storeIds).toEqual([4]);
    const tie = buildCepIndex([store(1, "74500000", 0, 0), store(2, "74504000", 2, 2)]);
    expect(inferCepPoint(tie, "74502000")).toMatchObject({
      precision: "neighbour",
      point: { latitude: 1, longitude: 1 },
      storeIds: [1, 2],
    });
  });

  it("a prefix far within the sector gives the sector's median; an unknown sector, the state", () => {
    expect(inferCepPoint(index, "74590000")).toMatchObject({
      precision: "sector",
      storeIds: [1, 2, 3, 4],
    });
    expect(inferCepPoint(index, "75700000")).toEqual({
      precision: "state",
      point: null,
      storeIds: [],
    });
    expect(inferCepPoint(index, "74230030", { exclude: 5 }).precision).toBe("state");
  });

  it("keeps leading zeros", () => {
    expect(inferCepPoint(index, "01310200")).toMatchObject({ precision: "prefix", storeIds: [6] });
    expect(inferCepPoint(index, "01315000")).toMatchObject({
      precision: "neighbour",
      storeIds: [6],
    });
  });

  it("ignores what is not an 8-digit CEP", () => {
    expect(inferCepPoint(index, "7450501").precision).toBe("state");
    expect(index.byCep.has("7450501")).toBe(false);
  });
});
