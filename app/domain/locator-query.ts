/**
 * The store locator's URL state: which query parameters exist, how bad
 * values fall back to sane defaults, how filter links are built (every filter change goes back to
 * page 1) and which chips the filters show. Pure: used by the loader and the UI. How the list
 * itself is laid out (page links, groups by distance) is in locator-list.ts.
 */
import { stateName } from "~/domain/brazilian-states";
import { DEFAULT_RADIUS_KM, toCoordinate } from "~/domain/geo";
import { cleanQueryText } from "~/domain/text-input";
import { formatCount } from "./count-format";

export const LOCATOR_PATH = "/nossas-lojas";
export const PAGE_SIZE = 12;
/** Radius choices offered once the visitor's position is known; 0 means any distance. */
export const RADIUS_OPTIONS_KM = [5, 10, 25, 50, 100, 0] as const;
export const ANY_RADIUS = 0;
/** Long enough for any real place or street name; longer input is cut, never rejected. */
export const MAX_TEXT_LENGTH = 80;
/** Deeper pages than this are never linked; the value only guards against absurd input. */
const MAX_PAGE = 100_000;

export type Position = { latitude: number; longitude: number };

export type LocatorQuery = {
  /** Free text, trimmed and whitespace-collapsed; '' when there is none. */
  search: string;
  city: string | null;
  /** Full state name as stored ('Goiás'), whether the URL said 'Goiás', 'goias' or 'GO'. */
  state: string | null;
  openNow: boolean;
  page: number;
  position: Position | null;
  /** Kilometres; ANY_RADIUS for no limit. Only applies with a position. */
  radiusKm: number;
};

export const emptyQuery: LocatorQuery = Object.freeze({
  search: "",
  city: null,
  state: null,
  openNow: false,
  page: 1,
  position: null,
  radiusKm: DEFAULT_RADIUS_KM,
}) as LocatorQuery;

// Control characters never belong in a search; they would only end up in links and logs.
function cleanText(value: string | null): string {
  return cleanQueryText(value, MAX_TEXT_LENGTH);
}

function parsePage(value: string | null): number {
  if (!value || !/^\s*\d{1,9}\s*$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

function parseRadius(value: string | null): number {
  if (value === null || value.trim() === "") return DEFAULT_RADIUS_KM;
  const n = Number(value);
  return (RADIUS_OPTIONS_KM as readonly number[]).includes(n) ? n : DEFAULT_RADIUS_KM;
}

const TRUE_VALUES = new Set(["1", "true", "sim", "on"]);

/** A position only when both coordinates are numeric, finite and on the globe. */
export function parsePosition(lat: string | null, lng: string | null): Position | null {
  const latitude = toCoordinate(lat);
  const longitude = toCoordinate(lng);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * The locator query from URL parameters: cidade, search (or q), estado, page, aberto, raio and
 * (sent only by the nearest-to-me request) lat/lng. Anything malformed falls back to its default.
 */
export function parseLocatorQuery(params: URLSearchParams): LocatorQuery {
  const search = cleanText(params.get("search") ?? params.get("q"));
  const city = cleanText(params.get("cidade")) || null;
  const rawState = cleanText(params.get("estado"));
  return {
    search,
    city,
    state: rawState ? (stateName(rawState) ?? rawState) : null,
    openNow: TRUE_VALUES.has((params.get("aberto") ?? "").trim().toLowerCase()),
    page: parsePage(params.get("page")),
    position: parsePosition(params.get("lat"), params.get("lng")),
    radiusKm: parseRadius(params.get("raio")),
  };
}

/** URL parameters of the shareable part of a query (never the position). */
export function locatorSearchParams(query: LocatorQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.city) params.set("cidade", query.city);
  if (query.state) params.set("estado", query.state);
  if (query.openNow) params.set("aberto", "1");
  if (query.radiusKm !== DEFAULT_RADIUS_KM) params.set("raio", String(query.radiusKm));
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/** The locator's address for a query: `/nossas-lojas?cidade=Goi%C3%A2nia&page=2`. */
export function locatorHref(query: LocatorQuery): string {
  const search = locatorSearchParams(query).toString();
  return search ? `${LOCATOR_PATH}?${search}` : LOCATOR_PATH;
}

/** The query after a filter change: always back to page 1. */
export function withFilter(query: LocatorQuery, change: Partial<LocatorQuery>): LocatorQuery {
  return { ...query, ...change, page: 1 };
}

export function hasFilters(query: LocatorQuery): boolean {
  return Boolean(query.search || query.city || query.state || query.openNow);
}

export type FilterChip = {
  key: "search" | "city" | "state" | "openNow";
  label: string;
  removeHref: string;
};

/** One removable chip per active filter, each linking to the query without it. */
export function filterChips(query: LocatorQuery): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.search) {
    chips.push({
      key: "search",
      label: `Busca: "${query.search}"`,
      removeHref: locatorHref(withFilter(query, { search: "" })),
    });
  }
  if (query.state) {
    chips.push({
      key: "state",
      label: `Estado: ${query.state}`,
      removeHref: locatorHref(withFilter(query, { state: null })),
    });
  }
  if (query.city) {
    chips.push({
      key: "city",
      label: `Cidade: ${query.city}`,
      removeHref: locatorHref(withFilter(query, { city: null })),
    });
  }
  if (query.openNow) {
    chips.push({
      key: "openNow",
      label: "Aberto agora",
      removeHref: locatorHref(withFilter(query, { openNow: false })),
    });
  }
  return chips;
}

/** 'Limpar filtros': keeps only the radius (a preference of the nearest-to-me view). */
export function clearFiltersHref(query: LocatorQuery): string {
  return locatorHref({ ...emptyQuery, radiusKm: query.radiusKm });
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * 'N lojas em todo o Brasil' / 'N lojas encontradas - ordenadas por proximidade', and
 * 'Mais de N lojas encontradas' when a broad text search was counted only up to N.
 */
export function countLine(
  total: number,
  options: { byDistance: boolean; filtered: boolean; capped?: boolean },
): string {
  const n = formatCount(total);
  const plural = total !== 1 || options.capped;
  const noun = plural ? "lojas" : "loja";
  const found = plural ? "encontradas" : "encontrada";
  const count = options.capped ? `Mais de ${n} ${noun}` : `${n} ${noun}`;
  if (options.byDistance) return `${count} ${found} - ordenadas por proximidade`;
  if (options.filtered) return `${count} ${found}`;
  return `${count} em todo o Brasil`;
}

export function radiusLabel(km: number): string {
  return km === ANY_RADIUS ? "Qualquer distância" : `Até ${km} km`;
}
