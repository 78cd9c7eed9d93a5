import { describe, expect, it } from "vitest";
import { addDays, localIsoDate } from "./zoned-date";

describe("localIsoDate", () => {
  // 02:30 UTC on 24 Nov is still the evening of the 23rd in São Paulo (UTC−3) and Manaus (UTC−4).
  const instant = new Date("2026-11-24T02:30:00Z");

  it("is the calendar day of the instant in the zone", () => {
    expect(localIsoDate(instant, "America/Sao_Paulo")).toBe("2026-11-23");
    expect(localIsoDate(instant, "America/Manaus")).toBe("2026-11-23");
    expect(localIsoDate(instant, "Europe/Lisbon")).toBe("2026-11-24");
  });

  it("falls back to São Paulo for an empty or unknown zone", () => {
    expect(localIsoDate(instant, "")).toBe("2026-11-23");
    expect(localIsoDate(instant, "Mars/Olympus_Mons")).toBe("2026-11-23");
    expect(localIsoDate(instant)).toBe("2026-11-23");
  });
});

describe("addDays", () => {
  it("moves across months, years and leap days", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-11-23", 0)).toBe("2026-11-23");
  });
});
