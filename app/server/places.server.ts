/**
 * Brazil's municipalities, offline: every one of them (db/places/municipalities.json, built by
 * scripts/places/build-municipalities.ts; sources and licences in db/places/README.md) with its
 * IBGE code, official name, state, seat point, IANA time zone and DDD. The file is read and
 * indexed once, on first use (under 50 ms of CPU; `npm run bench:places`); every lookup after
 * that is a map hit or a binary search, in microseconds. No network, no database.
 *
 * API (all synchronous, none throws on any text):
 * - resolvePlace(text, { rank }) -> PlaceResolution, for what a visitor typed:
 *   - "Goiânia", "goiania - go", "Goiânia/GO", "bom jesus (go)", "S. José do Rio Preto" ->
 *     { kind: "municipality", municipalities, ambiguous, requestedState, stateMismatch, alsoState }.
 *     `municipalities` are exact matches (case, accents, punctuation and common abbreviations
 *     aside; no typo tolerance), best first: in the state typed when one was typed, otherwise
 *     every namesake ("Bom Jesus" -> 5 states, `ambiguous`), ordered by `rank` when given (e.g.
 *     km to the nearest store), else capitals first, then alphabetical. `stateMismatch`: the
 *     state typed has no such name ("Bom Jesus - GO"), the list holds the other states'; offer
 *     suggestPlaces(text) too (it finds "Bom Jesus de Goiás"). `alsoState`: the text is also a
 *     state's name ("Goiás", "São Paulo", "Mato Grosso"); the caller may offer both.
 *   - "GO", "Rio Grande do Sul" -> { kind: "state", state: StatePlace }
 *   - "74505-010", "74.505-010" -> { kind: "cep", cep: "74505010", state: StatePlace }
 *   - "00000-000", "74505-01" -> { kind: "invalid-cep", reason, message } (pt-BR message)
 *   - anything else, blank included -> { kind: "none" }
 * - suggestPlaces(prefix, limit | { limit, state, rank }) -> Municipality[]: type-ahead (8 by
 *   default, at most 50). Names starting with the text come before names with a later word that
 *   does ("paulo": Paulo Afonso before São Paulo); "s jo" reads as São/Santo/Santa Jo...
 * - municipalityByIbge(5208707 | "5208707" | "520870") -> Municipality | null (7 digits, or the
 *   6 without the check digit).
 * - municipalitiesOfState("GO" | "Goiás") -> Municipality[], alphabetical.
 * - timeZoneOf(city, state) -> IANA zone of a store's city ("Eirunepé", "AM" ->
 *   America/Eirunepe); a city not found gets its state's main zone, an unknown state Brasília's.
 * - statePlace(state) -> { state, name, ibgeCode, capital, centroid, timeZone }, for "Mostrando
 *   lojas em Goiás"; stateCapital(state) and stateCentroid(state) are shortcuts.
 * - nearestMunicipality({ latitude, longitude }, { state }) -> the closest seat (a linear scan,
 *   ~0.1 ms), e.g. to name the visitor's city from the browser's position.
 * - allMunicipalities() -> every municipality, by IBGE code.
 */
import fs from "node:fs";
import path from "node:path";
import {
  BRAZILIAN_STATES,
  stateCode,
  stateName,
  type StateCode,
  type StateName,
} from "~/domain/brazilian-states";
import { CEP_INVALID_MESSAGES, looksLikeCep, parseCep, type CepInvalidReason } from "~/domain/cep";
import { haversineKm } from "~/domain/geo";
import {
  compactKey,
  PLACE_STOPWORDS,
  parsePlaceQuery,
  placeKey,
  placeTokens,
  queryKeys,
} from "~/domain/place-names";
import { cleanQueryText } from "~/domain/text-input";

export const PLACES_FILE = path.resolve(process.cwd(), "db/places/municipalities.json");

export type Municipality = {
  /** IBGE code, 7 digits. */
  ibge: number;
  /** Official name, with accents ('Goiânia', "Pau D'Arco"). */
  name: string;
  state: StateCode;
  /** Seat of the municipality. */
  latitude: number;
  longitude: number;
  /** IANA time zone ('America/Sao_Paulo'). */
  timeZone: string;
  /** Telephone area code. */
  ddd: number;
  /** Other spellings it is also found by ('Augusto Severo' for Campo Grande, RN). */
  aliases: readonly string[];
};

