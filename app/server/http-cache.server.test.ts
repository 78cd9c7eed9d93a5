import { describe, expect, it } from "vitest";
import { CACHE_CONTROL } from "./cache-policy";
import { publicPageHeaders } from "./http-cache.server";

const PUBLIC_PAGE_CACHE_CONTROL = CACHE_CONTROL.publicPage;
const PRIVATE_CACHE_CONTROL = CACHE_CONTROL.private;

const none = () => new Headers();

describe("publicPageHeaders", () => {
  it("lets a CDN keep a page that sets no cookie", () => {
    const headers = publicPageHeaders({
      parentHeaders: none(),
      loaderHeaders: none(),
      actionHeaders: none(),
    });
    expect(headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toContain("s-maxage=");
    expect(PUBLIC_PAGE_CACHE_CONTROL).toContain("stale-while-revalidate=");
  });

  it("never lets a shared cache store a page carrying a cookie", () => {
    const withCookie = new Headers({ "Set-Cookie": "__flash=abc; Path=/" });
    for (const args of [
      { parentHeaders: withCookie, loaderHeaders: none(), actionHeaders: none() },
      { parentHeaders: none(), loaderHeaders: withCookie, actionHeaders: none() },
    ]) {
      expect(publicPageHeaders(args).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    }
  });
});
