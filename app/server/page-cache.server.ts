/**
 * The in-process cache of anonymous page views, in front of React Router's request handler.
 *
 * What is kept: only complete, public, cookie-free HTML answers to GET (see isStorablePage). HEAD
 * is answered from a stored GET entry, or rendered and not stored. Keys ignore tracking
 * parameters and parameter order, so campaign links share one entry. Concurrent misses for one
 * key render once. Entries are bounded by total bytes (least recently used go first) and by a
 * TTL, and every instance drops them when staff save a change (content-changes.server.ts).
 *
 * Nonces: every response carries its own CSP nonce, cached or not. A page is stored as the parts
 * between the occurrences of the nonce it was rendered with (a random 128-bit value, which
 * nothing else in the page can contain), and each hit joins the parts with the nonce of the
 * response being sent. The ETag is computed over the parts, so it does not change with the nonce;
 * a 304 carries no CSP header, so the browser keeps the policy that matches the body it has.
 */
import { createHash } from "node:crypto";
import { sendResponse } from "@remix-run/node-fetch-server";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import {
  isStorablePage,
  isTrackingParam,
  PAGE_CACHE_MAX_BYTES,
  PAGE_CACHE_TTL_MS,
  PERSONAL_COOKIES,
  UNCACHED_PATH_PREFIXES,
} from "./cache-policy";
import { PRIVATE_PARAMS } from "./logger.server";

/** Headers that belong to one response and are never replayed from the cache. */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "date",
  "etag",
  "content-length",
  "content-security-policy",
  "x-request-id",
  "x-cache",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

type Entry = {
  headers: [string, string][];
  /** The page split at its render's nonce. */
  parts: Buffer[];
  etag: string;
  bytes: number;
};

/** Renders the request; `url` replaces the request's URL when given (the normalised key). */
export type Render = (url?: string) => Promise<Response>;

export type PageCacheOptions = {
  ttlMs?: number;
  maxBytes?: number;
  /** Pages larger than this are served but not kept. */
  maxPageBytes?: number;
  /**
   * When the next scheduled change of public content happens (a post or a banner whose
   * publishing window opens or closes): entries never outlive it.
   */
  nextScheduledChange?: () => number | null | undefined;
};

/**
 * The cache key of a URL: its path and its parameters without tracking ones, sorted. Null when
 * the URL carries a visitor's position, which must never be kept, not even in memory.
 */
export function pageCacheKey(originalUrl: string): string | null {
  // Joined, not resolved: a path such as "//x" is a path here, not another host.
  const url = new URL(
    `http://cache.invalid${originalUrl.startsWith("/") ? "" : "/"}${originalUrl}`,
  );
  const params: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (PRIVATE_PARAMS.test(name)) return null;
    if (!isTrackingParam(name)) params.push([name, value]);
  }
  params.sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isPersonal(req: ExpressRequest): boolean {
  const cookie = req.headers.cookie;
  if (!cookie) return false;
  return PERSONAL_COOKIES.some((name) => cookie.includes(`${name}=`));
}

/** If-None-Match against our weak ETag (weak comparison: the W/ prefix is ignored). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}

function underAny(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(prefix));
}

export function createPageCache(options: PageCacheOptions = {}) {
  const ttl = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const maxPageBytes = options.maxPageBytes ?? 2_000_000;
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    ttl,
    ttlAutopurge: false,
  });
  const inflight = new Map<string, Promise<Entry | null>>();
  const stats = { hits: 0, misses: 0, coalesced: 0 };
  // Bumped by every clear: a render that started before a staff change is not stored after it.
  let generation = 0;

  function clear(): void {
    generation++;
    entries.clear();
  }

  function cacheKey(req: ExpressRequest): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if (underAny(req.path, UNCACHED_PATH_PREFIXES)) return null;
    if (isPersonal(req)) return null;
    return pageCacheKey(req.originalUrl);
  }

  function nonceOf(res: ExpressResponse): string {
    return String(res.locals.cspNonce ?? "");
  }

  function sendEntry(req: ExpressRequest, res: ExpressResponse, entry: Entry, label: string) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("ETag", entry.etag);
    res.setHeader("X-Cache", label);
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      // The browser keeps the body it has, with the policy (and nonce) that came with it.
      res.removeHeader("Content-Security-Policy");
      res.status(304).end();
      return;
    }
    const nonce = Buffer.from(nonceOf(res));
    const pieces: Buffer[] = [];
    entry.parts.forEach((part, index) => {
      if (index > 0) pieces.push(nonce);
      pieces.push(part);
    });
    const body = Buffer.concat(pieces);
    res.status(200).setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  /** A rendered page as an entry: its parts between the nonce it was rendered with. */
  function toEntry(body: Buffer, responseHeaders: Headers, nonce: string): Entry {
    const parts: Buffer[] = [];
    if (nonce.length >= 16) {
      const needle = Buffer.from(nonce);
      let start = 0;
      for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
        parts.push(body.subarray(start, at));
        start = at + needle.length;
      }
      parts.push(body.subarray(start));
    } else {
      parts.push(body);
    }
    const hash = createHash("sha1");
    for (const part of parts) hash.update(part).update("\0");
    const headers: [string, string][] = [];
    responseHeaders.forEach((value, name) => {
      if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value]);
    });
    return { headers, parts, etag: `W/"${hash.digest("base64url")}"`, bytes: body.length };
  }

  function ttlFor(): number {
    const next = options.nextScheduledChange?.();
    if (!next) return ttl;
    return Math.max(1, Math.min(ttl, next - Date.now()));
  }

  /**
   * Answers one request: from the cache when it can, otherwise through `render`. Anything but
   * GET and HEAD goes straight through; staff changes clear the cache themselves (`clear`, called
   * once a change has committed), and a render that started before a clear is not kept.
   */
  async function serve(req: ExpressRequest, res: ExpressResponse, render: Render): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      await sendResponse(res, await render());
      return;
    }
    const key = cacheKey(req);
    if (key === null) {
      await sendResponse(res, await render());
      return;
    }
    const hit = entries.get(key);
    if (hit) {
      stats.hits++;
      sendEntry(req, res, hit, "HIT");
      return;
    }
    const pending = inflight.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) {
        stats.coalesced++;
        sendEntry(req, res, entry, "HIT");
        return;
      }
    }
    stats.misses++;
    if (req.method === "HEAD") {
      await sendResponse(res, await render());
      return;
    }

    let settle: (entry: Entry | null) => void = () => {};
    inflight.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    const startedAt = generation;
    let entry: Entry | null = null;
    try {
      const response = await render(key);
      if (!isStorablePage(response.status, response.headers)) {
        await sendResponse(res, response);
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length === 0 || body.length > maxPageBytes) {
        // Empty or oversized: answered as rendered, never kept.
        const { status, statusText, headers } = response;
        await sendResponse(
          res,
          new Response(body.length ? body : null, { status, statusText, headers }),
        );
        return;
      }
      entry = toEntry(body, response.headers, nonceOf(res));
      if (startedAt === generation) entries.set(key, entry, { ttl: ttlFor() });
      sendEntry(req, res, entry, "MISS");
    } finally {
      inflight.delete(key);
      settle(entry);
    }
  }

  return { serve, clear, stats, size: () => entries.size, bytes: () => entries.calculatedSize };
}

export type PageCache = ReturnType<typeof createPageCache>;
