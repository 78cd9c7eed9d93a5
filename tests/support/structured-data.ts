/**
 * Structured-data validation for tests, offline: @adobe/structured-data-validator (Google rich
 * result rules per type) plus its schema.org check, fed with the part of the schema.org
 * vocabulary our pages use (the full file is downloaded from schema.org, which tests cannot
 * reach). The classes, parents and property domains below are copied from schema.org; a type
 * missing here is reported as an invalid type, so add it (from schema.org) when a page starts
 * using it.
 */
import Validator from "@adobe/structured-data-validator";

/** Class -> parent classes (rdfs:subClassOf). */
const CLASSES: Record<string, string[]> = {
  Thing: [],
  Action: ["Thing"],
  SearchAction: ["Action"],
  CreativeWork: ["Thing"],
  Article: ["CreativeWork"],
  SocialMediaPosting: ["Article"],
  BlogPosting: ["SocialMediaPosting"],
  Blog: ["CreativeWork"],
  WebPage: ["CreativeWork"],
  CollectionPage: ["WebPage"],
  WebSite: ["CreativeWork"],
  MediaObject: ["CreativeWork"],
  ImageObject: ["MediaObject"],
  VideoObject: ["MediaObject"],
  Person: ["Thing"],
  Organization: ["Thing"],
  Place: ["Thing"],
  LocalBusiness: ["Organization", "Place"],
  Store: ["LocalBusiness"],
  HealthAndBeautyBusiness: ["LocalBusiness"],
  Intangible: ["Thing"],
  EntryPoint: ["Intangible"],
  StructuredValue: ["Intangible"],
  ContactPoint: ["StructuredValue"],
  PostalAddress: ["ContactPoint"],
  GeoCoordinates: ["StructuredValue"],
  OpeningHoursSpecification: ["StructuredValue"],
  ItemList: ["Intangible"],
  BreadcrumbList: ["ItemList"],
  ListItem: ["Intangible"],
  Rating: ["Intangible"],
  AggregateRating: ["Rating"],
};

/** Property -> classes it applies to (schema:domainIncludes). */
const PROPERTIES: Record<string, string[]> = {
  name: ["Thing"],
  alternateName: ["Thing"],
  description: ["Thing"],
  url: ["Thing"],
  image: ["Thing"],
  sameAs: ["Thing"],
  identifier: ["Thing"],
  mainEntityOfPage: ["Thing"],
  potentialAction: ["Thing"],
  target: ["Action"],
  query: ["SearchAction"],
  urlTemplate: ["EntryPoint"],
  address: ["GeoCoordinates", "Organization", "Person", "Place"],
  telephone: ["ContactPoint", "Organization", "Person", "Place"],
  email: ["ContactPoint", "Organization", "Person"],
  logo: ["Organization", "Place"],
  slogan: ["Organization", "Place"],
  keywords: ["CreativeWork", "Organization", "Place"],
  knowsAbout: ["Organization", "Person"],
  foundingDate: ["Organization"],
  founder: ["Organization"],
  parentOrganization: ["Organization"],
  subOrganization: ["Organization"],
  department: ["Organization"],
  location: ["Organization"],
  contactPoint: ["Organization", "Person"],
  brand: ["Organization", "Person"],
  areaServed: ["ContactPoint", "Organization"],
  aggregateRating: ["CreativeWork", "Organization", "Place"],
  review: ["CreativeWork", "Organization", "Place"],
  contactType: ["ContactPoint"],
  availableLanguage: ["ContactPoint"],
  geo: ["Place"],
  hasMap: ["Place"],
  latitude: ["GeoCoordinates", "Place"],
  longitude: ["GeoCoordinates", "Place"],
  openingHoursSpecification: ["Place"],
  specialOpeningHoursSpecification: ["Place"],
  openingHours: ["LocalBusiness"],
  priceRange: ["LocalBusiness"],
  currenciesAccepted: ["LocalBusiness"],
  paymentAccepted: ["LocalBusiness"],
  branchOf: ["LocalBusiness"],
  streetAddress: ["PostalAddress"],
  addressLocality: ["PostalAddress"],
  addressRegion: ["PostalAddress"],
  postOfficeBoxNumber: ["PostalAddress"],
  postalCode: ["GeoCoordinates", "PostalAddress"],
  addressCountry: ["GeoCoordinates", "PostalAddress"],
  dayOfWeek: ["OpeningHoursSpecification"],
  opens: ["OpeningHoursSpecification"],
  closes: ["OpeningHoursSpecification"],
  validFrom: ["OpeningHoursSpecification"],
  validThrough: ["OpeningHoursSpecification"],
  itemListElement: ["ItemList"],
  itemListOrder: ["ItemList"],
  numberOfItems: ["ItemList"],
  position: ["CreativeWork", "ListItem"],
  item: ["ListItem"],
  headline: ["CreativeWork"],
  author: ["CreativeWork"],
  publisher: ["CreativeWork"],
  datePublished: ["CreativeWork"],
  dateModified: ["CreativeWork"],
  inLanguage: ["CreativeWork"],
  about: ["CreativeWork"],
  isPartOf: ["CreativeWork"],
  mainEntity: ["CreativeWork"],
  thumbnailUrl: ["CreativeWork"],
  timeRequired: ["CreativeWork"],
  text: ["CreativeWork"],
  articleSection: ["Article"],
  articleBody: ["Article"],
  wordCount: ["Article"],
  breadcrumb: ["WebPage"],
  contentUrl: ["MediaObject"],
  embedUrl: ["MediaObject"],
  uploadDate: ["MediaObject"],
  duration: ["MediaObject"],
  width: ["MediaObject"],
  height: ["MediaObject"],
  caption: ["ImageObject", "VideoObject"],
  jobTitle: ["Person"],
  ratingValue: ["Rating"],
  bestRating: ["Rating"],
  worstRating: ["Rating"],
  ratingCount: ["AggregateRating"],
  reviewCount: ["AggregateRating"],
};

