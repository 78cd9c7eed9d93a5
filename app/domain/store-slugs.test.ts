import { describe } from "vitest";
import { slugFitsName } from "./store-slugs";
import { itReturns } from "../../tests/support/unit/returns";

describe("slugFitsName", () => {
  itReturns("%s for %j: %s", slugFitsName, [
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
  ]);
});
