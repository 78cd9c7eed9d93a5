/**
 * Structured data (schema.org JSON-LD): every node a public page declares is built here, so one
 * concept is written one way on every page.
 *
 * - The brand is one `Organization` on one `@id` (`/#organizacao`) with one content, built by
 *   `organizationNode` wherever it appears: the home's node (which adds the spec's up to 5
 *   store locations), the parent organisation of a store, the publisher of the blog, its posts
 *   and the franchise article. A page names it once; a second mention on the same page (an
 *   article's author when it is the brand) is a reference to its `@id`.
 * - A store in a list (the home's locations, the locator's list) is a `Store` node from its card
 *   view (app/domain/store-card.ts); a store's own page is a `Store` + `HealthAndBeautyBusiness`
 *   node. Both write the address the one way (`postalAddressNode`).
 * - The blog is a `Blog`, a post a `BlogPosting`, the franchise page an `Article`; lists are
 *   `ItemList`s and the trail a `BreadcrumbList`; the home declares the `WebSite`.
 *
 * Pure: loaders hand in the site settings and records they read. The result goes through
 * `buildSeo` (app/server/seo.server.ts) into the page's `<script type="application/ld+json">`.
 */
import { safeHttpUrl } from "./directions";
import { isValidCoordinate, toCoordinate, type CoordinateValue } from "./geo";
import { phoneE164 } from "./phone";
import { absoluteUrl, type Crumb, type JsonLd } from "./seo";
import {
  storeStateCode,
  storeStreetLine,
  type StoreAddress,
  type StoreCardView,
} from "./store-card";

export const SCHEMA_ORG = "https://schema.org";

export const SITE_LOGO_PATH = "/favicon.svg";

/** Organisation locations hold at most 5 stores (spec). */
export const ORGANIZATION_MAX_LOCATIONS = 5;

/** What the site settings say about the brand. */
export type OrganizationFacts = {
  brandName: string;
  contactEmail: string | null;
  contactPhone: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  youtubeUrl: string | null;
  tiktokUrl: string | null;
  onlineShopUrl: string | null;
};

export function organizationId(origin: string): string {
  return absoluteUrl(origin, "/#organizacao");
}

/** The brand's social profiles and online shop, http(s) links only. */
export function organizationSameAs(facts: OrganizationFacts): string[] {
  return [
    facts.instagramUrl,
    facts.facebookUrl,
    facts.youtubeUrl,
    facts.tiktokUrl,
    facts.onlineShopUrl,
  ]
    .map(safeHttpUrl)
    .filter((url): url is string => Boolean(url));
}

/** The brand's one Organization node (without `@context`: it may sit inside another node). */
export function organizationNode(origin: string, facts: OrganizationFacts): JsonLd {
  const telephone = phoneE164(facts.contactPhone);
  const email = facts.contactEmail?.trim() || undefined;
  const sameAs = organizationSameAs(facts);
  return {
    "@type": "Organization",
    "@id": organizationId(origin),
    name: facts.brandName,
    url: absoluteUrl(origin, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(origin, SITE_LOGO_PATH) },
    ...(email ? { email } : {}),
    ...(telephone ? { telephone } : {}),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      ...(email ? { email } : {}),
      ...(telephone ? { telephone } : {}),
      areaServed: "BR",
      availableLanguage: "pt-BR",
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** A second mention of the brand on a page that already holds its node. */
export function organizationRef(origin: string): JsonLd {
  return { "@id": organizationId(origin) };
}

/** The home's Organization: the brand's node with up to 5 store locations. */
export function organizationJsonLd(
  origin: string,
  facts: OrganizationFacts,
  stores: readonly StoreNodeFacts[],
): JsonLd {
  const locations = stores
    .slice(0, ORGANIZATION_MAX_LOCATIONS)
    .map((store) => storeNode(origin, store));
  return {
    "@context": SCHEMA_ORG,
    ...organizationNode(origin, facts),
    ...(locations.length > 0 ? { location: locations } : {}),
  };
}

/** The site itself, published by the brand (the home page). */
export function websiteJsonLd(origin: string, facts: OrganizationFacts): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "WebSite",
    "@id": absoluteUrl(origin, "/#site"),
    name: facts.brandName,
    url: absoluteUrl(origin, "/"),
    inLanguage: "pt-BR",
    publisher: organizationRef(origin),
  };
}

