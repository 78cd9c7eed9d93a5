import { describe, expect, it } from "vitest";
import { isReservedSlug, slugify, storeSlugBase } from "~/domain/slug";
import routes from "~/routes";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** The first URL segment of every route the site serves outside /:slug. */
function topLevelSegments(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = full.split("/")[0] ?? "";
    const mine = own && !own.startsWith(":") && own !== "*" ? [own] : [];
    return [...mine, ...topLevelSegments(entry.children ?? [], full)];
  });
}

describe("store slugs and the site's routes", () => {
  const segments = [...new Set(topLevelSegments(routes as RouteEntry[]))];

  it("the route table has the store page at /:slug and the old /loja/ addresses", () => {
    expect(segments).toContain("loja");
    expect(JSON.stringify(routes)).toContain('"path":":slug"');
  });

  it("every top-level path of the site is a reserved store slug", () => {
    expect(segments.length).toBeGreaterThan(1);
    for (const segment of segments) {
      expect(isReservedSlug(segment), `/${segment} must be in RESERVED_SLUGS`).toBe(true);
    }
  });

  it("no store name can produce a slug that shadows a site route", () => {
    for (const segment of segments) {
      const name = segment.replace(/-/g, " ");
      // 'sitemap.xml' and the like cannot come out of a name at all.
      if (slugify(name) !== segment) continue;
      expect(storeSlugBase(name)).not.toBe(segment);
      expect(storeSlugBase(name.toUpperCase())).toBe(`loja-${segment}`);
    }
    expect(storeSlugBase("Blog")).toBe("loja-blog");
  });
});
