/**
 * Brazilian public holidays of every store (national, its state's, its city's) from the
 * date-holidays calendar, and the network's decisions about them (holiday_decisions).
 *
 * The calendar is computed once per state, city and year and kept for the life of the process;
 * the decisions are read once a minute at most (and again at once after a staff change). Pages
 * and the locator ask for a `HolidayCalendar`: the holiday days of a place for the next weeks,
 * resolved once per place, not once per store.
 */
import Holidays from "date-holidays";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { holidayDecisions, stores, type HolidayDecision } from "#db/schema";
import { stateByCode } from "~/domain/brazilian-states";
import { holidayDecisionLabel, holidayWhatLabel } from "~/domain/holiday-labels";
import { refuseHours, spanProblem } from "~/domain/hours-rule";
import {
  decisionFor,
  foldPlaceName,
  holidayKeyOf,
  holidayPlace,
  holidaySpecialDays,
  type Holiday,
  type HolidayDecisionRule,
  type HolidayPlace,
} from "~/domain/holidays";
import { fixHolidayGaps } from "~/domain/holiday-gaps";
import { DEFAULT_TIME_ZONE, type SpecialDay } from "~/domain/hours";
import { addDays, localIsoDate } from "~/domain/zoned-date";
import { dataCache } from "~/server/cache.server";
import type { Database } from "~/server/db.server";
import {
  expectListVersion,
  expectVersion,
  listVersion,
  nextVersion,
  type ExpectedVersion,
  type VersionedList,
} from "./edit-version.server";
import { staffChange, type StaffActor } from "./staff-change.server";

/**
 * Kinds of date-holidays entries that are days off or usual closing days for commerce: 'public'
 * (feriados), 'bank' (Carnaval, Corpus Christi: pontos facultativos) and 'optional' (the
 * afternoons of 24/12 and 31/12, Quarta-feira de Cinzas). Observances (Dia das Mães) are not.
 */
const HOLIDAY_TYPES = new Set(["public", "bank", "optional"]);

/**
 * Days ahead the holiday calendar covers: a year, so a page rendered today already knows every
 * decided holiday its visitors' browsers may reach while it is open or cached (structured data
 * lists only the next 60 days of them).
 */
export const HOLIDAY_WINDOW_DAYS = 366;

// ---------------------------------------------------------------------------------------------
// The calendar (date-holidays)
// ---------------------------------------------------------------------------------------------

type Level = "national" | "state" | "city";

const calendars = new Map<string, Holidays>();
const years = new Map<string, Holiday[]>();

function calendar(uf: string | null, region: string | null): Holidays {
  const key = `${uf ?? ""}/${region ?? ""}`;
  let hd = calendars.get(key);
  if (!hd) {
    hd = uf
      ? region
        ? new Holidays("BR", uf, region, { languages: ["pt"], timezone: DEFAULT_TIME_ZONE })
        : new Holidays("BR", uf, { languages: ["pt"], timezone: DEFAULT_TIME_ZONE })
      : new Holidays("BR", { languages: ["pt"], timezone: DEFAULT_TIME_ZONE });
    calendars.set(key, hd);
  }
  return hd;
}

/** The calendar's code of a city ('GOIANIA'), when it knows the city's own holidays. */
/** Each state's cities with a calendar of their own, by folded name: read once per state. */
const stateRegions = new Map<string, Map<string, string>>();

function regionOf(place: HolidayPlace): string | null {
  if (!place.uf || !place.city) return null;
  let regions = stateRegions.get(place.uf);
  if (!regions) {
    regions = new Map();
    const named = calendar(null, null).getRegions("BR", place.uf) ?? {};
    for (const [code, name] of Object.entries(named)) regions.set(foldPlaceName(name), code);
    stateRegions.set(place.uf, regions);
  }
  return regions.get(place.city) ?? null;
}

/** 'public' entries are feriados; 'bank' and 'optional' ones pontos facultativos. */
const kindOf = (type: string): Holiday["kind"] => (type === "public" ? "feriado" : "facultativo");

/**
 * The library's holidays of a state (or its city with a calendar of its own) in `year`: the
 * cities without one share their state's list, so 4,000 places cost some thirty calendars.
 */
const libraryYears = new Map<string, Holiday[]>();

