import { describe, expect, it } from "vitest";
import {
  directoryStats,
  groupStoresByStateAndCity,
  storeCountLabel,
  type DirectoryStore,
} from "./store-directory";

const store = (
  slug: string,
  city: string,
  state: string,
  neighborhood: string,
): DirectoryStore => ({ slug, name: `Loja ${slug}`, city, state, neighborhood });

describe("groupStoresByStateAndCity", () => {
  const stores = [
    store("bueno", "Goiânia", "Goiás", "Setor Bueno"),
    store("uberlandia", "Uberlândia", "Minas Gerais", "Centro"),
    store("anapolis", "Anápolis", "Goiás", "Centro"),
    store("marista", "Goiânia", "Goiás", "Setor Marista"),
    store("aguas", "goiania", "Goias", "Águas Claras"),
  ];

  it("groups by state then city in pt-BR order with counts", () => {
    const groups = groupStoresByStateAndCity(stores);
    expect(groups.map((g) => [g.state, g.count])).toEqual([
      ["Goiás", 4],
      ["Minas Gerais", 1],
    ]);
    expect(groups[0]!.cities.map((c) => [c.city, c.stores.length])).toEqual([
      ["Anápolis", 1],
      ["Goiânia", 3],
    ]);
  });

  it("orders a city's stores by neighbourhood, ignoring accents", () => {
    const goiania = groupStoresByStateAndCity(stores)[0]!.cities[1]!;
    expect(goiania.stores.map((s) => s.neighborhood)).toEqual([
      "Águas Claras",
      "Setor Bueno",
      "Setor Marista",
    ]);
  });

  it("computes the statistics from the groups", () => {
    expect(directoryStats(groupStoresByStateAndCity(stores))).toEqual({
      stores: 5,
      states: 2,
      cities: 3,
      products: "20k+",
    });
    expect(directoryStats(groupStoresByStateAndCity([]))).toEqual({
      stores: 0,
      states: 0,
      cities: 0,
      products: "20k+",
    });
  });
});

describe("storeCountLabel", () => {
  it.each([
    [0, "0 lojas"],
    [1, "1 loja"],
    [2, "2 lojas"],
    [15, "15 lojas"],
  ])("%i -> %s", (n, label) => {
    expect(storeCountLabel(n)).toBe(label);
  });
});