// ---------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------

/** 'Avenida T-4, 1478 - Qd. 150', the city, the state's code, the CEP, in Brazil. */
export function postalAddressNode(
  address: Pick<StoreAddress, "street" | "number" | "complement" | "city" | "state"> & {
    postalCode: string | null;
  },
): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: storeStreetLine(address),
    addressLocality: address.city.trim(),
    addressRegion: storeStateCode(address.state),
    ...(address.postalCode?.trim() ? { postalCode: address.postalCode.trim() } : {}),
    addressCountry: "BR",
  };
}

/** GeoCoordinates, or null when the record's coordinates are not a real place. */
export function geoNode(latitude: CoordinateValue, longitude: CoordinateValue): JsonLd | null {
  if (!isValidCoordinate(latitude, longitude)) return null;
  return {
    "@type": "GeoCoordinates",
    latitude: toCoordinate(latitude),
    longitude: toCoordinate(longitude),
  };
}

/** A store in a list: its card view (the street line is already written) and coordinates. */
export type StoreNodeFacts = Pick<
  StoreCardView,
  "name" | "path" | "street" | "city" | "state" | "postalCode" | "phoneUrl"
> & { latitude: CoordinateValue; longitude: CoordinateValue };

/** A Store node of a list (the home's locations, the locator's results). */
export function storeNode(origin: string, store: StoreNodeFacts): JsonLd {
  const geo = geoNode(store.latitude, store.longitude);
  return {
    "@type": "Store",
    name: store.name,
    ...(store.path ? { url: absoluteUrl(origin, store.path) } : {}),
    // 'tel:+5562981234567' -> '+5562981234567'
    ...(store.phoneUrl ? { telephone: store.phoneUrl.replace(/^tel:/, "") } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: store.street,
      addressLocality: store.city,
      addressRegion: store.state,
      ...(store.postalCode ? { postalCode: store.postalCode } : {}),
      addressCountry: "BR",
    },
    ...(geo ? { geo } : {}),
  };
}

/** An ItemList of stores, each with its page and its Store node. */
export function storeListJsonLd(
  origin: string,
  input: {
    name: string;
    total: number;
    /** Position of the first store listed (a later page starts after the earlier ones). */
    firstPosition: number;
    stores: readonly StoreNodeFacts[];
  },
): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "ItemList",
    name: input.name,
    numberOfItems: input.total,
    itemListElement: input.stores.map((store, index) => ({
      "@type": "ListItem",
      position: input.firstPosition + index,
      ...(store.path ? { url: absoluteUrl(origin, store.path) } : {}),
      item: storeNode(origin, store),
    })),
  };
}

/** What a store's own page declares about it (hours are computed by its model). */
export type StorePageFacts = Pick<
  StoreAddress,
  "street" | "number" | "complement" | "city" | "state" | "postalCode"
> & {
  name: string;
  /** The page's path: '/basiquinha-setor-bueno'. */
  path: string;
  description: string;
  /** Photo and banner paths, the facade first. */
  images: readonly string[];
  whatsapp: string | null;
  email: string | null;
  instagramUrl: string | null;
  latitude: CoordinateValue;
  longitude: CoordinateValue;
  /** 'Como Chegar' link. */
  mapUrl: string | null;
  openedOn: string | null;
  openingHours: readonly JsonLd[];
  specialOpeningHours: readonly JsonLd[];
};

/**
 * schema.org Store (also HealthAndBeautyBusiness) of a store's page, part of the brand. No
 * aggregateRating: ratings about our own business are not eligible for review snippets, so they
 * stay on the page only.
 */
