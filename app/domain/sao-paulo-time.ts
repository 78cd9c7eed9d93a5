/**
 * Dates and times as staff type them: a wall clock (the `datetime-local` form
 * 'AAAA-MM-DDTHH:mm'), São Paulo's unless a zone is named (a store's changes are typed in the
 * store's own zone), whatever the server's or the browser's own time zone is.
 */
export const SAO_PAULO = "America/Sao_Paulo";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

type Formatters = {
  parts: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
};

// Built on first use per zone: a formatter costs far more to build than to use.
const byZone = new Map<string, Formatters>();

function formatters(timeZone: string): Formatters {
  let f = byZone.get(timeZone);
  if (!f) {
    f = {
      parts: new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
      day: new Intl.DateTimeFormat("pt-BR", {
        timeZone,
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
      }),
      time: new Intl.DateTimeFormat("pt-BR", { timeZone, hour: "2-digit", minute: "2-digit" }),
    };
    byZone.set(timeZone, f);
  }
  return f;
}

function wallClock(
  date: Date,
  timeZone: string,
): { y: number; m: number; d: number; h: number; min: number } {
  const parts = formatters(timeZone).parts.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get("year"), m: get("month"), d: get("day"), h: get("hour"), min: get("minute") };
}

/** 'AAAA-MM-DDTHH:mm' in `timeZone` for a moment (the value of a datetime-local field). */
export function toZonedLocal(date: Date | string | null | undefined, timeZone: string): string {
  if (!date) return "";
  const moment = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(moment.getTime())) return "";
  const { y, m, d, h, min } = wallClock(moment, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}`;
}

/** The moment a wall-clock time of `timeZone` names, or null when the text is not one. */
export function parseZonedLocal(value: string, timeZone: string): Date | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || min > 59) return null;
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  // The zone's offset at that moment (the rule may have changed over the years).
  const seen = wallClock(new Date(asUtc), timeZone);
  const offset = Date.UTC(seen.y, seen.m - 1, seen.d, seen.h, seen.min) - asUtc;
  const result = new Date(asUtc - offset);
  return toZonedLocal(result, timeZone) === value.trim() ? result : null;
}

/** '23/11/2026 às 14:30' in `timeZone`. */
export function formatZoned(date: Date | string, timeZone: string): string {
  const moment = typeof date === "string" ? new Date(date) : date;
  const f = formatters(timeZone);
  return `${f.day.format(moment)} às ${f.time.format(moment)}`;
}

/** '23/11/2026' in `timeZone`. */
export function formatZonedDay(date: Date | string, timeZone: string): string {
  const moment = typeof date === "string" ? new Date(date) : date;
  return formatters(timeZone).day.format(moment);
}

/** 'AAAA-MM-DDTHH:mm' in São Paulo for a moment (the value of a datetime-local field). */
export function toSaoPauloLocal(date: Date | string | null | undefined): string {
  return toZonedLocal(date, SAO_PAULO);
}

/** The moment a São Paulo wall-clock time names, or null when the text is not one. */
export function parseSaoPauloLocal(value: string): Date | null {
  return parseZonedLocal(value, SAO_PAULO);
}

/** '23/11/2026 às 14:30' in São Paulo. */
export function formatSaoPaulo(date: Date | string): string {
  return formatZoned(date, SAO_PAULO);
}
