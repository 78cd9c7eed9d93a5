/**
 * Every query of the store locator (/nossas-lojas): the filtered, paged list sorted by name or by
 * distance (haversine computed in SQL, so 10,000 stores never travel to the app), "open now",
 * search suggestions from the real stores' places, the filter options and the map's stores.
 *
 * The predicates are written to hit the indexes of db/schema.ts: stores_active_name_idx for the
 * name order, stores_city_idx / stores_state_idx for the place filters, stores_search_trgm_idx for
 * text search (the expression below must stay identical to the index expression) and
 * stores_lat_lng_idx for the bounding box around a radius.
 */
import { sql, type SQL } from "drizzle-orm";
import type { WeeklyHours } from "#db/schema";
import {
  ANY_RADIUS,
  emptyQuery,
  locatorHref,
  PAGE_SIZE,
  type LocatorQuery,
  type Position,
} from "~/domain/locator-query";
import {
  placeCountLine,
  placeView,
  type LocatorPlace,
  type PlaceView,
} from "~/domain/locator-place";
import { EARTH_RADIUS_KM } from "~/domain/geo";
import { escapeLike, foldText } from "~/domain/text-input";
import {
  abbreviateHours,
  closedPeriods,
  DEFAULT_TIME_ZONE,
  getOpenStatus,
  hoursForStore,
  resolveTimeZone,
  type OpenStatus,
  type ParsedHours,
} from "~/domain/hours";
import { withHolidays } from "~/domain/holidays";
import { reopeningLabel } from "~/domain/temporary-closure";
import { todayHolidayLabel } from "~/domain/today-hours";
import { holidayCalendar, type HolidayCalendar } from "~/models/holidays.server";
import { storeCardView, type StoreCardView } from "~/domain/store-card";
import { dataCache } from "~/server/cache.server";
import { LRUCache } from "lru-cache";
import { suggestPlaces, type Municipality } from "~/server/places.server";
import {
  kthNearestKm,
  municipalityLabel,
  municipalityNearestKm,
  storePlaces,
  storesOfMunicipality,
} from "./store-places.server";
import { queryRows, type Database } from "~/server/db.server";

// ---------------------------------------------------------------------------------------------
// Result shapes
// ---------------------------------------------------------------------------------------------

/** A locator card: the store card (app/domain/store-card.ts) with its status and distance. */
export type LocatorStore = StoreCardView & {
  open: boolean;
  /** 'Fecha às 19:00', 'Abre Amanhã às 9:00', '24 horas' or null. */
  statusDetail: string | null;
  /** Km rounded to 3 decimals; null without a position or without valid coordinates. */
  distanceKm: number | null;
  latitude: number | null;
  longitude: number | null;
};

export type StoreSearchResult = {
  stores: LocatorStore[];
  /** Matching stores; for a text search at most TEXT_COUNT_CAP (see totalCapped). */
  total: number;
  /** A text search matched more than TEXT_COUNT_CAP stores: 'Mais de 1.000 lojas'. */
  totalCapped: boolean;
  /** The page actually shown (a page past the end shows the last one). */
  page: number;
  pageCount: number;
  byDistance: boolean;
  /** With a radius and nothing inside it: how far the nearest matching store is. */
  nearestOutsideKm: number | null;
  /** What the search named when it was a place (a municipality, a state, a CEP). */
  place: PlaceView | null;
  /** The count line of a place search ('6 lojas · mais próximas de Anápolis - GO'). */
  countText: string | null;
  /** The place has no store within the radius: `stores` are the nearest ones, anywhere. */
  outsideRadius: boolean;
  /** A city's search: how many matches are the city's own stores (listed first). */
  placeCount: number | null;
  /** Why nothing was searched ('CEP inválido: ...'). */
  message: string | null;
  /** Other readings of the text: the municipality of that name, namesakes in other states. */
  alternatives: { label: string; href: string }[];
  /** "Aberto agora" with nothing open: the store that opens next, and when. */
  nextOpening: { store: LocatorStore; label: string } | null;
};

type StoreRow = {
  id: number;
  name: string;
  slug: string;
  city: string;
  state: string;
  neighborhood: string;
  street: string;
  number: string;
  complement: string | null;
  postal_code: string;
  whatsapp: string | null;
  instagram_url: string | null;
  maps_url: string | null;
  hours_text: string;
  weekly_hours: WeeklyHours | string | null;
  timezone: string | null;
  /** A temporary closure ("Fechada temporariamente"), both or neither. */
  closed_from?: Date | string | null;
  closed_until?: Date | string | null;
  latitude: number | null;
  longitude: number | null;
  distance_m?: number | string | null;
  total?: number | string;
};

// ---------------------------------------------------------------------------------------------
// Small caches (facets, places, hours groups): a minute at most, cleared when staff save a store
// ---------------------------------------------------------------------------------------------

const caches = dataCache<unknown>({
  dependsOn: ["store"],
  ttlMs: 60_000,
  max: 64,
});

function cached<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  return caches.get(db, key, load) as Promise<T>;
}

/** Drops the locator's caches (a store saved by staff does it already, on every instance). */
export function invalidateStoreSearchCache(): void {
  caches.clear();
}

// ---------------------------------------------------------------------------------------------
// Predicates
// ---------------------------------------------------------------------------------------------

/** The stores_search_trgm_idx expression; must match the index exactly to use it. */
const searchDocument = sql`app_unaccent(lower(name || ' ' || city || ' ' || neighborhood || ' ' || street || ' ' || state))`;

