import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WeeklyHours } from "#db/schema";
import {
  abbreviateHours,
  defaultOpeningHoursSpecification,
  formatClock,
  getOpenStatus,
  hoursForStore,
  hoursFromWeekly,
  parseClock,
  parseHours,
  toOpeningHoursSpecification,
  type OpeningSpan,
  type ParsedHours,
} from "./hours";
import { itReturns } from "../../tests/support/unit/returns";

/** "09:00-19:00 14:00-18:00" to spans (a close not after the open runs past midnight). */
function spans(text: string): OpeningSpan[] {
  return text
    .split(" ")
    .filter(Boolean)
    .map((range) => {
      const [open, close] = range.split("-").map((t) => parseClock(t) ?? -1) as [number, number];
      return { open, close: close <= open ? close + 1440 : close };
    });
}

/** { "1-5": "09:00-19:00", "6": "09:00-17:00", "*": ... } to a full week (others closed). */
function week(spec: Record<string, string>): OpeningSpan[][] {
  const result: OpeningSpan[][] = [[], [], [], [], [], [], []];
  for (const [days, ranges] of Object.entries(spec)) {
    const list =
      days === "*"
        ? [0, 1, 2, 3, 4, 5, 6]
        : days.includes("-")
          ? (() => {
              const [a, b] = days.split("-").map(Number) as [number, number];
              return Array.from({ length: b - a + 1 }, (_, i) => a + i);
            })()
          : days.split(",").map(Number);
    for (const d of list) result[d] = spans(ranges);
  }
  return result;
}

const NINE_TO_SEVEN = { "*": "09:00-19:00" };

