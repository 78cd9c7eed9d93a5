/**
 * Where a CEP is, learnt from the stores' own CEPs (there is no open street-level CEP table).
 * Correios CEPs are hierarchical: the first digits name a region, then a sector (3 digits), a
 * subsector and its division (5 digits); the last 3 name a street. So, in order:
 *
 * 1. a store's exact CEP -> that store ('store');
 * 2. a 5-digit prefix seen among the stores -> the median point of their stores ('prefix');
 * 3. the numerically nearest known prefix of the same sector, at most NEIGHBOUR_GAP away
 *    (both when two are equally near) -> their median ('neighbour');
 * 4. the 3-digit sector -> the median of its stores ('sector');
 * 5. nothing known: the caller falls back to the state of the CEP ('state').
 *
 * A median, not a mean: one store typed with another city's CEP does not drag the point away.
 * Pure; `exclude` hides one store, which is how the leave-one-out benchmark measures it.
 */

export type CepStore = {
  id: number;
  /** 8 digits. */ cep: string;
  latitude: number;
  longitude: number;
};

export type CepPrecision = "store" | "prefix" | "neighbour" | "sector" | "state";

export type CepIndex = {
  byCep: Map<string, CepStore[]>;
  byPrefix: Map<string, CepStore[]>;
  bySector: Map<string, CepStore[]>;
  /** Known 5-digit prefixes of each sector, ascending. */
  prefixesOfSector: Map<string, number[]>;
};

export type CepInference = {
  precision: CepPrecision;
  /** Null only for 'state': the caller places it. */
  point: { latitude: number; longitude: number } | null;
  /** The stores the point comes from. */
  storeIds: number[];
};

/** A known prefix this far (or nearer) from the CEP's is taken as its neighbourhood. */
export const NEIGHBOUR_GAP = 10;

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The index of every store with an 8-digit CEP and coordinates. */
export function buildCepIndex(stores: Iterable<CepStore>): CepIndex {
  const index: CepIndex = {
    byCep: new Map(),
    byPrefix: new Map(),
    bySector: new Map(),
    prefixesOfSector: new Map(),
  };
  for (const store of stores) {
    if (!/^\d{8}$/.test(store.cep)) continue;
    if (!Number.isFinite(store.latitude) || !Number.isFinite(store.longitude)) continue;
    push(index.byCep, store.cep, store);
    push(index.byPrefix, store.cep.slice(0, 5), store);
    push(index.bySector, store.cep.slice(0, 3), store);
  }
  for (const prefix of index.byPrefix.keys()) {
    const sector = prefix.slice(0, 3);
    const list = index.prefixesOfSector.get(sector);
    if (list) list.push(Number(prefix));
    else index.prefixesOfSector.set(sector, [Number(prefix)]);
  }
  for (const list of index.prefixesOfSector.values()) list.sort((a, b) => a - b);
  return index;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function answer(precision: CepPrecision, stores: CepStore[]): CepInference {
  return {
    precision,
    point: {
      latitude: median(stores.map((s) => s.latitude)),
      longitude: median(stores.map((s) => s.longitude)),
    },
    storeIds: stores.map((s) => s.id),
  };
}

/** Where an 8-digit CEP is, as precisely as the stores tell (see the module header). */
export function inferCepPoint(
  index: CepIndex,
  cep: string,
  options: { exclude?: number } = {},
): CepInference {
  const visible = (list: CepStore[] | undefined) =>
    options.exclude === undefined
      ? (list ?? [])
      : (list ?? []).filter((s) => s.id !== options.exclude);
  if (!/^\d{8}$/.test(cep)) return { precision: "state", point: null, storeIds: [] };

  const exact = visible(index.byCep.get(cep));
  if (exact.length > 0) return answer("store", exact);
  const prefix = cep.slice(0, 5);
  const same = visible(index.byPrefix.get(prefix));
  if (same.length > 0) return answer("prefix", same);

  const sector = cep.slice(0, 3);
  const known = index.prefixesOfSector.get(sector) ?? [];
  const target = Number(prefix);
  let nearest: CepStore[] = [];
  let bestGap = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const gap = Math.abs(candidate - target);
    if (gap > NEIGHBOUR_GAP || gap > bestGap) continue;
    const stores = visible(index.byPrefix.get(String(candidate).padStart(5, "0")));
    if (stores.length === 0) continue;
    if (gap < bestGap) {
      bestGap = gap;
      nearest = [];
    }
    nearest.push(...stores);
  }
  if (nearest.length > 0) return answer("neighbour", nearest);

  const inSector = visible(index.bySector.get(sector));
  if (inSector.length > 0) return answer("sector", inSector);
  return { precision: "state", point: null, storeIds: [] };
}
