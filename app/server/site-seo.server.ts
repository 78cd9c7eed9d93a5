/**
 * Structured data of the public pages outside the store and blog areas:
 * Organization (home, with up to 5 store locations) and Article (franchise page). Built on the
 * one SEO module (`buildSeo`, `~/domain/seo`).
 */
import { stateCode } from "~/domain/brazilian-states";
import { isValidCoordinate } from "~/domain/geo";
import { phoneE164 } from "~/domain/phone";
import { absoluteUrl, type JsonLd } from "~/domain/seo";
import type { PublicSiteSettings } from "~/models/site-settings.server";
import type { StoreSummary } from "~/models/stores.server";

/** Organisation locations hold at most 5 stores. */
export const ORGANIZATION_MAX_LOCATIONS = 5;

export const SITE_LOGO_PATH = "/favicon.svg";

type SocialSettings = Pick<
  PublicSiteSettings,
  "instagramUrl" | "facebookUrl" | "youtubeUrl" | "tiktokUrl"
>;

export function socialProfileUrls(settings: SocialSettings): string[] {
  return [settings.instagramUrl, settings.facebookUrl, settings.youtubeUrl, settings.tiktokUrl]
    .map((url) => url?.trim())
    .filter((url): url is string => Boolean(url && /^https?:\/\//i.test(url)));
}

export function storeLocationJsonLd(origin: string, store: StoreSummary): JsonLd {
  const street = [`${store.street}, ${store.number}`, store.complement?.trim()]
    .filter(Boolean)
    .join(" - ");
  const location: JsonLd = {
    "@type": "Store",
    name: store.name,
    url: absoluteUrl(origin, `/${store.slug}`),
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: store.city,
      addressRegion: stateCode(store.state) ?? store.state,
      postalCode: store.postalCode,
      addressCountry: "BR",
    },
  };
  const telephone = phoneE164(store.whatsapp);
  if (telephone) location.telephone = telephone;
  if (isValidCoordinate(store.latitude, store.longitude)) {
    location.geo = {
      "@type": "GeoCoordinates",
      latitude: store.latitude,
      longitude: store.longitude,
    };
  }
  return location;
}

export function organizationJsonLd(
  origin: string,
  settings: PublicSiteSettings,
  stores: readonly StoreSummary[],
): JsonLd {
  const telephone = phoneE164(settings.contactPhone);
  const org: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl(origin, "/#organizacao"),
    name: settings.brandName,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, SITE_LOGO_PATH),
    email: settings.contactEmail,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: settings.contactEmail,
      ...(telephone ? { telephone } : {}),
      areaServed: "BR",
      availableLanguage: "pt-BR",
    },
  };
  if (telephone) org.telephone = telephone;
  const sameAs = socialProfileUrls(settings);
  if (settings.onlineShopUrl && /^https?:\/\//i.test(settings.onlineShopUrl)) {
    sameAs.push(settings.onlineShopUrl);
  }
  if (sameAs.length) org.sameAs = sameAs;
  const locations = stores
    .slice(0, ORGANIZATION_MAX_LOCATIONS)
    .map((s) => storeLocationJsonLd(origin, s));
  if (locations.length) org.location = locations;
  return org;
}

export function articleJsonLd(
  origin: string,
  input: {
    path: string;
    headline: string;
    description: string;
    brandName: string;
    image?: string | null;
    keywords?: string | null;
  },
): JsonLd {
  const publisher = {
    "@type": "Organization",
    name: input.brandName,
    url: absoluteUrl(origin, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(origin, SITE_LOGO_PATH) },
  };
  const article: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline.slice(0, 110),
    description: input.description,
    url: absoluteUrl(origin, input.path),
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(origin, input.path) },
    inLanguage: "pt-BR",
    author: publisher,
    publisher,
  };
  if (input.image) article.image = absoluteUrl(origin, input.image);
  if (input.keywords) article.keywords = input.keywords;
  return article;
}
