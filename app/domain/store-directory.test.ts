import { describe, expect, it } from "vitest";
import {
  buildDirectoryIndex,
  directorySummary,
  directoryCityPath,
  directoryStatePath,
  directoryStats,
  directoryTitle,
  groupStoresByStateAndCity,
  storeCountLabel,
  type DirectoryStore,
} from "./store-directory";
import { itReturns } from "../../tests/support/unit/returns";

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
  itReturns("%i -> %s", storeCountLabel, [
    [0, "0 lojas"],
    [1, "1 loja"],
    [2, "2 lojas"],
    [15, "15 lojas"],
  ]);
});

describe("directory addresses", () => {
  itReturns("%s, %s -> %s", directoryCityPath, [
    ["Goiás", "Goiânia", "/nossas-lojas/go/goiania"],
    ["GO", "Aparecida de Goiânia", "/nossas-lojas/go/aparecida-de-goiania"],
    ["Distrito Federal", "Brasília", "/nossas-lojas/df/brasilia"],
    ["São Paulo", "São José dos Campos", "/nossas-lojas/sp/sao-jose-dos-campos"],
    ["Narnia", "Goiânia", null],
    ["Goiás", "!!!", null],
  ]);

  it("gives a state its lower-case code", () => {
    expect(directoryStatePath("Minas Gerais")).toBe("/nossas-lojas/mg");
    expect(directoryStatePath("Atlântida")).toBeNull();
  });
});

describe("buildDirectoryIndex", () => {
  it("merges spellings of a city, sums counts and sorts states and cities in pt-BR order", () => {
    const index = buildDirectoryIndex([
      { state: "Goiás", city: "Goiânia", count: 5 },
      { state: "goias", city: "goiania ", count: 2 },
      { state: "Goiás", city: "Anápolis", count: 3 },
      { state: "Distrito Federal", city: "Brasília", count: 1 },
      { state: "Lugar Nenhum", city: "Cidade", count: 9 },
      { state: "Goiás", city: "???", count: 4 },
    ]);
    expect(index.map((s) => [s.code, s.count])).toEqual([
      ["DF", 1],
      ["GO", 10],
    ]);
    const goias = index[1]!;
    expect(goias.path).toBe("/nossas-lojas/go");
    expect(goias.cities).toEqual([
      {
        name: "Anápolis",
        slug: "anapolis",
        path: "/nossas-lojas/go/anapolis",
        count: 3,
        spellings: ["Anápolis"],
      },
      {
        name: "Goiânia",
        slug: "goiania",
        path: "/nossas-lojas/go/goiania",
        count: 7,
        spellings: ["Goiânia", "goiania "],
      },
    ]);
  });

  it("titles a directory page as 'Lojas {marca} em {lugar}'", () => {
    expect(directoryTitle("Basiquinha", "Goiânia", "GO")).toBe("Lojas Basiquinha em Goiânia - GO");
    expect(directoryTitle("Basiquinha", "Goiás")).toBe("Lojas Basiquinha em Goiás");
  });
});

describe("directorySummary", () => {
  // Goiás with five cities (Goiânia also spelt "goiania" under "GO"), Tocantins with one.
  const goias = { Goiânia: 9, Anápolis: 4, Catalão: 1, "Rio Verde": 4, "Aparecida de Goiânia": 2 };
  const index = buildDirectoryIndex([
    ...Object.entries(goias).map(([city, count]) => ({ state: "Goiás", city, count })),
    { state: "GO", city: "goiania", count: 1 },
    { state: "Tocantins", city: "Palmas", count: 3 },
  ]);

  it("keeps each state's cities with most stores, alphabetical, and counts the rest", () => {
    const [go, tocantins] = directorySummary(index, 3);
    expect(go).toMatchObject({ code: "GO", path: "/nossas-lojas/go", count: 21, more: 2 });
    expect(go!.cities).toEqual([
      { name: "Anápolis", path: "/nossas-lojas/go/anapolis", count: 4 },
      { name: "Goiânia", path: "/nossas-lojas/go/goiania", count: 10 },
      { name: "Rio Verde", path: "/nossas-lojas/go/rio-verde", count: 4 },
    ]);
    expect(tocantins).toMatchObject({ code: "TO", count: 3, more: 0 });
    expect(tocantins!.cities.map((c) => c.name)).toEqual(["Palmas"]);
  });

  it("leaves a state with no more cities than the limit whole", () => {
    const [go] = directorySummary(index);
    expect(go!.more).toBe(0);
    expect(go!.cities.map((c) => c.name)).toEqual(index[0]!.cities.map((c) => c.name));
  });
});
