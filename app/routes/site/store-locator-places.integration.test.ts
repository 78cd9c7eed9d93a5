/**
 * The locator answers any municipality, state or CEP of Brazil, on the server and offline: the
 * demo network, searched as a visitor types, through the page's own loader and rendered HTML.
 */
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { stores } from "#db/schema";
import type { StoreSearchResult } from "~/models/store-search.server";
import { invalidateStorePlaces } from "~/models/store-places.server";
import { invalidateStoreSearchCache } from "~/models/store-search.server";
import { seedDemoSite } from "../../../tests/support/demo-site";
import { refuseOutboundNetwork } from "../../../tests/support/no-network";
import { productionEnv, routeArgs, routeContext } from "../../../tests/support/route-context";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { loader } from "./store-locator";

const env = productionEnv();

type PageData = { result: StoreSearchResult };

async function search(db: Parameters<typeof routeContext>[0], q: string) {
  const answer = (await loader(
    routeArgs(`/nossas-lojas?q=${encodeURIComponent(q)}`, routeContext(db, env)),
  )) as DataWithResponseInit<PageData>;
  return answer.data.result;
}

const names = (result: StoreSearchResult) => result.stores.map((s) => s.name);

/** Forgets the searches and places worked out so far, as a change to the stores does. */
function forgetSearches() {
  invalidateStoreSearchCache();
  invalidateStorePlaces();
}

// Nothing here may leave the machine: places, CEPs and distances are all answered offline.
let network: ReturnType<typeof refuseOutboundNetwork> | null = null;
beforeAll(() => {
  network = refuseOutboundNetwork();
});
afterAll(() => {
  network?.restore();
  expect(network?.attempts).toEqual([]);
});

it("refuses outbound connections while it runs", async () => {
  await expect(fetch("http://example.com/")).rejects.toThrow();
  expect(network?.attempts).toContain("example.com");
  network?.attempts.splice(0);
});

