/**
 * The calendar day ("AAAA-MM-DD") an instant falls on in a time zone: the store's "today" for its
 * hours, holidays and special days, and São Paulo's for the dashboard. Formatters are built once
 * per zone: building one costs far more than using it, and pages ask for this on every render.
 */
import { DEFAULT_TIME_ZONE } from "./hours";

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    let formatter: Intl.DateTimeFormat | null = null;
    try {
      // en-CA writes dates as ISO 8601 (2026-11-23).
      formatter = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
    } catch {
      formatter = null; // an unknown zone: the default is used
    }
    formatters.set(timeZone, formatter);
  }
  return formatters.get(timeZone)!;
}

/** "AAAA-MM-DD" of `instant` in `timeZone` (São Paulo when the zone is empty or unknown). */
export function localIsoDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const formatter = dayFormatter(timeZone || DEFAULT_TIME_ZONE) ?? dayFormatter(DEFAULT_TIME_ZONE)!;
  return formatter.format(instant);
}

/** The ISO date `days` after (or before, when negative) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}
