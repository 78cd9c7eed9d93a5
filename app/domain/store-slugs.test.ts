import { describe, expect, it } from "vitest";
import { slugFitsName } from "./store-slugs";

describe("slugFitsName", () => {
  it.each([
    ["basiquinha-centro", "Basiquinha Centro", true],
    ["basiquinha-centro-2", "Basiquinha Centro", true],
    ["basiquinha-centro-02", "Basiquinha Centro", false],
    ["basiquinha-centro-0", "Basiquinha Centro", false],
    ["basiquinha-centro-norte", "Basiquinha Centro", false],
    ["centro", "Basiquinha Centro", false],
    ["loja-blog", "Blog", true],
    ["blog", "Blog", false],
    ["loja-1", "!!!!!", true],
    ["loja", "!!!!!", false],
  ])("%s for %j: %s", (slug, name, expected) => {
    expect(slugFitsName(slug, name)).toBe(expected);
  });
});
