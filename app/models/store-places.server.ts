/**
 * The active stores as places: where each is, its CEP and its municipality, kept in memory per
 * process (one query, rebuilt after any staff change on any instance, or after a minute) so the
 * locator can answer any municipality, state or CEP of Brazil without a network call:
 *
 * - resolveLocatorPlace(db, text): what a typed search names (app/domain/locator-place.ts),
 *   with a CEP placed by the stores' own CEPs (app/domain/cep-inference.ts);
 * - nearestStoreKm(places, point): how far the nearest active store is, for suggestions
 *   ('Palmas - TO · loja mais próxima a 380 km') and to choose among namesakes.
 */
import { sql } from "drizzle-orm";
import { stateCode, stateName, type StateCode } from "~/domain/brazilian-states";
import { formatCep } from "~/domain/cep";
import { buildCepIndex, inferCepPoint, type CepIndex } from "~/domain/cep-inference";
import { haversineKm } from "~/domain/geo";
import type { LocatorPlace, PlacePoint } from "~/domain/locator-place";
import { placeKey } from "~/domain/place-names";
import { foldText } from "~/domain/text-input";
import { dataCache } from "~/server/cache.server";
import { queryRows, type Database } from "~/server/db.server";
import {
  resolvePlace,
  suggestPlaces,
  type Municipality,
  type StatePlace,
} from "~/server/places.server";

export type StorePoint = {
  id: number;
  name: string;
  slug: string;
  city: string;
  state: string;
  uf: StateCode | null;
  latitude: number;
  longitude: number;
  /** 8 digits, or null when the store's CEP is not one. */
  cep: string | null;
  /** Name, city, neighbourhood, street and state, folded: what a text search reads. */
  text: string;
};

type CityEntry = { cityKeys: Set<string>; stateKeys: Set<string>; count: number };

export type StorePlaces = {
  /** Stores with coordinates. */
  stores: StorePoint[];
  /** Every active store's id, place and folded text (with or without coordinates). */
  texts: { id: number; cityKey: string; stateKey: string; text: string }[];
  cep: CepIndex;
  /** Stores by 1° cell ('-17|-50'), for the nearest one to a point. */
  grid: Map<string, StorePoint[]>;
  /** Active stores per municipality: 'GO|goiania' (state code and placeKey of the city). */
  cities: Map<string, CityEntry>;
  /** The grid's extent in cells, to stop looking past the last store. */
  bounds: { minLat: number; maxLat: number; minLng: number; maxLng: number };
  /** km to the nearest store, per municipality asked about (suggestions ask for many). */
  nearestKmMemo: Map<number, number>;
};

type Row = {
  id: number;
  name: string;
  slug: string;
  city: string;
  state: string;
  neighborhood?: string;
  street?: string;
  postal_code: string;
  latitude: number | string | null;
  longitude: number | string | null;
};

const cache = dataCache<StorePlaces>({ dependsOn: ["store"], ttlMs: 60_000, max: 1 });

/** Drops the places (a store saved by staff does it already). */
export function invalidateStorePlaces(): void {
  cache.clear();
}

const cellOf = (latitude: number, longitude: number) =>
  `${Math.floor(latitude)}|${Math.floor(longitude)}`;

export const cityKeyOf = (uf: string, city: string) => `${uf}|${placeKey(city)}`;

