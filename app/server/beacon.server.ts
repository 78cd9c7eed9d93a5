/**
 * The edge of the anonymous beacons (store events, page speed): navigator.sendBeacon posts a small
 * form body. Bots and headless browsers are answered and not counted, each visitor's address
 * (hashed, kept only by the limiter) has a budget per minute, and the body is read up to a few
 * bytes. The route then validates the fields and writes.
 */
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { CACHE_CONTROL } from "./cache-policy";
import { getApp, type AppContext } from "./context.server";
import { rateLimiter, type LimitOptions } from "./rate-limit.server";

export const BEACON_HEADERS = { "Cache-Control": CACHE_CONTROL.noStore };

export const emptyResponse = (status: number, headers?: HeadersInit) =>
  new Response(null, { status, headers });

/** GET and the other methods: a beacon only takes POST. */
export const beaconMethodNotAllowed = () => emptyResponse(405, { Allow: "POST" });

export type BeaconOptions = { name: string; limit: LimitOptions; maxBodyBytes: number };

/** A beacon route: its edge (below), how its fields are validated and how they are written. */
export type BeaconRoute<T> = BeaconOptions & {
  /** The fields as the model takes them (a schema's safeParse); not valid answers 400. */
  parse: (fields: Record<string, string>) => { success: true; data: T } | { success: false };
  /** Writes the valid fields, answering the status to send (204 counted, 404 unknown). */
  record: (app: AppContext, input: T) => Promise<number>;
};

/** A beacon route's action: the edge below, then the fields validated and recorded. */
export function beaconAction<T>({ parse, record, ...options }: BeaconRoute<T>) {
  return async ({
    request,
    context,
  }: {
    request: Request;
    context: Parameters<typeof getApp>[0];
  }): Promise<Response> => {
    const app = getApp(context);
    const fields = await readBeacon(request, app, options);
    if (fields instanceof Response) return fields;
    const parsed = parse(fields);
    return emptyResponse(parsed.success ? await record(app, parsed.data) : 400, BEACON_HEADERS);
  };
}

/**
 * The beacon's fields, or the response to send instead: 405 for another method, 204 (nothing
 * counted) for a bot or headless browser, 429 past the limit, 413 for a long body.
 */
export async function readBeacon(
  request: Request,
  app: Pick<AppContext, "clientIp" | "dbHandle">,
  limiter: BeaconOptions,
): Promise<Record<string, string> | Response> {
  if (request.method !== "POST") return beaconMethodNotAllowed();
  // Crawlers, link previews and headless browsers are not visitors: accepted, not counted.
  if (isbot(request.headers.get("user-agent"))) return emptyResponse(204, BEACON_HEADERS);

  const ipKey = createHash("sha256").update(app.clientIp).digest("base64url");
  const result = await rateLimiter(app.dbHandle, limiter.name, limiter.limit).consume(ipKey);
  if (!result.allowed) {
    return emptyResponse(429, {
      ...BEACON_HEADERS,
      "Retry-After": String(result.retryAfterSeconds),
    });
  }
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > limiter.maxBodyBytes) return emptyResponse(413, BEACON_HEADERS);
  try {
    const text = (await request.text()).slice(0, limiter.maxBodyBytes);
    return Object.fromEntries(new URLSearchParams(text));
  } catch {
    return emptyResponse(400, BEACON_HEADERS);
  }
}
