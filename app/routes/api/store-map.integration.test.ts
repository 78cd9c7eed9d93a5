import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { stores } from "#db/schema";
import { seedSyntheticStores } from "#db/seed";
import {
  CLUSTER_MAX_ZOOM,
  MAP_VIEW_ERRORS,
  mapDataUrl,
  viewAround,
  type MapData,
} from "~/domain/map-view";
import { invalidateStoreMapCache } from "~/models/store-map.server";
import { invalidateStoreSearchCache, searchStores } from "~/models/store-search.server";
import { emptyQuery } from "~/domain/locator-query";
import { CACHE_CONTROL } from "~/server/cache-policy";
import { contentChanged } from "~/server/content-changes.server";
import { seedDemoSite } from "../../../tests/support/demo-site";
import { productionEnv, routeArgs, routeContext } from "../../../tests/support/route-context";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { loader, MAP_DATA_LIMIT } from "./store-map";

const PATH = "/api/lojas/mapa";
const env = productionEnv();

const get = async (url: string, context: RouterContextProvider): Promise<Response> =>
  loader(routeArgs(url, context));

const counted = (data: MapData) =>
  data.clusters.reduce((sum, c) => sum + c[2], 0) + data.stores.length;

describeEachDatabase("store map data", (getDb, kind) => {
  // Rate-limit counters live in memory per process: one address per test and database kind.
  const address = (n: number) => `192.0.2.${kind === "pglite" ? n : n + 100}`;
  let demoTotal = 0;

  beforeAll(async () => {
    invalidateStoreSearchCache();
    invalidateStoreMapCache();
    await seedDemoSite(getDb().db, env);
    invalidateStoreSearchCache();
    demoTotal = (await searchStores(getDb().db, emptyQuery)).total;
  });

  describe("refuses a bad area or zoom with 400 and a message, never a 500", () => {
    it.each([
      [`${PATH}`, MAP_VIEW_ERRORS.bbox],
      [`${PATH}?bbox=-49.5,-16.9,-49&zoom=11`, MAP_VIEW_ERRORS.bbox],
      [`${PATH}?bbox=%00&zoom=11`, MAP_VIEW_ERRORS.bbox],
      [`${PATH}?bbox=-49.5,-16.9,-49,-16.5&bbox=x&zoom=11`, MAP_VIEW_ERRORS.bbox],
      [`${PATH}?bbox=-49,-16.9,-49.5,-16.5&zoom=11`, MAP_VIEW_ERRORS.bbox],
      [`${PATH}?bbox=-49.5,-16.9,-49,-16.5`, MAP_VIEW_ERRORS.zoom],
      [`${PATH}?bbox=-49.5,-16.9,-49,-16.5&zoom=99`, MAP_VIEW_ERRORS.zoom],
      [`${PATH}?bbox=-49.5,-16.9,-49,-16.5&zoom=%F0%9F%92%A9`, MAP_VIEW_ERRORS.zoom],
      [`${PATH}?bbox=-74,-34,-34,5&zoom=16`, MAP_VIEW_ERRORS.tooLarge],
    ])("%s", async (url, message) => {
      const response = await get(url, routeContext(getDb().db, env, address(1)));
      expect(response.status).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL.noStore);
      expect(await response.json()).toEqual({ error: message });
    });
  });

  it("answers the stores of the visible area for the list's filters, cacheable", async () => {
    const context = routeContext(getDb().db, env, address(2));
    // Formosa at street level: each store its own pin, with its name and page.
    const response = await get(
      mapDataUrl(PATH, "cidade=Formosa", viewAround(-47.33, -15.54, 15)),
      context,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL.mapData);
    const body = (await response.json()) as MapData;
    expect(body.total).toBe(2);
    expect(body.clusters).toEqual([]);
    expect(body.stores.map((s) => s[3]).sort()).toEqual([
      "Basiquinha Formosa Centro",
      "Basiquinha Formosa Setor Sul",
    ]);
    expect(body.stores[0]?.[4]).toMatch(/^[a-z0-9-]+$/);
    expect(body.extent).not.toBeNull();

    // An area elsewhere has none of them, but still says where they are.
    const elsewhere = (await (
      await get(mapDataUrl(PATH, "cidade=Formosa", viewAround(-49.26, -16.68, 15)), context)
    ).json()) as MapData;
    expect(elsewhere.stores).toEqual([]);
    expect(elsewhere.extent).toEqual(body.extent);

    // "Open now" changes by the minute, and is cached for less.
    const open = await get(mapDataUrl(PATH, "aberto=1", viewAround(-49.26, -16.68, 5)), context);
    expect(open.status).toBe(200);
    expect(open.headers.get("Cache-Control")).toBe(CACHE_CONTROL.mapDataOpenNow);

    // A search matches the same stores as the list.
    const list = await searchStores(getDb().db, { ...emptyQuery, search: "formosa" });
    const searched = (await (
      await get(mapDataUrl(PATH, "search=formosa", viewAround(-47.33, -15.54, 3)), context)
    ).json()) as MapData;
    expect(searched.total).toBe(list.total);
    expect(counted(searched)).toBe(list.total);
  });

  it("rate limits each address", async () => {
    const context = routeContext(getDb().db, env, address(3));
    const url = mapDataUrl(PATH, "", viewAround(-49.26, -16.68, 11));
    for (let i = 0; i < MAP_DATA_LIMIT.points; i++) {
      expect((await get(url, context)).status).toBe(200);
    }
    const refused = await get(url, context);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("Cache-Control")).toBe(CACHE_CONTROL.noStore);
  });

  it("sees a staff change at once, on this instance and through the change bus", async () => {
    const db = getDb().db;
    const context = routeContext(db, env, address(4));
    const url = mapDataUrl(PATH, "cidade=Catalão", viewAround(-47.94, -18.17, 14));
    const read = async () => (await (await get(url, context)).json()) as MapData;
    expect((await read()).total).toBe(0);

    await db.insert(stores).values({
      name: "Basiquinha Catalão",
      slug: "basiquinha-catalao-mapa",
      city: "Catalão",
      state: "Goiás",
      neighborhood: "Centro",
      street: "Rua Nassim Agel",
      number: "100",
      postalCode: "75701-000",
      hoursText: "Seg. a Sex.: 9h às 19h",
      latitude: -18.17,
      longitude: -47.94,
    });
    // Kept until told: the set was clustered once.
    expect((await read()).total).toBe(0);
    contentChanged(["store"]);
    const seen = await read();
    expect(seen.total).toBe(1);
    expect(seen.stores.map((s) => s[3])).toEqual(["Basiquinha Catalão"]);

    const catalao = eq(stores.slug, "basiquinha-catalao-mapa");
    await db.update(stores).set({ active: false }).where(catalao);
    contentChanged(["store"]);
    expect((await read()).total).toBe(0);
    await db.update(stores).set({ active: true }).where(catalao);
    contentChanged(["store"]);
  });

  describe("at 10,000 stores", () => {
    beforeAll(async () => {
      await seedSyntheticStores(getDb().db, 10_000);
      contentChanged(["store"]);
    }, 300_000);

    it("clusters the whole network into a small answer that accounts for every store", async () => {
      const context = routeContext(getDb().db, env, address(5));
      // The network fitted on a 1280 × 800 map, and the default view over Goiânia.
      for (const view of [viewAround(-49, -16, 5), viewAround(-49.2648, -16.6869, 11)]) {
        const response = await get(mapDataUrl(PATH, "", view), context);
        expect(response.status).toBe(200);
        const text = await response.text();
        const body = JSON.parse(text) as MapData;
        expect(body.total).toBe(demoTotal + 1 + 10_000);
        expect(body.clusters.length).toBeGreaterThan(0);
        expect(body.clusters.length + body.stores.length).toBeLessThan(500);
        expect(zlib.gzipSync(text).length).toBeLessThan(100 * 1024);
      }
      // Zoom 3 over the whole country shows every store in some cluster or pin.
      const country = (await (
        await get(mapDataUrl(PATH, "", viewAround(-50, -15, 3)), context)
      ).json()) as MapData;
      expect(counted(country)).toBe(country.total);
    });

    it("splits a cluster when the map zooms to its expansion zoom, down to single stores", async () => {
      const context = routeContext(getDb().db, env, address(6));
      let view = viewAround(-49.2648, -16.6869, 8);
      let data = (await (await get(mapDataUrl(PATH, "", view), context)).json()) as MapData;
      let steps = 0;
      // Follow the biggest cluster down, as a visitor clicking it would.
      while (data.clusters.length > 0 && steps < 20) {
        const biggest = [...data.clusters].sort((a, b) => b[2] - a[2])[0]!;
        const [lng, lat, count, zoom] = biggest;
        expect(zoom).toBeGreaterThan(view.zoom);
        view = viewAround(lng, lat, zoom);
        data = (await (await get(mapDataUrl(PATH, "", view), context)).json()) as MapData;
        const largest = Math.max(0, ...data.clusters.map((c) => c[2]));
        expect(largest).toBeLessThan(count);
        steps++;
      }
      expect(view.zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
      expect(data.stores.length).toBeGreaterThan(0);
      expect(data.stores.every((s) => /^Basiquinha|^Loja/.test(s[3]))).toBe(true);
    });

    it("filters the network by city like the list", async () => {
      const context = routeContext(getDb().db, env, address(7));
      const list = await searchStores(getDb().db, { ...emptyQuery, city: "Anápolis" });
      expect(list.total).toBeGreaterThan(0);
      const data = (await (
        await get(mapDataUrl(PATH, "cidade=An%C3%A1polis", viewAround(-48.95, -16.33, 4)), context)
      ).json()) as MapData;
      expect(data.total).toBe(list.total);
      expect(counted(data)).toBe(list.total);
    });
  });
});
