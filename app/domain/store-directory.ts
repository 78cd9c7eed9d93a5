import { stateByCode, stateByName, stateCode } from "./brazilian-states";
import { slugify } from "./slug";
import { builtOnce } from "./built-once";

/**
 * The site map's store directory: active stores grouped by state, then
 * city, with counts and the network's statistics.
 */

export type DirectoryStore = {
  slug: string;
  name: string;
  city: string;
  state: string;
  neighborhood: string;
};

export type DirectoryCity = { city: string; stores: DirectoryStore[] };
export type DirectoryState = { state: string; count: number; cities: DirectoryCity[] };

export type DirectoryStats = {
  stores: number;
  states: number;
  cities: number;
  /** Marketing figure, not computed (spec: fixed '20k+'). */
  products: string;
};

export const PRODUCTS_FIGURE = "20k+";

const collator = builtOnce(
  () => new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true }),
);

/** A key that treats 'Goiânia' and 'goiania ' as the same place. */
function placeKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();
}

/**
 * States, cities and stores in pt-BR alphabetical order (stores by neighbourhood, the label the
 * site map shows). Spelling variants of one place are merged under the first spelling seen.
 */
export function groupStoresByStateAndCity(stores: readonly DirectoryStore[]): DirectoryState[] {
  const states = new Map<string, { state: string; cities: Map<string, DirectoryCity> }>();
  for (const store of stores) {
    const stateKey = placeKey(store.state);
    let state = states.get(stateKey);
    if (!state) {
      state = { state: store.state.trim(), cities: new Map() };
      states.set(stateKey, state);
    }
    const cityKey = placeKey(store.city);
    let city = state.cities.get(cityKey);
    if (!city) {
      city = { city: store.city.trim(), stores: [] };
      state.cities.set(cityKey, city);
    }
    city.stores.push(store);
  }
  return [...states.values()]
    .map(({ state, cities }) => {
      const sortedCities = [...cities.values()]
        .map((c) => ({
          city: c.city,
          stores: [...c.stores].sort(
            (a, b) =>
              collator().compare(a.neighborhood, b.neighborhood) ||
              collator().compare(a.name, b.name),
          ),
        }))
        .sort((a, b) => collator().compare(a.city, b.city));
      return {
        state,
        count: sortedCities.reduce((n, c) => n + c.stores.length, 0),
        cities: sortedCities,
      };
    })
    .sort((a, b) => collator().compare(a.state, b.state));
}

export function directoryStats(groups: readonly DirectoryState[]): DirectoryStats {
  return {
    stores: groups.reduce((n, s) => n + s.count, 0),
    states: groups.length,
    cities: groups.reduce((n, s) => n + s.cities.length, 0),
    products: PRODUCTS_FIGURE,
  };
}

/** '1 loja', '3 lojas'. */
export function storeCountLabel(count: number): string {
  return `${count} ${count === 1 ? "loja" : "lojas"}`;
}

// ---------------------------------------------------------------------------------------------
// Directory addresses: /nossas-lojas/{uf} and /nossas-lojas/{uf}/{cidade}
// ---------------------------------------------------------------------------------------------

/** '/nossas-lojas/go' for 'Goiás' or 'GO'; null when the state is not a Brazilian one. */
export function directoryStatePath(state: string): string | null {
  const code = stateCode(state);
  return code ? `/nossas-lojas/${code.toLowerCase()}` : null;
}

/** The city's part of its directory address: 'Goiânia' -> 'goiania'. */
export function citySlug(city: string): string {
  return slugify(city);
}

/** '/nossas-lojas/go/goiania'; null when the state is unknown or the city has no letters. */
export function directoryCityPath(state: string, city: string): string | null {
  const statePath = directoryStatePath(state);
  const slug = citySlug(city);
  return statePath && slug ? `${statePath}/${slug}` : null;
}

// ---------------------------------------------------------------------------------------------
// A store that no longer operates (its address answers 410)
// ---------------------------------------------------------------------------------------------