describeEachDatabase("store locator: places", (getDb) => {
  beforeAll(async () => {
    forgetSearches();
    await seedDemoSite(getDb().db, env);
  });

  it("a store's own CEP finds that store first, with or without the hyphen", async () => {
    for (const q of ["74505-010", "74505010", "74.505-010"]) {
      const result = await search(getDb().db, q);
      expect(names(result)[0]).toBe("Basiquinha Campinas");
      expect(result.stores[0]?.distanceKm).toBe(0);
      expect(result.stores.every((s) => s.distanceKm !== null)).toBe(true);
      expect(result.countText).toMatch(/^\d+ lojas · mais próximas do CEP 74505-010$/);
      expect(result.place?.notice).toBe("Lojas mais próximas do CEP 74505-010");
    }
  });

  it("a CEP no store has is placed by the stores' CEPs around it, and says so", async () => {
    const result = await search(getDb().db, "74000-000");
    expect(result.place?.notice).toBe("Lojas mais próximas da região do CEP 74000-000");
    // 74005 (Setor Central) is the nearest known prefix of sector 740.
    expect(names(result)[0]).toBe("Basiquinha Setor Central");
    const distances = result.stores.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("an invalid CEP gets a message, not an empty list", async () => {
    const result = await search(getDb().db, "74505-01");
    expect(result.message).toBe("CEP inválido: o CEP tem 8 números, como 74505-010");
    expect(result.stores).toEqual([]);
    expect((await search(getDb().db, "00000-000")).message).toBe("CEP inválido");
  });

  it("a municipality without stores names the nearest one: never a dead end", async () => {
    const palmas = await search(getDb().db, "Palmas");
    expect(palmas.outsideRadius).toBe(true);
    expect(palmas.place).toMatchObject({ label: "Palmas - TO", where: "em Palmas - TO" });
    expect(palmas.countText).toBe(
      "Nenhuma loja a até 10 km de Palmas - TO · veja as mais próximas",
    );
    const nearest = palmas.stores[0]!;
    expect(nearest.distanceKm).toBeGreaterThan(300);
    expect(palmas.stores.map((s) => s.distanceKm)).toEqual(
      [...palmas.stores.map((s) => s.distanceKm)].sort((a, b) => a! - b!),
    );

    const catalao = await search(getDb().db, "catalao");
    expect(catalao.place?.label).toBe("Catalão - GO");
    expect(catalao.outsideRadius).toBe(true);
    expect(names(catalao)[0]).toBe("Basiquinha Uberlândia Santa Mônica");
  });

  it("a city with stores lists them first, nearest its centre, then the name's other matches", async () => {
    const goiania = await search(getDb().db, "Goiânia");
    const cities = goiania.stores.map((s) => s.city);
    expect(goiania.placeCount).toBe(6);
    expect(cities.slice(0, 6)).toEqual(Array(6).fill("Goiânia"));
    expect(cities.slice(6)).toEqual(["Aparecida de Goiânia", "Aparecida de Goiânia"]);
    expect(goiania.countText).toBe("8 lojas · mais próximas de Goiânia - GO");

    const rioVerde = await search(getDb().db, "Rio Verde");
    expect(names(rioVerde)).toEqual([
      "Basiquinha Rio Verde Centro",
      "Basiquinha Rio Verde Morada do Sul".replace("Sul", "Sol"),
      "Basiquinha Aparecida Vila São Tomaz",
    ]);
    // However it is typed.
    for (const q of ["goiania go", "GOIANIA", "Goiânia - GO", "Goiânia/GO"]) {
      expect((await search(getDb().db, q)).place?.label).toBe("Goiânia - GO");
    }
  });

  it("a state answers with its stores", async () => {
    const go = await search(getDb().db, "GO");
    expect(go.place).toMatchObject({ kind: "state", notice: "Mostrando lojas em Goiás" });
    expect(go.stores.every((s) => s.state === "GO")).toBe(true);
    const tocantins = await search(getDb().db, "Tocantins");
    expect(tocantins.outsideRadius).toBe(true);
    expect(tocantins.place?.where).toBe("no Tocantins");
  });

  it("a CEP of a region no store is in answers with its state's stores", async () => {
    const result = await search(getDb().db, "70040-010");
    expect(result.place?.notice).toBe(
      "Não conhecemos a região do CEP 70040-010: mostrando lojas no Distrito Federal, com a distância a partir de Brasília - DF",
    );
    expect(result.countText).toBe("1 loja no Distrito Federal · a partir de Brasília - DF");
    expect(names(result)).toEqual(["Basiquinha Asa Sul"]);
    expect(result.stores[0]?.distanceKm).toBeLessThan(10);
    // Without a store in the state either: the nearest to its capital, named.
    const showAsaSul = async (active: boolean) => {
      await getDb().db.update(stores).set({ active }).where(eq(stores.name, "Basiquinha Asa Sul"));
      forgetSearches();
    };
    await showAsaSul(false);
    try {
      const none = await search(getDb().db, "70040-010");
      expect(none.outsideRadius).toBe(true);
      expect(none.place?.where).toBe("no Distrito Federal");
      expect(names(none)[0]).toMatch(/^Basiquinha Formosa/);
    } finally {
      await showAsaSul(true);
    }
  });

  it("a neighbourhood named like a municipality elsewhere finds the store, and offers the town", async () => {
    const result = await search(getDb().db, "Campinas");
    expect(names(result)).toEqual(["Basiquinha Campinas"]);
    expect(result.alternatives).toEqual([
      {
        label: "Lojas mais próximas de Campinas - SP",
        href: "/nossas-lojas?search=Campinas+-+SP",
      },
    ]);
    const town = await search(getDb().db, "Campinas - SP");
    expect(town.place?.label).toBe("Campinas - SP");
    expect(town.outsideRadius).toBe(true);
  });
});