function libraryHolidays(uf: string | null, region: string | null, year: number): Holiday[] {
  const key = `${uf ?? ""}/${region ?? ""}/${year}`;
  let found = libraryYears.get(key);
  if (!found) {
    const seen = new Set<string>();
    found = [];
    for (const entry of calendar(uf, region).getHolidays(year, "pt")) {
      if (!HOLIDAY_TYPES.has(entry.type)) continue;
      // A half day starts at its time ('2026-12-24 14:00:00': from 14h).
      const time = entry.date.slice(11, 16);
      const holiday: Holiday = {
        date: entry.date.slice(0, 10),
        key: holidayKeyOf(entry.name),
        name: entry.name,
        kind: kindOf(entry.type),
        ...(time && time !== "00:00" ? { from: time } : {}),
      };
      const id = `${holiday.date}/${holiday.key}`;
      if (seen.has(id)) continue;
      seen.add(id);
      found.push(holiday);
    }
    libraryYears.set(key, found);
  }
  return found;
}

function holidaysOfYear(uf: string | null, city: string | null, year: number): Holiday[] {
  const key = `${uf ?? ""}/${city ?? ""}/${year}`;
  let list = years.get(key);
  if (!list) {
    const region = uf && city ? regionOf({ uf, city }) : null;
    list = fixHolidayGaps(libraryHolidays(uf, region, year), { uf, city }, year, (gap, date) => ({
      date,
      key: holidayKeyOf(gap.name),
      name: gap.name,
      kind: "feriado",
    }));
    years.set(key, list);
  }
  return list;
}

function between(uf: string | null, city: string | null, from: string, to: string): Holiday[] {
  const out: Holiday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const h of holidaysOfYear(uf, city, year)) if (h.date >= from && h.date <= to) out.push(h);
  }
  return out;
}

/** The holidays of a store at `place` between two ISO dates (inclusive). */
export function holidaysForPlace(place: HolidayPlace, from: string, to: string): Holiday[] {
  return between(place.uf, place.uf ? place.city || null : null, from, to);
}

/** ISO date of `now` in São Paulo, plus `days`. */
export function saoPauloDate(now: Date, days = 0): string {
  return addDays(localIsoDate(now, DEFAULT_TIME_ZONE), days);
}

// ---------------------------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------------------------

/**
 * How long a calendar is kept at most. A staff change clears it at once on every instance; this
 * only bounds how stale an instance that missed the notice can be.
 */
const calendarCache = dataCache<HolidayCalendar>({
  dependsOn: ["holiday_decision"],
  ttlMs: 5 * 60_000,
  max: 2,
});
let version = 0;

/** Drops the calendar (a decision saved or removed on any instance does it already). */
export function invalidateHolidayCache(): void {
  calendarCache.clear();
}

/** The holiday days of any place over the next weeks, resolved once per place. */
export type HolidayCalendar = {
  /** Changes whenever the calendar is rebuilt: callers key their own memos with it. */
  version: number;
  /** The day the window starts (yesterday in São Paulo, so late-night hours still count). */
  from: string;
  to: string;
  specialDays(state: string | null | undefined, city: string | null | undefined): SpecialDay[];
  /**
   * The same for every place whose special days are the same (most cities share their state's),
   * so what is computed from a place's days can be shared between those places.
   */
  specialDaysKey(state: string | null | undefined, city: string | null | undefined): number;
};

async function buildCalendar(db: Database, now: Date): Promise<HolidayCalendar> {
  const from = saoPauloDate(now, -1);
  const to = saoPauloDate(now, HOLIDAY_WINDOW_DAYS);
  const decisions = await db
    .select()
    .from(holidayDecisions)
    .where(and(gte(holidayDecisions.date, from), lte(holidayDecisions.date, to)))
    .orderBy(asc(holidayDecisions.date), asc(holidayDecisions.id));
  type PlaceDays = { days: SpecialDay[]; key: number };
  const byPlace = new Map<string, PlaceDays>();
  const byContent = new Map<string, PlaceDays>();
  // As the rows spell them, so a search over thousands of stores folds each name once.
  const bySpelling = new Map<string, PlaceDays>();
  const placeDays = (state: string | null | undefined, city: string | null | undefined) => {
    const spelling = `${state ?? ""}\u0000${city ?? ""}`;
    const known = bySpelling.get(spelling);
    if (known) return known;
    const place = holidayPlace(state, city);
    const placeKey = `${place.uf ?? ""}/${place.city}`;
    let found = byPlace.get(placeKey);
    if (!found) {
      const days = holidaySpecialDays(holidaysForPlace(place, from, to), place, decisions);
      const content = JSON.stringify(days);
      found = byContent.get(content);
      if (!found) {
        found = { days, key: byContent.size };
        byContent.set(content, found);
      }
      byPlace.set(placeKey, found);
    }
    bySpelling.set(spelling, found);
    return found;
  };
  version += 1;
  return {
    version,
    from,
    to,
    specialDays: (state, city) => placeDays(state, city).days,
    specialDaysKey: (state, city) => placeDays(state, city).key,
  };
}