export type NearbyStore = {
  name: string;
  path: string;
  neighborhood: string;
  city: string;
  stateCode: string | null;
  distanceKm: number | null;
  whatsappUrl: string | null;
};

export type ClosedStorePage = {
  kind: "store-closed";
  name: string;
  city: string;
  state: string;
  stateCode: string | null;
  /** The city's directory page, when the city has one. */
  cityPath: string | null;
  nearby: NearbyStore[];
};

// ---------------------------------------------------------------------------------------------
// The crawlable directory: states and their cities with counts
// ---------------------------------------------------------------------------------------------

export type DirectoryCityEntry = {
  /** The first spelling seen ('Goiânia'). */
  name: string;
  slug: string;
  path: string;
  count: number;
  /** Every spelling stored for this city, to read its stores back. */
  spellings: string[];
};

export type DirectoryStateEntry = {
  code: string;
  name: string;
  path: string;
  count: number;
  cities: DirectoryCityEntry[];
};

/**
 * States (by code) and cities (by their address part) from per-city counts of active stores.
 * Spelling variants of one city ('Goiânia', 'goiania') become one entry; rows whose state is not
 * a Brazilian state or whose city has no letters are left out (they have no directory address).
 */
export function buildDirectoryIndex(
  rows: readonly { state: string; city: string; count: number }[],
): DirectoryStateEntry[] {
  const states = new Map<string, DirectoryStateEntry>();
  for (const row of rows) {
    const state = stateByName(row.state) ?? stateByCode(row.state);
    const slug = citySlug(row.city);
    if (!state || !slug || row.count <= 0) continue;
    let entry = states.get(state.code);
    if (!entry) {
      entry = {
        code: state.code,
        name: state.name,
        path: `/nossas-lojas/${state.code.toLowerCase()}`,
        count: 0,
        cities: [],
      };
      states.set(state.code, entry);
    }
    entry.count += row.count;
    const city = entry.cities.find((c) => c.slug === slug);
    if (city) {
      city.count += row.count;
      if (!city.spellings.includes(row.city)) city.spellings.push(row.city);
    } else {
      entry.cities.push({
        name: row.city.trim(),
        slug,
        path: `${entry.path}/${slug}`,
        count: row.count,
        spellings: [row.city],
      });
    }
  }
  return [...states.values()]
    .map((s) => ({ ...s, cities: s.cities.sort((a, b) => collator().compare(a.name, b.name)) }))
    .sort((a, b) => collator().compare(a.name, b.name));
}

/** 'Lojas Basiquinha em Goiânia - GO' / 'Lojas Basiquinha em Goiás'. */
export function directoryTitle(brand: string, place: string, stateCode?: string): string {
  return `Lojas ${brand} em ${place}${stateCode ? ` - ${stateCode}` : ""}`;
}

/** The locator's directory lists at most this many cities per state, those with most stores. */
export const DIRECTORY_CITIES_SHOWN = 24;

/** A state of the locator's directory: its cities with most stores, and how many more it has. */
export type DirectorySummaryState = Pick<
  DirectoryStateEntry,
  "code" | "name" | "path" | "count"
> & {
  cities: Pick<DirectoryCityEntry, "name" | "path" | "count">[];
  /** Cities left out, listed on the state's page. */
  more: number;
};

/**
 * The directory as the locator shows it under its list: every state, and in each the cities with
 * the most stores (alphabetical), so the page stays small however many cities the network
 * reaches; the state's page (/nossas-lojas/{uf}) lists them all.
 */
export function directorySummary(
  index: readonly DirectoryStateEntry[],
  shown = DIRECTORY_CITIES_SHOWN,
): DirectorySummaryState[] {
  return index.map(({ code, name, path, count, cities }) => {
    const top = new Set(
      [...cities]
        .sort((a, b) => b.count - a.count || collator().compare(a.name, b.name))
        .slice(0, shown),
    );
    // The index lists each state's cities alphabetically already.
    const kept = cities
      .filter((city) => top.has(city))
      .map((city) => ({ name: city.name, path: city.path, count: city.count }));
    return { code, name, path, count, cities: kept, more: cities.length - kept.length };
  });
}
