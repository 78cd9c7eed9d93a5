/**
 * GET /api/lojas/sugestoes?q=term : up to 5 places (cities, then neighbourhoods) that have active
 * stores and contain the term, accent- and case-insensitively. Feeds the locator's search box.
 */
import {
  storeSuggestions,
  SUGGESTION_MIN_CHARS,
  type StoreSuggestion,
} from "~/models/store-search.server";
import { queryText } from "~/domain/text-input";
import { getApp } from "~/server/context.server";
import { rateLimiter } from "~/server/rate-limit.server";
import type { Route } from "./+types/store-suggestions";
import { CACHE_CONTROL } from "~/server/cache-policy";

export const SUGGESTIONS_LIMIT = { points: 120, durationSeconds: 60 };
const MAX_TERM = 80;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const term = queryText(new URL(request.url).searchParams, "q", MAX_TERM);
  if (term.length < SUGGESTION_MIN_CHARS) {
    return Response.json(
      { suggestions: [] satisfies StoreSuggestion[] },
      { headers: { "Cache-Control": CACHE_CONTROL.suggestionsDefault } },
    );
  }
  const limit = await rateLimiter(app.dbHandle, "store-suggestions", SUGGESTIONS_LIMIT).consume(
    app.clientIp,
  );
  if (!limit.allowed) {
    return Response.json(
      { suggestions: [], error: "Muitas requisições. Tente novamente em instantes." },
      {
        status: 429,
        headers: {
          "Retry-After": String(limit.retryAfterSeconds),
          "Cache-Control": CACHE_CONTROL.noStore,
        },
      },
    );
  }
  try {
    const suggestions = await storeSuggestions(app.db, term);
    return Response.json(
      { suggestions },
      { headers: { "Cache-Control": CACHE_CONTROL.suggestions } },
    );
  } catch (error) {
    app.logger.error({ err: error }, "store suggestions failed");
    return Response.json(
      { suggestions: [], error: "Erro desconhecido ao carregar as lojas" },
      { status: 503, headers: { "Cache-Control": CACHE_CONTROL.noStore } },
    );
  }
}
