/**
 * Public holidays and what the network decided for them, turned into the special days of one
 * store's hours. Pure: the holidays themselves come from the calendar library on the server
 * (models/holidays.server.ts); this module only resolves decisions.
 *
 * Rules:
 * - A decision names one holiday (its date and key) and a scope: every store that has the
 *   holiday, the stores of one state, or the stores of one city. A store follows the most
 *   specific decision that covers it (city, then state, then the whole network).
 * - 'Fechado' closes the whole day, 'Horário especial' replaces the day's hours with one period,
 *   'Horário normal' keeps the weekly hours (and overrules a wider 'Fechado').
 * - A holiday without any decision keeps the weekly hours; staff are warned about it.
 * - A store's own special dates (set on its hours screen) override every network decision.
 */
import { stateCode } from "./brazilian-states";
import { foldText } from "./text-input";
import { parseClock, type OpeningSpan, type ParsedHours, type SpecialDay } from "./hours";

export type Holiday = {
  /** ISO date ('2026-12-25'). */
  date: string;
  /** Stable key of the holiday ('natal'): with the date it names the holiday. */
  key: string;
  /** pt-BR name ('Natal'). */
  name: string;
  /** As the law has it: a feriado, or a ponto facultativo (Carnaval, Corpus Christi, 24/12). */
  kind: "feriado" | "facultativo";
  /** A half day: the time it starts ('14:00' on 24/12 and 31/12). */
  from?: string;
};

export type HolidayScope = "all" | "state" | "city";
export type HolidayMode = "closed" | "special" | "normal";

export const HOLIDAY_MODE_LABELS: Record<HolidayMode, string> = {
  closed: "Fechado",
  special: "Horário especial",
  normal: "Horário normal",
};

export type HolidayDecisionRule = {
  date: string;
  holidayKey: string;
  scope: HolidayScope;
  /** UF code for 'state' and 'city', '' for 'all'. */
  state: string;
  /** City name for 'city', '' otherwise. */
  city: string;
  mode: HolidayMode;
  opens: string | null;
  closes: string | null;
  /** Special hours closing after midnight, said so ('fecha no dia seguinte'). */
  overnight?: boolean;
};

/** Where a store is, as the decisions see it: UF code and the city name folded. */
export type HolidayPlace = { uf: string | null; city: string };

/** 'Goiânia ' -> 'goiania': the comparison form of city names. */
export function foldPlaceName(text: string | null | undefined): string {
  return foldText(text ?? "");
}

/** The place of a store from its stored state (full name or UF) and city. */
export function holidayPlace(state: string | null | undefined, city: string | null | undefined) {
  return { uf: stateCode(state), city: foldPlaceName(city) } satisfies HolidayPlace;
}

/** 'Dia da Independência' -> 'dia-da-independencia'. */
export function holidayKeyOf(name: string): string {
  return foldPlaceName(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const SCOPE_RANK: Record<HolidayScope, number> = { city: 3, state: 2, all: 1 };

function covers(decision: HolidayDecisionRule, place: HolidayPlace): boolean {
  if (decision.scope === "all") return true;
  if (!place.uf || decision.state !== place.uf) return false;
  if (decision.scope === "state") return true;
  return foldPlaceName(decision.city) === place.city;
}

/** The decision a store at `place` follows for `holiday`: the most specific that covers it. */
export function decisionFor<T extends HolidayDecisionRule>(
  holiday: Pick<Holiday, "date" | "key">,
  place: HolidayPlace,
  decisions: readonly T[],
): T | null {
  let best: T | null = null;
  for (const d of decisions) {
    if (d.date !== holiday.date || d.holidayKey !== holiday.key || !covers(d, place)) continue;
    if (!best || SCOPE_RANK[d.scope] > SCOPE_RANK[best.scope]) best = d;
  }
  return best;
}

/** One period 'HH:MM'-'HH:MM' (past midnight when it ends before it starts), or null. */
export function specialSpan(opens: string | null, closes: string | null): OpeningSpan | null {
  const open = parseClock(opens);
  const close = parseClock(closes);
  if (open === null || close === null) return null;
  const start = open % 1440;
  return { open: start, close: close <= start ? close + 1440 : close };
}

/**
 * The special days the network's decisions give a store at `place` for its `holidays`: closed or
 * special hours, labelled with the holiday's name. Holidays decided 'Horário normal' or not
 * decided at all give nothing (the weekly hours apply).
 */
export function holidaySpecialDays(
  holidays: readonly Holiday[],
  place: HolidayPlace,
  decisions: readonly HolidayDecisionRule[],
): SpecialDay[] {
  const days = new Map<string, SpecialDay>();
  for (const holiday of holidays) {
    if (days.has(holiday.date)) continue;
    const decision = decisionFor(holiday, place, decisions);
    if (!decision || decision.mode === "normal") continue;
    const span = decision.mode === "special" ? specialSpan(decision.opens, decision.closes) : null;
    if (decision.mode === "special" && !span) continue;
    days.set(holiday.date, {
      date: holiday.date,
      closed: decision.mode === "closed",
      spans: span ? [span] : [],
      label: holiday.name,
      holiday: true,
    });
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The store's hours with the network's holiday days added; its own special dates win. */
export function withHolidays(hours: ParsedHours, holidayDays: readonly SpecialDay[]): ParsedHours {
  if (holidayDays.length === 0) return hours;
  const own = new Set(hours.special.map((s) => s.date));
  const added = holidayDays.filter((s) => !own.has(s.date));
  if (added.length === 0) return hours;
  return {
    ...hours,
    special: [...hours.special, ...added].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** 'Feriado: Natal — fechado' or 'Feriado: Natal — 10h às 14h'. */
export function holidayLine(day: SpecialDay, describeSpans: (spans: OpeningSpan[]) => string) {
  const what = day.closed || day.spans.length === 0 ? "fechado" : describeSpans(day.spans);
  return `Feriado: ${day.label ?? ""} — ${what}`;
}
