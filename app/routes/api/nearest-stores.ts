/**
 * GET /api/lojas/proximas?lat=..&lng=.. : the three active stores nearest to a position, for the
 * home page's 'Tem uma loja pertinho de você' when the visitor has shared their position in this
 * browser. Answers are never cached by anyone (a position is personal) and the coordinates are
 * never logged (the request logger drops lat/lng).
 */
import type { HighlightStore } from "~/components/home/stores-highlight";
import { emptyQuery, parsePosition, ANY_RADIUS } from "~/domain/locator-query";
import { formatDistance } from "~/domain/geo";
import { searchStores, type LocatorStore } from "~/models/store-search.server";
import { getApp } from "~/server/context.server";
import { rateLimiter } from "~/server/rate-limit.server";
import type { Route } from "./+types/nearest-stores";

const NEAREST_COUNT = 3;
const LIMIT = { points: 60, durationSeconds: 60 };
const NO_STORE = { "Cache-Control": "private, no-store" };

export type NearestStoresReply = { stores: HighlightStore[] } | { error: string };

function toHighlight(store: LocatorStore): HighlightStore {
  return {
    id: store.id,
    name: store.name,
    slug: store.slug ?? "",
    place: store.place,
    address: store.address,
    postalCode: store.postalCode,
    hours: store.hours,
    whatsappUrl: store.whatsappUrl,
    distance: store.distanceKm === null ? null : formatDistance(store.distanceKm),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const params = new URL(request.url).searchParams;
  const position = parsePosition(params.get("lat"), params.get("lng"));
  if (!position) {
    return Response.json({ error: "Localização inválida" } satisfies NearestStoresReply, {
      status: 400,
      headers: NO_STORE,
    });
  }
  const limit = await rateLimiter(app.dbHandle, "nearest-stores", LIMIT).consume(app.clientIp);
  if (!limit.allowed) {
    return Response.json(
      { error: "Muitas requisições. Tente novamente em instantes." } satisfies NearestStoresReply,
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    const result = await searchStores(app.db, {
      ...emptyQuery,
      position,
      radiusKm: ANY_RADIUS,
    });
    const stores = result.stores
      .filter((store) => store.slug)
      .slice(0, NEAREST_COUNT)
      .map(toHighlight);
    return Response.json({ stores } satisfies NearestStoresReply, { headers: NO_STORE });
  } catch (error) {
    app.logger.error(
      { err: { type: error instanceof Error ? error.name : typeof error } },
      "nearest stores failed",
    );
    return Response.json(
      { error: "Erro desconhecido ao carregar as lojas" } satisfies NearestStoresReply,
      {
        status: 503,
        headers: NO_STORE,
      },
    );
  }
}