/** A store's schedule as text: hours, structured hours, zone and temporary closure. */
const scheduleText = sql`hours_text || '|' || coalesce(weekly_hours::text, '') || '|' || coalesce(timezone, '') || '|' || coalesce(closed_from::text, '') || '|' || coalesce(closed_until::text, '')`;

/**
 * The expression that identifies stores sharing the same opening hours (see openNow). State and
 * city are part of it because holidays, and the network's decisions about them, differ by place.
 */
const hoursGroupKey = sql`md5(${scheduleText} || '|' || state || '|' || city)`;

/** The schedule part of hoursGroupKey: stores with the same hours wherever they are. */
const scheduleKey = sql`md5(${scheduleText})`;

const MAX_SEARCH_WORDS = 5;
/** Words shorter than a trigram cannot use the index anywhere, so they match word starts. */
const SHORT_WORD = 3;

/** Words of a search (at most five). */
export function searchWords(search: string): string[] {
  return search
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * The text between the LIKE pattern's outer wildcards: the words in the order typed, anything
 * between them ('xv novembro' finds 'Rua XV de Novembro'). A word of one or two letters matches
 * the start of a word (' jk'), which keeps it selective and lets the trigram index serve it.
 * One pattern, not one LIKE per word, so each candidate row is folded (app_unaccent) only once.
 */
export function searchPattern(search: string): string | null {
  const words = searchWords(search);
  if (words.length === 0) return null;
  return words.map((w) => (w.length < SHORT_WORD ? ` ${escapeLike(w)}` : escapeLike(w))).join("%");
}

function filterPredicates(query: LocatorQuery, openKeys: readonly string[] | null): SQL[] {
  const parts: SQL[] = [sql`active`];
  const pattern = searchPattern(query.search);
  if (pattern) {
    parts.push(sql`${searchDocument} LIKE '%' || app_unaccent(lower(${pattern})) || '%'`);
  }
  if (query.city) parts.push(sql`app_unaccent(lower(city)) = app_unaccent(lower(${query.city}))`);
  if (query.state) {
    parts.push(sql`app_unaccent(lower(state)) = app_unaccent(lower(${query.state}))`);
  }
  if (openKeys) parts.push(sql`${hoursGroupKey} = ANY(${pgTextArray(openKeys)}::text[])`);
  return parts;
}

/** A text[] literal: one parameter whatever the length (both drivers accept it). */
function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * Haversine on a 6371 km sphere, the same formula as domain/geo.ts haversineKm, as whole metres
 * (= km rounded to 3 decimals). NULL when the store has no coordinates.
 */
function distanceMetres(position: Position): SQL {
  const lat = (position.latitude * Math.PI) / 180;
  const lng = (position.longitude * Math.PI) / 180;
  const cosLat = Math.cos(lat);
  // LEAST ignores NULLs, so a store without coordinates must be caught before it.
  return sql`CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE
    round(${2 * EARTH_RADIUS_KM * 1000}::float8 * asin(least(1::float8, sqrt(
      power(sin((radians(latitude) - ${lat}::float8) / 2), 2)
      + ${cosLat}::float8 * cos(radians(latitude)) * power(sin((radians(longitude) - ${lng}::float8) / 2), 2)
    )))) END`;
}

/** A latitude/longitude box enclosing the radius, so the index narrows rows before the maths. */
function boundingBox(position: Position, radiusKm: number): SQL | null {
  const dLat = (radiusKm / KM_PER_DEGREE) * 1.01;
  const cosLat = Math.cos((position.latitude * Math.PI) / 180);
  const latMin = position.latitude - dLat;
  const latMax = position.latitude + dLat;
  // Near a pole or across the antimeridian a box is not worth it: the distance test decides.
  if (latMin < -89 || latMax > 89 || cosLat < 0.02) return null;
  const dLng = dLat / cosLat;
  const lngMin = position.longitude - dLng;
  const lngMax = position.longitude + dLng;
  if (lngMin < -180 || lngMax > 180) {
    return sql`latitude BETWEEN ${latMin}::float8 AND ${latMax}::float8`;
  }
  return sql`latitude BETWEEN ${latMin}::float8 AND ${latMax}::float8 AND longitude BETWEEN ${lngMin}::float8 AND ${lngMax}::float8`;
}

const cardColumns = sql`id, name, slug, city, state, neighborhood, street, number, complement,
  postal_code, whatsapp, instagram_url, maps_url, hours_text, weekly_hours, timezone, latitude,
  longitude, closed_from, closed_until`;

// ---------------------------------------------------------------------------------------------
// Open now
// ---------------------------------------------------------------------------------------------

type HoursGroup = {
  key: string;
  /** The schedule alone (without the place): see scheduleAt. */
  hours_key: string;
  hours_text: string;
  weekly_hours: WeeklyHours | string | null;
  timezone: string | null;
  state: string;
  city: string;
  closed_from?: Date | string | null;
  closed_until?: Date | string | null;
  n: number | string;
};

type HoursMemo = {
  hours: ParsedHours;
  short: string;
  minute: number;
  status: { open: boolean; detail: string | null };
  /** When closed: the next opening ('Amanhã às 9:00') and its instant. */
  next: { label: string; at: number } | null;
};

/**
 * Parsed hours and the open/closed answer per distinct schedule (text, structured hours, zone,
 * closure) and holiday days: stores share a handful of schedules and most places their state's
 * holidays, so the hours engine runs once per schedule and minute, not once per store and
 * request. Bounded, and cleared with the other caches.
 */
const hoursMemo = new LRUCache<string, HoursMemo>({ max: 5_000 });

/**
 * The card's line under 'Aberto agora'/'Fechado'. On a holiday the network decided, it names the
 * holiday first: 'Feriado: Natal — fechado · Abre Amanhã às 9:00'.
 */
function describeStatus(
  status: OpenStatus,
  holiday: string | null = null,
): { open: boolean; detail: string | null } {
  let detail: string | null = null;
  if (status.alwaysOpen) detail = "24 horas";
  else if (status.open && status.closesAt) detail = `Fecha às ${status.closesAt}`;
  else if (!status.open && status.nextOpening) detail = `Abre ${status.nextOpening.label}`;
  if (holiday) detail = detail ? `${holiday} · ${detail}` : holiday;
  return { open: status.open, detail };
}

type ScheduleSource = Pick<
  HoursGroup,
  "hours_text" | "weekly_hours" | "timezone" | "state" | "city" | "closed_from" | "closed_until"
>;

/**
 * The memo of a store's (or a group's) hours at `now`. `hoursKey` names its schedule (text,
 * structured hours, zone, closure) when the caller has it from SQL; the place counts only through
 * its special days, so the thousands of cities that share their state's holidays share one memo
 * per schedule (keyed by city, 10,000 stores overflowed the memo and every search recomputed).
 */
function scheduleAt(
  source: ScheduleSource,
  now: Date,
  calendar: HolidayCalendar | null,
  hoursKey?: string,
): HoursMemo {
  const { hours_text: hoursText, timezone: timeZone, state, city } = source;
  const weekly = parseWeekly(source.weekly_hours);
  const closures = closedPeriods(source.closed_from, source.closed_until);
  const memoKey = `${
    hoursKey ??
    `${hoursText}\u0000${weekly ? JSON.stringify(weekly) : ""}\u0000${timeZone ?? ""}\u0000${JSON.stringify(closures)}`
  }\u0000${calendar ? `${calendar.version}/${calendar.specialDaysKey(state, city)}` : ""}`;
  const minute = Math.floor(now.getTime() / 60_000);
  let memo = hoursMemo.get(memoKey);
  if (!memo) {
    // The network's holiday decisions for the store's place; its own special dates win.
    const hours = withHolidays(
      hoursForStore({
        hoursText,
        weeklyHours: weekly,
        closedFrom: closures[0]?.from,
        closedUntil: closures[0]?.until,
      }),
      calendar?.specialDays(state, city) ?? [],
    );
    memo = {
      hours,
      short: abbreviateHours(hours),
      minute: Number.NaN,
      status: { open: false, detail: null },
      next: null,
    };
    hoursMemo.set(memoKey, memo);
  }
  if (memo.minute !== minute) {
    const zone = timeZone ?? DEFAULT_TIME_ZONE;
    const status = getOpenStatus(memo.hours, now, zone);
    memo.status = status.closedUntil
      ? { open: false, detail: reopeningLabel(status.closedUntil, resolveTimeZone(zone)) }
      : describeStatus(status, todayHolidayLabel(memo.hours, now, zone));
    memo.next = status.nextOpening
      ? { label: status.nextOpening.label, at: status.nextOpening.at.getTime() }
      : null;
    memo.minute = minute;
  }
  return memo;
}

function parseWeekly(value: WeeklyHours | string | null): WeeklyHours | null {
  if (value == null) return null;
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as WeeklyHours;
  } catch {
    return null;
  }
}