describe("parseHours", () => {
  const cases: [string, string, Record<string, string>][] = [
    ["weekday group with full names", "Segunda a Sexta: 9h às 19h", { "1-5": "09:00-19:00" }],
    ["abbreviated with dots", "Seg. a Sex.: 9h às 18h", { "1-5": "09:00-18:00" }],
    ["abbreviated capitalised", "Seg a Sex 9h-19h", { "1-5": "09:00-19:00" }],
    ["up to Saturday", "Segunda a Sábado das 8h às 18h", { "1-6": "08:00-18:00" }],
    [
      "two groups joined by ' | '",
      "Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h",
      { "1-5": "09:00-19:00", "6": "09:00-17:00" },
    ],
    [
      "sábado without accent, domingo closed, ';' separators",
      "segunda a sexta 9h as 18h; sabado 9h as 13h; domingo fechado",
      { "1-5": "09:00-18:00", "6": "09:00-13:00" },
    ],
    [
      "Sáb. and Dom. abbreviations with colon times",
      "Sáb. 09:00 - 13:00, Dom. 10:00 - 14:00",
      { "6": "09:00-13:00", "0": "10:00-14:00" },
    ],
    [
      "domingos e feriados",
      "Segunda a sábado: 9h às 21h\nDomingos e feriados: 14h às 20h",
      { "1-6": "09:00-21:00", "0": "14:00-20:00" },
    ],
    ["list of single days", "Seg, Qua e Sex: 9h às 18h", { "1,3,5": "09:00-18:00" }],
    ["single day", "Quarta 10h às 16h", { "3": "10:00-16:00" }],
    ["minutes written 9h30", "Seg a Sex 9h30 às 18h30", { "1-5": "09:30-18:30" }],
    ["minutes written 9:30", "Seg a Sex 9:30 às 18:30", { "1-5": "09:30-18:30" }],
    ["zero-padded 09h00 and 'até'", "Seg a Sex 09h00 até 18h00", { "1-5": "09:00-18:00" }],
    ["connector 'a'", "Seg a Sex 9h a 18h", { "1-5": "09:00-18:00" }],
    ["spaced dash", "Seg a Sex 9h - 19h", { "1-5": "09:00-19:00" }],
    ["bare range means every day", "9h às 19h", NINE_TO_SEVEN],
    ["bare range with 'das'", "das 9h às 19h", NINE_TO_SEVEN],
    ["bare dashed range", "09:00-19:00", NINE_TO_SEVEN],
    [
      "generic range then a closed Sunday",
      "9h às 19h | Domingo: fechado",
      { "1-6": "09:00-19:00" },
    ],
    ["generic range, comma, closed Sunday", "9h às 19h, domingo fechado", { "1-6": "09:00-19:00" }],
    [
      "times written before the days",
      "Das 9h às 18h, de segunda a sábado",
      { "1-6": "09:00-18:00" },
    ],
    [
      "two ranges the same day (lunch break)",
      "Seg a Sex 8h às 12h e 14h às 18h",
      { "1-5": "08:00-12:00 14:00-18:00" },
    ],
    [
      "groups joined by ' e '",
      "Seg a Sex 9h-19h e Sáb 9h-17h",
      { "1-5": "09:00-19:00", "6": "09:00-17:00" },
    ],
    ["across midnight", "Todos os dias 18h às 02h", { "*": "18:00-02:00" }],
    ["ordinals 2ª a 6ª", "2ª a 6ª: 8h às 18h", { "1-5": "08:00-18:00" }],
    ["feira suffixes", "Segunda-feira a sexta-feira, 8h às 17h", { "1-5": "08:00-17:00" }],
    [
      "fechado aos domingos",
      "Todos os dias 10h às 22h | Fechado aos domingos",
      { "1-6": "10:00-22:00" },
    ],
    ["24 horas except Sunday", "24h exceto domingo", { "1-6": "00:00-24:00" }],
    ["bare hours without 'h' next to days", "Seg a Sex 9 às 18", { "1-5": "09:00-18:00" }],
    [
      "days on one line, hours on the next",
      "Segunda a Sexta:\n09:00 às 18:00\nSábado:\n09:00 às 13:00",
      { "1-5": "09:00-18:00", "6": "09:00-13:00" },
    ],
    ["domingo a domingo means every day", "Domingo a domingo, 8h às 22h", { "*": "08:00-22:00" }],
    ["range wrapping round the week", "Sex a Seg 10h às 16h", { "5,6,0,1": "10:00-16:00" }],
    ["upper case", "SEG A SEX: 09H ÀS 18H", { "1-5": "09:00-18:00" }],
    [
      "slash between groups",
      "Seg à Sex: 8h às 18h / Sáb: 8h às 12h",
      { "1-5": "08:00-18:00", "6": "08:00-12:00" },
    ],
    ["slash as a range", "Seg a Sex 9h/18h", { "1-5": "09:00-18:00" }],
    [
      "sentence with commas",
      "De segunda à sexta, das 8h às 18h, e aos sábados, das 8h às 12h.",
      { "1-5": "08:00-18:00", "6": "08:00-12:00" },
    ],
    [
      "lunch break written with a dash",
      "Segunda a sexta: 8h as 12h - 14h as 18h",
      { "1-5": "08:00-12:00 14:00-18:00" },
    ],
    ["meio-dia", "Sáb das 8h ao meio-dia", { "6": "08:00-12:00" }],
    ["holiday-only hours are ignored", "Feriados: 9h às 13h", {}],
    ["'fechado' alone", "Fechado", {}],
    ["unparseable text", "Consulte nosso horário pelo WhatsApp", {}],
    ["empty text", "   ", {}],
  ];

  it.each(cases)("%s: %j", (_name, text, expected) => {
    const parsed = parseHours(text);
    expect(parsed.week).toEqual(week(expected));
    expect(parsed.alwaysOpen).toBe(false);
  });

  it.each(["24 horas", "24h", "Aberto 24 horas", "24/7", "Todos os dias, 24 horas"])(
    "%j is always open",
    (text) => {
      const parsed = parseHours(text);
      expect(parsed.alwaysOpen).toBe(true);
      expect(parsed.week).toEqual(week({ "*": "00:00-24:00" }));
    },
  );

  it("'até 24h' is a closing time, not always open", () => {
    expect(parseHours("Sex e Sáb das 18h às 24h").week).toEqual(week({ "5,6": "18:00-24:00" }));
    expect(parseHours("Sáb até 24h").alwaysOpen).toBe(false);
  });

  it.each([null, undefined, "", "horário comercial", "abc 99h às 77h"])(
    "never throws and gives a closed week for %j",
    (text) => {
      expect(parseHours(text).week.every((d) => d.length === 0)).toBe(true);
    },
  );
});

