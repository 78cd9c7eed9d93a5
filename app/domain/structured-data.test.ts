import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/models/site-settings.server";
import type { JsonLd } from "./seo";
import { storeCardView, type StoreCardFacts } from "./store-card";
import {
  articleJsonLd,
  blogJsonLd,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationId,
  organizationJsonLd,
  organizationSameAs,
  storeListJsonLd,
  storePageJsonLd,
  websiteJsonLd,
  type StoreNodeFacts,
  type StorePageFacts,
} from "./structured-data";

const origin = "https://www.basiquinha.com.br";

const facts = (n: number, extra: Partial<StoreCardFacts> = {}): StoreCardFacts => ({
  id: n,
  name: `Basiquinha ${n}`,
  slug: `basiquinha-${n}`,
  city: "Goiânia",
  state: "Goiás",
  neighborhood: "Setor Bueno",
  street: "Avenida T-4",
  number: String(100 + n),
  complement: null,
  postalCode: "74230-030",
  whatsapp: "(62) 98123-4567",
  hours: "Seg. à Sex.: 9h às 19h",
  latitude: -16.7,
  longitude: -49.27,
  ...extra,
});

/** A store of a list as the loaders hand it in: its card view and its coordinates. */
const store = (n: number, extra: Partial<StoreCardFacts> = {}): StoreNodeFacts => {
  const input = facts(n, extra);
  return { ...storeCardView(input), latitude: input.latitude, longitude: input.longitude };
};

const settings = {
  ...defaultSiteSettings,
  contactPhone: "(62) 3212-3456",
  instagramUrl: "https://www.instagram.com/basiquinha/",
  facebookUrl: "  ",
  youtubeUrl: "javascript:alert(1)",
  onlineShopUrl: "https://loja.basiquinha.com.br",
};

const storePage: StorePageFacts = {
  name: "Basiquinha Setor Bueno",
  path: "/basiquinha-setor-bueno",
  description: "Loja de cosméticos no Setor Bueno",
  street: "Avenida T-4",
  number: "1478",
  complement: "Qd. 150, Lt. 12",
  city: "Goiânia",
  state: "Goiás",
  postalCode: "74230-030",
  images: ["/media/fachada.webp", "/media/fachada.webp", "/media/interior.webp"],
  whatsapp: "(62) 98123-4567",
  email: " bueno@basiquinha.com.br ",
  instagramUrl: "javascript:alert(1)",
  latitude: -16.7,
  longitude: -49.27,
  mapUrl: "https://maps.app.goo.gl/abc",
  openedOn: "2019-05-10",
  openingHours: [
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday"],
      opens: "09:00",
      closes: "19:00",
    },
  ],
  specialOpeningHours: [],
};

const franchise = () =>
  articleJsonLd(origin, settings, {
    path: "/seja-um-franqueado",
    headline: "Seja um Franqueado Basiquinha",
    description: "Franquia de cosméticos",
    keywords: "franquia, cosméticos",
  });

const post = (author: string | null) =>
  blogPostingJsonLd(origin, settings, {
    path: "/blog/7-hidratacao",
    headline: "Hidratação no inverno",
    description: "Como cuidar da pele",
    image: "/media/capa.webp",
    datePublished: "2026-11-01T12:00:00.000Z",
    dateModified: "2026-11-02T12:00:00.000Z",
    author,
    section: "Skincare",
    keywords: "pele, inverno",
  });

/** What each public page declares (the loaders build the same calls). */
const pages: Record<string, JsonLd[]> = {
  home: [
    organizationJsonLd(origin, settings, [store(1), store(2, { complement: "Loja 3" })]),
    websiteJsonLd(origin, settings),
  ],
  store: [
    storePageJsonLd(origin, settings, storePage),
    breadcrumbJsonLd(origin, [
      { name: "Início", path: "/" },
      { name: "Basiquinha Setor Bueno", path: "/basiquinha-setor-bueno" },
    ]),
  ],
  locator: [
    storeListJsonLd(origin, {
      name: "Lojas Basiquinha",
      total: 9,
      firstPosition: 1,
      stores: [store(1)],
    }),
  ],
  blog: [
    blogJsonLd(origin, settings, { path: "/blog", name: "Blog Basiquinha", description: "Dicas" }),
  ],
  post: [post("Ana Souza")],
  postByTheBrand: [post(null)],
  franchise: [franchise()],
};

/** Every object in the nodes (depth first) that stands for the brand with content. */
function organizationNodes(nodes: unknown): Record<string, unknown>[] {
  if (Array.isArray(nodes)) return nodes.flatMap(organizationNodes);
  if (!nodes || typeof nodes !== "object") return [];
  const node = nodes as Record<string, unknown>;
  const own = node["@id"] === organizationId(origin) && Object.keys(node).length > 1 ? [node] : [];
  return [...own, ...Object.values(node).flatMap(organizationNodes)];
}

