import { describe, expect, it } from "vitest";
import { parseHours } from "./hours";
import { todayHoursLabel } from "./today-hours";

const TEXT = "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 13h";

describe("todayHoursLabel", () => {
  it.each([
    // 2026-11-23 is a Monday; 13:00 UTC is 10:00 in São Paulo.
    ["a weekday", "2026-11-23T13:00:00Z", TEXT, "Hoje: 9h às 19h"],
    ["Saturday", "2026-11-28T13:00:00Z", TEXT, "Hoje: 9h às 13h"],
    ["Sunday, closed", "2026-11-29T13:00:00Z", TEXT, "Hoje: fechado"],
    // 01:00 UTC on Saturday is still Friday evening in São Paulo.
    ["the store's zone decides the day", "2026-11-28T01:00:00Z", TEXT, "Hoje: 9h às 19h"],
    [
      "split day",
      "2026-11-23T13:00:00Z",
      "Seg a Sex 8h às 12h e 14h às 18h",
      "Hoje: 8h às 12h e 14h às 18h",
    ],
    ["always open", "2026-11-23T13:00:00Z", "24 horas", "Hoje: 24 horas"],
    ["half hours", "2026-11-23T13:00:00Z", "Seg a Sex 9h30 às 18h30", "Hoje: 9h30 às 18h30"],
    ["unreadable text", "2026-11-23T13:00:00Z", "ligue antes", "Hoje: fechado"],
  ])("%s", (_, now, text, expected) => {
    expect(todayHoursLabel(parseHours(text), new Date(now), "America/Sao_Paulo")).toBe(expected);
  });

  it("a holiday of that date replaces the weekly hours", () => {
    const hours = parseHours(TEXT);
    const closed = { ...hours, special: [{ date: "2026-12-25", closed: true, spans: [] }] };
    expect(todayHoursLabel(closed, new Date("2026-12-25T13:00:00Z"))).toBe("Hoje: fechado");
    const short = {
      ...hours,
      special: [{ date: "2026-12-24", closed: false, spans: [{ open: 540, close: 720 }] }],
    };
    expect(todayHoursLabel(short, new Date("2026-12-24T13:00:00Z"))).toBe("Hoje: 9h às 12h");
  });

  it("an unknown zone falls back to São Paulo", () => {
    expect(todayHoursLabel(parseHours(TEXT), new Date("2026-11-28T01:00:00Z"), "Nowhere/X")).toBe(
      "Hoje: 9h às 19h",
    );
  });
});
