/**
 * Public pages: shared-cache headers, ETag/304 and a small in-process micro-cache for anonymous
 * GETs. Any staff change (a non-GET request under /restrita or /admin) clears it, so edits show
 * at once on this instance; other instances catch up within the TTL.
 */
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { PRIVATE_PARAMS } from "./logger.server";

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const PRIVATE_PREFIXES = [
  "/restrita",
  "/admin",
  "/login",
  "/logout",
  "/api/",
  "/media/",
  "/healthz",
];
const STAFF_PREFIXES = ["/restrita", "/admin"];
const SKIPPED_HEADERS = new Set(["set-cookie", "x-request-id", "date", "etag", "content-length"]);

type Entry = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  at: number;
};

export type PageCacheOptions = { ttlMs?: number; maxEntries?: number; maxBodyBytes?: number };

export function createPageCache(options: PageCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 1_000_000;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };

  const clear = () => entries.clear();

  function eligible(req: Request): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (PRIVATE_PREFIXES.some((p) => req.path === p || req.path.startsWith(p))) return false;
    const cookie = req.headers.cookie ?? "";
    // Staff see fresh pages; a pending toast belongs to one visitor only.
    if (cookie.includes("__session=") || cookie.includes("__flash=")) return false;
    // A visitor's position must never be kept, not even in memory.
    return !Object.keys(req.query).some((key) => PRIVATE_PARAMS.test(key));
  }

  function send(req: Request, res: Response, entry: Entry) {
    for (const [key, value] of Object.entries(entry.headers)) res.setHeader(key, value);
    res.setHeader("ETag", entry.etag);
    if (req.headers["if-none-match"] === entry.etag) {
      res.status(304).end();
      return;
    }
    res.status(entry.status);
    if (req.method === "HEAD") res.end();
    else res.end(entry.body);
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      if (STAFF_PREFIXES.some((p) => req.path.startsWith(p))) res.on("finish", clear);
      next();
      return;
    }
    if (!eligible(req)) {
      next();
      return;
    }
    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) {
      stats.hits++;
      res.setHeader("X-Cache", "HIT");
      send(req, res, hit);
      return;
    }
    stats.misses++;

    // Buffer the rendered page, then answer with an ETag (and 304 when the browser has it).
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      if (chunk) chunks.push(toBuffer(chunk, encoding));
      if (typeof encoding === "function") encoding();
      else if (typeof cb === "function") cb();
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, _cb?: unknown) => {
      if (chunk && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      const cacheable = res.statusCode === 200 && !res.getHeader("set-cookie");
      if (!cacheable) {
        if (body.length > 0) end(body);
        else end();
        return res;
      }
      if (!res.getHeader("cache-control")) res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (!SKIPPED_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
      }
      const entry: Entry = {
        status: 200,
        headers,
        body,
        etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
        at: Date.now(),
      };
      if (body.length <= maxBodyBytes && !String(headers["cache-control"]).includes("private")) {
        entries.delete(key);
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      res.setHeader("X-Cache", "MISS");
      res.setHeader("ETag", entry.etag);
      if (req.headers["if-none-match"] === entry.etag) {
        res.status(304);
        end();
      } else if (req.method === "HEAD") end();
      else end(body);
      return res;
    }) as Response["end"];
    next();
  }

  return { middleware, clear, stats, size: () => entries.size };
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(
    String(chunk),
    typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
  );
}
