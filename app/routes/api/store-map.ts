/**
 * GET /api/lojas/mapa?bbox=oeste,sul,leste,norte&zoom=z&search=&cidade=&estado=&aberto= : the
 * locator map's markers for the area on screen: clusters with their counts and single stores,
 * for the same filters as the list (never a position). A bad area or zoom answers 400 with a
 * pt-BR message. Cached by browsers and CDNs; rate limited per address.
 */
import { parseLocatorQuery } from "~/domain/locator-query";
import { parseMapView } from "~/domain/map-view";
import { storeMapView } from "~/models/store-map.server";
import { CACHE_CONTROL } from "~/server/cache-policy";
import { getApp } from "~/server/context.server";
import { rateLimiter } from "~/server/rate-limit.server";
import type { Route } from "./+types/store-map";

/** A visitor panning the map asks for a view at each stop; browsers cache the views seen. */
export const MAP_DATA_LIMIT = { points: 120, durationSeconds: 60 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseMapView(params);
  if (!parsed.ok) {
    return Response.json(
      { error: parsed.message },
      { status: 400, headers: { "Cache-Control": CACHE_CONTROL.noStore } },
    );
  }
  const limit = await rateLimiter(app.dbHandle, "store-map", MAP_DATA_LIMIT).consume(app.clientIp);
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
  const query = { ...parseLocatorQuery(params), position: null };
  try {
    const data = await storeMapView(app.db, query, parsed.view, new Date());
    return Response.json(data, {
      headers: {
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