/** A São Paulo wall-clock time (UTC-3 all year since 2019). */
const sp = (local: string) => new Date(`${local}:00-03:00`);

// 2026-11-22 is a Sunday, 2026-11-23 a Monday, 2026-11-28 a Saturday.
describe("getOpenStatus", () => {
  const standard = parseHours("Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h");
  const cases: [string, ParsedHours, string, boolean, string | null, string | undefined][] = [
    ["Monday 08:59 is closed", standard, "2026-11-23T08:59", false, "Hoje às 9:00", undefined],
    ["Monday 09:00 is open", standard, "2026-11-23T09:00", true, null, "19:00"],
    ["Monday 18:59 is open", standard, "2026-11-23T18:59", true, null, "19:00"],
    ["Monday 19:00 is closed", standard, "2026-11-23T19:00", false, "Amanhã às 9:00", undefined],
    ["Saturday 16:59 is open", standard, "2026-11-28T16:59", true, null, "17:00"],
    ["Saturday 17:00 is closed", standard, "2026-11-28T17:00", false, "Segunda às 9:00", undefined],
    ["Sunday is closed", standard, "2026-11-22T12:00", false, "Amanhã às 9:00", undefined],
    ["Monday 00:30 opens today", standard, "2026-11-23T00:30", false, "Hoje às 9:00", undefined],
    [
      "half past opening label",
      parseHours("Seg a Sex 8h30 às 18h"),
      "2026-11-23T19:00",
      false,
      "Amanhã às 8:30",
      undefined,
    ],
    ["24 horas", parseHours("24 horas"), "2026-11-22T03:00", true, null, undefined],
    ["18h às 02h at 23:00", parseHours("18h às 02h"), "2026-11-23T23:00", true, null, "2:00"],
    [
      "18h às 02h at 01:30 next day",
      parseHours("18h às 02h"),
      "2026-11-24T01:30",
      true,
      null,
      "2:00",
    ],
    [
      "18h às 02h at 02:00 next day",
      parseHours("18h às 02h"),
      "2026-11-24T02:00",
      false,
      "Hoje às 18:00",
      undefined,
    ],
    [
      "Friday night opening past midnight into Saturday",
      parseHours("Sex 20h às 03h"),
      "2026-11-28T02:59",
      true,
      null,
      "3:00",
    ],
    [
      "unparseable is closed with no next opening",
      parseHours("Ligue para saber"),
      "2026-11-23T10:00",
      false,
      null,
      undefined,
    ],
    [
      "lunch break",
      parseHours("Seg a Sex 8h às 12h e 14h às 18h"),
      "2026-11-23T12:30",
      false,
      "Hoje às 14:00",
      undefined,
    ],
  ];

  it.each(cases)("%s", (_name, hours, local, open, label, closesAt) => {
    const status = getOpenStatus(hours, sp(local));
    expect(status.open).toBe(open);
    expect(status.nextOpening?.label ?? null).toBe(label);
    expect(status.closesAt).toBe(closesAt);
  });

  it("reports alwaysOpen for 24 horas", () => {
    expect(getOpenStatus(parseHours("24h"), sp("2026-11-23T04:00"))).toEqual({
      open: true,
      alwaysOpen: true,
      nextOpening: null,
    });
  });

  it("gives the instant of the next opening", () => {
    const status = getOpenStatus(standard, sp("2026-11-28T18:00"));
    expect(status.nextOpening?.at.toISOString()).toBe("2026-11-30T12:00:00.000Z");
  });

  it("evaluates a UTC instant in the store's zone, not the machine's", () => {
    const instant = new Date("2026-11-23T13:00:00Z"); // Monday 10:00 in São Paulo
    expect(getOpenStatus(standard, instant).open).toBe(true);
    expect(getOpenStatus(standard, instant, "America/Sao_Paulo").closesAt).toBe("19:00");
    // 09:00 in Manaus (UTC-4): exactly opening time, so open.
    expect(getOpenStatus(standard, instant, "America/Manaus").open).toBe(true);
    // 08:00 in Rio Branco (UTC-5): not yet.
    expect(getOpenStatus(standard, instant, "America/Rio_Branco").nextOpening?.label).toBe(
      "Hoje às 9:00",
    );
    // 12:59 UTC = 08:59 in Manaus: closed there, but 09:59 in São Paulo: open.
    const earlier = new Date("2026-11-23T12:59:00Z");
    expect(getOpenStatus(standard, earlier, "America/Manaus").open).toBe(false);
    expect(getOpenStatus(standard, earlier).open).toBe(true);
  });

  it("falls back to São Paulo for an unknown zone and is closed for an invalid date", () => {
    expect(getOpenStatus(standard, sp("2026-11-23T10:00"), "Not/AZone").open).toBe(true);
    expect(getOpenStatus(standard, new Date(Number.NaN))).toEqual({
      open: false,
      alwaysOpen: false,
      nextOpening: null,
    });
  });
});

