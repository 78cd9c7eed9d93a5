/**
 * Opening-hours engine: parses the free text Brazilian stores write ("Seg. a Sex.: 9h às 19h |
 * Sáb.: 9h às 13h"), or the structured `WeeklyHours`, into one shape (`ParsedHours`), and answers
 * "is it open now, when does it open next, when does it close" in the STORE's time zone.
 *
 * Pure and isomorphic: no clock is read (callers pass `now`), only `Intl` is used for zones.
 *
 * Rules:
 * - '24 horas' / '24h' / '24/7' means always open.
 * - Weekday groups ('segunda a sexta', 'Seg, Qua e Sex', 'domingos e feriados', '2ª a 6ª' ...)
 *   take the time ranges written next to them; 'fechado' closes them.
 * - A time range not tied to any day (the spec's "generic first time range") applies to every day
 *   that has no hours of its own and is not explicitly closed. Only the first such range (with the
 *   ranges joined to it, '8h às 12h e 14h às 18h') counts.
 * - Day lists pair with the ranges next to them, written after ('Seg a Sex 9h às 18h') or before
 *   ('Das 9h às 18h, de segunda a sábado', 'Fechado aos domingos'); when a list could take either
 *   neighbour, the one not split off by a comma wins ('9h às 18h, domingo fechado'). A day list
 *   alone on its line takes the ranges of the following lines. When the same days are given again,
 *   identical lists add ranges and different lists replace them ('Seg a Sáb ... | Sáb ...').
 * - A range whose end is not after its start runs past midnight ('18h às 02h' closes at 02:00 the
 *   next day). Reading is lenient; writing asks for it to be said ('do dia seguinte', hours-rule.ts),
 *   and the text generated from a grid says it.
 * - Open when now >= opening and now < closing. Text that does not parse means closed; parsing
 *   never throws.
 */
import type { WeeklyHours } from "#db/schema";

export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";

const DAY_MINUTES = 1440;

/** A span in minutes from local midnight. `close` may exceed 1440 when it runs past midnight. */
export type OpeningSpan = { open: number; close: number };

/** A special date (holiday, one-off change) in the store's zone: closed or with its own spans. */
export type SpecialDay = {
  date: string;
  closed: boolean;
  spans: OpeningSpan[];
  label?: string;
  /** A public holiday decided for the network (not a date set on the store itself). */
  holiday?: boolean;
};

export type ParsedHours = {
  alwaysOpen: boolean;
  /** Index 0 = Sunday ... 6 = Saturday; no spans = closed that day. */
  week: OpeningSpan[][];
  special: SpecialDay[];
  /**
   * "Fechada temporariamente": instants (ISO) between which the store is closed whatever its
   * hours say, to the minute (ADR 0028).
   */
  closures?: ClosedPeriod[];
};

/** A temporary closure, from `from` (inclusive) to `until` (exclusive), as ISO instants. */
export type ClosedPeriod = { from: string; until: string };

export type NextOpening = {
  /** 'Hoje às 9:00', 'Amanhã às 8:30' or 'Segunda às 9:00'. */
  label: string;
  /** The instant the store opens. */
  at: Date;
};

export type OpenStatus = {
  open: boolean;
  alwaysOpen: boolean;
  /** Only when closed; null when closed with no opening in the next 7 days. */
  nextOpening: NextOpening | null;
  /** Only when open and the closing is known within a week: local time 'H:MM' ('19:00', '2:00'). */
  closesAt?: string;
  /** Only while a temporary closure holds: the instant it ends. */
  closedUntil?: Date;
};

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

/** pt-BR weekday names used in labels, index 0 = Sunday. */
export const WEEKDAY_NAMES = [
  "Domingo",
  "Segunda",
  "Terça",
  "Quarta",
  "Quinta",
  "Sexta",
  "Sábado",
] as const;

/** Abbreviations used on store cards, index 0 = Sunday. */
export const WEEKDAY_ABBREVIATIONS = [
  "Dom.",
  "Seg.",
  "Ter.",
  "Qua.",
  "Qui.",
  "Sex.",
  "Sáb.",
] as const;

const SCHEMA_DAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Display order: Monday first, Sunday last. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

const emptyWeek = (): OpeningSpan[][] => [[], [], [], [], [], [], []];

const closedHours = (): ParsedHours => ({ alwaysOpen: false, week: emptyWeek(), special: [] });