/**
 * The network's holiday calendar from yesterday to `HOLIDAY_WINDOW_DAYS` ahead of `now` (São
 * Paulo days): one query and one resolution per place, shared by every request of the day until
 * a decision changes.
 */
export function holidayCalendar(db: Database, now: Date = new Date()): Promise<HolidayCalendar> {
  // Keyed by its first day: a new day in São Paulo builds the next window.
  return calendarCache.get(db, saoPauloDate(now, -1), () => buildCalendar(db, now));
}

// ---------------------------------------------------------------------------------------------
// The staff screen and the dashboard
// ---------------------------------------------------------------------------------------------

export type HolidayPlaceCount = { uf: string; city: string; stores: number };

export type NetworkHoliday = Holiday & {
  level: Level;
  /** Active stores that have this holiday. */
  stores: number;
  /** Of those, how many no decision covers. */
  undecided: number;
  /** States and cities of the stores that have it. */
  states: { uf: string; name: string; stores: number }[];
  cities: HolidayPlaceCount[];
  decisions: HolidayDecision[];
};

/**
 * The places of stores as the holidays count them: one per state and folded city, with how many
 * of the given stores (or groups of `n` stores) are there.
 */
export function holidayPlaceCounts(
  rows: Iterable<{ state: string; city: string; n?: number }>,
): HolidayPlaceCount[] {
  const places = new Map<string, HolidayPlaceCount>();
  for (const row of rows) {
    const place = holidayPlace(row.state, row.city);
    if (!place.uf) continue;
    const key = `${place.uf}/${place.city}`;
    const n = Number(row.n ?? 1);
    const entry = places.get(key);
    if (entry) entry.stores += n;
    else places.set(key, { uf: place.uf, city: row.city.trim(), stores: n });
  }
  return [...places.values()];
}

async function storePlaces(db: Database): Promise<HolidayPlaceCount[]> {
  const rows = await db
    .select({ state: stores.state, city: stores.city, n: sql<number>`count(*)::int` })
    .from(stores)
    .where(eq(stores.active, true))
    .groupBy(stores.state, stores.city);
  return holidayPlaceCounts(rows);
}

/**
 * Every holiday of the network's active stores from today to `days` ahead, with where it applies,
 * how many stores have it, the decisions taken and how many stores none covers. A caller that
 * has just read the active stores passes their `places` (holidayPlaceCounts) instead of having
 * them read again.
 */
