import { describe, expect, it } from "vitest";
import { formatSaoPaulo, parseSaoPauloLocal, toSaoPauloLocal } from "./sao-paulo-time";

describe("São Paulo wall-clock times", () => {
  it.each([
    ["2026-11-23T14:30", "2026-11-23T17:30:00.000Z"],
    ["2026-01-01T00:00", "2026-01-01T03:00:00.000Z"],
    // Summer time of 2018 (UTC-2), before it was abolished.
    ["2018-12-01T12:00", "2018-12-01T14:00:00.000Z"],
  ])("%s is %s", (local, iso) => {
    expect(parseSaoPauloLocal(local)?.toISOString()).toBe(iso);
    expect(toSaoPauloLocal(new Date(iso))).toBe(local);
  });

  it.each(["", "amanhã", "2026-13-01T10:00", "2026-02-30T10:00", "2026-11-23 14:30"])(
    "refuses %j",
    (value) => {
      expect(parseSaoPauloLocal(value)).toBeNull();
    },
  );

  it("formats in pt-BR", () => {
    expect(formatSaoPaulo("2026-11-23T17:30:00.000Z")).toBe("23/11/2026 às 14:30");
    expect(toSaoPauloLocal(null)).toBe("");
  });
});
