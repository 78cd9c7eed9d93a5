import { describe, expect, it } from "vitest";
import { groupForDisplay, paginationItems } from "~/domain/locator-list";

describe("paginationItems", () => {
  it.each<[number, number, (number | null)[]]>([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [50, 834, [1, null, 49, 50, 51, null, 834]],
    [834, 834, [1, null, 833, 834]],
  ])("page %i of %i -> %j", (current, count, items) => {
    expect(paginationItems(current, count)).toEqual(items);
  });
});

describe("groupForDisplay", () => {
  const s = (name: string, distanceKm: number | null) => ({ name, distanceKm });
  const names = (list: { name: string }[]) => list.map((x) => x.name);

  it.each<[string, ReturnType<typeof s>[], number, string | null, string[], string[]]>([
    [
      "closest, within 5 km (inclusive), others",
      [s("A", 0.35), s("B", 2), s("C", 5), s("D", 5.001), s("E", 80)],
      1,
      "A",
      ["B", "C"],
      ["D", "E"],
    ],
    [
      "unknown coordinates (N/A) are never the closest and stay last",
      [s("A", 3), s("B", 12), s("X", null), s("Y", null)],
      1,
      "A",
      [],
      ["B", "X", "Y"],
    ],
    ["nothing measurable", [s("X", null), s("Y", null)], 1, null, [], ["X", "Y"]],
    [
      "later pages have no closest",
      [s("F", 4.2), s("G", 4.9), s("H", 7)],
      2,
      null,
      ["F", "G"],
      ["H"],
    ],
    ["empty", [], 1, null, [], []],
  ])("%s", (_, stores, page, closest, nearby, others) => {
    const groups = groupForDisplay(stores, page);
    expect(groups.closest?.name ?? null).toBe(closest);
    expect(names(groups.nearby)).toEqual(nearby);
    expect(names(groups.others)).toEqual(others);
  });
});
