/**
 * Brazil's municipalities, offline: every one of them (db/places/municipalities.json, built by
 * scripts/places/build-municipalities.ts; sources and licences in db/places/README.md) with its
 * IBGE code, official name, state, seat point, IANA time zone and DDD. The file is read once, on
 * first use, and indexed in memory (~20 ms); every lookup after that is a map hit or a binary
 * search. Nothing here touches the network or the database.
 *
 * API (all synchronous):
 * - resolvePlace(text, { rank }) -> PlaceResolution: what a visitor typed in a search box.
 *     "Goiânia", "goiania - go", "Goiânia/GO", "bom jesus (go)", "S. José do Rio Preto"
 *       -> { kind: "municipality", municipalities, ambiguous, requestedState, stateMismatch, alsoState }
 *          municipalities are exact matches, best first: in the state typed when one was typed;
 *          otherwise every state's namesake ("Bom Jesus" -> 5), ordered by `rank` when given
 *          (e.g. km to the nearest store), else capitals first. `alsoState` is set when the text
 *          is also a state's name ("Goiás", "São Paulo", "Mato Grosso").
 *     "GO", "Rio Grande do Sul" -> { kind: "state", state: StatePlace }
 *     "74505-010", "74.505-010" -> { kind: "cep", cep: "74505010", state: StatePlace }
 *     "00000-000", "7450" -> { kind: "invalid-cep", reason, message } (pt-BR message)
 *     anything else -> { kind: "none" }
 * - suggestPlaces(prefix, { limit, state, rank }) -> Municipality[]: type-ahead. Names that start
 *   with the prefix come before names with a later word that does ("paulo" -> Paulo Afonso
 *   before São Paulo); "s jo" reads as São/Santo/Santa Jo...
 * - municipalityByIbge(5208707 | "5208707" | "520870") -> Municipality | null (7 digits, or
 *   the 6 without the check digit).
 * - municipalitiesOfState("GO" | "Goiás") -> Municipality[] in alphabetical order.
 * - timeZoneOf(city, state) -> IANA zone of a store's city ("Eirunepé", "AM" ->
 *   America/Eirunepe); an unknown city gets its state's main zone, an unknown state Brasília's.
 * - statePlace(state) -> { state, name, capital, centroid, timeZone }: the capital and the
 *   geographic centre, for "Mostrando lojas em Goiás"; stateCentroid / stateCapital are shortcuts.
 * - nearestMunicipality({ latitude, longitude }) -> the municipality whose seat is closest.
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
  byKey: Map<string, Entry[]>;
  byState: Map<StateCode, Municipality[]>;
  states: Map<StateCode, StatePlace>;
  /** Name, alias and later-word keys: sorted on the first prefix search. */
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
    const own: Entry = { key: tokens.join(""), municipality, tier: 0, sort, capital };
    const inState = names.get(state);
    if (inState) inState.push(own);
    else names.set(state, [own]);
    const keys = [own];
    if (aliases)
      for (const alias of aliases)
        keys.push({ key: placeKey(alias), municipality, tier: 1, sort, capital });
    for (const e of keys) {
      const list = byKey.get(e.key);
      if (!list) byKey.set(e.key, [e]);
      else if (!list.some((other) => other.municipality === municipality)) list.push(e);
      prefix.push(e);
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
  return { all, byIbge, byIbge6, byKey, byState, states, prefix, prefixSorted: false };
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

function exactMatches(name: string): Entry[] {
  const p = places();
  const found: Entry[] = [];
  for (const key of queryKeys(name))
    for (const entry of p.byKey.get(key) ?? [])
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
  let stateOnly: StateCode | null = null;
  let elsewhere: { entries: Entry[]; state: StateCode } | null = null;
  for (const reading of parsePlaceQuery(clean)) {
    if (reading.name === "") {
      stateOnly ??= reading.state;
      continue;
    }
    const matches = exactMatches(reading.name);
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
  options: { limit?: number; state?: string | null; rank?: RankMunicipality } = {},
): Municipality[] {
  const limit = Math.max(0, Math.min(options.limit ?? 8, 50));
  const onlyState = options.state ? stateCode(options.state) : null;
  if (limit === 0) return [];
  const entries = prefixEntries();
  for (const reading of parsePlaceQuery(text)) {
    if (reading.name === "") continue;
    const state = reading.state ?? onlyState;
    if (reading.state && onlyState && reading.state !== onlyState) continue;
    const best = new Map<Municipality, Entry>();
    for (const key of queryKeys(reading.name)) {
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
  const match = exactMatches(city ?? "").find((e) => e.municipality.state === code);
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
