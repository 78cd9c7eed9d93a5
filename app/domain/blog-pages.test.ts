import { describe, expect, it } from "vitest";
import { blogPageCount, blogPageHref, blogPageOffset, parseBlogPage } from "./blog-pages";
import { itReturns } from "../../tests/support/unit/returns";

describe("blog pages", () => {
  itReturns("%i published posts make %i pages", blogPageCount, [
    [0, 1],
    [6, 1],
    [7, 2],
    [10, 2],
    [18, 2],
    [19, 3],
  ]);

  it("page 2 starts after the six posts of /blog, then 12 a page", () => {
    expect(blogPageOffset(1)).toBe(0);
    expect(blogPageOffset(2)).toBe(6);
    expect(blogPageOffset(3)).toBe(18);
  });

  it("page 1 is the blog home", () => {
    expect(blogPageHref(1)).toBe("/blog");
    expect(blogPageHref(2)).toBe("/blog/pagina/2");
  });

  itReturns("'%s' is page %s", parseBlogPage, [
    ["2", 2],
    ["15", 15],
    ["1", null],
    ["0", null],
    ["02", null],
    ["2.0", null],
    ["-2", null],
    ["abc", null],
    ["9999999", null],
    [undefined, null],
  ]);
});
