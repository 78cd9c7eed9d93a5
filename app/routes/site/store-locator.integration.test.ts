import { Writable } from "node:stream";
import pino from "pino";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { seedSyntheticStores } from "#db/seed";
import { invalidateStoreSearchCache } from "~/models/store-search.server";
import type { Database } from "~/server/db.server";
import { seedDemoSite } from "../../../tests/support/demo-site";
import {
  productionEnv,
  routeArgs,
  routeContext,
  SITE_ORIGIN,
} from "../../../tests/support/route-context";
import { validateJsonLd } from "../../../tests/support/structured-data";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { loader as suggestionsLoader } from "../api/store-suggestions";
import { DIRECTORY_CITIES_SHOWN } from "~/domain/store-directory";
import { headers, loader } from "./store-locator";
import { CITY_CHOICES_LIMIT } from "./store-locator.server";

const env = productionEnv();

/** A router context whose logger writes into `lines`, to see exactly what would be logged. */
function contextFor(db: Database, lines: string[] = [], clientIp = "203.0.113.7") {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return routeContext(db, env, clientIp, undefined, { logger: pino({ level: "info" }, stream) });
}

type PageData = {
  key: string;
  query: { position: unknown; city: string | null };
  result: {
    total: number;
    byDistance: boolean;
    stores: { name: string; distanceKm: number | null }[];
  };
  seo: { canonical: string; noindex?: boolean; jsonLd?: Record<string, unknown>[] };
};

function unwrap(value: unknown): { data: PageData; headers: Headers } {
  const init = value as DataWithResponseInit<PageData>;
  return { data: init.data, headers: new Headers(init.init?.headers) };
}

describeEachDatabase("store locator route", (getDb, kind) => {
  // Rate-limit counters live in memory per process: one address per database kind.
  const address = (n: number) => `198.51.100.${kind === "pglite" ? n : n + 100}`;
  beforeAll(async () => {
    invalidateStoreSearchCache();
    await seedDemoSite(getDb().db, env);
  });

  it("serves a filtered page that shared caches may keep, with SEO for it", async () => {
    const { data, headers: h } = unwrap(
      await loader(routeArgs("/nossas-lojas?cidade=Formosa", contextFor(getDb().db))),
    );
    expect(data.result.stores.map((s) => s.name)).toEqual([
      "Basiquinha Formosa Centro",
      "Basiquinha Formosa Setor Sul",
    ]);
    expect(h.get("Cache-Control")).toContain("s-maxage=60");
    // The filter keeps working; its canonical page is the city's directory page.
    expect(data.seo.canonical).toBe(`${SITE_ORIGIN}/nossas-lojas/go/formosa`);
    expect(data.seo.noindex).toBeFalsy();
    const jsonLd = data.seo.jsonLd ?? [];
    expect(await validateJsonLd(jsonLd)).toEqual([]);
    const list = jsonLd.find((j) => j["@type"] === "ItemList") as {
      itemListElement: { url: string }[];
    };
    expect(list.itemListElement.map((i) => i.url)).toEqual([
      `${SITE_ORIGIN}/basiquinha-formosa-centro`,
      `${SITE_ORIGIN}/basiquinha-formosa-setor-sul`,
    ]);
    // Search results are not pages to index.
    const search = unwrap(
      await loader(routeArgs("/nossas-lojas?search=bueno", contextFor(getDb().db))),
    );
    expect(search.data.seo.noindex).toBe(true);
  });

  it("orders by distance for a position, never caches or echoes it", async () => {
    const lines: string[] = [];
    const { data, headers: h } = unwrap(
      await loader(
        routeArgs(
          "/nossas-lojas?lat=-16.70491&lng=-49.27093&raio=0",
          contextFor(getDb().db, lines),
        ),
      ),
    );
    expect(data.result.byDistance).toBe(true);
    expect(data.result.stores[0]?.name).toBe("Basiquinha Setor Bueno");
    expect(data.result.stores[0]?.distanceKm).toBeLessThan(0.2);
    expect(data.query.position).toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/-16\.70491|-49\.27093/);
    expect(h.get("Cache-Control")).toBe("private, no-store");
    expect(
      headers({ loaderHeaders: h, errorHeaders: undefined } as never).get("Cache-Control"),
    ).toBe("private, no-store");
    expect(lines.join("")).toBe("");
  });

  it("on a failure with a position shows the error page and logs no coordinates", async () => {
    // A database whose every call fails with the query's parameters in the message, as
    // driver errors do.
    const failing = new Proxy(
      {},
      {
        get() {
          return () => {
            throw new Error("Failed query: select ... params: -0.2914,-0.8599,-16.70491,-49.27093");
          };
        },
      },
    ) as Database;
    const lines: string[] = [];
    let thrown: unknown;
    try {
      await loader(
        routeArgs("/nossas-lojas?lat=-16.70491&lng=-49.27093", contextFor(failing, lines)),
      );
    } catch (error) {
      thrown = error;
    }
    const response = thrown as DataWithResponseInit<{ message: string }>;
    expect(response.init?.status).toBe(503);
    expect(response.data.message).toBe("Erro desconhecido ao carregar as lojas");
    const logged = lines.join("");
    expect(logged).toContain("store locator query by distance failed");
    expect(logged).not.toMatch(/16\.70|49\.27|0\.29|0\.85|params/);
  });

  it("suggests places from 2 characters on", async () => {
    const context = contextFor(getDb().db, [], address(24));
    const short = (await suggestionsLoader(
      routeArgs("/api/lojas/sugestoes?q=g", context),
    )) as Response;
    expect(await short.json()).toEqual({ suggestions: [] });
    const response = (await suggestionsLoader(
      routeArgs("/api/lojas/sugestoes?q=GOI", context),
    )) as Response;
    const body = (await response.json()) as { suggestions: { label: string }[] };
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
    expect(body.suggestions[0]?.label).toBe("Goiânia");
  });

  // Last: it adds stores the tests above do not expect.
  it("past 300 cities carries one state's city choices and each state's top cities", async () => {
    const { db } = getDb();
    await seedSyntheticStores(db, 1_000);
    invalidateStoreSearchCache();
    type Choices = {
      facets: { cities: { state: string }[]; citiesOfStateOnly?: boolean };
      directory: { name: string; count: number; cities: { count: number }[]; more: number }[];
    };
    const page = async (path: string) =>
      (await loader(routeArgs(path, contextFor(getDb().db)))) as DataWithResponseInit<Choices>;
    const all = (await page("/nossas-lojas")).data;
    expect(all.facets.citiesOfStateOnly).toBe(true);
    expect(all.facets.cities).toEqual([]);
    const goias = (await page("/nossas-lojas?estado=Goi%C3%A1s")).data;
    expect(goias.facets.cities.length).toBeGreaterThan(0);
    expect(goias.facets.cities.every((city) => city.state === "Goiás")).toBe(true);
    // Every state stays, with at most 24 cities; the others are counted for its page's link.
    const listed = all.directory.reduce((n, state) => n + state.cities.length + state.more, 0);
    expect(listed).toBeGreaterThan(CITY_CHOICES_LIMIT);
    expect(all.directory.every((state) => state.cities.length <= DIRECTORY_CITIES_SHOWN)).toBe(
      true,
    );
    expect(all.directory.some((state) => state.more > 0)).toBe(true);
  });
});