export async function upcomingNetworkHolidays(
  db: Database,
  now: Date,
  days = 365,
  knownPlaces?: readonly HolidayPlaceCount[],
): Promise<NetworkHoliday[]> {
  const from = saoPauloDate(now);
  const to = saoPauloDate(now, days);
  const [places, decisions] = await Promise.all([
    knownPlaces ?? storePlaces(db),
    db
      .select()
      .from(holidayDecisions)
      .where(and(gte(holidayDecisions.date, from), lte(holidayDecisions.date, to)))
      .orderBy(asc(holidayDecisions.id)),
  ]);
  const national = new Set(between(null, null, from, to).map((h) => `${h.date}/${h.key}`));
  const stateLevel = new Map<string, Set<string>>();
  const result = new Map<string, NetworkHoliday>();
  for (const place of places) {
    const folded = { uf: place.uf, city: foldPlaceName(place.city) };
    let ofState = stateLevel.get(place.uf);
    if (!ofState) {
      ofState = new Set(between(place.uf, null, from, to).map((h) => `${h.date}/${h.key}`));
      stateLevel.set(place.uf, ofState);
    }
    for (const holiday of holidaysForPlace(folded, from, to)) {
      const id = `${holiday.date}/${holiday.key}`;
      let entry = result.get(id);
      if (!entry) {
        const level: Level = national.has(id) ? "national" : ofState.has(id) ? "state" : "city";
        entry = {
          ...holiday,
          level,
          stores: 0,
          undecided: 0,
          states: [],
          cities: [],
          decisions: decisions.filter(
            (d) => d.date === holiday.date && d.holidayKey === holiday.key,
          ),
        };
        result.set(id, entry);
      }
      entry.stores += place.stores;
      if (!decisionFor(holiday, folded, entry.decisions)) entry.undecided += place.stores;
      const state = entry.states.find((s) => s.uf === place.uf);
      if (state) state.stores += place.stores;
      else
        entry.states.push({
          uf: place.uf,
          name: stateByCode(place.uf)?.name ?? place.uf,
          stores: place.stores,
        });
      entry.cities.push(place);
    }
  }
  return [...result.values()]
    .map((h) => ({
      ...h,
      states: h.states.sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
      cities: h.cities.sort((a, b) => a.city.localeCompare(b.city, "pt-BR")),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name, "pt-BR"));
}

/** Holidays of the next `days` (30 by default) that some active store has with no decision. */
export async function undecidedHolidays(
  db: Database,
  now: Date,
  days = 30,
  places?: readonly HolidayPlaceCount[],
) {
  const list = await upcomingNetworkHolidays(db, now, days, places);
  return list.filter((h) => h.undecided > 0);
}

/** A decision as staff save it: the rule and the holiday's name for the activity log. */
export type HolidayDecisionInput = HolidayDecisionRule & { holidayName: string };

/** One holiday's decisions as its card shows them: the card's version covers each of them. */
function holidayDecisionList(date: string, holidayKey: string): VersionedList {
  return {
    table: holidayDecisions,
    where: and(eq(holidayDecisions.date, date), eq(holidayDecisions.holidayKey, holidayKey)),
    order: [asc(holidayDecisions.id)],
    target: { entity: "holiday_decision" },
  };
}

/** The version of a holiday's decisions, from the decisions as read (see holidayDecisionList). */
export function holidayDecisionsVersion(decisions: Pick<HolidayDecision, "id" | "version">[]) {
  return listVersion([...decisions].sort((a, b) => a.id - b.id));
}

/**
 * Creates or replaces the decision of one holiday for one scope, audited (the row names the
 * holiday, the place and what was decided). A card that showed the holiday's decisions at
 * another `version` throws StaleEdit; special hours closing before they open without
 * 'fecha no dia seguinte' throw InvalidHours.
 */
export async function saveHolidayDecision(
  db: Database,
  by: StaffActor,
  input: HolidayDecisionInput,
  version?: string,
): Promise<{ decision: HolidayDecision; created: boolean }> {
  const special = input.mode === "special";
  if (special) refuseHours(spanProblem(input.opens, input.closes, input.overnight));
  const state = input.scope === "all" ? "" : input.state;
  const city = input.scope === "city" ? input.city.trim() : "";
  const values = {
    ...input,
    state,
    city,
    opens: special ? input.opens : null,
    closes: special ? input.closes : null,
    overnight: special && Boolean(input.overnight),
    updatedBy: by,
  };
  return staffChange(
    db,
    by,
    async (tx) => {
      await expectListVersion(tx, holidayDecisionList(input.date, input.holidayKey), version);
      const [existing] = await tx
        .select({ id: holidayDecisions.id })
        .from(holidayDecisions)
        .where(
          and(
            eq(holidayDecisions.date, input.date),
            eq(holidayDecisions.holidayKey, input.holidayKey),
            eq(holidayDecisions.scope, input.scope),
            eq(holidayDecisions.state, state),
            sql`app_unaccent(lower(${holidayDecisions.city})) = app_unaccent(lower(${city}))`,
          ),
        )
        .limit(1);
      if (existing) {
        const [row] = await tx
          .update(holidayDecisions)
          .set({ ...values, ...nextVersion(holidayDecisions) })
          .where(eq(holidayDecisions.id, existing.id))
          .returning();
        return { decision: row!, created: false };
      }
      const [row] = await tx.insert(holidayDecisions).values(values).returning();
      return { decision: row!, created: true };
    },
    ({ decision, created }) => ({
      action: created ? "create" : "update",
      entity: "holiday_decision",
      entityId: decision.id,
      details: { label: `${holidayDecisionLabel(decision)}: ${holidayWhatLabel(decision)}` },
    }),
  );
}

/**
 * Removes one decision, audited; the stores it covered fall back to a wider one, or to no
 * decision. Null when it no longer exists; StaleEdit when it changed since it was shown at
 * `version`.
 */
export async function deleteHolidayDecision(
  db: Database,
  by: StaffActor,
  id: number,
  version?: ExpectedVersion,
): Promise<HolidayDecision | null> {
  const [row] = await staffChange(
    db,
    by,
    async (tx) => {
      const [before] = await tx
        .select()
        .from(holidayDecisions)
        .where(eq(holidayDecisions.id, id))
        .for("update");
      if (!before) return [];
      expectVersion(before, version, { entity: "holiday_decision", entityId: id });
      return tx.delete(holidayDecisions).where(eq(holidayDecisions.id, id)).returning();
    },
    ([removed]) =>
      removed
        ? {
            action: "delete",
            entity: "holiday_decision",
            entityId: removed.id,
            details: { label: holidayDecisionLabel(removed) },
          }
        : null,
  );
  return row ?? null;
}
