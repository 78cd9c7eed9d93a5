import { describe, expect, it } from "vitest";
import { itReturns } from "../../tests/support/unit/returns";
import { getOpenStatus, hoursFromWeekly, parseHours } from "./hours";
import {
  HOURS_RULE_MESSAGES as M,
  hoursTextMessage,
  hoursTextProblem,
  InvalidHours,
  refuseHours,
  spanProblem,
  weeklyHoursProblem,
} from "./hours-rule";

describe("spanProblem: one period of a grid, a special date or a holiday decision", () => {
  const rows: [string, string, boolean, string | null][] = [
    ["09:00", "19:00", false, null],
    ["10:00", "08:00", false, M.inverted],
    ["18:00", "10:00", false, M.inverted],
    ["15:00", "09:00", false, M.inverted],
    ["09:00", "09:00", false, M.same],
    // Midnight closes the day: no mark needed; 00:00 to 00:00 is the whole day.
    ["18:00", "00:00", false, null],
    ["18:00", "24:00", false, null],
    ["00:00", "00:00", false, null],
    ["00:00", "24:00", false, null],
    // 'fecha no dia seguinte' makes a close before the open the next day's, and only that.
    ["22:00", "02:00", true, null],
    ["22:00", "00:00", true, null],
    ["09:00", "19:00", true, M.overnightNotBefore],
    ["09:00", "09:00", true, M.overnightNotBefore],
    // Empty or malformed times are the form's other rules' business.
    ["", "08:00", false, null],
    ["25:00", "08:00", false, null],
  ];
  it.each(rows)("%s às %s (dia seguinte: %s)", (open, close, overnight, expected) => {
    expect(spanProblem(open, close, overnight)).toBe(expected);
  });
});

describe("hoursTextProblem: free text typed on the store form or in a spreadsheet", () => {
  itReturns("%j -> %j", hoursTextProblem, [
    ["Seg. a Sex.: 9h às 19h | Sáb.: 9h às 13h", null],
    ["Seg. a Sex.: 10h às 8h", hoursTextMessage("10h às 8h")],
    ["Sex e Sáb 22h às 2h", hoursTextMessage("22h às 2h")],
    ["Sex e Sáb 22h às 2h do dia seguinte", null],
    ["Sex e Sáb 22h às 2h (dia seguinte)", null],
    ["Seg a Sex 18h às 0h", null],
    ["Seg a Sex 18h à meia-noite", null],
    ["24 horas", null],
    ["Todos os dias 9:30 às 9:30", hoursTextMessage("9:30 às 9:30")],
    ["Atendimento com hora marcada", null],
    ["", null],
  ]);
});

describe("weeklyHoursProblem and refuseHours: what the write functions check", () => {
  it("refuses an inverted row of the week or of a special date, not a closed date", () => {
    expect(weeklyHoursProblem({ week: [{ day: 1, open: "10:00", close: "08:00" }] })).toBe(
      M.inverted,
    );
    expect(
      weeklyHoursProblem({
        week: [],
        special: [{ date: "2026-12-24", open: "18:00", close: "10:00" }],
      }),
    ).toBe(M.inverted);
    expect(
      weeklyHoursProblem({
        week: [{ day: 5, open: "22:00", close: "02:00", overnight: true }],
        special: [{ date: "2026-12-25", closed: true }],
      }),
    ).toBeNull();
    expect(weeklyHoursProblem(null)).toBeNull();
  });

  it("throws InvalidHours with the message", () => {
    expect(() => refuseHours(M.inverted)).toThrow(InvalidHours);
    expect(() => refuseHours(null)).not.toThrow();
  });
});

describe("an explicit overnight row on the site", () => {
  // 2026-11-27 is a Friday; 01:00 on Saturday in São Paulo is 04:00 UTC.
  const at = (local: string) => new Date(`${local}:00-03:00`);
  const grid = hoursFromWeekly({
    week: [{ day: 5, open: "22:00", close: "02:00", overnight: true }],
  });

  it("is 'Aberto' at 01:00 of the next day and closed at 02:00", () => {
    expect(getOpenStatus(grid, at("2026-11-28T01:00")).open).toBe(true);
    expect(getOpenStatus(grid, at("2026-11-28T01:00")).closesAt).toBe("2:00");
    expect(getOpenStatus(grid, at("2026-11-28T02:00")).open).toBe(false);
    expect(getOpenStatus(grid, at("2026-11-27T21:59")).open).toBe(false);
  });

  it("reads the same from the text the site generates for it", () => {
    const text = parseHours("Sex.: 22h às 2h do dia seguinte");
    expect(text.week).toEqual(grid.week);
  });
});
