/**
 * "Hoje: 9h às 19h": the hours of the visitor's present day in the store's own time zone, for
 * the short summary at the top of a store page on phones. Holidays and one-off changes of that
 * date replace the weekly hours.
 */
import { holidayLine } from "./holidays";
import { DEFAULT_TIME_ZONE, type OpeningSpan, type ParsedHours } from "./hours";
import { localIsoDate } from "./zoned-date";

const DAY_MINUTES = 1440;

function clock(minutes: number, isClose: boolean): string {
  if (isClose && minutes === DAY_MINUTES) return "24h";
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const h = Math.floor(m / 60);
  const min = m % 60;
  return min === 0 ? `${h}h` : `${h}h${String(min).padStart(2, "0")}`;
}

function localDate(now: Date, timeZone: string): { iso: string; weekday: number } {
  const iso = localIsoDate(now, timeZone);
  const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return { iso, weekday };
}

function describe(spans: OpeningSpan[]): string {
  if (spans.length === 1 && spans[0]!.open === 0 && spans[0]!.close >= DAY_MINUTES) {
    return "24 horas";
  }
  return spans.map((s) => `${clock(s.open, false)} às ${clock(s.close, true)}`).join(" e ");
}

/** 'Hoje: 9h às 19h', 'Hoje: 8h às 12h e 14h às 18h', 'Hoje: 24 horas' or 'Hoje: fechado'. */
export function todayHoursLabel(
  hours: ParsedHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (!Number.isFinite(now.getTime())) return "";
  if (hours.alwaysOpen && hours.special.length === 0) return "Hoje: 24 horas";
  const { iso, weekday } = localDate(now, timeZone);
  const special = hours.special.find((s) => s.date === iso);
  const spans = special ? (special.closed ? [] : special.spans) : (hours.week[weekday] ?? []);
  if (spans.length === 0) return "Hoje: fechado";
  return `Hoje: ${describe(spans)}`;
}

/**
 * 'Feriado: Natal — fechado' when the store's present day is a public holiday the network decided
 * on (closed or special hours), else null.
 */
export function todayHolidayLabel(
  hours: ParsedHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  if (!Number.isFinite(now.getTime()) || hours.special.length === 0) return null;
  const { iso } = localDate(now, timeZone);
  const special = hours.special.find((s) => s.date === iso);
  return special?.holiday ? holidayLine(special, describe) : null;
}
