import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./csrf.server";

const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n.toLowerCase()] ?? null });
const allowed = ["https://www.basiquinha.com.br", "http://localhost:3000"];

describe("isCrossSiteRequest", () => {
  it.each([
    ["GET from anywhere is never refused", "GET", { "sec-fetch-site": "cross-site" }, false],
    ["same-origin POST", "POST", { "sec-fetch-site": "same-origin", origin: allowed[0]! }, false],
    ["POST typed in the address bar / no browser metadata", "POST", {}, false],
    ["cross-site POST", "POST", { "sec-fetch-site": "cross-site" }, true],
    ["same-site (sibling subdomain) POST", "POST", { "sec-fetch-site": "same-site" }, true],
    ["foreign Origin without fetch metadata", "POST", { origin: "https://evil.example" }, true],
    ["allowed Origin without fetch metadata", "DELETE", { origin: "http://localhost:3000" }, false],
    ["opaque Origin (sandboxed frame)", "POST", { origin: "null" }, true],
  ])("%s", (_title, method, h, expected) => {
    expect(isCrossSiteRequest(method, headers(h), allowed)).toBe(expected);
  });
});