/** The places index of a list of stores (exported for the benchmark's leave-one-out). */
export function buildStorePlaces(rows: Row[]): StorePlaces {
  const stores: StorePoint[] = [];
  const texts: StorePlaces["texts"] = [];
  const grid = new Map<string, StorePoint[]>();
  const cities = new Map<string, CityEntry>();
  const bounds = {
    minLat: Number.POSITIVE_INFINITY,
    maxLat: Number.NEGATIVE_INFINITY,
    minLng: Number.POSITIVE_INFINITY,
    maxLng: Number.NEGATIVE_INFINITY,
  };
  for (const row of rows) {
    const uf = stateCode(row.state);
    if (uf) {
      const key = cityKeyOf(uf, row.city);
      const entry = cities.get(key) ?? { cityKeys: new Set(), stateKeys: new Set(), count: 0 };
      entry.cityKeys.add(foldText(row.city));
      entry.stateKeys.add(foldText(row.state));
      entry.count++;
      cities.set(key, entry);
    }
    const text = foldText(
      [row.name, row.city, row.neighborhood ?? "", row.street ?? "", row.state].join(" "),
    );
    texts.push({ id: row.id, cityKey: foldText(row.city), stateKey: foldText(row.state), text });
    if (row.latitude == null || row.longitude == null) continue;
    const latitude = Number(row.latitude);
    const longitude = Number(row.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const digits = row.postal_code.replace(/\D/g, "");
    const store: StorePoint = {
      id: row.id,
      name: row.name,
      slug: row.slug,
      city: row.city,
      state: row.state,
      uf,
      latitude,
      longitude,
      cep: digits.length === 8 ? digits : null,
      text,
    };
    stores.push(store);
    bounds.minLat = Math.min(bounds.minLat, Math.floor(latitude));
    bounds.maxLat = Math.max(bounds.maxLat, Math.floor(latitude));
    bounds.minLng = Math.min(bounds.minLng, Math.floor(longitude));
    bounds.maxLng = Math.max(bounds.maxLng, Math.floor(longitude));
    const cell = cellOf(latitude, longitude);
    const list = grid.get(cell);
    if (list) list.push(store);
    else grid.set(cell, [store]);
  }
  const cep = buildCepIndex(
    stores.flatMap((s) =>
      s.cep ? [{ id: s.id, cep: s.cep, latitude: s.latitude, longitude: s.longitude }] : [],
    ),
  );
  return { stores, texts, cep, grid, cities, bounds, nearestKmMemo: new Map() };
}

/** The active stores as places, loaded once and kept until a staff change (or a minute). */
export function storePlaces(db: Database): Promise<StorePlaces> {
  return cache.get(db, "places", () =>
    queryRows<Row>(
      db,
      sql`SELECT id, name, slug, city, state, neighborhood, street, postal_code, latitude, longitude
          FROM stores WHERE active`,
    ).then(buildStorePlaces),
  );
}

/** A degree of longitude is at least this long in Brazil (33.75° S at most). */
const MIN_CELL_KM = 92;

/**
 * Visits the grid's cells ring by ring around a point (ring 0 is its own cell), each ring's
 * perimeter only, until `done(ring)` says no farther store can matter or no store is left.
 */
function aroundPoint(
  places: StorePlaces,
  point: PlacePoint,
  visit: (stores: StorePoint[]) => void,
  done: (ring: number) => boolean,
) {
  const lat0 = Math.floor(point.latitude);
  const lng0 = Math.floor(point.longitude);
  const { minLat, maxLat, minLng, maxLng } = places.bounds;
  if (!Number.isFinite(minLat)) return;
  const lastRing = Math.max(
    Math.abs(lat0 - minLat),
    Math.abs(lat0 - maxLat),
    Math.abs(lng0 - minLng),
    Math.abs(lng0 - maxLng),
  );
  const cell = (dLat: number, dLng: number) => {
    const stores = places.grid.get(`${lat0 + dLat}|${lng0 + dLng}`);
    if (stores) visit(stores);
  };
  for (let ring = 0; ring <= lastRing; ring++) {
    if (done(ring)) return;
    if (ring === 0) {
      cell(0, 0);
      continue;
    }
    for (let d = -ring; d <= ring; d++) {
      cell(-ring, d);
      cell(ring, d);
    }
    for (let d = -ring + 1; d <= ring - 1; d++) {
      cell(d, -ring);
      cell(d, ring);
    }
  }
}

/** Everything in a ring or beyond is at least (ring - 1) cells away. */
const beyond = (ring: number, km: number) => (ring - 1) * MIN_CELL_KM > km;

/** The active store nearest to a point and how far it is (null: no store has coordinates). */
export function nearestStore(
  places: StorePlaces,
  point: PlacePoint,
  options: { exclude?: number } = {},
): { store: StorePoint; km: number } | null {
  let best: StorePoint | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  aroundPoint(
    places,
    point,
    (stores) => {
      for (const store of stores) {
        if (store.id === options.exclude) continue;
        const km = haversineKm(point, store);
        if (km < bestKm) {
          bestKm = km;
          best = store;
        }
      }
    },
    (ring) => best !== null && beyond(ring, bestKm),
  );
  return best ? { store: best, km: bestKm } : null;
}

/** How far the k-th nearest active store is (Infinity when there are fewer). */
export function kthNearestKm(places: StorePlaces, point: PlacePoint, k: number): number {
  const nearest: number[] = [];
  const kth = () => (nearest.length >= k ? nearest[k - 1]! : Number.POSITIVE_INFINITY);
  aroundPoint(
    places,
    point,
    (stores) => {
      for (const store of stores) {
        const km = haversineKm(point, store);
        if (km >= kth()) continue;
        nearest.splice(sortedIndex(nearest, km), 0, km);
        if (nearest.length > k) nearest.pop();
      }
    },
    (ring) => beyond(ring, kth()),
  );
  return kth();
}

function sortedIndex(list: number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How far the nearest active store is from a point, in km (Infinity without stores). */
export function nearestStoreKm(places: StorePlaces, point: PlacePoint): number {
  return nearestStore(places, point)?.km ?? Number.POSITIVE_INFINITY;
}

/** nearestStoreKm of a municipality, remembered until the stores change. */
export function municipalityNearestKm(places: StorePlaces, municipality: Municipality): number {
  let km = places.nearestKmMemo.get(municipality.ibge);
  if (km === undefined) {
    km = nearestStoreKm(places, municipality);
    places.nearestKmMemo.set(municipality.ibge, km);
  }
  return km;
}

/** The stores' entry of a municipality (by its name or any of its other spellings). */
export function storesOfMunicipality(
  places: StorePlaces,
  municipality: Municipality,
): CityEntry | null {
  for (const name of [municipality.name, ...municipality.aliases]) {
    const entry = places.cities.get(cityKeyOf(municipality.state, name));
    if (entry) return entry;
  }
  return null;
}

const pointOf = (m: { latitude: number; longitude: number }): PlacePoint => ({
  latitude: m.latitude,
  longitude: m.longitude,
});

export const municipalityLabel = (m: Municipality) => `${m.name} - ${m.state}`;

function statePlaceOf(state: StatePlace): LocatorPlace {
  return {
    kind: "state",
    label: state.name,
    state: state.name,
    capital: pointOf(state.capital),
    capitalLabel: municipalityLabel(state.capital),
  };
}

/**
 * What a typed search names: a municipality (with or without stores), a state, a CEP (placed by
 * the stores' CEPs; `exclude` hides one store from that, for the leave-one-out benchmark), an
 * invalid CEP, or nothing (null: a plain text search).
 */
export async function resolveLocatorPlace(
  db: Database,
  text: string,
  options: { exclude?: number } = {},
): Promise<LocatorPlace | null> {
  if (!text.trim()) return null;
  const places = await storePlaces(db);
  return resolveWithPlaces(places, text, options);
}

/** resolveLocatorPlace on an index already loaded. */
export function resolveWithPlaces(
  places: StorePlaces,
  text: string,
  options: { exclude?: number } = {},
): LocatorPlace | null {
  // Among namesakes: one with stores first, then the one nearest a store.
  const rank = (m: Municipality) =>
    storesOfMunicipality(places, m) ? -1 : municipalityNearestKm(places, m);
  const resolved = resolvePlace(text, { rank });
  switch (resolved.kind) {
    case "none":
      return null;
    case "invalid-cep":
      return { kind: "invalid-cep", message: resolved.message };
    case "state":
      return statePlaceOf(resolved.state);
    case "cep": {
      const found = inferCepPoint(places.cep, resolved.cep, options);
      return {
        kind: "cep",
        label: `CEP ${formatCep(resolved.cep)}`,
        cep: resolved.cep,
        precision: found.precision,
        state: resolved.state.name,
        point: found.point,
        capital: pointOf(resolved.state.capital),
        capitalLabel: municipalityLabel(resolved.state.capital),
      };
    }
    case "municipality": {
      let municipality = resolved.municipalities[0]!;
      // 'Bom Jesus - GO': no Bom Jesus in Goiás, but the state typed says Bom Jesus de Goiás.
      if (resolved.stateMismatch && resolved.requestedState) {
        const inState = suggestPlaces(text, { limit: 1, rank })[0];
        if (inState?.state === resolved.requestedState) municipality = inState;
      }
      const entry = storesOfMunicipality(places, municipality);
      if (resolved.alsoState && !entry) {
        // 'Goiás', 'Mato Grosso': the state, unless the namesake town has a store.
        const state = resolvePlace(resolved.alsoState);
        if (state.kind === "state") return statePlaceOf(state.state);
      }
      const label = municipalityLabel(municipality);
      const state = stateName(municipality.state) ?? municipality.state;
      if (entry) {
        return {
          kind: "city",
          label,
          name: municipality.name,
          state,
          point: pointOf(municipality),
          cityKeys: [...entry.cityKeys],
          stateKeys: [...entry.stateKeys],
          count: entry.count,
        };
      }
      return {
        kind: "municipality",
        label,
        state,
        point: pointOf(municipality),
        stateTyped: resolved.requestedState === municipality.state,
        name: municipality.name,
      };
    }
  }
}
