import { and, eq, type SQL } from "drizzle-orm";
import type {
  RouterContextProvider,
  UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from "react-router";
import { beforeAll, expect, it } from "vitest";
import { DEMO_STORES } from "#db/seed-data";
import { specialtyIcons } from "#db/constants";
import { specialties, storeSections, stores, testimonials, type NewStore } from "#db/schema";
import { defaultOpeningHoursSpecification } from "~/domain/hours";
import { storeSlugBase, uniqueSlug } from "~/domain/slug";
import { resanitizeStoredRichText } from "~/server/rich-text-content.server";
import { seedDemoSite } from "../../../tests/support/demo-site";
import {
  productionEnv,
  routeArgs,
  routeContext,
  SITE_ORIGIN,
} from "../../../tests/support/route-context";
import { validateJsonLd } from "../../../tests/support/structured-data";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { loader as redirectLoader } from "./store-redirect";
import { headers as storeHeaders, loader, meta } from "./store";
import { storedHtml } from "../../../tests/support/stored-html";

const env = productionEnv();

type PageData = Awaited<ReturnType<typeof loader>>;

type BusinessNode = {
  "@type": string[];
  url: string;
  priceRange: string;
  image?: string[];
  telephone?: string;
  address: Record<string, string>;
  geo?: Record<string, unknown>;
  openingHoursSpecification: Record<string, unknown>[];
  specialOpeningHoursSpecification?: Record<string, unknown>[];
  parentOrganization: Record<string, unknown>;
};
type BreadcrumbNode = { "@type": string; itemListElement: Record<string, unknown>[] };

function isDataWithInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** Runs a loader and reports what a visitor would get: a page, a 404 or a redirect. */
async function outcome<T>(run: () => Promise<T>) {
  try {
    const value = await run();
    if (value instanceof Response) {
      return { status: value.status, location: value.headers.get("Location") } as const;
    }
    return { status: 200, value } as const;
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("Location") } as const;
    }
    if (isDataWithInit(thrown)) {
      return { status: thrown.init?.status ?? 500 } as const;
    }
    throw thrown;
  }
}

function storeRow(overrides: Partial<NewStore> & { name: string; slug: string }): NewStore {
  return {
    city: "Goiânia",
    state: "Goiás",
    neighborhood: "Setor Sul",
    street: "Rua 90",
    number: "10",
    postalCode: "74093-020",
    whatsapp: "(62) 99999-0000",
    hoursText: "Seg. a Sex.: 9h às 19h",
    latitude: -16.69,
    longitude: -49.26,
    ...overrides,
  };
}

