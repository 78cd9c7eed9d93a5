import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { stores, type NewStore } from "#db/schema";
import { emptyQuery, type LocatorQuery } from "~/domain/locator-query";
import { haversineKm, sortByDistance } from "~/domain/geo";
import { getOpenStatus, hoursForStore } from "~/domain/hours";
import { describeEachDatabase } from "../../tests/support/test-db";
import { seedSyntheticStores } from "#db/seed";
import {
  invalidateStoreSearchCache,
  locatorFacets,
  searchStores,
  storeSuggestions,
  mapStores,
  TEXT_COUNT_CAP,
} from "./store-search.server";

type Seed = Pick<NewStore, "name" | "city" | "state" | "neighborhood" | "street"> &
  Partial<NewStore>;

function store(seed: Seed, index: number): NewStore {
  return {
    slug: `loja-teste-${index}`,
    number: String(100 + index),
    postalCode: "74000-000",
    hoursText: "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h",
    ...seed,
  };
}

/** 30 stores: a Goiânia cluster, other cities, two without coordinates and inactive ones. */
const SEEDS: Seed[] = [
  {
    name: "Basiquinha Setor Bueno",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Bueno",
    street: "Avenida T-4",
    latitude: -16.7052,
    longitude: -49.2704,
  },
  {
    name: "Basiquinha Setor Marista",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Marista",
    street: "Rua 1136",
    latitude: -16.7003,
    longitude: -49.2598,
    hoursText: "24 horas",
  },
  {
    name: "Basiquinha Jardim Goiás",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Jardim Goiás",
    street: "Avenida Jamel Cecílio",
    latitude: -16.7108,
    longitude: -49.2369,
  },
  {
    name: "Basiquinha Campinas",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Campinas",
    street: "Avenida 24 de Outubro",
    latitude: -16.6702,
    longitude: -49.2921,
  },
  {
    name: "Basiquinha Anápolis Centro",
    city: "Anápolis",
    state: "Goiás",
    neighborhood: "Centro",
    street: "Rua Barão do Rio Branco",
    latitude: -16.3276,
    longitude: -48.9532,
  },
  {
    name: "Basiquinha Anápolis Jundiaí",
    city: "Anápolis",
    state: "Goiás",
    neighborhood: "Jundiaí",
    street: "Avenida Brasil Sul",
    latitude: -16.3418,
    longitude: -48.9459,
  },
  {
    name: "Basiquinha Formosa Centro",
    city: "Formosa",
    state: "Goiás",
    neighborhood: "Centro",
    street: "Praça Rui Barbosa",
    latitude: -15.5386,
    longitude: -47.3347,
  },
  {
    name: "Basiquinha Asa Sul",
    city: "Brasília",
    state: "Distrito Federal",
    neighborhood: "Asa Sul",
    street: "SCLS 405",
    latitude: -15.8127,
    longitude: -47.8979,
  },
  {
    name: "Basiquinha Sem Mapa A",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Oeste",
    street: "Rua 100%_especial",
    latitude: null,
    longitude: null,
  },
  {
    name: "Basiquinha Sem Mapa B",
    city: "Trindade",
    state: "Goiás",
    neighborhood: "Centro",
    street: "Rua do Santuário",
    latitude: null,
    longitude: null,
  },
  {
    name: "Basiquinha Inativa",
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Bueno",
    street: "Avenida T-4",
    latitude: -16.7051,
    longitude: -49.2703,
    active: false,
  },
  {
    name: "Basiquinha Cuiabá Inativa",
    city: "Cuiabá",
    state: "Mato Grosso",
    neighborhood: "Goiabeiras",
    street: "Avenida Isaac Póvoas",
    latitude: -15.591,
    longitude: -56.106,
    active: false,
  },
  // 18 more in a ring around Goiânia, so pages and the growing search circle get exercised.
  ...Array.from({ length: 18 }, (_, i): Seed => {
    const angle = (i / 18) * 2 * Math.PI;
    const radius = 0.01 + (i % 6) * 0.04;
    return {
      name: `Basiquinha Anel ${String(i + 1).padStart(2, "0")}`,
      city: i % 2 ? "Goiânia" : "Aparecida de Goiânia",
      state: "Goiás",
      neighborhood: i % 3 ? "Vila Nova" : "Cidade Jardim",
      street: "Rua das Flores",
      latitude: Number((-16.6869 + radius * Math.sin(angle)).toFixed(6)),
      longitude: Number((-49.2648 + radius * Math.cos(angle)).toFixed(6)),
      hoursText: i % 4 === 0 ? "Todos os dias: 18h às 02h" : "Seg. a Sex.: 9h às 19h",
    };
  }),
];

