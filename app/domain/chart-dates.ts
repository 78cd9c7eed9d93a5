/**
 * Days on the dashboard chart are written as Brazilians write them: 26/10, never 10/26. The chart
 * places each day at noon UTC of that calendar day, so reading the date in UTC gives the day
 * itself whatever the browser's time zone.
 */
const DAY = 86_400;

/** Ticks land on whole days only (1, 2, 7, 14, 30 ... days apart): no two ticks share a date. */
export const CHART_DAY_INCREMENTS = [1, 2, 7, 14, 30, 60, 90, 180, 365].map((days) => days * DAY);

/** A day's position on the chart (seconds since 1970) for the day 'dd/mm'. */
export function chartDaySeconds(isoDay: string): number {
  return Date.parse(`${isoDay}T12:00:00Z`) / 1000;
}

/** 'dd/mm' of a position on the chart; '' for none. */
export function chartDayLabel(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return "";
  const date = new Date(seconds * 1000);
  const day = String(date.getUTCDate()).padStart(2, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${day}/${month}`;
}