type OpenGroups = {
  readonly keys: readonly string[];
  readonly count: number;
  readonly closed: readonly { key: string; next: HoursMemo["next"] }[];
};

/** The last answer of openNow and what it was computed from: the same three give the same. */
let lastOpen: {
  groups: HoursGroup[];
  calendar: HolidayCalendar;
  minute: number;
  open: OpenGroups;
} | null = null;

/**
 * The opening-hours groups open at `now` and how many active stores they hold. Stores share a
 * handful of distinct hours, so the hours engine runs once per distinct (text, structured hours,
 * zone), not once per store, and its answer is reused for the rest of the minute; so is the
 * whole list, for as long as the groups and the holiday calendar are the same.
 */
async function openNow(db: Database, now: Date): Promise<OpenGroups> {
  const [groups, calendar] = await Promise.all([
    cached(db, "hours-groups", () =>
      queryRows<HoursGroup>(
        db,
        sql`SELECT ${hoursGroupKey} AS key, ${scheduleKey} AS hours_key,
              hours_text, weekly_hours, timezone, state, city,
              closed_from, closed_until, count(*) AS n
            FROM stores WHERE active
            GROUP BY hours_text, weekly_hours, timezone, state, city, closed_from, closed_until`,
      ),
    ),
    holidayCalendar(db, now),
  ]);
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastOpen?.groups === groups && lastOpen.calendar === calendar && lastOpen.minute === minute) {
    return lastOpen.open;
  }
  const keys: string[] = [];
  const closed: { key: string; next: HoursMemo["next"] }[] = [];
  let count = 0;
  for (const group of groups) {
    const memo = scheduleAt(group, now, calendar, group.hours_key);
    if (memo.status.open) {
      keys.push(group.key);
      count += Number(group.n);
    } else closed.push({ key: group.key, next: memo.next });
  }
  const open = { keys, count, closed };
  lastOpen = { groups, calendar, minute, open };
  return open;
}

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

/**
 * A text search is re-checked row by row (the trigram index is lossy and the folding is not
 * free), so counting a very broad one exactly would cost as much as reading the whole network.
 * Beyond this many matches the page says 'Mais de 1.000 lojas encontradas' instead.
 */
export const TEXT_COUNT_CAP = 1_000;