/** Active stores as domain/geo points (no coordinates = null). */
const ACTIVE = SEEDS.filter((s) => s.active !== false).map((s) => ({
  ...s,
  latitude: s.latitude ?? null,
  longitude: s.longitude ?? null,
}));
const GOIANIA = { latitude: -16.7049, longitude: -49.2709 };
const q = (change: Partial<LocatorQuery>): LocatorQuery => ({ ...emptyQuery, ...change });
const collator = new Intl.Collator("pt-BR");

describeEachDatabase("store search", (getDb) => {
  beforeAll(async () => {
    invalidateStoreSearchCache();
    await getDb().db.insert(stores).values(SEEDS.map(store));
  });

  it("lists active stores only, 12 per page, sorted by name, with the total", async () => {
    const { db } = getDb();
    const first = await searchStores(db, q({}));
    expect(first.total).toBe(ACTIVE.length);
    expect(first.pageCount).toBe(Math.ceil(ACTIVE.length / 12));
    expect(first.stores).toHaveLength(12);
    const second = await searchStores(db, q({ page: 2 }));
    const third = await searchStores(db, q({ page: 3 }));
    const all = [...first.stores, ...second.stores, ...third.stores].map((s) => s.name);
    expect(all).toHaveLength(ACTIVE.length);
    expect(new Set(all)).toEqual(new Set(ACTIVE.map((s) => s.name)));
    expect(all).not.toContain("Basiquinha Inativa");
    // In the database's own collation, whatever the server's locale.
    const byName = await db
      .select({ name: stores.name })
      .from(stores)
      .where(eq(stores.active, true))
      .orderBy(asc(stores.name), asc(stores.id));
    expect(all).toEqual(byName.map((r) => r.name));
  });

  it("shows the last page for a page past the end", async () => {
    const result = await searchStores(getDb().db, q({ page: 40 }));
    expect(result.page).toBe(3);
    expect(result.stores.length).toBeGreaterThan(0);
  });

  it.each<[string, string[]]>([
    ["anapolis", ["Basiquinha Anápolis Centro", "Basiquinha Anápolis Jundiaí"]],
    ["ANÁPOLIS", ["Basiquinha Anápolis Centro", "Basiquinha Anápolis Jundiaí"]],
    ["  jundiai ", ["Basiquinha Anápolis Jundiaí"]],
    // neighbourhood, street and state are searched too
    ["marista", ["Basiquinha Setor Marista"]],
    ["jamel cecilio", ["Basiquinha Jardim Goiás"]],
    ["distrito federal", ["Basiquinha Asa Sul"]],
    // every word must match somewhere, in any order
    ["centro formosa", ["Basiquinha Formosa Centro"]],
    // LIKE wildcards are literal: only the street that has them matches
    ["100%_esp", ["Basiquinha Sem Mapa A"]],
    ["0%_", ["Basiquinha Sem Mapa A"]],
    ["0%e", []],
    // one or two letters match the start of a word: 'as' is Asa Sul, not Campinas
    ["as", ["Basiquinha Asa Sul"]],
    ["%", []],
    ["_", []],
    ["inativa", []],
    ["nada disso", []],
  ])("search %j", async (search, names) => {
    const result = await searchStores(getDb().db, q({ search }));
    expect(result.stores.map((s) => s.name)).toEqual(names);
    expect(result.total).toBe(names.length);
  });

  it("'goiania' and 'GOIÂNIA' find the same stores, paged", async () => {
    const { db } = getDb();
    const lower = await searchStores(db, q({ search: "goiania" }));
    const upper = await searchStores(db, q({ search: "GOIÂNIA" }));
    const expected = ACTIVE.filter((s) => s.city.includes("Goiânia")).length;
    expect(lower.total).toBe(expected);
    expect(upper.stores.map((s) => s.id)).toEqual(lower.stores.map((s) => s.id));
    const page2 = await searchStores(db, q({ search: "goiania", page: 2 }));
    expect(page2.stores.length).toBe(expected - 12);
  });

  it("filters by city and state, accent- and case-insensitively", async () => {
    const { db } = getDb();
    const formosa = await searchStores(db, q({ city: "formosa" }));
    expect(formosa.stores.map((s) => s.name)).toEqual(["Basiquinha Formosa Centro"]);
    const goiania = await searchStores(db, q({ city: "GOIANIA" }));
    expect(goiania.stores.every((s) => s.city === "Goiânia")).toBe(true);
    const df = await searchStores(db, q({ state: "Distrito Federal" }));
    expect(df.stores.map((s) => s.name)).toEqual(["Basiquinha Asa Sul"]);
    const both = await searchStores(db, q({ state: "goias", city: "Trindade" }));
    expect(both.stores.map((s) => s.name)).toEqual(["Basiquinha Sem Mapa B"]);
  });

  it("orders by haversine distance like the domain rules, unknown coordinates last", async () => {
    const { db } = getDb();
    const pages = await Promise.all(
      [1, 2, 3].map((page) => searchStores(db, q({ position: GOIANIA, radiusKm: 0, page }))),
    );
    const got = pages.flatMap((p) => p.stores);
    expect(pages[0]!.byDistance).toBe(true);
    expect(pages[0]!.total).toBe(ACTIVE.length);
    const expected = sortByDistance(
      ACTIVE.map((s) => ({ name: s.name, latitude: s.latitude, longitude: s.longitude })),
      GOIANIA,
    );
    expect(got.map((s) => s.name)).toEqual(expected.map((s) => s.name));
    for (const s of got) {
      const km = haversineKm(GOIANIA, s);
      if (Number.isFinite(km)) expect(s.distanceKm).toBeCloseTo(km, 3);
      else expect(s.distanceKm).toBeNull();
    }
    expect(got.slice(-2).map((s) => s.name)).toEqual([
      "Basiquinha Sem Mapa A",
      "Basiquinha Sem Mapa B",
    ]);
    expect(got[0]!.name).toBe("Basiquinha Setor Bueno");
  });

  it("keeps to the radius, counts inside it and names the nearest stores beyond it", async () => {
    const { db } = getDb();
    const within = await searchStores(db, q({ position: GOIANIA, radiusKm: 5 }));
    const inside = ACTIVE.filter((s) => haversineKm(GOIANIA, s) <= 5).length;
    expect(within.total).toBe(inside);
    expect(within.stores.every((s) => s.distanceKm !== null && s.distanceKm <= 5)).toBe(true);
    expect(within.nearestOutsideKm).toBeNull();

    const saoPaulo = { latitude: -23.5505, longitude: -46.6333 };
    const none = await searchStores(db, q({ position: saoPaulo, radiusKm: 100 }));
    expect(none.total).toBe(0);
    // Never a dead end: the nearest stores anywhere, nearest first, flagged as beyond the radius.
    expect(none.outsideRadius).toBe(true);
    const nearest = Math.min(...ACTIVE.map((s) => haversineKm(saoPaulo, s)));
    expect(none.nearestOutsideKm).toBeCloseTo(nearest, 3);
    expect(none.stores[0]?.distanceKm).toBeCloseTo(nearest, 3);
    const km = none.stores.map((s) => s.distanceKm!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it("combines distance with filters", async () => {
    const result = await searchStores(
      getDb().db,
      q({ position: GOIANIA, radiusKm: 0, search: "anapolis" }),
    );
    const expected = sortByDistance(
      ACTIVE.filter((s) => s.city === "Anápolis"),
      GOIANIA,
    ).map((s) => s.name);
    expect(result.stores.map((s) => s.name)).toEqual(expected);
    expect(result.stores[0]!.distanceKm).toBeGreaterThan(40);
  });

  it("'open now' keeps exactly the stores the hours engine says are open", async () => {
    const { db } = getDb();
    // Wednesday 23:30 in Goiânia: only the 24-hour store and the night stores are open.
    const now = new Date("2026-11-19T02:30:00Z");
    const expected = ACTIVE.filter(
      (s) =>
        getOpenStatus(
          hoursForStore({ hoursText: s.hoursText ?? "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h" }),
          now,
        ).open,
    )
      .map((s) => s.name)
      .sort(collator.compare);
    expect(expected.length).toBeGreaterThan(1);
    const result = await searchStores(db, q({ openNow: true }), now);
    expect(result.total).toBe(expected.length);
    expect(result.stores.map((s) => s.name).sort(collator.compare)).toEqual(expected);
    expect(result.stores.every((s) => s.open)).toBe(true);
    const near = await searchStores(db, q({ openNow: true, position: GOIANIA, radiusKm: 0 }), now);
    expect(near.total).toBe(expected.length);
    const inCity = await searchStores(db, q({ openNow: true, city: "Goiânia" }), now);
    expect(inCity.stores.every((s) => s.city === "Goiânia" && s.open)).toBe(true);
  });

  it("suggests real cities and neighbourhoods, at most 5, cities first", async () => {
    const { db } = getDb();
    const goi = await storeSuggestions(db, "goi");
    expect(goi.length).toBeLessThanOrEqual(5);
    expect(goi[0]).toMatchObject({ kind: "city", label: "Goiânia", state: "Goiás" });
    expect(goi.map((s) => s.label)).toContain("Aparecida de Goiânia");
    expect(goi.map((s) => s.label)).toContain("Jardim Goiás");
    // Inactive stores' places are not suggested.
    expect(goi.map((s) => s.label)).not.toContain("Goiabeiras");
    const jundiai = await storeSuggestions(db, "JUNDIAI");
    expect(jundiai[0]).toEqual({
      kind: "neighborhood",
      label: "Jundiaí",
      neighborhood: "Jundiaí",
      city: "Anápolis",
      state: "Goiás",
      count: 1,
    });
    // Then towns without a store, with their state and how far the nearest store is.
    expect(jundiai.slice(1).map((s) => s.label)).toContain("Jundiaí - SP");
    const palmas = await storeSuggestions(db, "palmas");
    const tocantins = palmas.find((s) => s.label === "Palmas - TO");
    expect(tocantins).toMatchObject({ kind: "place", search: "Palmas - TO" });
    expect(tocantins?.kind === "place" && tocantins.nearestKm).toBeGreaterThan(300);
    expect(await storeSuggestions(db, "a")).toEqual([]);
    expect(await storeSuggestions(db, "zzz")).toEqual([]);
  });

  it("gives the filters their options with counts", async () => {
    const facets = await locatorFacets(getDb().db);
    expect(facets.states).toEqual([
      { name: "Distrito Federal", count: 1 },
      { name: "Goiás", count: ACTIVE.length - 1 },
    ]);
    expect(facets.cities.find((c) => c.name === "Anápolis")).toEqual({
      name: "Anápolis",
      state: "Goiás",
      count: 2,
    });
    expect(facets.cities.map((c) => c.name)).not.toContain("Cuiabá");
  });

  it("sees a new store once the cache is invalidated", async () => {
    const { db } = getDb();
    await locatorFacets(db);
    await db.insert(stores).values(
      store(
        {
          name: "Basiquinha Catalão",
          city: "Catalão",
          state: "Goiás",
          neighborhood: "Centro",
          street: "Rua 1",
        },
        99,
      ),
    );
    invalidateStoreSearchCache();
    const facets = await locatorFacets(db);
    expect(facets.cities.map((c) => c.name)).toContain("Catalão");
    await db.delete(stores).where(eq(stores.name, "Basiquinha Catalão"));
    invalidateStoreSearchCache();
  });

  it("gives the map every filtered store with coordinates", async () => {
    const { db } = getDb();
    const all = await mapStores(db, emptyQuery);
    expect(all).toHaveLength(ACTIVE.filter((s) => s.latitude != null).length);
    const formosa = await mapStores(db, q({ city: "Formosa" }));
    expect(formosa).toEqual([
      {
        id: expect.any(Number),
        name: "Basiquinha Formosa Centro",
        slug: expect.stringMatching(/^loja-teste-/),
        latitude: -15.5386,
        longitude: -47.3347,
      },
    ]);
  });
});

describeEachDatabase("store search over a large network", (getDb) => {
  beforeAll(async () => {
    invalidateStoreSearchCache();
    await seedSyntheticStores(getDb().db, TEXT_COUNT_CAP + 30);
  });

  it("counts a very broad text search up to the cap and pages through it", async () => {
    const { db } = getDb();
    const first = await searchStores(db, q({ search: "sintetica" }));
    expect(first.totalCapped).toBe(true);
    expect(first.total).toBe(TEXT_COUNT_CAP);
    expect(first.pageCount).toBe(Math.ceil(TEXT_COUNT_CAP / 12));
    expect(first.stores.map((s) => s.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Loja Sintética ${String(i + 1).padStart(5, "0")}`),
    );
    const last = await searchStores(db, q({ search: "sintetica", page: 500 }));
    expect(last.page).toBe(first.pageCount);
    expect(last.stores.length).toBeGreaterThan(0);
    // Place filters stay exact.
    const all = await searchStores(db, q({}));
    expect(all.totalCapped).toBe(false);
    expect(all.total).toBe(TEXT_COUNT_CAP + 30);
    const narrow = await searchStores(db, q({ search: "sintetica 00042" }));
    expect(narrow.stores.map((s) => s.name)).toEqual(["Loja Sintética 00042"]);
    expect(narrow.totalCapped).toBe(false);
  });

  it("finds the nearest stores among many by growing the search circle", async () => {
    const { db } = getDb();
    const point = { latitude: -16.6869, longitude: -49.2648 };
    const result = await searchStores(db, q({ position: point, radiusKm: 0, page: 3 }));
    const all = await db
      .select({ name: stores.name, latitude: stores.latitude, longitude: stores.longitude })
      .from(stores);
    const expected = sortByDistance(all, point).slice(24, 36);
    expect(result.stores.map((s) => s.name)).toEqual(expected.map((s) => s.name));
    expect(result.total).toBe(TEXT_COUNT_CAP + 30);
  });
});
