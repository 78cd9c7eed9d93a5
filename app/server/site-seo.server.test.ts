import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/models/site-settings.server";
import type { StoreSummary } from "~/models/stores.server";
import { articleJsonLd, organizationJsonLd, socialProfileUrls } from "./site-seo.server";

const origin = "https://www.basiquinha.com.br";

const store = (n: number, extra: Partial<StoreSummary> = {}): StoreSummary => ({
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
  hoursText: "Seg. a Sex.: 9h às 19h",
  latitude: -16.7,
  longitude: -49.27,
  ...extra,
});

const settings = {
  ...defaultSiteSettings,
  instagramUrl: "https://www.instagram.com/basiquinha/",
  facebookUrl: "  ",
  youtubeUrl: "javascript:alert(1)",
  onlineShopUrl: "https://loja.basiquinha.com.br",
};

describe("organizationJsonLd", () => {
  const org = organizationJsonLd(
    origin,
    settings,
    Array.from({ length: 7 }, (_, i) => store(i + 1)),
  );

  it("describes the brand with its contacts and profiles", () => {
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Basiquinha",
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: "contato@basiquinha.com.br",
      sameAs: ["https://www.instagram.com/basiquinha/", "https://loja.basiquinha.com.br"],
    });
  });

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

describe("socialProfileUrls", () => {
  it("keeps only http(s) addresses", () => {
    expect(socialProfileUrls(settings)).toEqual(["https://www.instagram.com/basiquinha/"]);
  });
});

describe("articleJsonLd", () => {
  it("is an Article by the brand about the page", () => {
    const article = articleJsonLd(origin, {
      path: "/seja-um-franqueado",
      headline: "Seja um Franqueado Basiquinha",
      description: "Franquia de cosméticos",
      brandName: "Basiquinha",
    });
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "Seja um Franqueado Basiquinha",
      url: `${origin}/seja-um-franqueado`,
      author: { "@type": "Organization", name: "Basiquinha" },
      publisher: { logo: { url: `${origin}/favicon.svg` } },
    });
  });
});

describe("structured data validity", () => {
  it("passes the rich-result and schema.org checks", async () => {
    const { validateJsonLd } = await import("../../tests/support/structured-data");
    const issues = await validateJsonLd([
      organizationJsonLd(origin, settings, [store(1), store(2, { complement: "Loja 3" })]),
      articleJsonLd(origin, {
        path: "/seja-um-franqueado",
        headline: "Seja um Franqueado Basiquinha",
        description: "Franquia de cosméticos",
        brandName: "Basiquinha",
        keywords: "franquia, cosméticos",
      }),
    ]);
    expect(issues).toEqual([]);
  });
});