export type SearchOptions = {
  /** What the typed text names (resolveLocatorPlace): searched as a place, not as words. */
  place?: LocatorPlace | null;
};

/**
 * One page of active stores matching the query: by name, or, with a position, by distance (then
 * name; stores without coordinates last, excluded when a radius applies). A place (municipality,
 * state, CEP) is searched around its point instead of as words.
 */
export async function searchStores(
  db: Database,
  query: LocatorQuery,
  now: Date = new Date(),
  options: SearchOptions = {},
): Promise<StoreSearchResult> {
  const place = options.place ?? null;
  if (place?.kind === "invalid-cep") return { ...emptyResult(query), message: place.message };
  const [open, calendar] = await Promise.all([
    query.openNow ? openNow(db, now) : null,
    holidayCalendar(db, now),
  ]);
  const result =
    open && open.keys.length === 0
      ? { ...emptyResult(query), place: place ? placeView(place) : null }
      : place
        ? await searchPlace(db, query, place, open, now, calendar)
        : await searchText(db, query, open, now, calendar);
  // 'Aberto agora' and nothing open: which store opens next, and when.
  if (open && result.stores.length === 0) {
    result.nextOpening = await nextOpening(db, query, place, open.closed, now, calendar);
  }
  return result;
}

type OpenNow = Awaited<ReturnType<typeof openNow>> | null;

/** The query's words against names and addresses (or, with a position, around it). */
async function searchText(
  db: Database,
  query: LocatorQuery,
  open: OpenNow,
  now: Date,
  calendar: HolidayCalendar | null,
): Promise<StoreSearchResult> {
  const plan: Plan = {
    where: filterPredicates(query, open?.keys ?? null),
    hasText: searchPattern(query.search) !== null,
    narrowed: Boolean(searchPattern(query.search) || query.city || query.state),
    openCount: open?.count ?? null,
    position: query.position,
    radiusKm: query.position ? query.radiusKm : ANY_RADIUS,
  };

  // A text search by name collects its matches once for both the count and the page.
  const collected = plan.hasText && !plan.position ? await textMatches(db, plan, query.page) : null;
  const total = collected ? collected.total : await countMatches(db, plan);
  const totalCapped = plan.hasText && total > TEXT_COUNT_CAP;
  const shownTotal = Math.min(total, plan.hasText ? TEXT_COUNT_CAP : total);
  // Past the last page (an old link, a hand-edited URL): show the last page instead.
  const { page, pageCount } = pageOf(shownTotal, query.page);
  let rows: StoreRow[] = [];
  if (collected && !totalCapped && page === query.page) rows = collected.rows;
  else if (collected && !totalCapped) rows = (await textMatches(db, plan, page)).rows;
  else if (total > 0) rows = await fetchPage(db, plan, page, total);

  // Nothing within the radius around the visitor: the nearest stores anywhere, named.
  let outside: StoreRow[] = [];
  if (plan.position && plan.radiusKm !== ANY_RADIUS && total === 0) {
    const anywhere: Plan = { ...plan, radiusKm: ANY_RADIUS };
    const network = await countMatches(db, anywhere);
    if (network > 0) outside = await fetchPage(db, anywhere, 1, network);
  }
  const nearest = outside[0]?.distance_m;

  return {
    ...emptyResult(query),
    stores: (outside.length > 0 ? outside : rows).map((row) => toLocatorStore(row, now, calendar)),
    total: shownTotal,
    totalCapped,
    page,
    pageCount,
    byDistance: plan.position !== null,
    nearestOutsideKm: nearest == null ? null : Number(nearest) / 1000,
    outsideRadius: outside.length > 0,
    countText:
      outside.length > 0
        ? `Nenhuma loja a até ${plan.radiusKm} km de você · veja as mais próximas`
        : null,
  };
}

/** A municipality, state or CEP: the stores around it, nearest first. */
async function searchPlace(
  db: Database,
  query: LocatorQuery,
  place: Exclude<LocatorPlace, { kind: "invalid-cep" }>,
  open: OpenNow,
  now: Date,
  calendar: HolidayCalendar | null,
): Promise<StoreSearchResult> {
  // The typed text is the place: the other filters still apply, its words do not.
  const where = filterPredicates({ ...query, search: "" }, open?.keys ?? null);
  switch (place.kind) {
    case "city":
      return cityPage(db, query, where, place, open, now, calendar);
    case "municipality": {
      // 'Campinas' is also a neighbourhood of Goiânia: a store named so wins, and the page links
      // to the municipality's nearest stores. 'Campinas - SP' names the municipality alone.
      if (!place.stateTyped && (await namesMatch(db, place.name))) {
        const byName = await searchText(db, { ...query, search: place.name }, open, now, calendar);
        if (byName.total > 0) {
          const href = locatorHref({ ...emptyQuery, search: place.label });
          return {
            ...byName,
            alternatives: [{ label: `Lojas mais próximas de ${place.label}`, href }],
          };
        }
      }
      return nearPoint(db, query, where, place, place.point, open, now, calendar);
    }
    case "cep":
      if (place.point) return nearPoint(db, query, where, place, place.point, open, now, calendar);
      return cepOfState(db, query, place, open, now, calendar);
    case "state":
      return ofState(db, query, place, place.capital, open, now, calendar);
  }
}

/**
 * A CEP placed only in its state: the state's stores by distance from its capital (which the page
 * names); a state without any: the nearest to its capital, anywhere.
 */
