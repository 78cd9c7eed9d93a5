import { describe, expect, it } from "vitest";
import { builtOnce } from "./built-once";

describe("builtOnce", () => {
  it("builds nothing until first used, then always returns the same value", () => {
    let builds = 0;
    const collator = builtOnce(() => {
      builds++;
      return new Intl.Collator("pt-BR");
    });
    expect(builds).toBe(0);
    const first = collator();
    expect(collator()).toBe(first);
    expect(builds).toBe(1);
    expect(["Óleo", "abacate", "Água"].sort(first.compare)).toEqual(["abacate", "Água", "Óleo"]);
  });
});
