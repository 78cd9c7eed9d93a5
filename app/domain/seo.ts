/**
 * Page SEO as plain data. Loaders build a `Seo` object on the server (app/server/seo.server.ts,
 * which knows the site origin); route `meta` functions turn it into tags with `seoMeta`.
 */
import type { MetaDescriptor } from "react-router";

export type JsonLd = Record<string, unknown>;

export type Seo = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  siteName: string;
  /** Absolute image URL for Open Graph and Twitter cards. */
  image?: string | null;
  imageAlt?: string | null;
  type?: "website" | "article" | "business.business";
  keywords?: string | null;
  noindex?: boolean;
  jsonLd?: JsonLd[];
};

export function seoMeta(seo: Seo | null | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.keywords) tags.push({ name: "keywords", content: seo.keywords });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (seo.image) {
    tags.push(
      { property: "og:image", content: seo.image },
      { name: "twitter:image", content: seo.image },
    );
    if (seo.imageAlt) tags.push({ property: "og:image:alt", content: seo.imageAlt });
  }
  for (const item of seo.jsonLd ?? []) tags.push({ "script:ld+json": item });
  return tags;
}

/** Trims text to a meta-description length on a word boundary. */
export function clampDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).trimEnd()}…`;
}

export type Crumb = { name: string; path: string };

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * The meta of a page whose address carries a secret (a confirmation, unsubscribe or password
 * link): never indexed, and the address never travels to another site as a referrer.
 */
export function secretLinkMeta(title: string): MetaDescriptor[] {
  return [
    { title },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}
