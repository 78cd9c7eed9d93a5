/**
 * The in-process cache of anonymous page views, in front of React Router's request handler.
 *
 * What is kept: only complete, public, cookie-free HTML answers to GET (see isStorablePage). HEAD
 * is answered from a stored GET entry, or rendered and not stored. Keys ignore tracking
 * parameters and parameter order, so campaign links share one entry. Concurrent misses for one
 * key render once. Entries are bounded by total bytes (least recently used go first) and by a
 * TTL, and every instance drops them when staff save a change (content-changes.server.ts).
 *
 * Same bytes for every visitor (ADR 0021): a page the cache may keep is rendered without a
 * nonce, and its Content-Security-Policy allows its inline scripts by their hashes. So an entry
 * is sent as it was stored, and it is compressed once, when it is stored, in each encoding
 * browsers ask for (Brotli and gzip), instead of on every hit.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { sendResponse } from "@remix-run/node-fetch-server";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import {
  isStorablePage,
  isTrackingParam,
  PAGE_CACHE_MAX_BYTES,
  PAGE_CACHE_TTL_MS,
  PERSONAL_COOKIES,
  UNCACHED_PATH_PREFIXES,
} from "./cache-policy";
import { inlineScriptHashes } from "./csp.server";
import { PRIVATE_PARAMS } from "./logger.server";

/** Headers that belong to one response and are never replayed from the cache. */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "date",
  "etag",
  "content-length",
  "content-encoding",
  "x-request-id",
  "x-cache",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Stored copies are compressed once per render, so they can afford more effort than a response
 * compressed on the fly: Brotli 9 and gzip 9 (Brotli 11 takes ten times as long for ~3% less).
 */
async function encode(body: Buffer): Promise<Record<StoredEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

type StoredEncoding = "br" | "gzip";
const STORED_ENCODINGS = ["br", "gzip", "identity"];

type Entry = {
  headers: [string, string][];
  body: Buffer;
  encoded: Record<StoredEncoding, Buffer>;
  etag: string;
  bytes: number;
};

/** How the scripts of a render are allowed: a fresh nonce, or their hashes (stored pages). */
export type ScriptAllowance = "nonce" | "hashes";

/**
 * Renders the request. `url` replaces the request's URL when given (the normalised key);
 * `scripts: "hashes"` renders without a nonce, for a page every visitor gets as it is.
 */
export type Render = (options?: { url?: string; scripts?: ScriptAllowance }) => Promise<Response>;

export type PageCacheOptions = {
  /** The Content-Security-Policy of a page whose inline scripts have these hashes. */
  policyForHashes: (hashes: string[]) => string;
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

function isHtml(headers: Headers): boolean {
  return /^text\/html\b/i.test(headers.get("content-type") ?? "");
}

export function createPageCache(options: PageCacheOptions) {
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

  function sendEntry(req: ExpressRequest, res: ExpressResponse, entry: Entry, label: string) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("ETag", entry.etag);
    res.setHeader("X-Cache", label);
    res.vary("Accept-Encoding");
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      res.status(304).end();
      return;
    }
    // Brotli first when the client accepts both equally (browsers list gzip first).
    const encoding = new Negotiator(req).encoding(STORED_ENCODINGS, {
      preferred: STORED_ENCODINGS,
    });
    let body = entry.body;
    if (encoding === "br" || encoding === "gzip") {
      body = entry.encoded[encoding];
      res.setHeader("Content-Encoding", encoding);
    }
    res.status(200).setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  async function toEntry(body: Buffer, responseHeaders: Headers): Promise<Entry> {
    const headers: [string, string][] = [];
    responseHeaders.forEach((value, name) => {
      if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value]);
    });
    const encoded = await encode(body);
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    const bytes = body.length + encoded.br.length + encoded.gzip.length;
    return { headers, body, encoded, etag, bytes };
  }

  /** The render's HTML with the policy that allows its inline scripts by hash. */
  async function hashedPage(
    response: Response,
  ): Promise<{ body: Buffer<ArrayBuffer>; headers: Headers }> {
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    if (body.length > 0) {
      const hashes = inlineScriptHashes(body.toString("utf8"));
      headers.set("Content-Security-Policy", options.policyForHashes(hashes));
    }
    return { body, headers };
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
      const response = await render({ url: key, scripts: "hashes" });
      if (!isHtml(response.headers)) {
        await sendResponse(res, response);
        return;
      }
      const { body, headers } = await hashedPage(response);
      const { status, statusText } = response;
      if (!isStorablePage(status, headers) || body.length === 0 || body.length > maxPageBytes) {
        // Answered as rendered (an error page, an empty or oversized one), never kept.
        await sendResponse(
          res,
          new Response(body.length ? body : null, { status, statusText, headers }),
        );
        return;
      }
      entry = await toEntry(body, headers);
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
