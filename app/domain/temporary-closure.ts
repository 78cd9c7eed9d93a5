/**
 * "Fechada temporariamente de … até …": what the page, the locator and the structured data say
 * about a store's temporary closure (ADR 0028). The hours engine (hours.ts) already keeps the
 * store closed during it; these are its words and its schema.org form.
 */
import type { ClosedPeriod, OpeningHoursSpecification, ParsedHours } from "./hours";
import { formatZoned, formatZonedDay } from "./sao-paulo-time";
import { localIsoDate } from "./zoned-date";

/** The status line while closed: 'Fechada temporariamente · reabre em 05/12/2026'. */
export function reopeningLabel(until: Date | string, timeZone: string): string {
  return `Fechada temporariamente · reabre em ${formatZonedDay(until, timeZone)}`;
}

/**
 * The notice beside the hours: the closure holding now, or the next one announced ('Fechada
 * temporariamente de 28/11/2026 às 08:00 até 05/12/2026 às 08:00'); null when none is ahead.
 */
export function closureNotice(hours: ParsedHours, now: Date, timeZone: string): string | null {
  const t = now.getTime();
  const next = (hours.closures ?? [])
    .filter((c) => Date.parse(c.until) > t)
    .sort((a, b) => a.from.localeCompare(b.from))[0];
  if (!next) return null;
  const until = formatZoned(next.until, timeZone);
  if (Date.parse(next.from) <= t) return `Fechada temporariamente até ${until}`;
  return `Fechada temporariamente de ${formatZoned(next.from, timeZone)} até ${until}`;
}

/**
 * Structured data of the closures not over at `now`: closed (00:00-00:00) from the day it starts
 * to the last day it touches, in the store's zone. Search engines read days, so a closure from
 * 08:00 is given from that day; the page and the locator keep the minute.
 */
export function closureOpeningHoursSpecification(
  closures: readonly ClosedPeriod[] | undefined,
  timeZone: string,
  now: Date,
): OpeningHoursSpecification[] {
  return (closures ?? [])
    .filter((c) => Date.parse(c.until) > now.getTime())
    .map((c) => ({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: localIsoDate(new Date(c.from), timeZone),
      validThrough: localIsoDate(new Date(Date.parse(c.until) - 60_000), timeZone),
    }));
}
