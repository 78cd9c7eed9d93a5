import { describe, expect, it } from "vitest";
import {
  decisionFor,
  holidayKeyOf,
  holidayPlace,
  holidaySpecialDays,
  withHolidays,
  type Holiday,
  type HolidayDecisionRule,
} from "./holidays";
import { getOpenStatus, hoursFromWeekly, parseHours } from "./hours";
import { todayHolidayLabel, todayHoursLabel } from "./today-hours";
import { CHRISTMAS_CLOSED } from "../../tests/support/unit/holidays";

const natal: Holiday = { date: "2026-12-25", key: "natal", name: "Natal", kind: "feriado" };
const aniversario: Holiday = {
  date: "2026-10-24",
  key: "lancamento-da-pedra-fundamental-de-goiania",
  name: "Lançamento da pedra fundamental de Goiânia",
  kind: "feriado",
};

function rule(change: Partial<HolidayDecisionRule>): HolidayDecisionRule {
  return { ...CHRISTMAS_CLOSED, ...change };
}

const goiania = holidayPlace("Goiás", "Goiânia");
const anapolis = holidayPlace("Goiás", "Anápolis");
const brasilia = holidayPlace("Distrito Federal", "Brasília");

describe("holiday places and keys", () => {
  it("reads full state names or UF codes and folds city names", () => {
    expect(goiania).toEqual({ uf: "GO", city: "goiania" });
    expect(holidayPlace("go", " GOIÂNIA ")).toEqual({ uf: "GO", city: "goiania" });
    expect(holidayPlace("Atlântida", "X").uf).toBeNull();
  });

  it("turns names into stable keys", () => {
    expect(holidayKeyOf("Dia da Independência")).toBe("dia-da-independencia");
    expect(holidayKeyOf("Natal")).toBe("natal");
  });
});

describe("decisionFor: the most specific scope wins", () => {
  const all = rule({ mode: "closed" });
  const state = rule({
    scope: "state",
    state: "GO",
    mode: "special",
    opens: "10:00",
    closes: "14:00",
  });
  const city = rule({ scope: "city", state: "GO", city: "Goiânia", mode: "normal" });
  const decisions = [all, state, city];

  it.each([
    ["the city decision for a store in that city", goiania, city],
    ["the state decision for another city of the state", anapolis, state],
    ["the network decision elsewhere", brasilia, all],
  ])("gives %s", (_label, place, expected) => {
    expect(decisionFor(natal, place, decisions)).toBe(expected);
  });

  it("ignores decisions of another holiday or date", () => {
    expect(decisionFor({ ...natal, date: "2027-12-25" }, goiania, decisions)).toBeNull();
    expect(decisionFor({ ...natal, key: "ano-novo" }, goiania, decisions)).toBeNull();
  });

  it("matches city names whatever their accents and case", () => {
    const typed = rule({ scope: "city", state: "GO", city: "goiania" });
    expect(decisionFor(natal, goiania, [typed])).toBe(typed);
    expect(decisionFor(natal, holidayPlace("Minas Gerais", "Goiânia"), [typed])).toBeNull();
  });
});

describe("holidaySpecialDays", () => {
  it("closes, sets special hours or keeps the week", () => {
    const days = holidaySpecialDays([natal, aniversario], goiania, [
      rule({ mode: "closed" }),
      rule({
        date: aniversario.date,
        holidayKey: aniversario.key,
        mode: "special",
        opens: "10:00",
        closes: "14:00",
      }),
    ]);
    expect(days).toEqual([
      {
        date: "2026-10-24",
        closed: false,
        spans: [{ open: 600, close: 840 }],
        label: aniversario.name,
        holiday: true,
      },
      { date: "2026-12-25", closed: true, spans: [], label: "Natal", holiday: true },
    ]);
  });

  it("gives nothing for 'Horário normal' or an undecided holiday", () => {
    expect(holidaySpecialDays([natal], goiania, [rule({ mode: "normal" })])).toEqual([]);
    expect(holidaySpecialDays([natal], goiania, [])).toEqual([]);
  });

  it("a city's 'Horário normal' overrules the network's 'Fechado'", () => {
    const decisions = [
      rule({ mode: "closed" }),
      rule({ scope: "city", state: "GO", city: "Goiânia", mode: "normal" }),
    ];
    expect(holidaySpecialDays([natal], goiania, decisions)).toEqual([]);
    expect(holidaySpecialDays([natal], anapolis, decisions)).toHaveLength(1);
  });
});

describe("withHolidays and the open status", () => {
  const weekly = hoursFromWeekly({
    week: [1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "19:00" })),
  });
  const closedOnChristmas = holidaySpecialDays([natal], goiania, [rule({ mode: "closed" })]);
  // 25/12/2026 is a Friday; 15:00 in São Paulo.
  const christmasAfternoon = new Date("2026-12-25T18:00:00Z");

  it("closes the store on the holiday and opens it on the next working day", () => {
    const hours = withHolidays(weekly, closedOnChristmas);
    const status = getOpenStatus(hours, christmasAfternoon);
    expect(status.open).toBe(false);
    expect(status.nextOpening?.label).toBe("Segunda às 9:00");
    expect(getOpenStatus(weekly, christmasAfternoon).open).toBe(true);
  });

  it("keeps the store's own special date over the network decision", () => {
    const own = hoursFromWeekly({
      week: weekly.week.flatMap((spans, day) =>
        spans.map(() => ({ day, open: "09:00", close: "19:00" })),
      ),
      special: [{ date: "2026-12-25", open: "12:00", close: "18:00", label: "Plantão" }],
    });
    const hours = withHolidays(own, closedOnChristmas);
    expect(hours.special).toHaveLength(1);
    expect(getOpenStatus(hours, christmasAfternoon).open).toBe(true);
    expect(todayHolidayLabel(hours, christmasAfternoon)).toBeNull();
  });

  it("applies to stores that only have free-text hours", () => {
    const hours = withHolidays(parseHours("Seg. a Sex.: 9h às 19h"), closedOnChristmas);
    expect(getOpenStatus(hours, christmasAfternoon).open).toBe(false);
  });

  it("labels the day: 'Feriado: Natal — fechado' or with its special hours", () => {
    const hours = withHolidays(weekly, closedOnChristmas);
    expect(todayHolidayLabel(hours, christmasAfternoon)).toBe("Feriado: Natal — fechado");
    expect(todayHoursLabel(hours, christmasAfternoon)).toBe("Hoje: fechado");
    const special = withHolidays(
      weekly,
      holidaySpecialDays([natal], goiania, [
        rule({ mode: "special", opens: "10:00", closes: "14:30" }),
      ]),
    );
    expect(todayHolidayLabel(special, christmasAfternoon)).toBe("Feriado: Natal — 10h às 14h30");
    expect(todayHolidayLabel(special, new Date("2026-12-24T18:00:00Z"))).toBeNull();
  });
});