async function cepOfState(
  db: Database,
  query: LocatorQuery,
  place: Extract<LocatorPlace, { kind: "cep" }>,
  open: OpenNow,
  now: Date,
  calendar: HolidayCalendar | null,
): Promise<StoreSearchResult> {
  const keys = open?.keys ?? null;
  const inState = filterPredicates({ ...query, search: "", state: place.state }, keys);
  const plan: Plan = {
    where: inState,
    hasText: false,
    narrowed: true,
    openCount: open?.count ?? null,
    position: place.capital,
    radiusKm: ANY_RADIUS,
  };
  const total = await countMatches(db, plan);
  if (total === 0) {
    const anywhere = filterPredicates({ ...query, search: "", state: null }, keys);
    return nearPoint(db, query, anywhere, place, place.capital, open, now, calendar, {
      anywhere: true,
    });
  }
  const { page, pageCount } = pageOf(total, query.page);
  const rows = await fetchPage(db, plan, page, total);
  return placePage(query, place, { rows, total, page, pageCount }, now, calendar);
}

/** The stores of a state by name; a state without any: the nearest to its capital. */
async function ofState(
  db: Database,
  query: LocatorQuery,
  place: Extract<LocatorPlace, { kind: "state" }>,
  capital: Position,
  open: OpenNow,
  now: Date,
  calendar: HolidayCalendar | null,
): Promise<StoreSearchResult> {
  const inState = await searchText(
    db,
    { ...query, search: "", state: place.state, position: null },
    open,
    now,
    calendar,
  );
  if (inState.total > 0) {
    return {
      ...inState,
      place: placeView(place),
      countText: placeCountLine(inState.total, place, { capped: inState.totalCapped }),
    };
  }
  const where = filterPredicates({ ...query, search: "", state: null }, open?.keys ?? null);
  return nearPoint(db, query, where, place, capital, open, now, calendar, { anywhere: true });
}

/**
 * The stores within the radius of a point, nearest first; none there (or `anywhere`): the nearest
 * page anywhere, flagged `outsideRadius`, so a place is never a dead end.
 */
async function nearPoint(
  db: Database,
  query: LocatorQuery,
  where: SQL[],
  place: LocatorPlace,
  point: Position,
  open: OpenNow,
  now: Date,
  calendar: HolidayCalendar | null,
  options: { anywhere?: boolean } = {},
): Promise<StoreSearchResult> {
  const plan: Plan = {
    where,
    hasText: false,
    narrowed: true,
    openCount: open?.count ?? null,
    position: point,
    radiusKm: options.anywhere ? ANY_RADIUS : query.radiusKm,
  };
  const total = await countMatches(db, plan);
  if (total > 0 && !options.anywhere) {
    const { page, pageCount } = pageOf(total, query.page);
    const rows = await fetchPage(db, plan, page, total);
    return placePage(query, place, { rows, total, page, pageCount }, now, calendar);
  }
  // The radius that holds the nearest page, known from memory, so the search starts there.
  const places = await storePlaces(db);
  const anywhere: Plan = {
    ...plan,
    radiusKm: ANY_RADIUS,
    startKm: kthNearestKm(places, point, PAGE_SIZE),
  };
  const network = plan.radiusKm === ANY_RADIUS ? total : places.texts.length;
  const rows = network > 0 ? await fetchPage(db, anywhere, 1, network) : [];
  return {
    ...emptyResult(query),
    byDistance: true,
    place: placeView(place),
    stores: rows.map((row) => toLocatorStore(row, now, calendar)),
    outsideRadius: rows.length > 0,
    countText: placeCountLine(0, place, {
      outsideRadius: true,
      radiusKm: options.anywhere ? undefined : plan.radiusKm,
    }),
  };
}

/**
 * The stores of the named city first (nearest its seat first), then the name's other matches
 * (streets, neighbourhoods, other towns named after it), also by distance. The other matches are
 * found in memory (store-places.server.ts) rather than by re-reading every name in the database.
 */
