/**
 * The crawlable store directory on the demo network: /nossas-lojas/{uf} and
 * /nossas-lojas/{uf}/{cidade} in server data with counts, breadcrumbs and JSON-LD; in the
 * sitemap; the site map lists every store while the network is small and only states and cities
 * above its limit.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { DEMO_STORES } from "#db/seed-data";
import { stores, type NewStore } from "#db/schema";
import { slugify } from "~/domain/slug";
import { directoryCityPath } from "~/domain/store-directory";
import { listSitemapEntries } from "~/models/sitemap.server";
import type { Database } from "~/server/db.server";
import { seedDemoSite } from "../../../tests/support/demo-site";
import {
  routeArgs,
  routeContext,
  SITE_ORIGIN,
  testEnv,
} from "../../../tests/support/route-context";
import { validateJsonLd } from "../../../tests/support/structured-data";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as siteMap from "./site-map";
import { SITE_MAP_STORE_LIMIT } from "./site-map.server";
import * as cityPage from "./store-directory-city";
import * as statePage from "./store-directory-state";
import * as storePage from "./store";

const env = testEnv({ PUBLIC_SITE_URL: SITE_ORIGIN });

async function run<T>(fn: () => Promise<T>) {
  try {
    return { status: 200, value: await fn() };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("Location") };
    }
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw thrown;
  }
}

function call<L extends (args: never) => Promise<unknown>>(
  loader: L,
  db: Database,
  url: string,
  params: Record<string, string>,
) {
  return run(
    () => loader(routeArgs(url, routeContext(db, env), params)) as Promise<Awaited<ReturnType<L>>>,
  );
}

type Json = Record<string, unknown>;

describeEachDatabase("store directory", (getDb) => {
  beforeAll(async () => {
    await seedDemoSite(getDb().db, env);
  });

  const goianiaActive = DEMO_STORES.filter((s) => s.city === "Goiânia" && s.active !== false).map(
    (s) => s.name,
  );

  it("lists a city's active stores with a title, breadcrumbs and valid JSON-LD", async () => {
    const answer = await call(cityPage.loader, getDb().db, "/nossas-lojas/go/goiania", {
      uf: "go",
      cidade: "goiania",
    });
    expect(answer.status).toBe(200);
    const page = answer.value!;
    expect(page.title).toBe("Lojas Basiquinha em Goiânia - GO");
    expect(page.city.count).toBe(goianiaActive.length);
    expect(page.stores.map((s) => s.name).sort()).toEqual([...goianiaActive].sort());
    expect(page.stores.map((s) => s.name)).not.toContain("Basiquinha Vila Nova");
    expect(page.seo.canonical).toBe(`${SITE_ORIGIN}/nossas-lojas/go/goiania`);
    expect(page.crumbs.map((c) => c.path)).toEqual([
      "/",
      "/nossas-lojas",
      "/nossas-lojas/go",
      "/nossas-lojas/go/goiania",
    ]);
    const jsonLd = JSON.parse(JSON.stringify(page.seo.jsonLd)) as Json[];
    expect(await validateJsonLd(jsonLd)).toEqual([]);
    expect(jsonLd.map((j) => j["@type"])).toEqual(["BreadcrumbList", "ItemList"]);
    const list = jsonLd[1] as { numberOfItems: number; itemListElement: { url: string }[] };
    expect(list.numberOfItems).toBe(goianiaActive.length);
    expect(list.itemListElement[0]!.url).toMatch(
      /^https:\/\/www\.basiquinha\.com\.br\/basiquinha-/,
    );
    // Each store offers WhatsApp, a call and directions.
    const bueno = page.stores.find((s) => s.name === "Basiquinha Setor Bueno")!;
    expect(bueno.phoneUrl).toMatch(/^tel:\+55\d{10,11}$/);
    expect(bueno.whatsappUrl).toMatch(/^https:\/\/wa\.me\/55/);
    expect(bueno.directionsUrl).toMatch(/^https:\/\/www\.google\.com\/maps/);
  });

  it("lists a state's cities with their counts", async () => {
    const answer = await call(statePage.loader, getDb().db, "/nossas-lojas/go", { uf: "go" });
    expect(answer.status).toBe(200);
    const page = answer.value!;
    expect(page.seo.title).toBe("Lojas Basiquinha em Goiás");
    const goiania = page.cities.find((c) => c.name === "Goiânia");
    expect(goiania).toEqual({
      name: "Goiânia",
      path: "/nossas-lojas/go/goiania",
      count: goianiaActive.length,
    });
    const goias = DEMO_STORES.filter((s) => s.state === "Goiás" && s.active !== false);
    expect(page.state.count).toBe(goias.length);
    expect(await validateJsonLd(JSON.parse(JSON.stringify(page.seo.jsonLd)) as Json[])).toEqual([]);
  });

  it("sends other spellings to the one address and answers 404 for unknown places", async () => {
    const db = getDb().db;
    expect(await call(statePage.loader, db, "/nossas-lojas/GO", { uf: "GO" })).toEqual({
      status: 301,
      location: "/nossas-lojas/go",
    });
    expect(
      await call(cityPage.loader, db, "/nossas-lojas/GO/Goiania", { uf: "GO", cidade: "Goiania" }),
    ).toEqual({ status: 301, location: "/nossas-lojas/go/goiania" });
    expect((await call(statePage.loader, db, "/nossas-lojas/xx", { uf: "xx" })).status).toBe(404);
    // A state without stores has no page.
    expect((await call(statePage.loader, db, "/nossas-lojas/am", { uf: "am" })).status).toBe(404);
    expect(
      (await call(cityPage.loader, db, "/nossas-lojas/go/atlantida", { uf: "go", cidade: "x" }))
        .status,
    ).toBe(404);
  });

  it("answers 301 from every spelling of every demo city and store to its one address", async () => {
    const db = getDb().db;
    // What people type or paste: accents, capitals, spaces, the state's name.
    const spellings = (name: string) => [
      name,
      name.toUpperCase(),
      name.toLowerCase(),
      name.toLowerCase().replace(/ /g, "-"),
      ` ${name} `,
    ];
    const active = DEMO_STORES.filter((s) => s.active !== false);
    const cities = new Map(active.map((s) => [`${s.state}|${s.city}`, s]));
    expect(cities.size).toBeGreaterThan(5);
    for (const { city, state } of cities.values()) {
      const canonical = directoryCityPath(state, city)!;
      const uf = canonical.split("/")[2]!;
      for (const cidade of spellings(city)) {
        for (const ufTyped of [uf, uf.toUpperCase(), slugify(state)]) {
          const url = `/nossas-lojas/${encodeURIComponent(ufTyped)}/${encodeURIComponent(cidade)}`;
          const answer = await call(cityPage.loader, db, url, { uf: ufTyped, cidade });
          expect(answer, url).toEqual(
            cidade === canonical.split("/")[3] && ufTyped === uf
              ? expect.objectContaining({ status: 200 })
              : { status: 301, location: canonical },
          );
        }
      }
    }
    for (const store of active) {
      const canonical = `/${slugify(store.name)}`;
      for (const typed of [...spellings(store.name), store.name.toLowerCase().replace(/ /g, "-")]) {
        const answer = await call(storePage.loader, db, `/${encodeURIComponent(typed)}`, {
          slug: typed,
        });
        expect(answer, typed).toEqual(
          `/${typed}` === canonical
            ? expect.objectContaining({ status: 200 })
            : { status: 301, location: canonical },
        );
      }
    }
  });

  it("puts the directory pages in the sitemap and links the store page to its city", async () => {
    const paths = (await listSitemapEntries(getDb().db)).map((e) => e.path);
    expect(paths).toContain("/nossas-lojas/go");
    expect(paths).toContain("/nossas-lojas/go/goiania");
    expect(paths).toContain("/nossas-lojas/df/brasilia");

    const answer = await call(storePage.loader, getDb().db, "/basiquinha-setor-bueno", {
      slug: "basiquinha-setor-bueno",
    });
    const page = answer.value as { places: { path: string }[]; seo: { jsonLd: Json[] } };
    expect(page.places.map((p) => p.path)).toEqual([
      "/nossas-lojas/go",
      "/nossas-lojas/go/goiania",
    ]);
    const crumbs = page.seo.jsonLd[1] as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((i) => i.item)).toContain(
      `${SITE_ORIGIN}/nossas-lojas/go/goiania`,
    );
  });

  it("lists every store on the site map while the network is small, only places above it", async () => {
    const db = getDb().db;
    const small = await call(siteMap.loader, db, "/mapa-do-site", {});
    expect(small.value!.compact).toBe(false);
    expect(small.value!.storesByCity["/nossas-lojas/go/goiania"]?.length).toBe(
      goianiaActive.length,
    );

    const [template] = await db
      .select()
      .from(stores)
      .where(and(eq(stores.city, "Formosa"), eq(stores.active, true)))
      .limit(1);
    const { id: _id, createdAt: _c, updatedAt: _u, ...base } = template!;
    const extra: NewStore[] = Array.from({ length: SITE_MAP_STORE_LIMIT + 1 }, (_, i) => ({
      ...base,
      name: `Basiquinha Formosa ${i}`,
      slug: `basiquinha-formosa-extra-${i}`,
    }));
    await db.insert(stores).values(extra);
    const big = await call(siteMap.loader, db, "/mapa-do-site", {});
    expect(big.value!.compact).toBe(true);
    expect(big.value!.storesByCity).toEqual({});
    const goias = big.value!.directory.find((s) => s.code === "GO")!;
    const formosa = goias.cities.find((c) => c.path === "/nossas-lojas/go/formosa")!;
    expect(formosa.count).toBeGreaterThan(SITE_MAP_STORE_LIMIT);
    expect(big.value!.stats.stores).toBeGreaterThan(SITE_MAP_STORE_LIMIT);
  });
});
