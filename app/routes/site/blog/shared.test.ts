import { describe, expect, it } from "vitest";
import { CACHE_CONTROL } from "~/server/cache-policy";
import { BLOG_CACHE_CONTROL, blogHeaders, pageCountOf, parsePage, withPage } from "./shared";
import { itReturns } from "../../../../tests/support/unit/returns";

describe("parsePage", () => {
  itReturns("%s -> %i", parsePage, [
    [null, 1],
    ["", 1],
    ["1", 1],
    ["7", 7],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
    ["9999999", 1],
  ]);
});

describe("paging helpers", () => {
  it("counts pages, at least one", () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });

  it("writes ?page=N and drops it for page 1, keeping other parameters", () => {
    const url = new URL("https://x.test/blog/busca?q=pele&page=4");
    expect(withPage(url, 2)).toBe("/blog/busca?q=pele&page=2");
    expect(withPage(url, 1)).toBe("/blog/busca?q=pele");
    expect(withPage(new URL("https://x.test/blog/categoria/skincare?page=3"), 1)).toBe(
      "/blog/categoria/skincare",
    );
  });
});

describe("blogHeaders", () => {
  const none = new Headers();
  it("keeps the loader's caching and never caches a response that sets a cookie", () => {
    const loaderHeaders = new Headers({ "Cache-Control": "public, s-maxage=300" });
    const args = {
      loaderHeaders,
      parentHeaders: none,
      actionHeaders: none,
      errorHeaders: undefined,
    };
    expect(blogHeaders(args).get("Cache-Control")).toBe("public, s-maxage=300");
    const cookie = new Headers({ "Set-Cookie": "toast=1" });
    expect(blogHeaders({ ...args, parentHeaders: cookie }).get("Cache-Control")).toBe(
      "private, no-store",
    );
    expect(
      blogHeaders({ ...args, loaderHeaders: none, errorHeaders: new Headers() }).get(
        "Cache-Control",
      ),
    ).toBe("private, no-store");
  });
});

describe("BLOG_CACHE_CONTROL", () => {
  it("follows the site's public-page policy", () => {
    expect(BLOG_CACHE_CONTROL).toBe(CACHE_CONTROL.publicPage);
  });
});
