import { describe, expect, it } from "vitest";
import { codePoints, staleFonts } from "./fonts";

describe("codePoints", () => {
  it("reads single points, ranges and wildcards of a CSS unicode-range", () => {
    expect(codePoints("U+0131, U+0152-0154")).toEqual([0x131, 0x152, 0x153, 0x154]);
    expect(codePoints("U+1F?")).toHaveLength(16);
    expect(codePoints("U+1F?")[15]).toBe(0x1ff);
  });
});

describe("app/fonts", () => {
  it("holds what scripts/fonts.ts makes from the installed @fontsource-variable/inter", async () => {
    expect(await staleFonts(), "run npx tsx scripts/fonts.ts").toEqual([]);
  }, 60_000);
});
