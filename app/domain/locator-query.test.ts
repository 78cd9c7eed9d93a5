import { describe, expect, it } from "vitest";
import {
  clearFiltersHref,
  countLine,
  emptyQuery,
  filterChips,
  locatorHref,
  pageCount,
  parseLocatorQuery,
  withFilter,
  type LocatorQuery,
} from "~/domain/locator-query";
import { itReturns } from "../../tests/support/unit/returns";

const parse = (search: string) => parseLocatorQuery(new URLSearchParams(search));

describe("parseLocatorQuery", () => {
  it.each<[string, Partial<LocatorQuery>]>([
    ["", {}],
    ["cidade=Goi%C3%A2nia", { city: "Goiânia" }],
    ["search=%20%20setor%20%20bueno%20", { search: "setor bueno" }],
    ["q=anapolis", { search: "anapolis" }],
    // search wins over its alias q
    ["search=a&q=b", { search: "a" }],
    ["estado=go", { state: "Goiás" }],
    ["estado=GOIAS", { state: "Goiás" }],
    ["estado=Atlantida", { state: "Atlantida" }],
    ["estado=%00%01", {}],
    ["page=3", { page: 3 }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=99999999999", { page: 1 }],
    ["aberto=1", { openNow: true }],
    ["aberto=sim", { openNow: true }],
    ["aberto=0", { openNow: false }],
    ["raio=25", { radiusKm: 25 }],
    ["raio=0", { radiusKm: 0 }],
    ["raio=7", { radiusKm: 10 }],
    ["raio=abc", { radiusKm: 10 }],
    ["lat=-16.7&lng=-49.27", { position: { latitude: -16.7, longitude: -49.27 } }],
    ["lat=-16,7&lng=-49,27", { position: { latitude: -16.7, longitude: -49.27 } }],
    ["lat=abc&lng=-49.27", { position: null }],
    ["lat=95&lng=10", { position: null }],
    ["lat=10&lng=181", { position: null }],
    ["lat=Infinity&lng=1", { position: null }],
    ["lat=-16.7", { position: null }],
  ])("%j", (search, expected) => {
    expect(parse(search)).toEqual({ ...emptyQuery, ...expected });
  });

  it("cuts absurdly long text and strips control characters", () => {
    const query = parse(`search=${"a".repeat(500)}&cidade=Goi%0A%0Dania`);
    expect(query.search).toHaveLength(80);
    expect(query.city).toBe("Goi ania");
  });
});

describe("links", () => {
  it("round-trips a query without the position", () => {
    const query: LocatorQuery = {
      search: "setor bueno",
      city: "Goiânia",
      state: "Goiás",
      openNow: true,
      page: 3,
      position: { latitude: -16.7, longitude: -49.2 },
      radiusKm: 25,
    };
    const href = locatorHref(query);
    expect(href).not.toMatch(/lat|lng/);
    expect(parse(href.split("?")[1] ?? "")).toEqual({ ...query, position: null });
  });

  it("the plain locator has no query string", () => {
    expect(locatorHref(emptyQuery)).toBe("/nossas-lojas");
    expect(locatorHref({ ...emptyQuery, page: 1 })).toBe("/nossas-lojas");
  });

  it("any filter change goes back to page 1", () => {
    const onPage4 = { ...emptyQuery, city: "Goiânia", page: 4 };
    expect(withFilter(onPage4, { openNow: true }).page).toBe(1);
    expect(locatorHref(withFilter(onPage4, { search: "centro" }))).toBe(
      "/nossas-lojas?search=centro&cidade=Goi%C3%A2nia",
    );
  });

  it("has one removable chip per filter, each removing only itself", () => {
    const query = {
      ...emptyQuery,
      search: "centro",
      city: "Anápolis",
      state: "Goiás",
      openNow: true,
      page: 2,
    };
    const chips = filterChips(query);
    expect(chips.map((c) => c.label)).toEqual([
      'Busca: "centro"',
      "Estado: Goiás",
      "Cidade: Anápolis",
      "Aberto agora",
    ]);
    const removed = chips.map((c) => parse(c.removeHref.split("?")[1] ?? ""));
    expect(removed[0]).toMatchObject({ search: "", city: "Anápolis", openNow: true, page: 1 });
    expect(removed[2]).toMatchObject({ search: "centro", city: null, state: "Goiás" });
    expect(removed[3]).toMatchObject({ openNow: false });
    expect(clearFiltersHref(query)).toBe("/nossas-lojas");
    expect(clearFiltersHref({ ...query, radiusKm: 50 })).toBe("/nossas-lojas?raio=50");
    expect(filterChips(emptyQuery)).toEqual([]);
  });
});

describe("pagination", () => {
  itReturns("%i stores make %i pages", pageCount, [
    [0, 1],
    [1, 1],
    [12, 1],
    [13, 2],
    [10_000, 834],
  ]);
});

describe("countLine", () => {
  itReturns("%i %j", countLine, [
    [14, { byDistance: false, filtered: false }, "14 lojas em todo o Brasil"],
    [1, { byDistance: false, filtered: false }, "1 loja em todo o Brasil"],
    [10_000, { byDistance: false, filtered: false }, "10.000 lojas em todo o Brasil"],
    [3, { byDistance: false, filtered: true }, "3 lojas encontradas"],
    [8, { byDistance: true, filtered: false }, "8 lojas encontradas - ordenadas por proximidade"],
    [1, { byDistance: true, filtered: true }, "1 loja encontrada - ordenadas por proximidade"],
    [1000, { byDistance: false, filtered: true, capped: true }, "Mais de 1.000 lojas encontradas"],
    [
      1000,
      { byDistance: true, filtered: true, capped: true },
      "Mais de 1.000 lojas encontradas - ordenadas por proximidade",
    ],
  ]);
});