describe("the brand's Organization", () => {
  it("appears once on every page that names it, with one content on one @id", () => {
    const seen = Object.entries(pages).map(([page, nodes]) => {
      const found = organizationNodes(nodes);
      return { page, count: found.length, node: found[0] };
    });
    expect(seen.filter((s) => s.page !== "locator").map((s) => [s.page, s.count])).toEqual(
      Object.keys(pages)
        .filter((page) => page !== "locator")
        .map((page) => [page, 1]),
    );
    // The home's node adds the spec's store locations; everything else is the same everywhere.
    const contents = seen
      .filter((s) => s.node)
      .map(({ node }) => {
        const { "@context": _context, location: _location, ...content } = node!;
        return content;
      });
    for (const content of contents) expect(content).toEqual(contents[0]);
    expect(contents[0]).toEqual({
      "@type": "Organization",
      "@id": `${origin}/#organizacao`,
      name: "Basiquinha",
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
      email: "contato@basiquinha.com.br",
      telephone: "+556232123456",
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: "contato@basiquinha.com.br",
        telephone: "+556232123456",
        areaServed: "BR",
        availableLanguage: "pt-BR",
      },
      sameAs: ["https://www.instagram.com/basiquinha/", "https://loja.basiquinha.com.br/"],
    });
  });

  it("is the author of its own articles by reference, not a second node", () => {
    expect(franchise().author).toEqual({ "@id": `${origin}/#organizacao` });
    expect(post(null).author).toEqual({ "@id": `${origin}/#organizacao` });
    expect(post("Ana Souza").author).toEqual({ "@type": "Person", name: "Ana Souza" });
  });

  it("keeps only http(s) profiles", () => {
    expect(organizationSameAs(settings)).toEqual([
      "https://www.instagram.com/basiquinha/",
      "https://loja.basiquinha.com.br/",
    ]);
  });
});

describe("the home's Organization", () => {
  const org = organizationJsonLd(
    origin,
    settings,
    Array.from({ length: 7 }, (_, i) => store(i + 1)),
  );

  it("lists at most five store locations with address and coordinates", () => {
    const locations = org.location as Record<string, unknown>[];
    expect(locations).toHaveLength(5);
    expect(locations[0]).toEqual({
      "@type": "Store",
      name: "Basiquinha 1",
      url: `${origin}/basiquinha-1`,
      telephone: "+5562981234567",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Avenida T-4, 101",
        addressLocality: "Goiânia",
        addressRegion: "GO",
        postalCode: "74230-030",
        addressCountry: "BR",
      },
      geo: { "@type": "GeoCoordinates", latitude: -16.7, longitude: -49.27 },
    });
  });

  it("leaves out coordinates and phones it cannot trust", () => {
    const [location] = organizationJsonLd(origin, settings, [
      store(1, { latitude: null, longitude: null, whatsapp: null, complement: "Loja 2" }),
    ]).location as Record<string, unknown>[];
    expect(location).not.toHaveProperty("geo");
    expect(location).not.toHaveProperty("telephone");
    expect(location).toHaveProperty("address.streetAddress", "Avenida T-4, 101 - Loja 2");
  });

  it("has no location list without stores", () => {
    expect(organizationJsonLd(origin, settings, [])).not.toHaveProperty("location");
  });
});

describe("a store's page", () => {
  const node = storePageJsonLd(origin, settings, storePage);

  it("is a Store and HealthAndBeautyBusiness of the brand, with the one address format", () => {
    expect(node).toMatchObject({
      "@type": ["Store", "HealthAndBeautyBusiness"],
      "@id": `${origin}/basiquinha-setor-bueno#loja`,
      url: `${origin}/basiquinha-setor-bueno`,
      telephone: "+5562981234567",
      email: "bueno@basiquinha.com.br",
      image: [`${origin}/media/fachada.webp`, `${origin}/media/interior.webp`],
      address: {
        streetAddress: "Avenida T-4, 1478 - Qd. 150, Lt. 12",
        addressRegion: "GO",
      },
      hasMap: "https://maps.app.goo.gl/abc",
      foundingDate: "2019-05-10",
      parentOrganization: { "@id": `${origin}/#organizacao` },
    });
    expect(node).not.toHaveProperty("sameAs");
    expect(node).not.toHaveProperty("specialOpeningHoursSpecification");
  });
});

describe("articles", () => {
  it("the franchise page is an Article about itself, the brand's", () => {
    expect(franchise()).toMatchObject({
      "@type": "Article",
      headline: "Seja um Franqueado Basiquinha",
      url: `${origin}/seja-um-franqueado`,
      mainEntityOfPage: { "@type": "WebPage", "@id": `${origin}/seja-um-franqueado` },
      publisher: { "@id": `${origin}/#organizacao`, name: "Basiquinha" },
    });
  });

  it("a post is a BlogPosting with its dates, section, image and tags", () => {
    expect(post("Ana Souza")).toMatchObject({
      "@type": "BlogPosting",
      image: [`${origin}/media/capa.webp`],
      datePublished: "2026-11-01T12:00:00.000Z",
      dateModified: "2026-11-02T12:00:00.000Z",
      articleSection: "Skincare",
      keywords: "pele, inverno",
    });
  });
});

describe("structured data validity", () => {
  it("passes the rich-result and schema.org checks on every page", async () => {
    const { validateJsonLd } = await import("../../tests/support/structured-data");
    const issues = await validateJsonLd(Object.values(pages).flat());
    expect(issues).toEqual([]);
  });
});