const ref = (name: string) => ({ "@id": `schema:${name}` });

/** The vocabulary subset in the shape of schema.org's JSON-LD release file. */
export const schemaOrgVocabulary = {
  "@graph": [
    ...Object.entries(CLASSES).map(([name, parents]) => ({
      "@id": `schema:${name}`,
      "@type": "rdfs:Class",
      ...(parents.length > 0 ? { "rdfs:subClassOf": parents.map(ref) } : {}),
    })),
    ...Object.entries(PROPERTIES).map(([name, domains]) => ({
      "@id": `schema:${name}`,
      "@type": "rdf:Property",
      "schema:domainIncludes": domains.map(ref),
    })),
  ],
};

export type StructuredDataIssue = {
  issueMessage: string;
  severity: "ERROR" | "WARNING";
  rootType?: string;
  fieldNames?: string[];
  path?: unknown;
};

type JsonLdItem = Record<string, unknown>;

/** Validates JSON-LD items as a page would carry them; returns every issue found. */
export async function validateJsonLd(items: JsonLdItem[]): Promise<StructuredDataIssue[]> {
  const jsonld: Record<string, JsonLdItem[]> = {};
  const errors: { format: string; message: string }[] = [];
  for (const item of items) {
    const type = item["@type"];
    if (!type) {
      errors.push({ format: "jsonld", message: "JSON-LD item without @type" });
      continue;
    }
    const key = Array.isArray(type) ? type.join(",") : String(type);
    (jsonld[key] ??= []).push(structuredClone(item));
  }
  const validator = new Validator(schemaOrgVocabulary);
  return (await validator.validate({
    jsonld,
    microdata: {},
    rdfa: {},
    errors,
  })) as StructuredDataIssue[];
}

/** The parsed `application/ld+json` scripts of an HTML document (throws on invalid JSON). */
export function extractJsonLd(html: string): JsonLdItem[] {
  const scripts = html.matchAll(
    /<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi,
  );
  return [...scripts].flatMap((match) => {
    const value = JSON.parse(match[1] ?? "") as JsonLdItem | JsonLdItem[];
    return Array.isArray(value) ? value : [value];
  });
}