// ---------------------------------------------------------------------------------------------
// Tokenizer
// ---------------------------------------------------------------------------------------------

type Token =
  | { k: "day"; days: number[]; single: boolean }
  | { k: "holiday" }
  | { k: "time"; min: number; exact: boolean }
  | { k: "num"; min: number }
  | { k: "full" }
  | { k: "to" }
  | { k: "gap"; slash: boolean }
  | { k: "sep" }
  | { k: "closed" }
  | { k: "except" }
  | { k: "nextDay" };

type Rule = { re: RegExp; make: (m: RegExpExecArray) => Token | null };

const FULL_DAY_NAMES: Record<string, number> = {
  domingo: 0,
  segunda: 1,
  terca: 2,
  quarta: 3,
  quinta: 4,
  sexta: 5,
  sabado: 6,
};
const SHORT_DAY_NAMES: Record<string, number> = {
  dom: 0,
  seg: 1,
  ter: 2,
  qua: 3,
  qui: 4,
  sex: 5,
  sab: 6,
};

function clockToken(hourText: string, minuteText: string | undefined): Token | null {
  const hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (hour > 24 || minute > 59 || (hour === 24 && minute !== 0)) return null;
  return { k: "time", min: hour * 60 + minute, exact: true };
}

const day = (d: number): Token => ({ k: "day", days: [d], single: true });

const RULES: Rule[] = [
  { re: /[|;\n]/y, make: () => ({ k: "sep" }) },
  { re: /\s+/y, make: () => null },
  { re: /24\s*\/\s*7/y, make: () => ({ k: "full" }) },
  // Dates such as 25/12 or 01/01/2027 behave like a holiday: they take hours but name no weekday.
  { re: /\d{1,2}\/\d{1,2}(?:\/\d{2,4})?/y, make: () => ({ k: "holiday" }) },
  // Ordinals: 2ª a 6ª, 2ª-feira, 2a feira.
  {
    re: /([2-6])\s*(?:[ªº°](?:[\s-]*feiras?)?|a[\s-]*feiras?)(?![a-z])/y,
    make: (m) => day(Number(m[1]) - 1),
  },
  {
    re: /(\d{1,2}):(\d{2})(?:\s*(?:horas|hora|hrs|hr|hs|h))?(?!\d)/y,
    make: (m) => clockToken(m[1] ?? "", m[2]),
  },
  {
    re: /(\d{1,2})\s*(?:horas|hora|hrs|hr|hs|h)(?:(\d{2})(?:\s*min(?:utos)?)?)?(?!\d)/y,
    make: (m) => clockToken(m[1] ?? "", m[2]),
  },
  {
    re: /(\d{1,2})(?!\d)/y,
    make: (m) => {
      const hour = Number(m[1]);
      return hour <= 24 ? { k: "num", min: hour * 60 } : null;
    },
  },
  { re: /\d+/y, make: () => null },
  { re: /meio[\s-]*dia(?![a-z])/y, make: () => ({ k: "time", min: 720, exact: false }) },
  { re: /meia[\s-]*noite(?![a-z])/y, make: () => ({ k: "time", min: 0, exact: false }) },
  {
    re: /(?:todos\s+os\s+dias|todo\s+(?:o\s+)?dia|diariamente|diario)(?![a-z])/y,
    make: () => ({ k: "day", days: [0, 1, 2, 3, 4, 5, 6], single: false }),
  },
  {
    re: /dias?\s+uteis(?![a-z])/y,
    make: () => ({ k: "day", days: [1, 2, 3, 4, 5], single: false }),
  },
  {
    re: /(?:fins?|finais)\s+de\s+semana(?![a-z])/y,
    make: () => ({ k: "day", days: [6, 0], single: false }),
  },
  {
    re: /(domingo|segunda|terca|quarta|quinta|sexta|sabado)s?(?:[\s-]*feiras?)?(?![a-z])/y,
    make: (m) => day(FULL_DAY_NAMES[m[1] ?? ""] ?? 0),
  },
  {
    re: /(dom|seg|ter|qua|qui|sex|sab)(?![a-z])\.?/y,
    make: (m) => day(SHORT_DAY_NAMES[m[1] ?? ""] ?? 0),
  },
  { re: /feriados?(?![a-z])/y, make: () => ({ k: "holiday" }) },
  // '22h às 2h do dia seguinte': the explicit mark of a range that closes after midnight.
  { re: /(?:d[oa]\s+|no\s+)?dia\s+seguinte(?![a-z])/y, make: () => ({ k: "nextDay" }) },
  {
    re: /(?:fechad[oa]s?|nao\s+(?:abre|abrem|abrimos|funciona|funcionamos|atende|atendemos)|sem\s+(?:expediente|atendimento))(?![a-z])/y,
    make: () => ({ k: "closed" }),
  },
  { re: /(?:exceto|excepto|menos|salvo|excecao)(?![a-z])/y, make: () => ({ k: "except" }) },
  { re: /(?:ate|as|ao|a)(?![a-z])/y, make: () => ({ k: "to" }) },
  { re: /e(?![a-z])/y, make: () => ({ k: "gap", slash: false }) },
  { re: /[a-z]+/y, make: () => null },
  { re: /[-~]/y, make: () => ({ k: "to" }) },
  { re: /\//y, make: () => ({ k: "gap", slash: true }) },
  { re: /[,.&+]/y, make: () => ({ k: "gap", slash: false }) },
];

function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\r\n?/g, "\n");
}