export type StatePlace = {
  state: StateCode;
  name: StateName;
  /** IBGE code of the state (2 digits). */
  ibgeCode: number;
  capital: Municipality;
  /** Geographic centre of the state's territory. */
  centroid: { latitude: number; longitude: number };
  /** The zone of most of the state (AM, PA and PE have municipalities in another). */
  timeZone: string;
};

export type PlaceResolution =
  | {
      kind: "municipality";
      /** Exact matches, best first; never empty. */
      municipalities: Municipality[];
      /** More than one municipality fits and no state (or no match in it) settled it. */
      ambiguous: boolean;
      /** The state typed after the name, if any. */
      requestedState: StateCode | null;
      /** A state was typed but no municipality of that name is in it: these are elsewhere. */
      stateMismatch: boolean;
      /** The text is also the name of a state ('Goiás', 'Mato Grosso'). */
      alsoState: StateCode | null;
    }
  | { kind: "state"; state: StatePlace }
  | { kind: "cep"; /** 8 digits. */ cep: string; state: StatePlace }
  | { kind: "invalid-cep"; reason: CepInvalidReason; message: string }
  | { kind: "none" };

/** Lower ranks first; ties keep the default order (capitals first, then alphabetical). */
export type RankMunicipality = (municipality: Municipality) => number;

type Row = [number, string, StateCode, number, number, string, number, string[]?];
type StateRow = [StateCode, number, number, number, number, string];
type PlacesFile = { format: number; states: StateRow[]; rows: Row[] };

type Entry = {
  key: string;
  municipality: Municipality;
  /** 0 the official name, 1 an alias, 2 a later word of the name (prefix search only). */
  tier: number;
  /** Folded name, for alphabetical order. */
  sort: string;
  capital: boolean;
};
type PlacesIndex = {
  all: readonly Municipality[];
  byIbge: Map<number, Municipality>;
  byIbge6: Map<number, Municipality>;
  /** Exact keys (placeKey) of names and aliases, and the same without spaces. */
  byKey: Map<string, Entry[]>;
  byCompactKey: Map<string, Entry[]>;
  byState: Map<StateCode, Municipality[]>;
  states: Map<StateCode, StatePlace>;
  /** Name, alias and later-word keys without spaces: sorted on the first prefix search. */
  prefix: Entry[];
  prefixSorted: boolean;
};

/** Builds the index from the file's contents (exported for the benchmark and tests). */
export function buildPlacesIndex(data: PlacesFile): PlacesIndex {
  if (data.format !== 1 || !Array.isArray(data.rows) || !Array.isArray(data.states))
    throw new Error("db/places/municipalities.json: unknown format");
  const capitals = new Set(data.states.map((s) => s[2]));
  const all: Municipality[] = [];
  const byIbge = new Map<number, Municipality>();
  const byIbge6 = new Map<number, Municipality>();
  const byKey = new Map<string, Entry[]>();
  const byCompactKey = new Map<string, Entry[]>();
  const names = new Map<StateCode, Entry[]>();
  const prefix: Entry[] = [];

  for (let r = 0; r < data.rows.length; r++) {
    const [ibge, name, state, latitude, longitude, timeZone, ddd, aliases] = data.rows[r] as Row;
    const municipality: Municipality = {
      ibge,
      name,
      state,
      latitude,
      longitude,
      timeZone,
      ddd,
      aliases: aliases ?? [],
    };
    all.push(municipality);
    byIbge.set(ibge, municipality);
    byIbge6.set(Math.floor(ibge / 10), municipality);

    const tokens = placeTokens(name);
    const sort = tokens.join(" ");
    const capital = capitals.has(ibge);
    const own: Entry = { key: sort, municipality, tier: 0, sort, capital };
    const inState = names.get(state);
    if (inState) inState.push(own);
    else names.set(state, [own]);
    const keys = [own];
    if (aliases)
      for (const alias of aliases)
        keys.push({ key: placeKey(alias), municipality, tier: 1, sort, capital });
    for (const e of keys) {
      addEntry(byKey, e.key, e);
      const compact = { ...e, key: compactKey(e.key) };
      addEntry(byCompactKey, compact.key, compact);
      prefix.push(compact);
    }
    for (let i = 1; i < tokens.length; i++)
      if (!PLACE_STOPWORDS.has(tokens[i] as string))
        prefix.push({ key: tokens.slice(i).join(""), municipality, tier: 2, sort, capital });
  }
  const byState = new Map<StateCode, Municipality[]>();
  for (const [state, list] of names)
    byState.set(
      state,
      list.sort((a, b) => compareText(a.sort, b.sort)).map((e) => e.municipality),
    );

  const states = new Map<StateCode, StatePlace>();
  for (const [state, ibgeCode, capitalIbge, lat, lng, timeZone] of data.states) {
    const capital = byIbge.get(capitalIbge);
    if (!capital) throw new Error(`db/places/municipalities.json: no capital for ${state}`);
    states.set(state, {
      state,
      name: stateName(state) as StateName,
      ibgeCode,
      capital,
      centroid: { latitude: lat, longitude: lng },
      timeZone,
    });
  }
  if (states.size !== BRAZILIAN_STATES.length)
    throw new Error("db/places/municipalities.json: states missing");
  return {
    all,
    byIbge,
    byIbge6,
    byKey,
    byCompactKey,
    byState,
    states,
    prefix,
    prefixSorted: false,
  };
}

