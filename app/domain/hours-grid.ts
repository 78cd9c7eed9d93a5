/**
 * The weekly grid is the one source of a store's hours: the text on cards and pages is generated
 * from it, and a store that only has free text gets a grid read from that text by the parser,
 * for staff to confirm before it counts.
 */
import type { WeeklyHours } from "#db/schema";
import { abbreviateHours, formatClock, hoursFromWeekly, parseHours } from "./hours";

/** The hours screen has two periods a day. */
export const PERIODS_PER_DAY = 2;

/**
 * The grid rows of free-text hours ('Seg. a Sex.: 9h às 19h'), at most two periods a day; a
 * period past midnight closes at its next-day time ('18:00'-'02:00'), a whole day is
 * '00:00'-'24:00'. Empty when the text names no hours the parser understands.
 */
export function weekFromText(text: string | null | undefined): WeeklyHours["week"] {
  const parsed = parseHours(text);
  const week: WeeklyHours["week"] = [];
  parsed.week.forEach((spans, day) => {
    for (const span of spans.slice(0, PERIODS_PER_DAY)) {
      const close = span.close === 1440 ? "24:00" : formatClock(span.close);
      const overnight = span.close > 1440 ? { overnight: true } : {};
      week.push({ day, open: formatClock(span.open), close, ...overnight });
    }
  });
  return week;
}

/**
 * The text every page shows for a grid ('Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h'), or null
 * when the grid has no opening day (then the free text stays the fallback).
 */
export function generatedHoursText(weekly: WeeklyHours | null | undefined): string | null {
  if (!weekly || weekly.week.length === 0) return null;
  return abbreviateHours(hoursFromWeekly(weekly)) || null;
}

/**
 * The grid a spreadsheet's hours cell gives: its rows when the cell is written exactly as the site
 * writes a grid ('Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h', as the export gives it), else null:
 * free text, kept as the store's text until staff confirm a grid.
 */
export function gridFromHoursCell(text: string): WeeklyHours["week"] | null {
  const week = weekFromText(text);
  if (week.length === 0) return null;
  return generatedHoursText({ week }) === text.trim() ? week : null;
}

/**
 * What a store's grid becomes when staff change its hours text on the store form: a text written
 * as the site writes a grid replaces the grid's week; free text removes the week (special dates
 * stay), so the pages show the new text instead of an old grid. Nothing changes when the text
 * did not change or the store had no week.
 */
export function gridAfterTextChange(
  before: { hoursText: string; weeklyHours: WeeklyHours | null },
  text: string,
): { weeklyHours?: WeeklyHours | null } {
  if (text.trim() === before.hoursText.trim()) return {};
  const special = before.weeklyHours?.special ?? [];
  const week = gridFromHoursCell(text);
  if (week) return { weeklyHours: { week, special } };
  if (!before.weeklyHours?.week.length) return {};
  return { weeklyHours: special.length > 0 ? { week: [], special } : null };
}

type FormRow = {
  open1?: string | null;
  close1?: string | null;
  overnight1?: boolean | string;
  open2?: string | null;
  close2?: string | null;
  overnight2?: boolean | string;
};

/** The rows of the hours screen (index = weekday, two periods) as grid entries; halves skipped. */
export function weekFromFormRows(rows: readonly (FormRow | undefined)[]): WeeklyHours["week"] {
  const week: WeeklyHours["week"] = [];
  rows.slice(0, 7).forEach((row, day) => {
    for (const [open, close, overnight] of [
      [row?.open1, row?.close1, row?.overnight1],
      [row?.open2, row?.close2, row?.overnight2],
    ] as const) {
      // The form's draft has 'on' for a ticked box; the parsed form has true.
      const next = overnight === true || overnight === "on" ? { overnight: true } : {};
      if (open && close) week.push({ day, open, close, ...next });
    }
  });
  return week;
}
