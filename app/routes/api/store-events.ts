import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { recordStoreEvent, storeEventInput } from "~/models/store-events.server";
import { getApp } from "~/server/context.server";
import { rateLimiter } from "~/server/rate-limit.server";
import type { Route } from "./+types/store-events";
import { CACHE_CONTROL } from "~/server/cache-policy";

/** Generous for a person (a page view and a few clicks per page), tight for a script. */
const LIMIT = { points: 60, durationSeconds: 60 };
const MAX_BODY_BYTES = 1024;

const empty = (status: number, headers?: HeadersInit) => new Response(null, { status, headers });

export function loader() {
  return empty(405, { Allow: "POST" });
}

/**
 * Beacon for anonymous store events (navigator.sendBeacon from the store page). Stores only the
 * store id, the kind and the time: the visitor's address is used, hashed, for the rate limit only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return empty(405, { Allow: "POST" });
  const app = getApp(context);
  const headers = { "Cache-Control": CACHE_CONTROL.noStore };
  // Crawlers and link previews are not visitors: accepted, not counted.
  if (isbot(request.headers.get("user-agent"))) return empty(204, headers);

  const ipKey = createHash("sha256").update(app.clientIp).digest("base64url");
  const limit = await rateLimiter(app.dbHandle, "store-events", LIMIT).consume(ipKey);
  if (!limit.allowed) {
    return empty(429, { ...headers, "Retry-After": String(limit.retryAfterSeconds) });
  }

  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) return empty(413, headers);
  let fields: Record<string, string>;
  try {
    const text = (await request.text()).slice(0, MAX_BODY_BYTES);
    fields = Object.fromEntries(new URLSearchParams(text));
  } catch {
    return empty(400, headers);
  }
  const parsed = storeEventInput.safeParse(fields);
  if (!parsed.success) return empty(400, headers);

  const recorded = await recordStoreEvent(app.db, parsed.data);
  return empty(recorded ? 204 : 404, headers);
}