async function cityPage(
  db: Database,
  query: LocatorQuery,
  where: SQL[],
  place: Extract<LocatorPlace, { kind: "city" }>,
  open: OpenNow,
  now: Date,
  calendar: HolidayCalendar | null,
): Promise<StoreSearchResult> {
  const places = await storePlaces(db);
  const cityKeys = new Set(place.cityKeys);
  const stateKeys = new Set(place.stateKeys);
  const matches = textMatcher(place.name);
  const otherIds = places.texts
    .filter((s) => !(cityKeys.has(s.cityKey) && stateKeys.has(s.stateKey)) && matches.test(s.text))
    .slice(0, TEXT_COUNT_CAP)
    .map((s) => s.id);

  const inCity = sql`app_unaccent(lower(city)) = ANY(${pgTextArray(place.cityKeys)}::text[])
    AND app_unaccent(lower(state)) = ANY(${pgTextArray(place.stateKeys)}::text[])`;
  const cityPlan: Plan = {
    where: [...where, inCity],
    hasText: false,
    narrowed: true,
    openCount: open?.count ?? null,
    position: place.point,
    radiusKm: ANY_RADIUS,
  };
  const otherWhere = [...where, sql`id = ANY(${`{${otherIds.join(",")}}`}::int[])`];
  // Without other filters the counts are known from memory; with them, the database counts.
  const filtered = query.openNow || query.city !== null || query.state !== null;
  const [cityTotal, otherTotal] = filtered
    ? await Promise.all([
        countMatches(db, cityPlan),
        otherIds.length > 0 ? countMatches(db, { ...cityPlan, where: otherWhere }) : 0,
      ])
    : [place.count, otherIds.length];
  const total = cityTotal + otherTotal;
  const { page, pageCount } = pageOf(total, query.page);
  const offset = (page - 1) * PAGE_SIZE;
  let rows: StoreRow[] = offset < cityTotal ? await fetchPage(db, cityPlan, page, cityTotal) : [];
  if (rows.length < PAGE_SIZE && otherTotal > 0) {
    const others = await distancePage(
      db,
      otherWhere,
      place.point,
      null,
      Math.max(0, offset - cityTotal),
    );
    rows = [...rows, ...others.rows.slice(0, PAGE_SIZE - rows.length)];
  }
  return {
    ...placePage(query, place, { rows, total, page, pageCount }, now, calendar),
    placeCount: cityTotal,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The words of a search as the database's LIKE pattern reads them (see searchPattern). */
function textMatcher(search: string): RegExp {
  const words = searchWords(foldText(search));
  return new RegExp(
    words.map((w) => (w.length < SHORT_WORD ? " " : "") + escapeRegExp(w)).join(".*"),
  );
}

/** Whether some active store's name or address has these words (checked in memory). */
async function namesMatch(db: Database, search: string): Promise<boolean> {
  const matches = textMatcher(search);
  return (await storePlaces(db)).texts.some((s) => matches.test(s.text));
}

/**
 * "Aberto agora" with nothing open: the store that opens first (nearest the place, or the
 * visitor, among those opening at the same minute), with the other filters applied.
 */
async function nextOpening(
  db: Database,
  query: LocatorQuery,
  place: LocatorPlace | null,
  closed: OpenGroups["closed"],
  now: Date,
  calendar: HolidayCalendar | null,
): Promise<StoreSearchResult["nextOpening"]> {
  const upcoming = closed
    .filter((group): group is { key: string; next: NonNullable<HoursMemo["next"]> } =>
      Boolean(group.next),
    )
    .sort((a, b) => a.next.at - b.next.at);
  if (upcoming.length === 0) return null;
  const instants = [...new Set(upcoming.map((g) => g.next.at))];
  const ranks = upcoming.map((g) => instants.indexOf(g.next.at));
  const keys = pgTextArray(upcoming.map((g) => g.key));
  const text = place ? "" : query.search;
  const where = filterPredicates({ ...query, search: text, openNow: false }, null);
  if (place?.kind === "city") {
    where.push(sql`app_unaccent(lower(city)) = ANY(${pgTextArray(place.cityKeys)}::text[])`);
  }
  const origin =
    place && "point" in place && place.point
      ? place.point
      : place && "capital" in place
        ? place.capital
        : query.position;
  const distance = origin ? distanceMetres(origin) : sql`NULL::float8`;
  const [row] = await queryRows<StoreRow & { group_key: string }>(
    db,
    sql`SELECT ${cardColumns}, ${distance} AS distance_m, ${hoursGroupKey} AS group_key,
          (${`{${ranks.join(",")}}`}::int[])[array_position(${keys}::text[], ${hoursGroupKey})] AS rank
        FROM stores WHERE ${and(where)} AND ${hoursGroupKey} = ANY(${keys}::text[])
        ORDER BY rank, distance_m NULLS LAST, name, id LIMIT 1`,
  );
  if (!row) return null;
  const label = upcoming.find((group) => group.key === row.group_key)?.next.label ?? "";
  return { store: toLocatorStore(row, now, calendar), label };
}

type Plan = {
  /** With a position and no radius: a radius known to hold the stores needed, to start from. */
  startKm?: number;
  where: SQL[];
  hasText: boolean;
  /** Any filter beyond "active" and "open now". */
  narrowed: boolean;
  /** Stores open now (from the hours groups), when "open now" is on. */
  openCount: number | null;
  position: Position | null;
  radiusKm: number;
};

const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

/** The page to show of `total` matches: the one asked for, or the last past the end. */
function pageOf(total: number, requested: number): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { page: Math.min(requested, pageCount), pageCount };
}

/** A page of stores by distance from a searched place, with the place's count line. */
function placePage(
  query: LocatorQuery,
  place: LocatorPlace,
  found: { rows: StoreRow[]; total: number; page: number; pageCount: number },
  now: Date,
  calendar: HolidayCalendar | null,
): StoreSearchResult {
  return {
    ...emptyResult(query),
    stores: found.rows.map((row) => toLocatorStore(row, now, calendar)),
    total: found.total,
    page: found.page,
    pageCount: found.pageCount,
    byDistance: true,
    place: placeView(place),
    countText: placeCountLine(found.total, place),
  };
}

function emptyResult(query: LocatorQuery): StoreSearchResult {
  return {
    stores: [],
    total: 0,
    totalCapped: false,
    page: 1,
    pageCount: 1,
    byDistance: query.position !== null,
    nearestOutsideKm: null,
    place: null,
    countText: null,
    outsideRadius: false,
    placeCount: null,
    message: null,
    alternatives: [],
    nextOpening: null,
  };
}

/**
 * The matches of a text search (at most TEXT_COUNT_CAP + 1, each re-checked once), their count
 * and the requested page of them by name. The page is only right when the count is under the
 * cap; past it the caller takes the page from the name index instead.
 */
async function textMatches(
  db: Database,
  plan: Plan,
  page: number,
): Promise<{ total: number; rows: StoreRow[] }> {
  const offset = (page - 1) * PAGE_SIZE;
  const rows = await queryRows<StoreRow & { id: number | null }>(
    db,
    sql`WITH matches AS MATERIALIZED (
          SELECT id, name FROM stores WHERE ${and(plan.where)} LIMIT ${TEXT_COUNT_CAP + 1}
        ), page AS (
          SELECT id FROM matches ORDER BY name, id LIMIT ${PAGE_SIZE} OFFSET ${offset}
        )
        SELECT ${cardColumns}, (SELECT count(*) FROM matches) AS total
        FROM (SELECT 1) AS always LEFT JOIN stores ON stores.id IN (SELECT id FROM page)
        ORDER BY name, id`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.filter((row) => row.id !== null),
  };
}

/** Radii (km) tried in turn for "nearest, any distance": most visitors are near a store. */
const PROBE_RADII_KM = [1, 3, 10, 30, 100, 300, 1000, 3000];

async function fetchPage(
  db: Database,
  plan: Plan,
  page: number,
  total: number,
): Promise<StoreRow[]> {
  const offset = (page - 1) * PAGE_SIZE;
  const { position } = plan;

  if (position && plan.radiusKm !== ANY_RADIUS) {
    return (await distancePage(db, plan.where, position, plan.radiusKm, offset)).rows;
  }

  if (position) {
    // Nearest at any distance: grow a circle until it holds the page, so only the stores around
    // the visitor go through the distance maths (and the filters' re-checks).
    const needed = offset + PAGE_SIZE;
    const start = plan.startKm;
    const radii =
      start !== undefined && Number.isFinite(start)
        ? [start * 1.001 + 0.01, ...PROBE_RADII_KM.filter((r) => r > start)]
        : PROBE_RADII_KM;
    if (needed <= total) {
      for (const radiusKm of radii) {
        if (!boundingBox(position, radiusKm)) break;
        const probe = await distancePage(db, plan.where, position, radiusKm, offset);
        if (probe.inside >= needed) return probe.rows;
      }
    }
    return (await distancePage(db, plan.where, position, null, offset)).rows;
  }

  // By name: the (active, name) index walks straight to the page, or, for a narrow filter, the
  // planner collects the few matches and sorts them.
  return queryRows<StoreRow>(
    db,
    sql`SELECT ${cardColumns} FROM stores WHERE ${and(plan.where)}
        ORDER BY name, id LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
  );
}

/** A page by distance within `radiusKm` (null: anywhere), with how many stores are inside. */
async function distancePage(
  db: Database,
  where: SQL[],
  position: Position,
  radiusKm: number | null,
  offset: number,
): Promise<{ rows: StoreRow[]; inside: number }> {
  const distance = distanceMetres(position);
  const conditions = [...where];
  if (radiusKm !== null) {
    const box = boundingBox(position, radiusKm);
    if (box) conditions.push(box);
    conditions.push(sql`${distance} <= ${radiusKm * 1000}`);
  }
  // The distance is computed for every candidate anyway, so the count comes with it.
  const rows = await queryRows<StoreRow>(
    db,
    sql`SELECT ${cardColumns}, ${distance} AS distance_m, count(*) OVER () AS total
        FROM stores WHERE ${and(conditions)}
        ORDER BY distance_m NULLS LAST, name, id
        LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
  );
  return { rows, inside: rows[0] ? Number(rows[0].total) : 0 };
}

/** How many stores match (a text search counts at most TEXT_COUNT_CAP + 1). */
async function countMatches(db: Database, plan: Plan): Promise<number> {
  const withinRadius = plan.position !== null && plan.radiusKm !== ANY_RADIUS;
  if (plan.openCount !== null && !plan.narrowed && !withinRadius) return plan.openCount;
  const conditions = [...plan.where];
  if (plan.position && withinRadius) {
    const box = boundingBox(plan.position, plan.radiusKm);
    if (box) conditions.push(box);
    conditions.push(sql`${distanceMetres(plan.position)} <= ${plan.radiusKm * 1000}`);
  }
  const limit = plan.hasText ? sql`LIMIT ${TEXT_COUNT_CAP + 1}` : sql``;
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM stores WHERE ${and(conditions)} ${limit}) AS m`,
  );
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Card data
// ---------------------------------------------------------------------------------------------

function finiteOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Card data of a store row (pure: `now` decides the open/closed badge). */
export function toLocatorStore(
  row: StoreRow,
  now: Date,
  calendar: HolidayCalendar | null = null,
): LocatorStore {
  const schedule = scheduleAt(row, now, calendar);

  const latitude = finiteOrNull(row.latitude);
  const longitude = finiteOrNull(row.longitude);
  const distanceMetres = finiteOrNull(row.distance_m);
  return {
    ...storeCardView({
      id: row.id,
      name: row.name,
      slug: row.slug,
      street: row.street,
      number: row.number,
      complement: row.complement,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
      postalCode: row.postal_code,
      whatsapp: row.whatsapp,
      mapsUrl: row.maps_url,
      instagramUrl: row.instagram_url,
      latitude,
      longitude,
      hours: schedule.short || row.hours_text,
    }),
    open: schedule.status.open,
    statusDetail: schedule.status.detail,
    distanceKm: distanceMetres === null ? null : distanceMetres / 1000,
    latitude,
    longitude,
  };
}

// ---------------------------------------------------------------------------------------------
// Filter options and suggestions
// ---------------------------------------------------------------------------------------------

type PlaceRow = { city: string; state: string; neighborhood: string; n: number | string };

export type LocatorFacets = {
  states: { name: string; count: number }[];
  cities: { name: string; state: string; count: number }[];
  /** The cities are the chosen state's only: the network has too many to list them all. */
  citiesOfStateOnly?: boolean;
};

/** Lower case without accents, the JS twin of app_unaccent(lower(...)). */
export { foldText };

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

function places(db: Database): Promise<PlaceRow[]> {
  return cached(db, "places", () =>
    queryRows<PlaceRow>(
      db,
      sql`SELECT city, state, neighborhood, count(*) AS n FROM stores WHERE active
          GROUP BY city, state, neighborhood`,
    ),
  );
}

/** States and cities that have active stores, with counts, for the filter selects. */
export async function locatorFacets(db: Database): Promise<LocatorFacets> {
  const rows = await places(db);
  const states = new Map<string, number>();
  const cities = new Map<string, { name: string; state: string; count: number }>();
  for (const row of rows) {
    const n = Number(row.n);
    states.set(row.state, (states.get(row.state) ?? 0) + n);
    const key = `${row.city}|${row.state}`;
    const city = cities.get(key) ?? { name: row.city, state: row.state, count: 0 };
    city.count += n;
    cities.set(key, city);
  }
  return {
    states: [...states]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    cities: [...cities.values()].sort(
      (a, b) => collator.compare(a.name, b.name) || collator.compare(a.state, b.state),
    ),
  };
}

export type StoreSuggestion =
  | { kind: "city"; label: string; city: string; state: string; count: number }
  /** A municipality without stores: searched as a place ('Palmas - TO'). */
  | { kind: "place"; label: string; search: string; nearestKm: number | null; count: 0 }
  | {
      kind: "neighborhood";
      label: string;
      neighborhood: string;
      city: string;
      state: string;
      count: number;
    };

export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 5;
/** Municipalities without stores among the suggestions, at most. */
const PLACE_SUGGESTIONS = 3;

/**
 * Up to 5 places: the cities and neighbourhoods of active stores containing the term, accent- and
 * case-insensitively (places starting with the term first, then the ones with more stores), and
 * municipalities without a store starting with it, with how far the nearest store is.
 */
export async function storeSuggestions(db: Database, term: string): Promise<StoreSuggestion[]> {
  const needle = foldText(term);
  if (needle.length < SUGGESTION_MIN_CHARS) return [];
  const rows = await places(db);
  type Ranked = StoreSuggestion & { rank: number };
  const cities = new Map<string, Ranked>();
  const hoods = new Map<string, Ranked>();
  /**
   * Counts the row's stores towards the place `label` names when it contains the term (ranked
   * first when it starts with it); `place` is the suggestion, before any store is counted.
   */
  const tally = (
    found: Map<string, Ranked>,
    label: string,
    place: () => StoreSuggestion,
    row: PlaceRow,
  ) => {
    const at = foldText(label).indexOf(needle);
    if (at < 0) return;
    const key = `${label}|${row.city}|${row.state}`;
    const entry = found.get(key) ?? { ...place(), rank: at === 0 ? 0 : 1 };
    entry.count += Number(row.n);
    found.set(key, entry);
  };
  for (const row of rows) {
    const { city, state, neighborhood } = row;
    tally(cities, city, () => ({ kind: "city", label: city, city, state, count: 0 }), row);
    tally(
      hoods,
      neighborhood,
      () => ({ kind: "neighborhood", label: neighborhood, neighborhood, city, state, count: 0 }),
      row,
    );
  }
  const order = (a: { rank: number; count: number; label: string }, b: typeof a) =>
    a.rank - b.rank || b.count - a.count || collator.compare(a.label, b.label);
  const strip = ({ rank: _rank, ...suggestion }: Ranked): StoreSuggestion => suggestion;
  // Places with stores first; towns without one after the first neighbourhoods.
  const neighbourhoods = [...hoods.values()].sort(order).map(strip);
  return [
    ...[...cities.values()].sort(order).map(strip),
    ...neighbourhoods.slice(0, 2),
    ...(await otherMunicipalities(db, term)),
    ...neighbourhoods.slice(2),
  ].slice(0, SUGGESTION_LIMIT);
}

/** Municipalities without stores starting with the term, with how far the nearest store is. */
async function otherMunicipalities(db: Database, term: string): Promise<StoreSuggestion[]> {
  const index = await storePlaces(db);
  const rank = (m: Municipality) =>
    storesOfMunicipality(index, m) ? -1 : municipalityNearestKm(index, m);
  return suggestPlaces(term, { limit: SUGGESTION_LIMIT + 3, rank })
    .filter((m) => !storesOfMunicipality(index, m))
    .slice(0, PLACE_SUGGESTIONS)
    .map((m) => {
      const label = municipalityLabel(m);
      const km = municipalityNearestKm(index, m);
      return {
        kind: "place",
        label,
        search: label,
        nearestKm: Number.isFinite(km) ? Math.round(km) : null,
        count: 0,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Map data
// ---------------------------------------------------------------------------------------------

/** A store as the map knows it: where it is, its name and its page (null: no page). */
export type MapStore = {
  id: number;
  name: string;
  slug: string | null;
  latitude: number;
  longitude: number;
};

/**
 * Every active store with coordinates matching the filters (no paging, no position): what the
 * map clusters (see store-map.server.ts).
 */
export async function mapStores(
  db: Database,
  query: LocatorQuery,
  now: Date = new Date(),
): Promise<MapStore[]> {
  const open = query.openNow ? await openNow(db, now) : null;
  if (open && open.keys.length === 0) return [];
  const where = filterPredicates(query, open?.keys ?? null);
  const rows = await queryRows<{
    id: number;
    name: string;
    slug: string;
    latitude: number;
    longitude: number;
  }>(
    db,
    sql`SELECT id, name, slug, latitude, longitude FROM stores
        WHERE ${and(where)} AND latitude IS NOT NULL AND longitude IS NOT NULL
        ORDER BY id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug?.trim() ? row.slug : null,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }));
}