describe("getOpenStatus of the demo stores' hours", () => {
  const cases: [string, string, string, boolean, string | null][] = [
    [
      "Sunday closed ('Domingo: fechado')",
      "Segunda a Sábado: 9h às 21h | Domingo: fechado",
      "2026-11-22T12:00",
      false,
      "Amanhã às 9:00",
    ],
    [
      "'das 08:00 às 18:00' at 08:00 opens",
      "Segunda a sexta das 08:00 às 18:00, sábado das 08:00 às 12:00",
      "2026-11-23T08:00",
      true,
      null,
    ],
    [
      "Saturday 12:00 closes until Monday",
      "Segunda a sexta das 08:00 às 18:00, sábado das 08:00 às 12:00",
      "2026-11-28T12:00",
      false,
      "Segunda às 8:00",
    ],
    [
      "'9h30' opening at 09:29 is not open yet",
      "Seg a Sex 9h30 às 18h30, Sáb 9h às 13h",
      "2026-11-23T09:29",
      false,
      "Hoje às 9:30",
    ],
    [
      "Sunday afternoon in a shopping centre",
      "Seg. a Sáb.: 10h às 22h | Dom.: 14h às 20h",
      "2026-11-22T14:00",
      true,
      null,
    ],
    ["'24 horas' on a Sunday night", "24 horas", "2026-11-22T23:59", true, null],
    [
      "'18h às 02h' at 17:59",
      "Todos os dias: 18h às 02h",
      "2026-11-22T17:59",
      false,
      "Hoje às 18:00",
    ],
    ["'18h às 02h' at 00:00", "Todos os dias: 18h às 02h", "2026-11-23T00:00", true, null],
  ];

  it.each(cases)("%s", (_name, text, local, open, label) => {
    const status = getOpenStatus(parseHours(text), sp(local));
    expect(status.open).toBe(open);
    expect(status.nextOpening?.label ?? null).toBe(label);
  });
});

