import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { renderRobotsTxt, renderSitemapXml } from "./sitemap";

describe("renderSitemapXml", () => {
  const xml = renderSitemapXml("https://www.basiquinha.com.br/", [
    { path: "/", changeFrequency: "daily", priority: 1 },
    { path: "/loja-são-joão", lastModified: new Date("2026-01-02T03:04:05Z") },
    { path: "/blog/1-a&b", lastModified: "2026-02-01T00:00:00Z" },
    { path: "/", priority: 0.3 },
    { path: "/sem-data", lastModified: "não é data" },
  ]);

  it("is well-formed XML in the sitemaps.org namespace", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  });

  it("writes absolute, encoded, unique locations with their dates", () => {
    const urls = new XMLParser().parse(xml).urlset.url as { loc: string; lastmod?: string }[];
    expect(urls.map((u) => u.loc)).toEqual([
      "https://www.basiquinha.com.br/",
      "https://www.basiquinha.com.br/loja-s%C3%A3o-jo%C3%A3o",
      "https://www.basiquinha.com.br/blog/1-a%26b",
      "https://www.basiquinha.com.br/sem-data",
    ]);
    expect(urls[1]!.lastmod).toBe("2026-01-02T03:04:05.000Z");
    expect(urls[3]!.lastmod).toBeUndefined();
  });
});

describe("renderRobotsTxt", () => {
  it("keeps crawlers out of the restricted area and names the sitemap", () => {
    const text = renderRobotsTxt("https://www.basiquinha.com.br");
    expect(text).toContain("User-agent: *");
    for (const path of ["/restrita", "/admin", "/login"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: https://www.basiquinha.com.br/sitemap.xml");
  });
});
