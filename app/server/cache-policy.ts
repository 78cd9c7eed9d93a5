/**
 * Every Cache-Control value the site sends, and the rule for what a shared cache may keep.
 * One module so the policy is read in one place; it holds no server code, so route modules that
 * also ship to the browser may import it.
 *
 * Public pages: browsers always revalidate (max-age=0, ETag), a CDN keeps them a minute and may
 * serve a stale copy for ten more while it refreshes. Anything personal (a cookie being set, a
 * staff screen, a toast) is private and never stored anywhere.
 */
export const CACHE_CONTROL = {
  /** Public HTML pages. */
  publicPage: "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
  /** Personal answers: staff screens, pages that set a cookie, failures. */
  private: "private, no-store",
  /** Answers nobody should keep (rate-limit refusals, outages, beacons). */
  noStore: "no-store",
  /** The RSS feed. */
  feed: "public, max-age=300, s-maxage=600, stale-while-revalidate=3600",
  /** sitemap.xml. */
  sitemap: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  /** robots.txt. */
  robots: "public, max-age=3600, s-maxage=86400",
  /** Store map data (clusters and stores of an area). */
  mapData: "public, max-age=300, s-maxage=300, stale-while-revalidate=600",
  /** Map data filtered by 'Aberto agora', which changes as the hours pass. */
  mapDataOpenNow: "public, max-age=60, s-maxage=60",
  /** Search suggestions for a typed term. */
  suggestions: "public, max-age=300, s-maxage=300",
  /** A video thumbnail fetched from the video host (the same picture for a given id). */
  videoThumbnail: "public, max-age=86400, s-maxage=86400",
  /** Suggestions for an empty term (the most common cities). */
  suggestionsDefault: "public, max-age=3600",
} as const;

/** How long the in-process page cache keeps a rendered page (a CDN keeps it s-maxage). */
export const PAGE_CACHE_TTL_MS = 30_000;

/** The total size of pages the in-process cache holds (least recently used go first). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Paths whose pages are personal or not pages at all: never stored by the page cache. */
export const UNCACHED_PATH_PREFIXES = [
  "/restrita",
  "/admin",
  "/login",
  "/logout",
  "/api/",
  "/media/",
  "/healthz",
] as const;

/** Cookies that make a page personal: a staff session and a pending toast. */
export const PERSONAL_COOKIES = ["__session", "__flash"] as const;

/**
 * Query parameters that only tell analytics where a visitor came from: they never change the
 * page, so they are left out of the cache key and campaign links share one cached copy.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|twclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;

export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAM.test(name);
}

/**
 * Whether a shared cache may keep this response: a complete, public, cookie-free HTML page.
 * Redirects, errors, empty bodies, other content types and anything personal are never stored.
 */
export function isStorablePage(status: number, headers: Headers): boolean {
  if (status !== 200) return false;
  if (!/^text\/html\b/i.test(headers.get("content-type") ?? "")) return false;
  if (headers.has("set-cookie")) return false;
  const vary = (headers.get("vary") ?? "").toLowerCase();
  if (vary.includes("cookie") || vary.includes("*")) return false;
  const cacheControl = (headers.get("cache-control") ?? "").toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  if (headers.get("content-length") === "0") return false;
  return true;
}