function tokenize(text: string): Token[] {
  const source = normalizeText(text);
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < source.length) {
    let matched = false;
    for (const rule of RULES) {
      rule.re.lastIndex = pos;
      const m = rule.re.exec(source);
      if (m && m[0].length > 0) {
        const token = rule.make(m);
        if (token) tokens.push(token);
        pos += m[0].length;
        matched = true;
        break;
      }
    }
    if (!matched) pos += 1;
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Items: day lists, time-range lists and "closed", per segment ('|', ';' or newline)
// ---------------------------------------------------------------------------------------------

type DaysItem = { kind: "days"; days: Set<number>; gapBefore: boolean };
type RangeItem = { kind: "range"; spans: OpeningSpan[]; gapBefore: boolean };
type ClosedItem = { kind: "closed"; gapBefore: boolean; except: boolean };
type Item = DaysItem | RangeItem | ClosedItem;

function makeSpan(open: number, close: number): OpeningSpan {
  const start = open % DAY_MINUTES;
  let end = close;
  if (end <= start) end += DAY_MINUTES;
  return { open: start, close: end };
}

const isClock = (t: Token | undefined): t is Extract<Token, { k: "time" | "num" }> =>
  t !== undefined && (t.k === "time" || t.k === "num");

/**
 * A range that ends before it starts (or where it starts) with no 'dia seguinte' after it: read
 * as past midnight, but a write refuses it (hours-rule.ts). Ending at midnight ('às 0h') is not.
 */
function isUnmarkedOvernight(tokens: Token[], i: number, open: number, close: number): boolean {
  if (close === 0 || close === DAY_MINUTES) return false;
  if (close > open % DAY_MINUTES) return false;
  return tokens[i + 3]?.k !== "nextDay";
}

function buildSegments(tokens: Token[], unmarked: OpeningSpan[] = []): Item[][] {
  const segments: Item[][] = [];
  let items: Item[] = [];
  let gap = false;

  const last = (): Item | undefined => items[items.length - 1];
  const pushRange = (span: OpeningSpan) => {
    const prev = last();
    if (prev?.kind === "range") prev.spans.push(span);
    else items.push({ kind: "range", spans: [span], gapBefore: gap });
    gap = false;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    switch (t.k) {
      case "sep":
        if (items.length > 0) segments.push(items);
        items = [];
        gap = false;
        break;
      case "gap":
        gap = true;
        break;
      case "to":
      case "nextDay":
        break;
      case "day":
      case "holiday": {
        const prev = last();
        const days = t.k === "day" ? t.days : [];
        if (prev?.kind === "days") {
          const before = tokens[i - 1];
          const from = tokens[i - 2];
          if (t.k === "day" && t.single && before?.k === "to" && from?.k === "day" && from.single) {
            // 'segunda a sexta', 'sex a seg' (wraps round the week), 'domingo a domingo' (all)
            const start = from.days[0] ?? 0;
            const end = t.days[0] ?? 0;
            const length = start === end ? 7 : ((end - start + 7) % 7) + 1;
            for (let n = 0; n < length; n++) prev.days.add((start + n) % 7);
          } else {
            for (const d of days) prev.days.add(d);
          }
        } else {
          items.push({ kind: "days", days: new Set(days), gapBefore: gap });
        }
        gap = false;
        break;
      }
      case "time":
      case "num": {
        const connector = tokens[i + 1];
        const end = tokens[i + 2];
        const joins = connector?.k === "to" || (connector?.k === "gap" && connector.slash);
        if (joins && isClock(end)) {
          const span = makeSpan(t.min, end.min);
          if (isUnmarkedOvernight(tokens, i, t.min, end.min)) unmarked.push(span);
          pushRange(span);
          i += 2;
          break;
        }
        // A lone '24h' / '24 horas' (not 'até 24h') means open all day.
        if (t.k === "time" && t.exact && t.min === DAY_MINUTES && tokens[i - 1]?.k !== "to") {
          pushRange({ open: 0, close: DAY_MINUTES });
        }
        break;
      }
      case "full":
        pushRange({ open: 0, close: DAY_MINUTES });
        break;
      case "closed":
      case "except": {
        const prev = last();
        if (!(prev?.kind === "closed" && t.k === "closed")) {
          items.push({ kind: "closed", gapBefore: gap, except: t.k === "except" });
        }
        gap = false;
        break;
      }
    }
  }
  if (items.length > 0) segments.push(items);
  return segments;
}

type Pair = { days: DaysItem; value: RangeItem | ClosedItem };

function pairSegments(segments: Item[][]): { pairs: Pair[]; generic: RangeItem[] } {
  const pairs: Pair[] = [];
  const generic: RangeItem[] = [];
  let carry: DaysItem | null = null;

  for (const items of segments) {
    const hasDays = items.some((it) => it.kind === "days");
    if (!hasDays) {
      for (const it of items) {
        if (carry) pairs.push({ days: carry, value: it as RangeItem | ClosedItem });
        else if (it.kind === "range") generic.push(it);
      }
      continue;
    }
    carry = null;
    const timeFirst = items[0]?.kind !== "days";
    const used = new Set<Item>();
    items.forEach((it, idx) => {
      if (it.kind !== "days") return;
      const leftItem = items[idx - 1];
      const rightItem = items[idx + 1];
      const left = leftItem && leftItem.kind !== "days" && !used.has(leftItem) ? leftItem : null;
      const right =
        rightItem &&
        rightItem.kind !== "days" &&
        !used.has(rightItem) &&
        !(rightItem.kind === "closed" && rightItem.except)
          ? rightItem
          : null;
      let chosen: RangeItem | ClosedItem | null = null;
      if (left?.kind === "closed" && left.except) chosen = left;
      else if (left && right) {
        const tightLeft = !it.gapBefore;
        const tightRight = !right.gapBefore;
        if (tightLeft !== tightRight) chosen = tightLeft ? left : right;
        else chosen = timeFirst ? left : right;
      } else chosen = left ?? right;
      if (chosen) {
        used.add(chosen);
        pairs.push({ days: it, value: chosen });
      } else if (idx === items.length - 1) {
        carry = it;
      }
    });
    for (const it of items) if (it.kind === "range" && !used.has(it)) generic.push(it);
  }
  return { pairs, generic };
}

function sortSpans(spans: OpeningSpan[]): OpeningSpan[] {
  const seen = new Set<string>();
  return [...spans]
    .sort((a, b) => a.open - b.open || a.close - b.close)
    .filter((s) => {
      const key = `${s.open}-${s.close}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const coversWholeDay = (spans: OpeningSpan[]) =>
  spans.some((s) => s.open === 0 && s.close >= DAY_MINUTES);

function isAlwaysOpenWeek(week: OpeningSpan[][]): boolean {
  return week.length === 7 && week.every(coversWholeDay);
}

/**
 * The ranges of free text that close before they open with nothing saying so ('22h às 2h'), as
 * spans; '22h às 2h do dia seguinte' and '18h às 0h' are not among them.
 */
export function unmarkedOvernightSpans(text: string | null | undefined): OpeningSpan[] {
  if (typeof text !== "string") return [];
  const unmarked: OpeningSpan[] = [];
  buildSegments(tokenize(text), unmarked);
  return unmarked;
}

/** Parses free-text hours. Never throws; text that cannot be understood gives a closed week. */
export function parseHours(text: string | null | undefined): ParsedHours {
  if (typeof text !== "string" || text.trim() === "") return closedHours();
  const tokens = tokenize(text);
  const { pairs, generic } = pairSegments(buildSegments(tokens));

  type Entry = { spans: OpeningSpan[]; closed: boolean; key: string };
  const entries = new Map<number, Entry>();
  for (const { days, value } of pairs) {
    const key = [...days.days].sort().join(",");
    for (const d of days.days) {
      if (value.kind === "closed") {
        entries.set(d, { spans: [], closed: true, key });
        continue;
      }
      const existing = entries.get(d);
      if (existing && !existing.closed && existing.key === key) {
        existing.spans.push(...value.spans);
      } else {
        entries.set(d, { spans: [...value.spans], closed: false, key });
      }
    }
  }
  const genericSpans = generic[0]?.spans ?? [];
  const week = emptyWeek().map((_, d) => {
    const entry = entries.get(d);
    if (entry) return sortSpans(entry.closed ? [] : entry.spans);
    return sortSpans(genericSpans.map((s) => ({ ...s })));
  });
  return { alwaysOpen: isAlwaysOpenWeek(week), week, special: [] };
}

// ---------------------------------------------------------------------------------------------
// Structured hours
// ---------------------------------------------------------------------------------------------

/** "HH:MM" or "H:MM" (00:00 to 24:00) to minutes, else null. */
export function parseClock(value: string | null | undefined): number | null {
  if (typeof value !== "string") return null;
  const m = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(value);
  if (!m) return null;
  const token = clockToken(m[1] ?? "", m[2]);
  return token && token.k === "time" ? token.min : null;
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Converts the structured weekly hours; invalid entries are skipped. */
export function hoursFromWeekly(weekly: WeeklyHours | null | undefined): ParsedHours {
  if (!weekly) return closedHours();
  const week = emptyWeek();
  for (const entry of weekly.week ?? []) {
    const open = parseClock(entry.open);
    const close = parseClock(entry.close);
    if (!Number.isInteger(entry.day) || entry.day < 0 || entry.day > 6) continue;
    if (open === null || close === null) continue;
    week[entry.day]?.push(makeSpan(open, close));
  }
  const byDate = new Map<string, SpecialDay>();
  for (const entry of weekly.special ?? []) {
    if (!ISO_DATE.test(entry.date)) continue;
    const current = byDate.get(entry.date) ?? { date: entry.date, closed: false, spans: [] };
    if (entry.label && !current.label) current.label = entry.label;
    if (entry.closed) {
      current.closed = true;
      current.spans = [];
    } else if (!current.closed) {
      const open = parseClock(entry.open);
      const close = parseClock(entry.close);
      if (open === null || close === null) continue;
      current.spans.push(makeSpan(open, close));
    }
    byDate.set(entry.date, current);
  }
  const sortedWeek = week.map(sortSpans);
  const special = [...byDate.values()]
    .map((s) => ({ ...s, spans: sortSpans(s.spans) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { alwaysOpen: isAlwaysOpenWeek(sortedWeek), week: sortedWeek, special };
}

/**
 * The hours of a store: its structured week when it has one, else its free text; structured
 * special dates (holidays) apply either way.
 */
export function hoursForStore(store: {
  hoursText?: string | null;
  weeklyHours?: WeeklyHours | null;
  closedFrom?: Date | string | null;
  closedUntil?: Date | string | null;
}): ParsedHours {
  const structured = hoursFromWeekly(store.weeklyHours);
  const hasWeek = (store.weeklyHours?.week ?? []).length > 0;
  const closures = closedPeriods(store.closedFrom, store.closedUntil);
  const hours = hasWeek
    ? structured
    : { ...parseHours(store.hoursText), special: structured.special };
  return closures.length > 0 ? { ...hours, closures } : hours;
}

/** The store's temporary closure as a list (empty without one, or with an unreadable one). */
export function closedPeriods(
  from: Date | string | null | undefined,
  until: Date | string | null | undefined,
): ClosedPeriod[] {
  if (!from || !until) return [];
  const start = new Date(from);
  const end = new Date(until);
  if (!Number.isFinite(start.getTime()) || !Number.isFinite(end.getTime()) || start >= end) {
    return [];
  }
  return [{ from: start.toISOString(), until: end.toISOString() }];
}

/** The temporary closure holding at `now`, if any. */
export function closureAt(hours: ParsedHours, now: Date): ClosedPeriod | null {
  const t = now.getTime();
  return hours.closures?.find((c) => Date.parse(c.from) <= t && t < Date.parse(c.until)) ?? null;
}

/** Cuts the temporary closures (minutes from the local midnight `base`) out of the intervals. */
function withoutClosures(
  intervals: { start: number; end: number }[],
  closures: readonly ClosedPeriod[] | undefined,
  base: number,
): { start: number; end: number }[] {
  let result = intervals;
  for (const c of closures ?? []) {
    const from = (Date.parse(c.from) - base) / 60_000;
    const until = (Date.parse(c.until) - base) / 60_000;
    result = result.flatMap((iv) => {
      if (iv.end <= from || iv.start >= until) return [iv];
      const parts: { start: number; end: number }[] = [];
      if (iv.start < from) parts.push({ start: iv.start, end: from });
      if (iv.end > until) parts.push({ start: until, end: iv.end });
      return parts;
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Open / closed in the store's zone
// ---------------------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A valid IANA zone, or the default when the stored value is unknown. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

type LocalParts = { year: number; month: number; day: number; minutes: number; seconds: number };

function localParts(instant: number, timeZone: string): LocalParts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    minutes: ((values.hour ?? 0) % 24) * 60 + (values.minute ?? 0),
    seconds: values.second ?? 0,
  };
}

function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes, p.seconds);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a local wall-clock time (minutes may exceed a day) in a zone. */
function instantOf(year: number, month: number, day: number, minutes: number, zone: string): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wall - zoneOffsetMs(wall, zone);
  const second = wall - zoneOffsetMs(first, zone);
  return new Date(second);
}

/** 'H:MM' for labels ('9:00', '18:30'). */
export function formatClockLabel(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`;
}

/** 'HH:MM' ('09:00'). */
export function formatClock(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

function isoDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

function spansFor(hours: ParsedHours, date: string, weekday: number): OpeningSpan[] {
  const special = hours.special.find((s) => s.date === date);
  if (special) return special.closed ? [] : special.spans;
  return hours.week[weekday] ?? [];
}

const WINDOW_START = -1;
const WINDOW_END = 7;

/**
 * Open/closed status at `now`, evaluated in the store's zone (never the server's or visitor's).
 * An unknown zone falls back to America/Sao_Paulo.
 */
export function getOpenStatus(
  hours: ParsedHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpenStatus {
  return statusWithEnd(hours, now, timeZone).status;
}

/**
 * The status at `now` and the instant until which nothing about the store's present day can
 * change: the next opening or closing, or the store's next local midnight, whichever comes first
 * (at midnight 'Amanhã' becomes 'Hoje', and today's hours and holiday are another day's). Null for
 * an instant that is not a date.
 */
export function openStatusUntil(
  hours: ParsedHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): { status: OpenStatus; until: Date | null } {
  return statusWithEnd(hours, now, timeZone);
}

function statusWithEnd(
  hours: ParsedHours,
  now: Date,
  timeZone: string,
): { status: OpenStatus; until: Date | null } {
  const instant = now.getTime();
  if (!Number.isFinite(instant)) {
    return { status: { open: false, alwaysOpen: false, nextOpening: null }, until: null };
  }
  const zone = resolveTimeZone(timeZone);
  const local = localParts(instant, zone);
  const todayUtc = Date.UTC(local.year, local.month - 1, local.day);
  const weekday = new Date(todayUtc).getUTCDay();
  const todayIso = isoDate(todayUtc);
  const specialToday = hours.special.some((s) => s.date === todayIso);
  const at = (minutes: number) => instantOf(local.year, local.month, local.day, minutes, zone);
  const midnight = at(DAY_MINUTES);
  const earliest = (change: Date) => (change < midnight ? change : midnight);

  const closure = closureAt(hours, now);
  if (hours.alwaysOpen && hours.special.length === 0 && !hours.closures?.length) {
    return { status: { open: true, alwaysOpen: true, nextOpening: null }, until: midnight };
  }

  // Absolute intervals in minutes from today's local midnight, merged when they touch.
  const intervals: { start: number; end: number }[] = [];
  for (let offset = WINDOW_START; offset <= WINDOW_END; offset++) {
    const dateUtc = todayUtc + offset * 86_400_000;
    const spans = spansFor(hours, isoDate(dateUtc), (((weekday + offset) % 7) + 7) % 7);
    for (const s of spans) {
      intervals.push({ start: offset * DAY_MINUTES + s.open, end: offset * DAY_MINUTES + s.close });
    }
  }
  intervals.sort((a, b) => a.start - b.start);
  const joined: { start: number; end: number }[] = [];
  for (const iv of intervals) {
    const prev = joined[joined.length - 1];
    if (prev && iv.start <= prev.end) prev.end = Math.max(prev.end, iv.end);
    else joined.push({ ...iv });
  }
  const merged = withoutClosures(joined, hours.closures, at(0).getTime());
  const closedUntil = closure ? { closedUntil: new Date(closure.until) } : {};

  const nowMinutes = local.minutes;
  const current = merged.find((iv) => iv.start <= nowMinutes && nowMinutes < iv.end);
  if (current) {
    const status: OpenStatus = {
      open: true,
      alwaysOpen: hours.alwaysOpen && !specialToday && !hours.closures?.length,
      nextOpening: null,
    };
    const lastKnown = (WINDOW_END + 1) * DAY_MINUTES;
    if (current.end < lastKnown) status.closesAt = formatClockLabel(current.end);
    return { status, until: earliest(at(current.end)) };
  }

  const next = merged.find((iv) => iv.start > nowMinutes);
  if (!next) {
    const status = { open: false, alwaysOpen: false, nextOpening: null, ...closedUntil };
    return { status, until: closure ? earliest(new Date(closure.until)) : midnight };
  }
  const dayOffset = Math.floor(next.start / DAY_MINUTES);
  const time = formatClockLabel(next.start);
  let label: string;
  if (dayOffset === 0) label = `Hoje às ${time}`;
  else if (dayOffset === 1) label = `Amanhã às ${time}`;
  else label = `${WEEKDAY_NAMES[(weekday + dayOffset) % 7] ?? ""} às ${time}`;
  const opensAt = at(next.start);
  return {
    status: { open: false, alwaysOpen: false, nextOpening: { label, at: opensAt }, ...closedUntil },
    until: earliest(opensAt),
  };
}

// ---------------------------------------------------------------------------------------------
// Store cards and structured data
// ---------------------------------------------------------------------------------------------

function shortClock(minutes: number, isClose: boolean): string {
  if (isClose && minutes === DAY_MINUTES) return "24h";
  const m = minutes % DAY_MINUTES;
  const h = Math.floor(m / 60);
  const min = m % 60;
  return min === 0 ? `${h}h` : `${h}h${String(min).padStart(2, "0")}`;
}

function describeSpans(spans: OpeningSpan[]): string {
  if (coversWholeDay(spans)) return "24 horas";
  return spans
    .map(
      (s) =>
        `${shortClock(s.open, false)} às ${shortClock(s.close, true)}${s.close > DAY_MINUTES ? " do dia seguinte" : ""}`,
    )
    .join(" e ");
}

/** 'Seg. à Sex.', 'Sáb. e Dom.', 'Seg., Qua. e Sex.' for days given in Monday-first positions. */
function describeDays(positions: number[]): string {
  if (positions.length === 7) return "Todos os dias";
  const runs: number[][] = [];
  for (const p of positions) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === p - 1) run.push(p);
    else runs.push([p]);
  }
  const abbr = (p: number) => WEEKDAY_ABBREVIATIONS[MONDAY_FIRST[p] ?? 0];
  const parts = runs.map((run) => {
    const first = abbr(run[0] ?? 0);
    const last = abbr(run[run.length - 1] ?? 0);
    if (run.length === 1) return first;
    if (run.length === 2) return `${first} e ${last}`;
    return `${first} à ${last}`;
  });
  if (parts.length === 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} e ${parts[parts.length - 1]}`;
}

/** Days with identical, non-empty spans grouped, in Monday-first order of first appearance. */
function groupWeek(week: OpeningSpan[][]): { positions: number[]; spans: OpeningSpan[] }[] {
  const groups = new Map<string, { positions: number[]; spans: OpeningSpan[] }>();
  MONDAY_FIRST.forEach((d, position) => {
    const spans = week[d] ?? [];
    if (spans.length === 0) return;
    const key = spans.map((s) => `${s.open}-${s.close}`).join(",");
    const group = groups.get(key);
    if (group) group.positions.push(position);
    else groups.set(key, { positions: [position], spans });
  });
  return [...groups.values()];
}

/**
 * Short hours for store cards: 'Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h'. Closed days are left
 * out; '24 horas' when always open; text that does not parse is returned trimmed.
 */
export function abbreviateHours(input: string | ParsedHours | null | undefined): string {
  const hours = typeof input === "string" || input == null ? parseHours(input) : input;
  if (hours.alwaysOpen) return "24 horas";
  const groups = groupWeek(hours.week);
  if (groups.length === 0) return typeof input === "string" ? input.trim() : "";
  return groups.map((g) => `${describeDays(g.positions)}: ${describeSpans(g.spans)}`).join(" | ");
}

const schemaDay = (d: number) => `https://schema.org/${SCHEMA_DAYS[d] ?? "Sunday"}`;

function specFor(days: number[] | null, span: OpeningSpan): OpeningHoursSpecification {
  const whole = span.open === 0 && span.close >= DAY_MINUTES;
  const spec: OpeningHoursSpecification = {
    "@type": "OpeningHoursSpecification",
    opens: formatClock(span.open),
    closes: whole || span.close === DAY_MINUTES ? "23:59" : formatClock(span.close),
  };
  if (days) spec.dayOfWeek = days.map(schemaDay);
  return spec;
}

/**
 * A span past midnight as two specifications, one per day ('22:00'-'23:59' and the next day's
 * '00:00'-'02:00'), so no reader has to guess that a close before the open means the next day.
 */
function specsFor(days: number[] | null, span: OpeningSpan): OpeningHoursSpecification[] {
  if (span.close <= DAY_MINUTES || span.open === 0) return [specFor(days, span)];
  const nextDays = days && days.map((d) => (d + 1) % 7);
  return [
    specFor(days, { open: span.open, close: DAY_MINUTES }),
    specFor(nextDays, { open: 0, close: span.close - DAY_MINUTES }),
  ];
}

/** The spec's default (structured data): Mon-Fri 09:00-19:00 and Sat 09:00-17:00. */
export const defaultOpeningHoursSpecification: readonly OpeningHoursSpecification[] = Object.freeze(
  [
    Object.freeze({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: [1, 2, 3, 4, 5].map(schemaDay),
      opens: "09:00",
      closes: "19:00",
    }),
    Object.freeze({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: [schemaDay(6)],
      opens: "09:00",
      closes: "17:00",
    }),
  ],
);

/**
 * schema.org OpeningHoursSpecification list. Always open: all days 00:00-23:59; a span past
 * midnight is two specifications, one on each day;
 * special dates get validFrom/validThrough (closed = 00:00-00:00). When nothing parsed at all the
 * `fallback` (the spec default) is returned; pass null to get [] instead.
 */
export function toOpeningHoursSpecification(
  hours: ParsedHours,
  fallback: readonly OpeningHoursSpecification[] | null = defaultOpeningHoursSpecification,
): OpeningHoursSpecification[] {
  const specialSpecs = hours.special.flatMap((s): OpeningHoursSpecification[] => {
    const valid = { validFrom: s.date, validThrough: s.date };
    if (s.closed || s.spans.length === 0) {
      return [{ "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", ...valid }];
    }
    return s.spans.flatMap((span) => {
      const [today, nextDay] = specsFor(null, span);
      const next = isoDate(Date.parse(`${s.date}T00:00:00Z`) + 86_400_000);
      return nextDay
        ? [
            { ...today!, ...valid },
            { ...nextDay, validFrom: next, validThrough: next },
          ]
        : [{ ...today!, ...valid }];
    });
  });
  if (hours.alwaysOpen) {
    return [specFor([1, 2, 3, 4, 5, 6, 0], { open: 0, close: DAY_MINUTES }), ...specialSpecs];
  }
  const weekly = groupWeek(hours.week).flatMap((g) =>
    g.spans.flatMap((span) =>
      specsFor(
        g.positions.map((p) => MONDAY_FIRST[p] ?? 0),
        span,
      ),
    ),
  );
  if (weekly.length === 0 && specialSpecs.length === 0) {
    return (fallback ?? []).map((s) =>
      s.dayOfWeek ? { ...s, dayOfWeek: [...s.dayOfWeek] } : { ...s },
    );
  }
  return [...weekly, ...specialSpecs];
}