function addEntry(map: Map<string, Entry[]>, key: string, entry: Entry) {
  const list = map.get(key);
  if (!list) map.set(key, [entry]);
  else if (!list.some((other) => other.municipality === entry.municipality)) list.push(entry);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

let index: PlacesIndex | null = null;

/** The index, read and built on first use. */
function places(): PlacesIndex {
  if (!index) index = buildPlacesIndex(JSON.parse(fs.readFileSync(PLACES_FILE, "utf8")));
  return index;
}

/** The prefix entries, sorted by key on first use (only type-ahead needs them). */
function prefixEntries(): Entry[] {
  const p = places();
  if (!p.prefixSorted) {
    p.prefix.sort((a, b) => compareText(a.key, b.key) || a.tier - b.tier);
    p.prefixSorted = true;
  }
  return p.prefix;
}

/** Every municipality, in IBGE-code order. */
export function allMunicipalities(): readonly Municipality[] {
  return places().all;
}

/** Tier, then the caller's rank, then capitals first, then alphabetical (then state). */
function ranked(list: Entry[], rank?: RankMunicipality): Municipality[] {
  const score = rank ? new Map(list.map((e) => [e.municipality, rank(e.municipality)])) : null;
  return [...list]
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        (score
          ? (score.get(a.municipality) as number) - (score.get(b.municipality) as number)
          : 0) ||
        Number(b.capital) - Number(a.capital) ||
        compareText(a.sort, b.sort) ||
        compareText(a.municipality.state, b.municipality.state),
    )
    .map((e) => e.municipality);
}

/** Names (and aliases) equal to the typed one, word for word or, with `compact`, run together. */
function exactMatches(name: string, compact: boolean): Entry[] {
  const p = places();
  const found: Entry[] = [];
  for (const key of queryKeys(name))
    for (const entry of (compact ? p.byCompactKey.get(compactKey(key)) : p.byKey.get(key)) ?? [])
      if (!found.some((e) => e.municipality === entry.municipality)) found.push(entry);
  return found;
}

/** Understands a typed place, state or CEP; see the module header. */
export function resolvePlace(
  text: string | null | undefined,
  options: { rank?: RankMunicipality } = {},
): PlaceResolution {
  const clean = cleanQueryText(text);
  if (!clean) return { kind: "none" };
  if (looksLikeCep(clean)) {
    const cep = parseCep(clean);
    if (!cep.ok)
      return { kind: "invalid-cep", reason: cep.reason, message: CEP_INVALID_MESSAGES[cep.reason] };
    return { kind: "cep", cep: cep.cep, state: statePlace(cep.state) as StatePlace };
  }
  const alsoState = stateCode(clean);
  const readings = parsePlaceQuery(clean);
  const stateOnly = readings.find((r) => r.name === "")?.state ?? null;
  let elsewhere: { entries: Entry[]; state: StateCode } | null = null;
  // Word for word first, in every reading ("aracatu ba" is Araçatu, BA, not Araçatuba), then
  // with the spaces dropped ("Jiparana").
  for (const compact of [false, true]) {
    for (const reading of readings) {
      if (reading.name === "") continue;
      const matches = exactMatches(reading.name, compact);
      if (matches.length === 0) continue;
      if (reading.state) {
        const inState = matches.filter((e) => e.municipality.state === reading.state);
        if (inState.length === 0) {
          elsewhere ??= { entries: matches, state: reading.state };
          continue;
        }
        return {
          kind: "municipality",
          municipalities: ranked(inState, options.rank),
          ambiguous: inState.length > 1,
          requestedState: reading.state,
          stateMismatch: false,
          alsoState: null,
        };
      }
      return {
        kind: "municipality",
        municipalities: ranked(matches, options.rank),
        ambiguous: matches.length > 1,
        requestedState: null,
        stateMismatch: false,
        alsoState,
      };
    }
  }
  if (stateOnly) return { kind: "state", state: statePlace(stateOnly) as StatePlace };
  if (elsewhere)
    return {
      kind: "municipality",
      municipalities: ranked(elsewhere.entries, options.rank),
      ambiguous: elsewhere.entries.length > 1,
      requestedState: elsewhere.state,
      stateMismatch: true,
      alsoState: null,
    };
  return { kind: "none" };
}

