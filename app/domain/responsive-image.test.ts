import { describe, expect, it } from "vitest";
import { srcSetOf } from "./responsive-image";

describe("srcSetOf", () => {
  it("lists the variants and the main file, narrowest first", () => {
    expect(
      srcSetOf("/m/b.webp", 1600, [
        { url: "/m/b-w800.webp", width: 800 },
        { url: "/m/b-w400.webp", width: 400 },
      ]),
    ).toBe("/m/b-w400.webp 400w, /m/b-w800.webp 800w, /m/b.webp 1600w");
  });

  it.each([
    ["no variants", 1600, []],
    ["variants unknown", 1600, null],
    ["main width unknown", null, [{ url: "/m/b-w400.webp", width: 400 }]],
    ["only unusable variants", 1600, [{ url: "", width: 400 }]],
  ] as const)("gives nothing to choose from with %s", (_, width, variants) => {
    expect(srcSetOf("/m/b.webp", width, variants as never)).toBeUndefined();
  });
});