describe("in a server process running in UTC", () => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "UTC";
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  const standard = parseHours("Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h");

  it("still finds a store open at 10:00 São Paulo time", () => {
    // The process clock really is UTC here: local 10:00 has no offset.
    expect(new Date(2026, 10, 23, 10).getTimezoneOffset()).toBe(0);
    const tenInSaoPaulo = new Date("2026-11-23T13:00:00Z");
    expect(getOpenStatus(standard, tenInSaoPaulo)).toMatchObject({ open: true, closesAt: "19:00" });
  });

  it("does not read 10:00 on the server's UTC clock as opening hours in São Paulo", () => {
    // 10:00 UTC is 07:00 in São Paulo.
    expect(getOpenStatus(standard, new Date("2026-11-23T10:00:00Z"))).toMatchObject({
      open: false,
      nextOpening: { label: "Hoje às 9:00" },
    });
  });

  it("keeps the store's weekday when UTC has already moved to the next day", () => {
    // Sunday 01:00 UTC is Saturday 22:00 in São Paulo.
    const hours = parseHours("Seg. a Sáb.: 10h às 23h");
    expect(getOpenStatus(hours, new Date("2026-11-29T01:00:00Z"))).toMatchObject({
      open: true,
      closesAt: "23:00",
    });
  });
});

describe("structured hours", () => {
  const weekly: WeeklyHours = {
    week: [
      ...[1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "19:00" })),
      { day: 6, open: "09:00", close: "17:00" },
      { day: 9, open: "09:00", close: "17:00" },
      { day: 0, open: "nope", close: "17:00" },
    ],
    special: [
      { date: "2026-12-25", closed: true, label: "Natal" },
      { date: "2026-12-24", open: "09:00", close: "14:00" },
      { date: "24/12/2026", closed: true },
    ],
  };
  const hours = hoursFromWeekly(weekly);

  it("converts the week and skips invalid entries", () => {
    expect(hours.week).toEqual(week({ "1-5": "09:00-19:00", "6": "09:00-17:00" }));
    expect(hours.special).toEqual([
      { date: "2026-12-24", closed: false, spans: spans("09:00-14:00") },
      { date: "2026-12-25", closed: true, spans: [], label: "Natal" },
    ]);
  });

  it("a holiday closure overrides the weekday (Christmas 2026 is a Friday)", () => {
    const status = getOpenStatus(hours, sp("2026-12-25T10:00"));
    expect(status.open).toBe(false);
    expect(status.nextOpening?.label).toBe("Amanhã às 9:00");
  });

  it("special hours replace the weekday hours", () => {
    expect(getOpenStatus(hours, sp("2026-12-24T13:59")).closesAt).toBe("14:00");
    expect(getOpenStatus(hours, sp("2026-12-24T15:00")).open).toBe(false);
  });

  it("the same weekday outside the holiday is open", () => {
    expect(getOpenStatus(hours, sp("2026-12-18T10:00")).open).toBe(true);
  });

  it("hoursForStore prefers the structured week and keeps holidays over the text", () => {
    const fromText = hoursForStore({
      hoursText: "24 horas",
      weeklyHours: { week: [], special: [{ date: "2026-12-25", closed: true }] },
    });
    expect(fromText.alwaysOpen).toBe(true);
    expect(getOpenStatus(fromText, sp("2026-12-25T10:00")).open).toBe(false);
    expect(getOpenStatus(fromText, sp("2026-12-24T22:00"))).toMatchObject({
      open: true,
      alwaysOpen: true,
      closesAt: "0:00",
    });
    expect(hoursForStore({ hoursText: "9h às 18h", weeklyHours: weekly }).week[0]).toEqual([]);
    expect(hoursForStore({ hoursText: "9h às 18h", weeklyHours: null }).week[0]).toEqual(
      spans("09:00-18:00"),
    );
  });

  it("parseClock and formatClock", () => {
    expect(parseClock("9:05")).toBe(545);
    expect(parseClock("24:00")).toBe(1440);
    expect(parseClock("24:30")).toBeNull();
    expect(parseClock("25:00")).toBeNull();
    expect(formatClock(545)).toBe("09:05");
    expect(formatClock(1500)).toBe("01:00");
  });
});

