import { describe, expect, it } from "vitest";
import { pagePath, safeRedirectPath } from "./auth.server";
import { itReturns } from "../../tests/support/unit/returns";

describe("safeRedirectPath", () => {
  itReturns("%j -> %j", safeRedirectPath, [
    ["/restrita/blog", "/restrita/blog"],
    ["/restrita/lojas?q=goi%C3%A2nia#x", "/restrita/lojas?q=goi%C3%A2nia#x"],
    ["https://evil.example", "/restrita/lojas"],
    ["//evil.example", "/restrita/lojas"],
    ["/\\evil.example", "/restrita/lojas"],
    ["\\\\evil.example", "/restrita/lojas"],
    ["javascript:alert(1)", "/restrita/lojas"],
    ["", "/restrita/lojas"],
    [undefined, "/restrita/lojas"],
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
    ["/\tevil", "/restrita/lojas"],
  ]);
});

describe("pagePath", () => {
  it.each([
    ["http://x/restrita/atividades?entidade=store", "/restrita/atividades?entidade=store"],
    [
      "http://x/restrita/atividades.data?entidade=store&_routes=a,b",
      "/restrita/atividades?entidade=store",
    ],
    ["http://x/_root.data", "/"],
    ["http://x/admin/lojas/editar/3.data", "/admin/lojas/editar/3"],
  ])("%s -> %s", (url, expected) => {
    expect(pagePath(new Request(url))).toBe(expected);
  });
});
