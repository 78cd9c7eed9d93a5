import { describe, expect, it } from "vitest";
import { CHART_DAY_INCREMENTS, chartDayLabel, chartDaySeconds } from "./chart-dates";
import { itReturns } from "../../tests/support/unit/returns";

describe("chart dates", () => {
  itReturns("%s is shown as %s", (day: string) => chartDayLabel(chartDaySeconds(day)), [
    ["2026-10-26", "26/10"],
    ["2026-01-05", "05/01"],
    ["2026-12-31", "31/12"],
  ]);

  it("a tick at midnight UTC names its own day", () => {
    expect(chartDayLabel(Date.parse("2026-10-26T00:00:00Z") / 1000)).toBe("26/10");
  });

  it("shows nothing for an empty position", () => {
    expect(chartDayLabel(null)).toBe("");
    expect(chartDayLabel(Number.NaN)).toBe("");
  });

  it("ticks are whole days apart", () => {
    expect(CHART_DAY_INCREMENTS.every((s) => s % 86_400 === 0)).toBe(true);
  });
});