describe("abbreviateHours", () => {
  itReturns("%j -> %j", abbreviateHours, [
    ["Segunda a Sexta: 9h às 19h | Sábado: 9h às 17h", "Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h"],
    ["segunda a sexta 09:00 - 19:00", "Seg. à Sex.: 9h às 19h"],
    [
      "Seg a Sex 8h30 às 18h, Sáb e Dom 9h às 13h",
      "Seg. à Sex.: 8h30 às 18h | Sáb. e Dom.: 9h às 13h",
    ],
    ["Seg, Qua e Sex: 9h às 18h", "Seg., Qua. e Sex.: 9h às 18h"],
    ["Seg a Sex 8h às 12h e 14h às 18h", "Seg. à Sex.: 8h às 12h e 14h às 18h"],
    ["9h às 19h", "Todos os dias: 9h às 19h"],
    ["Todos os dias 18h às 02h", "Todos os dias: 18h às 2h do dia seguinte"],
    ["Sex: 22h às 2h do dia seguinte", "Sex.: 22h às 2h do dia seguinte"],
    ["24 horas", "24 horas"],
    ["Aberto 24h", "24 horas"],
    ["  Ligue antes de vir  ", "Ligue antes de vir"],
  ]);

  it("accepts parsed hours", () => {
    expect(
      abbreviateHours(hoursFromWeekly({ week: [{ day: 6, open: "09:00", close: "13:00" }] })),
    ).toBe("Sáb.: 9h às 13h");
  });
});

describe("toOpeningHoursSpecification", () => {
  const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
  /** The entry for the days named in English, open from `opens` to `closes`. */
  const openOn = (days: string[], opens: string, closes: string) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((name) => `https://schema.org/${name}`),
    opens,
    closes,
  });

  it("groups days with the same hours", () => {
    expect(toOpeningHoursSpecification(parseHours("Seg a Sex 9h às 19h | Sáb 9h às 17h"))).toEqual([
      openOn(WEEKDAYS, "09:00", "19:00"),
      openOn(["Saturday"], "09:00", "17:00"),
    ]);
  });

  it("matches the spec default when nothing parses, and [] without fallback", () => {
    expect(toOpeningHoursSpecification(parseHours("???"))).toEqual(
      defaultOpeningHoursSpecification,
    );
    expect(toOpeningHoursSpecification(parseHours("???"), null)).toEqual([]);
    expect(toOpeningHoursSpecification(parseHours("Seg a Sex 9h às 19h | Sáb 9h às 17h"))).toEqual(
      defaultOpeningHoursSpecification,
    );
  });

  it("always open is every day 00:00-23:59", () => {
    expect(toOpeningHoursSpecification(parseHours("24 horas"))).toEqual([
      openOn([...WEEKDAYS, "Saturday", "Sunday"], "00:00", "23:59"),
    ]);
  });

  it("past midnight is two specifications, one per day; holidays use validFrom/validThrough", () => {
    const hours = hoursFromWeekly({
      week: [{ day: 5, open: "18:00", close: "02:00", overnight: true }],
      special: [{ date: "2026-12-25", closed: true }],
    });
    expect(toOpeningHoursSpecification(hours)).toEqual([
      openOn(["Friday"], "18:00", "23:59"),
      openOn(["Saturday"], "00:00", "02:00"),
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-12-25",
        validThrough: "2026-12-25",
      },
    ]);
  });

  it("a special date past midnight runs into the next date; Saturday night wraps to Sunday", () => {
    const hours = hoursFromWeekly({
      week: [{ day: 6, open: "22:00", close: "02:00", overnight: true }],
      special: [{ date: "2026-12-31", open: "20:00", close: "03:00", overnight: true }],
    });
    expect(toOpeningHoursSpecification(hours)).toEqual([
      openOn(["Saturday"], "22:00", "23:59"),
      openOn(["Sunday"], "00:00", "02:00"),
      {
        "@type": "OpeningHoursSpecification",
        opens: "20:00",
        closes: "23:59",
        validFrom: "2026-12-31",
        validThrough: "2026-12-31",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "03:00",
        validFrom: "2027-01-01",
        validThrough: "2027-01-01",
      },
    ]);
  });
});
