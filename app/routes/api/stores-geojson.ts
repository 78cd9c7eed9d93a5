/**
 * GET /api/lojas.geojson?search=&cidade=&estado=&aberto= : the locator map's markers, every
 * active store with coordinates matching the filters, as compact GeoJSON (properties n = name,
 * s = slug). Never takes a position. Cached by browsers and CDNs; rate limited per address.
 */
import { parseLocatorQuery } from "~/domain/locator-query";
import { storesGeoJson } from "~/models/store-search.server";
import { getApp } from "~/server/context.server";
import { rateLimiter } from "~/server/rate-limit.server";
import type { Route } from "./+types/stores-geojson";
import { CACHE_CONTROL } from "~/server/cache-policy";

export const GEOJSON_LIMIT = { points: 60, durationSeconds: 60 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const limit = await rateLimiter(app.dbHandle, "stores-geojson", GEOJSON_LIMIT).consume(
    app.clientIp,
  );
  if (!limit.allowed) {
    return Response.json(
      { error: "Muitas requisições. Tente novamente em instantes." },
      {
        status: 429,
        headers: {
          "Retry-After": String(limit.retryAfterSeconds),
          "Cache-Control": CACHE_CONTROL.noStore,
        },
      },
    );
  }
  const query = { ...parseLocatorQuery(new URL(request.url).searchParams), position: null };
  try {
    const collection = await storesGeoJson(app.db, query, new Date());
    return new Response(JSON.stringify(collection), {
      headers: {
        "Content-Type": "application/geo+json; charset=utf-8",
        // "Open now" changes by the minute; the rest only when staff edit a store.
        "Cache-Control": query.openNow ? CACHE_CONTROL.mapDataOpenNow : CACHE_CONTROL.mapData,
      },
    });
  } catch (error) {
    app.logger.error({ err: error }, "store map data failed");
    return Response.json(
      { error: "Erro desconhecido ao carregar as lojas" },
      { status: 503, headers: { "Cache-Control": CACHE_CONTROL.noStore, "Retry-After": "5" } },
    );
  }
}