/** Lower bound of `key` in the sorted prefix entries. */
function lowerBound(entries: Entry[], key: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((entries[mid] as Entry).key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Type-ahead: municipalities whose name (or a later word of it) starts with the text. */
export function suggestPlaces(
  text: string | null | undefined,
  limitOrOptions: number | { limit?: number; state?: string | null; rank?: RankMunicipality } = {},
): Municipality[] {
  const options = typeof limitOrOptions === "number" ? { limit: limitOrOptions } : limitOrOptions;
  const limit = Math.max(0, Math.min(options.limit ?? 8, 50));
  const onlyState = options.state ? stateCode(options.state) : null;
  if (limit === 0) return [];
  const entries = prefixEntries();
  for (const reading of parsePlaceQuery(text)) {
    if (reading.name === "") continue;
    const state = reading.state ?? onlyState;
    if (reading.state && onlyState && reading.state !== onlyState) continue;
    const best = new Map<Municipality, Entry>();
    for (const key of queryKeys(reading.name, { prefix: true }).map(compactKey)) {
      for (let i = lowerBound(entries, key); i < entries.length; i++) {
        const entry = entries[i] as Entry;
        if (!entry.key.startsWith(key)) break;
        if (state && entry.municipality.state !== state) continue;
        const seen = best.get(entry.municipality);
        if (!seen || entry.tier < seen.tier) best.set(entry.municipality, entry);
      }
    }
    if (best.size > 0) return ranked([...best.values()], options.rank).slice(0, limit);
  }
  return [];
}

/** A municipality by its IBGE code: 7 digits, or the 6 without the check digit. */
export function municipalityByIbge(code: number | string | null | undefined): Municipality | null {
  const text = String(code ?? "").trim();
  if (!/^\d{6,7}$/.test(text)) return null;
  const p = places();
  return (text.length === 7 ? p.byIbge.get(Number(text)) : p.byIbge6.get(Number(text))) ?? null;
}

/** The municipalities of a state (code or name), alphabetical; [] for an unknown state. */
export function municipalitiesOfState(state: string | null | undefined): readonly Municipality[] {
  const code = stateCode(state);
  return code ? (places().byState.get(code) ?? []) : [];
}

/** A state's capital, centre and main zone (code or name); null for an unknown state. */
export function statePlace(state: string | null | undefined): StatePlace | null {
  const code = stateCode(state);
  return code ? (places().states.get(code) ?? null) : null;
}

/** A state's geographic centre; null for an unknown state. */
export function stateCentroid(state: string | null | undefined) {
  return statePlace(state)?.centroid ?? null;
}

/** A state's capital; null for an unknown state. */
export function stateCapital(state: string | null | undefined): Municipality | null {
  return statePlace(state)?.capital ?? null;
}

/** Brasília's zone: the legal reference time, for a store whose state is unknown. */
export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";

/**
 * The IANA zone of a store's city ('Eirunepé', 'AM' -> 'America/Eirunepe'). A city not found in
 * the state gets the state's main zone; an unknown state gets Brasília's.
 */
export function timeZoneOf(
  city: string | null | undefined,
  state: string | null | undefined,
): string {
  const code = stateCode(state);
  const place = code ? places().states.get(code) : undefined;
  if (!place) return DEFAULT_TIME_ZONE;
  const inState = (compact: boolean) =>
    exactMatches(city ?? "", compact).find((e) => e.municipality.state === code);
  const match = inState(false) ?? inState(true);
  return match?.municipality.timeZone ?? place.timeZone;
}

/** The municipality whose seat is closest to a point (optionally within one state). */
export function nearestMunicipality(
  point: { latitude: number; longitude: number },
  options: { state?: string | null } = {},
): Municipality | null {
  const code = options.state ? stateCode(options.state) : null;
  const list = code ? (places().byState.get(code) ?? []) : places().all;
  let best: Municipality | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const m of list) {
    const km = haversineKm(point, m);
    if (km < bestKm) {
      bestKm = km;
      best = m;
    }
  }
  return best;
}
