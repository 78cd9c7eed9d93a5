import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS, isReservedSlug, slugify, storeSlugBase, uniqueSlug } from "./slug";
import { itReturns } from "../../tests/support/unit/returns";

describe("slugify", () => {
  itReturns("%j -> %j", slugify, [
    ["Basiquinha Centro", "basiquinha-centro"],
    ["  Basiquinha   Goiânia  ", "basiquinha-goiania"],
    ["Loja Anápolis Jundiaí", "loja-anapolis-jundiai"],
    ["Ação, Coração & Pão", "acao-coracao-pao"],
    ["ÁÉÍÓÚ âêô ãõ ç à ü", "aeiou-aeo-ao-c-a-u"],
    ["Shopping Flamboyant (Piso 2)", "shopping-flamboyant-piso-2"],
    ["Loja #1 — Setor Bueno!", "loja-1-setor-bueno"],
    ["loja--dupla---hifen", "loja-dupla-hifen"],
    ["-edge-hyphens-", "edge-hyphens"],
    ["  - Loja - ", "loja"],
    ["snake_case_ok", "snake_case_ok"],
    ["Tab\tand\nnewline", "tab-and-newline"],
    ["Ótica 2ª unidade", "otica-2-unidade"],
    ["!!!", ""],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ]);

  it("is idempotent", () => {
    for (const s of ["basiquinha-centro", "loja-1", "a_b"]) expect(slugify(s)).toBe(s);
  });
});

describe("reserved slugs", () => {
  itReturns("%j reserved=%j", isReservedSlug, [
    ["blog", true],
    ["Blog", true],
    [" nossas-lojas ", true],
    ["restrita", true],
    ["login", true],
    ["404", true],
    ["sitemap.xml", true],
    ["favicon.ico", true],
    ["__manifest", true],
    ["loja-blog", false],
    ["basiquinha-centro", false],
    ["", false],
  ]);

  it("lists every top-level path of the site", () => {
    for (const word of [
      "blog",
      "login",
      "logout",
      "restrita",
      "admin",
      "api",
      "media",
      "assets",
      "nossas-lojas",
      "loja",
      "lojas",
      "clube-basiquinha",
      "seja-um-franqueado",
      "mapa-do-site",
      "sitemap.xml",
      "robots.txt",
      "healthz",
      "404",
      "favicon.ico",
      "favicon.svg",
      "rss",
      "feed",
      "busca",
    ]) {
      expect(RESERVED_SLUGS.has(word)).toBe(true);
    }
  });

  itReturns("storeSlugBase(%j) = %j", storeSlugBase, [
    ["Blog", "loja-blog"],
    ["Nossas Lojas", "loja-nossas-lojas"],
    ["404", "loja-404"],
    ["Loja", "loja-loja"],
    ["!!!", "loja"],
    ["Basiquinha Centro", "basiquinha-centro"],
  ]);
});

describe("uniqueSlug", () => {
  const takenIn = (used: string[]) => (candidate: string) => used.includes(candidate);

  it.each<[string, string[], string]>([
    ["Basiquinha Centro", [], "basiquinha-centro"],
    ["Basiquinha Centro", ["basiquinha-centro"], "basiquinha-centro-1"],
    ["Basiquinha Centro", ["basiquinha-centro", "basiquinha-centro-1"], "basiquinha-centro-2"],
    ["basiquinha-centro", ["basiquinha-centro", "basiquinha-centro-2"], "basiquinha-centro-1"],
    ["Blog", [], "loja-blog"],
    ["Blog", ["loja-blog"], "loja-blog-1"],
    ["", [], "loja-1"],
    ["!!!", ["loja-1"], "loja-2"],
  ])("%j with %j taken -> %j", async (base, used, expected) => {
    await expect(uniqueSlug(base, takenIn(used))).resolves.toBe(expected);
  });

  it("accepts an asynchronous check", async () => {
    const asked: string[] = [];
    const slug = await uniqueSlug("Loja Bueno", async (candidate) => {
      asked.push(candidate);
      return candidate !== "loja-bueno-2";
    });
    expect(slug).toBe("loja-bueno-2");
    expect(asked).toEqual(["loja-bueno", "loja-bueno-1", "loja-bueno-2"]);
  });

  it("gives up instead of looping forever", async () => {
    await expect(uniqueSlug("x", () => true)).rejects.toThrowError(/slug único/);
  });
});