describeEachDatabase("store landing page", (getDb) => {
  let context: RouterContextProvider;

  const page = (slug: string) => outcome(() => loader(routeArgs(`/${slug}`, context, { slug })));

  async function pageData(slug: string): Promise<PageData> {
    const result = await page(slug);
    expect(result.status, slug).toBe(200);
    if (result.value === undefined) throw new Error(`no page for ${slug}`);
    return result.value;
  }

  /** The id of the seeded store with the first row `where` selects. */
  const storeIdWhere = async (where: SQL) =>
    (await getDb().db.select({ id: stores.id }).from(stores).where(where))[0]!.id;

  const legacy = (slugOrId: string) =>
    outcome(() => redirectLoader(routeArgs(`/loja/${slugOrId}`, context, { slugOrId })));

  beforeAll(async () => {
    await seedDemoSite(getDb().db, env);
    context = routeContext(getDb().db, env, "203.0.113.10");
  });

  it("the JSON-LD of every active seeded store passes the structured-data validator", async () => {
    const active = await getDb()
      .db.select({ slug: stores.slug, state: stores.state, postalCode: stores.postalCode })
      .from(stores)
      .where(eq(stores.active, true));
    expect(active.length).toBe(DEMO_STORES.filter((s) => s.active !== false).length);

    for (const store of active) {
      const data = await pageData(store.slug);
      // As embedded in the page: serialised JSON.
      const jsonLd = JSON.parse(JSON.stringify(data.seo.jsonLd)) as Record<string, unknown>[];
      const issues = await validateJsonLd(jsonLd);
      expect(issues, `${store.slug}: ${JSON.stringify(issues)}`).toEqual([]);

      const [business, breadcrumbs] = jsonLd as unknown as [BusinessNode, BreadcrumbNode];
      expect(business["@type"]).toEqual(["Store", "HealthAndBeautyBusiness"]);
      expect(business.url).toBe(`${SITE_ORIGIN}/${store.slug}`);
      expect(business.priceRange).toBe("$$");
      expect(business.address).toMatchObject({
        "@type": "PostalAddress",
        postalCode: store.postalCode,
        addressCountry: "BR",
      });
      expect(business.address.addressRegion).toMatch(/^[A-Z]{2}$/);
      expect(business.geo).toMatchObject({ "@type": "GeoCoordinates" });
      expect(business.openingHoursSpecification.length).toBeGreaterThan(0);
      expect(business.parentOrganization).toMatchObject({
        "@type": "Organization",
        name: "Basiquinha",
        "@id": `${SITE_ORIGIN}/#organizacao`,
      });
      // Ratings about our own stores are not eligible for review snippets.
      expect(JSON.stringify(jsonLd)).not.toMatch(/aggregateRating|"review"/);
      expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
      expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({
        name: data.store.name,
        item: `${SITE_ORIGIN}/${store.slug}`,
      });
    }
  });

  it("builds the title, description, keywords, canonical and Open Graph of a store", async () => {
    const data = await pageData("basiquinha-setor-bueno");
    const [business] = data.seo.jsonLd as unknown as [BusinessNode];
    expect(data.seo).toMatchObject({
      title: "Basiquinha Setor Bueno | Cosméticos e Beleza em Goiânia",
      canonical: `${SITE_ORIGIN}/basiquinha-setor-bueno`,
      type: "business.business",
      keywords: expect.stringContaining("loja de cosméticos Goiânia"),
    });
    expect(data.seo.description).toMatch(/^Basiquinha Setor Bueno: cosméticos, maquiagem/);
    expect(data.seo.image).toMatch(new RegExp(`^${SITE_ORIGIN}/media/lojas/\\d+/fotos/fachada-`));
    expect(business.image?.[0]).toBe(data.seo.image);
    expect(business.telephone).toBe("+5562981234567");
    expect(business.address).toMatchObject({
      streetAddress: "Avenida T-4, 1478 - Qd. 150, Lt. 12",
      addressLocality: "Goiânia",
      addressRegion: "GO",
    });
    // The structured week; the seed's year-end closure is a special opening once it is within
    // the next 60 days.
    expect(business.openingHoursSpecification).toEqual(
      expect.arrayContaining([...defaultOpeningHoursSpecification]),
    );
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
      new Date(),
    );
    const year = Number(today.slice(0, 4)) + (today.slice(5) > "12-25" ? 1 : 0);
    const christmas = `${year}-12-25`;
    const daysAway = (Date.parse(christmas) - Date.parse(today)) / 86_400_000;
    if (daysAway <= 60) {
      expect(business.specialOpeningHoursSpecification).toContainEqual(
        expect.objectContaining({ opens: "00:00", closes: "00:00", validFrom: christmas }),
      );
    } else {
      expect(business.specialOpeningHoursSpecification ?? []).not.toContainEqual(
        expect.objectContaining({ validFrom: christmas }),
      );
    }

    const tags = meta({ data } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "Basiquinha Setor Bueno | Cosméticos e Beleza em Goiânia" },
        { property: "og:type", content: "business.business" },
        { property: "og:url", content: `${SITE_ORIGIN}/basiquinha-setor-bueno` },
        { tagName: "link", rel: "canonical", href: `${SITE_ORIGIN}/basiquinha-setor-bueno` },
        { property: "og:image", content: data.seo.image },
      ]),
    );
  });

  it("falls back to defaults built from the city, neighbourhood and state", async () => {
    const data = await pageData("basiquinha-campinas");
    expect(data.seo.description).toContain("Setor Campinas, em Goiânia - GO");
    expect(data.seo.keywords).toContain("loja de cosméticos Goiânia");
    expect(data.seo.keywords).toContain("maquiagem Setor Campinas");
    expect(data.store.expertise.title).toBe("Nossa Expertise em Beleza");
    expect(data.store.expertise.html).toContain("Basiquinha Campinas");
    expect(data.store.cta.title).toBe("Pronta para uma experiência única?");
    expect(data.store.location).toBeNull();
    expect(data.store.differentials).toEqual([]);
  });

  it("gives a full store every section with data, in the spec's shape", async () => {
    const data = await pageData("basiquinha-setor-bueno");
    const { store } = data;
    expect(store.hero.banners).toHaveLength(3);
    expect(store.hero.banners[0]).toMatchObject({ width: 1600, height: 600 });
    expect(store.about.interiors).toHaveLength(3);
    expect(store.about.facade).not.toBeNull();
    expect(store.about.openedOn).toBe("15 de março de 2014");
    expect(store.about.historyHtml).toContain("<strong>primeira Basiquinha</strong>");
    expect(store.differentials.map((d) => d.title)).toEqual([
      "Consultoria gratuita",
      "Espaço de testes",
      "Clube Basiquinha",
      "Pagamento facilitado",
    ]);
    expect(store.location?.title).toBe("Localização estratégica");
    // The demo store shows one specialty per icon, in the icons' order.
    expect(store.expertise.specialties.map((s) => s.icon)).toEqual([...specialtyIcons]);
    expect(store.whatsapp?.page).toBe(
      `https://wa.me/5562981234567?text=${encodeURIComponent(
        "Olá! Vim pelo site da Basiquinha Setor Bueno e gostaria de mais informações.",
      )}`,
    );
    expect(decodeURIComponent(store.whatsapp?.hero ?? "")).toContain(
      "Basiquinha Setor Bueno em Goiânia",
    );
    expect(store.directionsUrl).toMatch(/^https:\/\/www\.google\.com\/maps/);
    expect(store.hours.lines).toEqual(["Seg. à Sex.: 9h às 19h", "Sáb.: 9h às 17h"]);
    // Only approved testimonials, newest first.
    expect(store.testimonials.map((t) => t.name)).toEqual([
      "Ana Paula Ribeiro",
      "Luana Ferreira",
      "Patrícia Gomes",
    ]);
  });

  it("shows at most the six newest approved testimonials", async () => {
    const storeId = await storeIdWhere(eq(stores.slug, "basiquinha-rio-verde-centro"));
    const now = Date.now();
    await getDb()
      .db.insert(testimonials)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          storeId,
          customerName: `Cliente ${i}`,
          text: "Adorei a loja.",
          rating: 5,
          approved: i !== 0,
          createdAt: new Date(now - i * 60_000),
        })),
      );
    const data = await pageData("basiquinha-rio-verde-centro");
    // Cliente 0 is not approved; of the seven others, the six newest: Cliente 1 to Cliente 6.
    expect(data.store.testimonials.map((t) => t.name)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Cliente ${i + 1}`),
    );
  });

  it("sanitises every piece of rich content with the shared sanitiser", async () => {
    const db = getDb().db;
    const [store] = await db
      .insert(stores)
      .values(
        storeRow({
          name: "Loja Teste Segura",
          slug: "loja-teste-segura",
          historyHtml: storedHtml(`<p>Desde 2020<script>alert("h")</script></p>`),
        }),
      )
      .returning({ id: stores.id });
    await db.insert(storeSections).values([
      {
        storeId: store!.id,
        section: "sobre_loja",
        title: "Sobre",
        bodyHtml: storedHtml(
          `<p onclick="steal()">Olá</p><img src="x" onerror="alert(1)"><script>alert(2)</script>`,
        ),
      },
      {
        storeId: store!.id,
        section: "diferenciais",
        title: "Seguro",
        bodyHtml: storedHtml(`<a href="javascript:alert(3)">clique</a>`),
      },
      {
        storeId: store!.id,
        section: "hero_description",
        bodyHtml: storedHtml(`<b>Beleza</b><script>alert(4)</script> perto de você`),
      },
      {
        storeId: store!.id,
        section: "cta_principal",
        title: null,
        bodyHtml: storedHtml(""),
        active: false,
      },
    ]);
    // Written past the application, like content stored under an older sanitiser version:
    // start-up cleans it before any page serves it.
    await resanitizeStoredRichText(db);
    const { store: view } = await pageData("loja-teste-segura");
    const html = [view.about.html, view.about.historyHtml, ...view.differentials.map((d) => d.html)]
      .join("\n")
      .toLowerCase();
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/);
    expect(view.about.html).toContain("<p>Olá</p>");
    expect(view.hero.description).toBe("Beleza perto de você");
    expect(view.cta.title).toBe("Pronta para uma experiência única?");
  });

  it("shows an unknown specialty icon as Sparkles", async () => {
    await getDb()
      .db.insert(specialties)
      .values({ title: "Unhas", description: "Esmaltes.", icon: "Nail", position: 99 });
    const data = await pageData("basiquinha-setor-central");
    expect(data.store.expertise.specialties.at(-1)).toMatchObject({
      title: "Unhas",
      icon: "Sparkles",
    });
  });

  it("uses the spec's default hours in structured data only when nothing parses", async () => {
    await getDb()
      .db.insert(stores)
      .values(
        storeRow({ name: "Loja Sem Horário", slug: "loja-sem-horario", hoursText: "Ligue antes" }),
      );
    const data = await pageData("loja-sem-horario");
    const [business] = data.seo.jsonLd as unknown as [BusinessNode];
    expect(business.openingHoursSpecification).toEqual(defaultOpeningHoursSpecification);
    expect(data.store.hours.lines).toEqual(["Ligue antes"]);

    const nightly = (await pageData("basiquinha-rio-verde-morada-do-sol")).seo
      .jsonLd as unknown as [BusinessNode];
    // Past midnight: the evening on its day, the small hours on the next.
    expect(nightly[0]?.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "18:00", closes: "23:59" }),
      expect.objectContaining({ opens: "00:00", closes: "02:00" }),
    ]);
    const always = (await pageData("basiquinha-aparecida-centro")).seo.jsonLd as unknown as [
      BusinessNode,
    ];
    expect(always[0]?.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "00:00", closes: "23:59" }),
    ]);
  });

  it("answers 404 for an unknown or reserved slug and 410 for a store that closed", async () => {
    expect((await page("loja-que-nao-existe")).status).toBe(404);
    expect((await page("basiquinha-vila-nova")).status).toBe(410);
    expect((await page("404")).status).toBe(404);
    expect((await page("favicon.ico")).status).toBe(404);
    // Even a row that somehow got a reserved slug is never served at the site root.
    await getDb()
      .db.insert(stores)
      .values(storeRow({ name: "Login", slug: "login" }));
    expect((await page("login")).status).toBe(404);
  });

  it("offers a call (tel:) and directions to the stored coordinates", async () => {
    const db = getDb().db;
    await db.insert(stores).values(
      storeRow({
        name: "Basiquinha Telefone Fixo",
        slug: "basiquinha-telefone-fixo",
        whatsapp: "(62) 3241-1234",
        mapsUrl: null,
        latitude: -16.7001,
        longitude: -49.2502,
      }),
    );
    const { store } = await pageData("basiquinha-telefone-fixo");
    expect(store.telUrl).toBe("tel:+556232411234");
    expect(store.directionsUrl).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-16.7001,-49.2502&travelmode=driving",
    );
  });

  it("redirects a differently cased slug to the canonical address", async () => {
    expect(await page("Basiquinha-Setor-Bueno")).toEqual({
      status: 301,
      location: "/basiquinha-setor-bueno",
    });
  });

  it("redirects /loja/{slug} and /loja/{id} with 301, 410 for a closed store, else 404", async () => {
    const bueno = await storeIdWhere(eq(stores.slug, "basiquinha-setor-bueno"));
    const inactive = await storeIdWhere(eq(stores.active, false));
    expect(await legacy("basiquinha-setor-bueno")).toEqual({
      status: 301,
      location: "/basiquinha-setor-bueno",
    });
    expect(await legacy(String(bueno))).toEqual({
      status: 301,
      location: "/basiquinha-setor-bueno",
    });
    expect((await legacy(String(inactive))).status).toBe(410);
    expect((await legacy("nao-existe")).status).toBe(404);
    expect((await legacy("9999999999999")).status).toBe(404);
  });

  it("gives a store named 'Blog' a slug that does not shadow /blog", async () => {
    const db = getDb().db;
    const taken = async (candidate: string) =>
      (await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, candidate))).length >
      0;
    const slug = await uniqueSlug(storeSlugBase("Blog"), taken);
    expect(slug).toBe("loja-blog");
    await db.insert(stores).values(storeRow({ name: "Blog", slug }));
    expect(await uniqueSlug(storeSlugBase("Blog"), taken)).toBe("loja-blog-1");

    const data = await pageData("loja-blog");
    expect(data.seo.title).toBe("Blog | Cosméticos e Beleza em Goiânia");
    expect((await page("blog")).status).toBe(404);
  });

  it("lets shared caches keep the page unless the response sets a cookie", () => {
    const none = new Headers();
    const shared = new Headers(
      storeHeaders({ parentHeaders: none, loaderHeaders: none, actionHeaders: none } as never),
    );
    expect(shared.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
    const personal = new Headers(
      storeHeaders({
        parentHeaders: new Headers({ "Set-Cookie": "__flash=1" }),
        loaderHeaders: none,
        actionHeaders: none,
      } as never),
    );
    expect(personal.get("Cache-Control")).toBe("private, no-store");
  });

  it("carries the server's status and until when it holds, so the browser starts from it", async () => {
    const before = Date.now();
    const data = await pageData("basiquinha-setor-oeste");
    const { status } = data.store.hours;
    const from = Date.parse(status.from);
    expect(from).toBeGreaterThanOrEqual(before);
    expect(from).toBeLessThanOrEqual(Date.now());
    // Until the next opening or closing, at most the store's next midnight.
    expect(Date.parse(status.until ?? "")).toBeGreaterThan(from);
    expect(Date.parse(status.until ?? "") - from).toBeLessThanOrEqual(86_400_000);
    expect(status.today).toMatch(/^Hoje: /);
    expect(data.store.hours.timeZone).toBe("America/Sao_Paulo");
    expect(data.store.hours.parsed.week[1]).toEqual([{ open: 480, close: 1080 }]);
  });

  it("leaves out inactive sections", async () => {
    const db = getDb().db;
    const storeId = await storeIdWhere(eq(stores.slug, "basiquinha-anapolis-centro"));
    await db
      .update(storeSections)
      .set({ active: false })
      .where(
        and(
          eq(storeSections.storeId, storeId),
          eq(storeSections.section, "localizacao_estrategica"),
        ),
      );
    expect((await pageData("basiquinha-anapolis-centro")).store.location).toBeNull();
  });
});
