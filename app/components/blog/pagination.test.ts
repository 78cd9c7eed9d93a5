import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

describe("pageWindow", () => {
  it.each([
    { page: 1, count: 1, shown: [1] },
    { page: 1, count: 2, shown: [1, 2] },
    { page: 1, count: 5, shown: [1, 2, "gap", 5] },
    { page: 3, count: 5, shown: [1, 2, 3, 4, 5] },
    { page: 5, count: 9, shown: [1, "gap", 4, 5, 6, "gap", 9] },
    { page: 9, count: 9, shown: [1, "gap", 8, 9] },
  ])("page $page of $count", ({ page, count, shown }) => {
    expect(pageWindow(page, count)).toEqual(shown);
  });
});
