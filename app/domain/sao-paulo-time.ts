/**
 * Dates and times as staff type them: the wall clock of São Paulo (the `datetime-local` form
 * 'AAAA-MM-DDTHH:mm'), whatever the server's or the browser's own time zone is.
 */
import { builtOnce } from "./built-once";

export const SAO_PAULO = "America/Sao_Paulo";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

// Built once, on first use: a formatter costs far more to build than to use.
const wallClockParts = builtOnce(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: SAO_PAULO,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);
const dayFormat = builtOnce(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      timeZone: SAO_PAULO,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }),
);
const timeFormat = builtOnce(
  () =>
    new Intl.DateTimeFormat("pt-BR", { timeZone: SAO_PAULO, hour: "2-digit", minute: "2-digit" }),
);

function wallClock(date: Date): { y: number; m: number; d: number; h: number; min: number } {
  const parts = wallClockParts().formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get("year"), m: get("month"), d: get("day"), h: get("hour"), min: get("minute") };
}

/** 'AAAA-MM-DDTHH:mm' in São Paulo for a moment (the value of a datetime-local field). */
export function toSaoPauloLocal(date: Date | string | null | undefined): string {
  if (!date) return "";
  const moment = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(moment.getTime())) return "";
  const { y, m, d, h, min } = wallClock(moment);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}`;
}

/** The moment a São Paulo wall-clock time names, or null when the text is not one. */
export function parseSaoPauloLocal(value: string): Date | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || min > 59) return null;
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  // The zone's offset at that moment (the rule may have changed over the years).
  const seen = wallClock(new Date(asUtc));
  const offset = Date.UTC(seen.y, seen.m - 1, seen.d, seen.h, seen.min) - asUtc;
  const result = new Date(asUtc - offset);
  return toSaoPauloLocal(result) === value.trim() ? result : null;
}

/** '23/11/2026 às 14:30' in São Paulo. */
export function formatSaoPaulo(date: Date | string): string {
  const moment = typeof date === "string" ? new Date(date) : date;
  return `${dayFormat().format(moment)} às ${timeFormat().format(moment)}`;
}
