/**
 * /sitemap.xml and /robots.txt as text (sitemaps.org protocol 0.9). Pure: the loaders give the
 * origin (PUBLIC_SITE_URL) and the entries read from the database.
 */
import { absoluteUrl } from "./seo";

export type SitemapEntry = {
  /** Site path ('/', '/blog/12-some-post'). */
  path: string;
  lastModified?: Date | string | null;
  changeFrequency?: "daily" | "weekly" | "monthly" | "yearly";
  /** 0.0 - 1.0 */
  priority?: number;
};

/** Public pages that are not stores, posts or categories, with their relative weight. */
export const STATIC_SITEMAP_PAGES: readonly SitemapEntry[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/nossas-lojas", changeFrequency: "weekly", priority: 0.9 },
  { path: "/blog", changeFrequency: "daily", priority: 0.8 },
  { path: "/clube-basiquinha", changeFrequency: "monthly", priority: 0.7 },
  { path: "/seja-um-franqueado", changeFrequency: "monthly", priority: 0.7 },
  { path: "/mapa-do-site", changeFrequency: "weekly", priority: 0.4 },
  { path: "/politica-de-privacidade", changeFrequency: "yearly", priority: 0.2 },
];

/** Paths crawlers must stay out of: the restricted area and its login. */
export const DISALLOWED_PATHS = ["/restrita", "/admin", "/login"] as const;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function isoDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isFinite(date.getTime()) ? date.toISOString() : null;
}

/** Encodes each path segment (accents, spaces) so the <loc> is a valid URL. */
function encodePath(path: string): string {
  return path
    .split("/")
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join("/");
}

export function renderSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = absoluteUrl(origin, encodePath(entry.path));
    if (seen.has(loc)) continue;
    seen.add(loc);
    const parts = [`<loc>${escapeXml(loc)}</loc>`];
    const lastmod = isoDate(entry.lastModified);
    if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
    if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined)
      parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    urls.push(`  <url>${parts.join("")}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function renderRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