export function storePageJsonLd(
  origin: string,
  facts: OrganizationFacts,
  store: StorePageFacts,
): JsonLd {
  const url = absoluteUrl(origin, store.path);
  const images = [...new Set(store.images.map((path) => absoluteUrl(origin, path)))];
  const telephone = phoneE164(store.whatsapp);
  const email = store.email?.trim();
  const geo = geoNode(store.latitude, store.longitude);
  const instagram = safeHttpUrl(store.instagramUrl);
  return {
    "@context": SCHEMA_ORG,
    "@type": ["Store", "HealthAndBeautyBusiness"],
    "@id": `${url}#loja`,
    name: store.name,
    url,
    description: store.description,
    ...(images.length > 0 ? { image: images } : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    address: postalAddressNode(store),
    openingHoursSpecification: store.openingHours,
    ...(store.specialOpeningHours.length > 0
      ? { specialOpeningHoursSpecification: store.specialOpeningHours }
      : {}),
    priceRange: "$$",
    currenciesAccepted: "BRL",
    paymentAccepted: "Cartão de crédito, Cartão de débito, PIX, Dinheiro",
    parentOrganization: organizationNode(origin, facts),
    ...(geo ? { geo } : {}),
    ...(store.mapUrl ? { hasMap: store.mapUrl } : {}),
    ...(instagram ? { sameAs: [instagram] } : {}),
    ...(store.openedOn ? { foundingDate: store.openedOn } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Articles and the blog
// ---------------------------------------------------------------------------------------------

export type ArticleFacts = {
  path: string;
  headline: string;
  description: string;
  /** An image path or URL. */
  image?: string | null;
  keywords?: string | null;
  datePublished?: string;
  dateModified?: string;
  /** A person's name; without one the brand wrote it. */
  author?: string | null;
  section?: string | null;
};

function creativeWork(
  type: "Article" | "BlogPosting",
  origin: string,
  facts: OrganizationFacts,
  article: ArticleFacts,
): JsonLd {
  const url = absoluteUrl(origin, article.path);
  const author = article.author?.trim();
  return {
    "@context": SCHEMA_ORG,
    "@type": type,
    headline: article.headline.slice(0, 110),
    description: article.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(article.image ? { image: [absoluteUrl(origin, article.image)] } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified ? { dateModified: article.dateModified } : {}),
    inLanguage: "pt-BR",
    publisher: organizationNode(origin, facts),
    author: author ? { "@type": "Person", name: author } : organizationRef(origin),
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.keywords ? { keywords: article.keywords } : {}),
  };
}

/** A page written as an article by the brand (the franchise page). */
export function articleJsonLd(
  origin: string,
  facts: OrganizationFacts,
  article: ArticleFacts,
): JsonLd {
  return creativeWork("Article", origin, facts, article);
}

/** A blog post. */
export function blogPostingJsonLd(
  origin: string,
  facts: OrganizationFacts,
  post: ArticleFacts,
): JsonLd {
  return creativeWork("BlogPosting", origin, facts, post);
}

/** The blog's home. */
export function blogJsonLd(
  origin: string,
  facts: OrganizationFacts,
  blog: { path: string; name: string; description: string },
): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "Blog",
    name: blog.name,
    description: blog.description,
    url: absoluteUrl(origin, blog.path),
    inLanguage: "pt-BR",
    publisher: organizationNode(origin, facts),
  };
}

// ---------------------------------------------------------------------------------------------
// Trails and lists of pages
// ---------------------------------------------------------------------------------------------

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/**
 * A schema.org ItemList of pages: `total` entries in all, of which `entries` are listed, the
 * first at `firstPosition` (a later page of a paged list starts after the earlier pages).
 */
export function pageListJsonLd(
  origin: string,
  name: string,
  total: number,
  entries: readonly { name: string; path: string }[],
  firstPosition = 1,
): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "ItemList",
    name,
    numberOfItems: total,
    itemListElement: entries.map((entry, i) => ({
      "@type": "ListItem",
      position: firstPosition + i,
      name: entry.name,
      url: absoluteUrl(origin, entry.path),
    })),
  };
}
