import { describe, expect, it } from "vitest";
import { abbreviateHours, hoursFromWeekly, parseHours } from "./hours";
import {
  generatedHoursText,
  gridAfterTextChange,
  gridFromHoursCell,
  weekFromFormRows,
  weekFromText,
} from "./hours-grid";

describe("weekFromText: the grid pre-filled from free text", () => {
  it("reads weekday groups into rows, Sunday = 0", () => {
    expect(weekFromText("Seg. a Sex.: 9h às 19h | Sáb.: 9h às 13h")).toEqual([
      ...[1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "19:00" })),
      { day: 6, open: "09:00", close: "13:00" },
    ]);
  });

  it("keeps a lunch break as two periods and a late close past midnight", () => {
    expect(weekFromText("Segunda: 8h às 12h e 14h às 18h")).toEqual([
      { day: 1, open: "08:00", close: "12:00" },
      { day: 1, open: "14:00", close: "18:00" },
    ]);
    expect(weekFromText("Sábado 18h às 02h")).toEqual([
      { day: 6, open: "18:00", close: "02:00", overnight: true },
    ]);
  });

  it("turns '24 horas' into whole days and unreadable text into nothing", () => {
    const week = weekFromText("24 horas");
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ day: 0, open: "00:00", close: "24:00" });
    expect(weekFromText("Consulte a loja")).toEqual([]);
  });

  it.each([
    "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h",
    "Segunda a sexta das 08:00 às 18:00, sábado das 08:00 às 12:00",
    "Seg a Sex 9h30 às 18h30, Sáb 9h às 13h",
    "Segunda a Sábado: 9h às 21h | Domingo: fechado",
    "24 horas",
  ])("gives a grid whose hours are the text's own: %s", (text) => {
    const grid = hoursFromWeekly({ week: weekFromText(text) });
    expect(grid.week).toEqual(parseHours(text).week);
    expect(abbreviateHours(grid)).toBe(abbreviateHours(text));
  });
});

describe("generatedHoursText", () => {
  it("writes the grid in the cards' abbreviated style", () => {
    expect(
      generatedHoursText({
        week: [
          ...[1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "19:00" })),
          { day: 6, open: "09:00", close: "17:00" },
        ],
      }),
    ).toBe("Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h");
  });

  it("is null without a grid or without an opening day", () => {
    expect(generatedHoursText(null)).toBeNull();
    expect(generatedHoursText({ week: [], special: [{ date: "2026-12-25", closed: true }] })).toBe(
      null,
    );
  });
});

describe("gridFromHoursCell", () => {
  it("takes a cell written as the site writes a grid", () => {
    expect(gridFromHoursCell(" Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h ")).toHaveLength(6);
    expect(gridFromHoursCell("24 horas")).toHaveLength(7);
  });

  it("leaves free text alone, even when the parser understands it", () => {
    expect(gridFromHoursCell("Segunda a sexta das 9h às 19h")).toBeNull();
    expect(gridFromHoursCell("Seg. a Sex.: 9h às 19h")).toBeNull();
    expect(gridFromHoursCell("Consulte")).toBeNull();
  });
});

describe("gridAfterTextChange: the store form's text and the grid never disagree", () => {
  const week = [1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "19:00" }));
  const special = [{ date: "2030-12-25", closed: true }];
  const before = { hoursText: "Seg. à Sex.: 9h às 19h", weeklyHours: { week, special } };

  it("changes nothing when the text is the same", () => {
    expect(gridAfterTextChange(before, " Seg. à Sex.: 9h às 19h ")).toEqual({});
  });

  it("replaces the week with a grid-shaped text, keeping special dates", () => {
    expect(gridAfterTextChange(before, "Seg. à Sáb.: 8h às 18h")).toEqual({
      weeklyHours: {
        week: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "08:00", close: "18:00" })),
        special,
      },
    });
  });

  it("drops the week for free text, keeping special dates (or nothing at all)", () => {
    expect(gridAfterTextChange(before, "Segunda a sexta, 10h às 20h")).toEqual({
      weeklyHours: { week: [], special },
    });
    expect(
      gridAfterTextChange({ ...before, weeklyHours: { week } }, "Segunda a sexta, 10h às 20h"),
    ).toEqual({ weeklyHours: null });
    expect(
      gridAfterTextChange({ hoursText: "Seg a Sex", weeklyHours: null }, "Segunda a sexta, 10h"),
    ).toEqual({});
  });
});

describe("weekFromFormRows", () => {
  it("takes complete periods of the screen's rows, weekday by index", () => {
    expect(
      weekFromFormRows([
        {},
        { open1: "09:00", close1: "12:00", open2: "14:00", close2: "18:00" },
        { open1: "09:00" },
        undefined,
      ]),
    ).toEqual([
      { day: 1, open: "09:00", close: "12:00" },
      { day: 1, open: "14:00", close: "18:00" },
    ]);
  });
});
