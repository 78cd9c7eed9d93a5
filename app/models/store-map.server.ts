/**
 * The store map's data: the stores matching the locator's filters, clustered for the area and
 * zoom on screen. The clusters of a set of stores (supercluster: a spatial index of the points
 * with the clusters of every zoom) are built once and kept; any staff change (on any instance)
 * drops them, and they are rebuilt at the next request. Sets with "open now" also change as the
 * hours pass, so every kept set is at most a minute old.
 */
import Supercluster from "supercluster";
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS_PX,
  type Bbox,
  type MapCluster,
  type MapData,
  type MapPin,
  type MapView,
} from "~/domain/map-view";
import type { LocatorQuery } from "~/domain/locator-query";
import { dataCache } from "~/server/cache.server";
import type { Database } from "~/server/db.server";
import { mapStores, type MapStore } from "./store-search.server";

type PinProps = { id: number; n: string; s: string | null };

type StoreSet = {
  index: Supercluster<PinProps>;
  total: number;
  extent: Bbox | null;
};

/**
 * The sets kept are bounded by the stores they hold (a set costs memory by its stores): the
 * whole network several times over, or every city of it at once, whichever comes first.
 */
const MAX_KEPT_STORES = 60_000;
const MAX_SETS = 512;
const SET_TTL_MS = 60_000;

const cache = dataCache<StoreSet>({
  dependsOn: ["store", "holiday_decision"],
  max: MAX_SETS,
  maxSize: MAX_KEPT_STORES,
  sizeOf: (set) => set.total + 1,
  ttlMs: SET_TTL_MS,
});

/** Drops every clustered set; the next request rebuilds from the database. */
export function invalidateStoreMapCache(): void {
  cache.clear();
}

/** The filters that decide which stores the map shows (never the position, page or radius). */
function setKey(query: LocatorQuery, now: Date): string {
  return JSON.stringify([
    query.search,
    query.city,
    query.state,
    // "Open now" is a different set of stores every minute.
    query.openNow ? Math.floor(now.getTime() / 60_000) : null,
  ]);
}

/** Clusters for a set of stores, with how many there are and the box around them. */
export function clusterStores(stores: MapStore[]): StoreSet {
  const index = new Supercluster<PinProps>({
    radius: CLUSTER_RADIUS_PX,
    // Leaflet draws 256-pixel tiles; the radius is in those pixels.
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    stores.map((store) => ({
      type: "Feature" as const,
      geometry: { type: "Point" as const, coordinates: [store.longitude, store.latitude] },
      properties: { id: store.id, n: store.name, s: store.slug },
    })),
  );
  let extent: Bbox | null = null;
  for (const store of stores) {
    if (!extent) {
      extent = [store.longitude, store.latitude, store.longitude, store.latitude];
      continue;
    }
    extent[0] = Math.min(extent[0], store.longitude);
    extent[1] = Math.min(extent[1], store.latitude);
    extent[2] = Math.max(extent[2], store.longitude);
    extent[3] = Math.max(extent[3], store.latitude);
  }
  return { index, total: stores.length, extent };
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** What the map draws for a view of a clustered set: cluster markers and single pins. */
export function viewOf(set: StoreSet, view: MapView): MapData {
  const clusters: MapCluster[] = [];
  const stores: MapPin[] = [];
  for (const feature of set.index.getClusters(view.bbox, view.zoom)) {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ("cluster" in props && props.cluster) {
      clusters.push([
        round5(longitude),
        round5(latitude),
        props.point_count,
        Math.min(CLUSTER_MAX_ZOOM + 1, set.index.getClusterExpansionZoom(props.cluster_id)),
      ]);
    } else {
      const pin = props as PinProps;
      stores.push([round5(longitude), round5(latitude), pin.id, pin.n, pin.s]);
    }
  }
  return {
    total: set.total,
    extent: set.extent ? (set.extent.map(round5) as Bbox) : null,
    clusters,
    stores,
  };
}

/** The map data of a view for the locator's filters. */
export async function storeMapView(
  db: Database,
  query: LocatorQuery,
  view: MapView,
  now: Date = new Date(),
): Promise<MapData> {
  const set = await cache.get(db, setKey(query, now), () =>
    mapStores(db, query, now).then(clusterStores),
  );
  return viewOf(set, view);
}
