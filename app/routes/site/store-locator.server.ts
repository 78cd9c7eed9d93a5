import { data } from "react-router";
import { LOCATOR_LOAD_ERROR } from "~/components/locator/locator-error";
import {
  emptyQuery,
  LOCATOR_PATH,
  locatorHref,
  locatorSearchParams,
  parseLocatorQuery,
  PAGE_SIZE,
  type LocatorQuery,
} from "~/domain/locator-query";
import { safeHttpUrl } from "~/domain/directions";
import { telUrl, whatsappUrl } from "~/domain/phone";
import { breadcrumbJsonLd, storeListJsonLd } from "~/domain/structured-data";
import {
  buildDirectoryIndex,
  directoryCityPath,
  directoryStatePath,
  directorySummary,
} from "~/domain/store-directory";
import { siteFigures } from "~/models/site-figures.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { resolveLocatorPlace } from "~/models/store-places.server";
import {
  locatorFacets,
  searchStores,
  type LocatorFacets,
  type StoreSearchResult,
} from "~/models/store-search.server";
import { CACHE_CONTROL } from "~/server/cache-policy";
import type { AppContext } from "~/server/context.server";
import { buildSeo } from "~/server/seo.server";

/** Structured data lists at most 10 stores. */
const JSON_LD_STORES = 10;

/** Past this many cities, the city choice lists the chosen state's only (a state comes first). */
export const CITY_CHOICES_LIMIT = 300;

/**
 * The filter choices the page carries: every state, and every city while the network has no
 * more than CITY_CHOICES_LIMIT; past that, the chosen state's cities (none before a state is
 * chosen), so the page does not carry thousands of options.
 */
function filterChoices(facets: LocatorFacets, state: string | null): LocatorFacets {
  if (facets.cities.length <= CITY_CHOICES_LIMIT) return facets;
  return {
    states: facets.states,
    cities: state ? facets.cities.filter((city) => city.state === state) : [],
    citiesOfStateOnly: true,
  };
}

/**
 * The locator page for the address asked: the stores of the query, the filter choices and the
 * page's SEO. A failed search answers 503 (retry soon) instead of an empty list.
 */
export async function loadLocatorPage(app: AppContext, request: Request) {
  const query = parseLocatorQuery(new URL(request.url).searchParams);
  const now = new Date();
  let loaded;
  try {
    // A municipality, state or CEP is searched around its place, on the server (ADR 0019).
    const place = await resolveLocatorPlace(app.db, query.search);
    loaded = await Promise.all([
      getSiteSettings(app.db),
      searchStores(app.db, query, now, { place }),
      locatorFacets(app.db),
      siteFigures(app.db),
    ]);
  } catch (error) {
    logFailure(app, error, query.position !== null);
    throw data(
      { message: LOCATOR_LOAD_ERROR },
      { status: 503, headers: { "Cache-Control": CACHE_CONTROL.noStore, "Retry-After": "5" } },
    );
  }
  const [settings, result, facets, figures] = loaded;
  // What the page shows, the visitor's position left out: it is never echoed back.
  const shown: LocatorQuery = { ...query, page: result.page, position: null };
  const seo = locatorSeo(app, settings.brandName, shown, result);
  return data(
    {
      key: locatorSearchParams(shown).toString(),
      query: shown,
      result,
      facets: filterChoices(facets, query.state),
      directory: directorySummary(
        buildDirectoryIndex(
          facets.cities.map((c) => ({ state: c.state, city: c.name, count: c.count })),
        ),
      ),
      seo,
      contactWhatsappUrl: whatsappUrl(
        settings.whatsapp,
        "Olá! Vim pelo site e gostaria de ajuda para encontrar uma loja.",
      ),
      onlineShopUrl: safeHttpUrl(settings.onlineShopUrl),
      centralPhone: centralPhone(settings.contactPhone),
      tileAttribution: app.env.MAP_TILE_ATTRIBUTION,
      figures,
    },
    {
      headers: {
        // A list ordered around someone's position is theirs alone: never cached by anyone.
        "Cache-Control": query.position ? CACHE_CONTROL.private : CACHE_CONTROL.publicPage,
      },
    },
  );
}

/** The network's number, for the cards of stores without one. */
function centralPhone(phone: string | null | undefined) {
  const url = telUrl(phone);
  return url && phone ? { display: phone.trim(), url } : null;
}

/** Logs a failed load; with a position, only the error's kind (its text may carry the query). */
function logFailure(app: AppContext, error: unknown, hasPosition: boolean): void {
  if (!hasPosition) {
    app.logger.error({ err: error }, "store locator query failed");
    return;
  }
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  app.logger.error(
    { err: { type: error instanceof Error ? error.name : typeof error, code: cause?.code } },
    "store locator query by distance failed",
  );
}

function locatorSeo(
  app: AppContext,
  brand: string,
  query: LocatorQuery,
  result: StoreSearchResult,
) {
  const place = query.city ?? query.state;
  const pageSuffix = result.page > 1 ? ` - Página ${result.page}` : "";
  const title = place
    ? `Lojas ${brand} em ${place}${pageSuffix}`
    : `Nossas Lojas${pageSuffix} | ${brand}`;
  const lojas = `${result.total} ${result.total === 1 ? "loja" : "lojas"}`;
  const description = place
    ? `Encontre ${lojas} ${brand} em ${place}: endereço, horário de funcionamento, WhatsApp e como chegar.`
    : `Encontre a ${brand} mais perto de você: ${lojas} com endereço, horário de funcionamento, WhatsApp e como chegar.`;
  const origin = app.env.PUBLIC_SITE_URL;
  const offset = (result.page - 1) * PAGE_SIZE;
  const itemList = storeListJsonLd(origin, {
    name: place ? `Lojas ${brand} em ${place}` : `Lojas ${brand}`,
    total: result.total,
    firstPosition: offset + 1,
    stores: result.stores.slice(0, JSON_LD_STORES),
  });
  return buildSeo(app, brand, {
    // Place filters and pages are real, crawlable pages; search, "open now" and radius are not.
    // A state or city filter on its first page is the directory page of that place.
    path:
      directoryCanonical(query, result) ??
      locatorHref({ ...emptyQuery, city: query.city, state: query.state, page: result.page }),
    title,
    description,
    keywords: `lojas ${brand}, cosméticos ${place ?? "Goiás"}, maquiagem, skincare, perfumes`,
    noindex: Boolean(query.search || query.openNow || result.total === 0),
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Início", path: "/" },
        { name: "Nossas Lojas", path: LOCATOR_PATH },
      ]),
      itemList,
    ],
  });
}

/** '?cidade=Goiânia' and '?estado=GO' are the directory's /nossas-lojas/go/goiania and /go. */
function directoryCanonical(query: LocatorQuery, result: StoreSearchResult): string | null {
  if (result.page > 1 || result.total === 0) return null;
  if (query.city) {
    const state = query.state ?? result.stores[0]?.state;
    return state ? directoryCityPath(state, query.city) : null;
  }
  return query.state ? directoryStatePath(query.state) : null;
}
