import { describe, expect, it } from "vitest";
import { formatCount } from "./count-format";

describe("formatCount", () => {
  const intl = new Intl.NumberFormat("pt-BR");

  it.each([0, 7, 999, 1000, 12_847, 100_000, 1_234_567, -999, -1000, -1_234_567, 2 ** 53 - 1])(
    "writes %d as Intl's pt-BR formatter does",
    (n) => {
      expect(formatCount(n)).toBe(intl.format(n));
    },
  );

  it("groups thousands with a dot", () => {
    expect(formatCount(12_847)).toBe("12.847");
    expect(formatCount(1_000_000)).toBe("1.000.000");
  });

  it("leaves numbers that are not whole to Intl", () => {
    expect(formatCount(1.5)).toBe("1,5");
    expect(formatCount(1234.25)).toBe(intl.format(1234.25));
    expect(formatCount(2 ** 53)).toBe(intl.format(2 ** 53));
  });
});
