import { describe, expect, it } from "vitest";
import { CLUSTER_MAX_ZOOM, type Bbox } from "~/domain/map-view";
import { clusterStores, viewOf } from "./store-map.server";
import type { MapStore } from "./store-search.server";

const WORLD: Bbox = [-180, -85, 180, 85];

/** Stores on a grid of `side` × `side` points spaced `step` degrees apart from (lng, lat). */
function grid(side: number, step: number, lng = -49.3, lat = -16.7, firstId = 1): MapStore[] {
  const stores: MapStore[] = [];
  for (let i = 0; i < side; i++) {
    for (let j = 0; j < side; j++) {
      const id = firstId + i * side + j;
      stores.push({
        id,
        name: `Loja ${id}`,
        slug: id % 2 ? `loja-${id}` : null,
        longitude: lng + i * step,
        latitude: lat + j * step,
      });
    }
  }
  return stores;
}

const countOf = (data: ReturnType<typeof viewOf>) =>
  data.clusters.reduce((sum, c) => sum + c[2], 0) + data.stores.length;

describe("clusterStores and viewOf", () => {
  it("groups close stores into counted clusters at a low zoom", () => {
    const set = clusterStores(grid(20, 0.001));
    const data = viewOf(set, { bbox: WORLD, zoom: 4 });
    expect(data.total).toBe(400);
    expect(data.clusters).toHaveLength(1);
    expect(data.stores).toHaveLength(0);
    const [lng, lat, count, expansionZoom] = data.clusters[0]!;
    expect(count).toBe(400);
    expect(lng).toBeCloseTo(-49.2905, 3);
    expect(lat).toBeCloseTo(-16.6905, 3);
    expect(expansionZoom).toBeGreaterThan(4);
    expect(expansionZoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
  });

  it("shows every store as its own pin above the clustering zoom", () => {
    const set = clusterStores(grid(5, 0.0001));
    const data = viewOf(set, {
      bbox: [-49.31, -16.71, -49.29, -16.69],
      zoom: CLUSTER_MAX_ZOOM + 1,
    });
    expect(data.clusters).toEqual([]);
    expect(data.stores).toHaveLength(25);
    expect(data.stores).toContainEqual([-49.3, -16.7, 1, "Loja 1", "loja-1"]);
    expect(data.stores).toContainEqual([-49.3, -16.6999, 2, "Loja 2", null]);
  });

  it("accounts for every store in a view, clustered or not", () => {
    const set = clusterStores([...grid(30, 0.01), ...grid(10, 0.2, -47, -15, 10_000)]);
    for (const zoom of [0, 5, 8, 11, 14, 17]) {
      expect(countOf(viewOf(set, { bbox: WORLD, zoom }))).toBe(1000);
    }
  });

  it("answers only for the area asked, with the extent of all the stores", () => {
    const set = clusterStores([...grid(3, 0.001), ...grid(3, 0.001, -47, -15, 100)]);
    const goiania = viewOf(set, { bbox: [-49.4, -16.8, -49.2, -16.6], zoom: 17 });
    expect(goiania.stores.map((s) => s[2]).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(goiania.total).toBe(18);
    expect(goiania.extent).toEqual([-49.3, -16.7, -46.998, -14.998]);
  });

  it("splits a cluster at its expansion zoom", () => {
    const set = clusterStores([...grid(2, 0.002), ...grid(2, 0.002, -49.2, -16.7, 10)]);
    const far = viewOf(set, { bbox: WORLD, zoom: 5 });
    expect(far.clusters).toHaveLength(1);
    const [, , , splitZoom] = far.clusters[0]!;
    const near = viewOf(set, { bbox: WORLD, zoom: splitZoom });
    expect(near.clusters.length + near.stores.length).toBeGreaterThan(1);
  });

  it("has nothing to show without stores", () => {
    expect(viewOf(clusterStores([]), { bbox: WORLD, zoom: 3 })).toEqual({
      total: 0,
      extent: null,
      clusters: [],
      stores: [],
    });
  });
});
