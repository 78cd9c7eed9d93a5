import { List, Map as MapIcon, TriangleAlert } from "lucide-react";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  useFetcher,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { toast } from "~/components/toast";
import { FiltersBar } from "~/components/locator/filters-bar";
import { InAppBrowserBanner } from "~/components/locator/in-app-browser-banner";
import { LocationControls } from "~/components/locator/location-controls";
import { DirectoryLinks } from "~/components/locator/directory-links";
import { LocatorExtras } from "~/components/locator/locator-extras";
import { LocatorHero } from "~/components/locator/locator-hero";
import {
  countLine,
  emptyQuery,
  hasFilters,
  LOCATOR_PATH,
  locatorHref,
  locatorSearchParams,
  parseLocatorQuery,
  PAGE_SIZE,
  type LocatorQuery,
  type Position,
} from "~/domain/locator-query";
import { MapPanel } from "~/components/locator/map-panel";
import { StoreResults, type LoadingKind } from "~/components/locator/store-results";
import { isMobileViewport, useGeolocation } from "~/components/locator/use-geolocation";
import { formatDistance } from "~/domain/geo";
import { whatsappUrl } from "~/domain/phone";
import { breadcrumbJsonLd, seoMeta, absoluteUrl, type JsonLd } from "~/domain/seo";
import { directoryCityPath, directoryStatePath } from "~/domain/store-directory";
import { getSiteSettings } from "~/models/site-settings.server";
import {
  locatorFacets,
  searchStores,
  type LocatorStore,
  type StoreSearchResult,
} from "~/models/store-search.server";
import { CACHE_CONTROL } from "~/server/cache-policy";
import { getApp, type AppContext } from "~/server/context.server";
import { buildSeo } from "~/server/seo.server";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/store-locator";

const LOAD_ERROR = "Erro desconhecido ao carregar as lojas";
/** Structured data lists at most 10 stores. */
const JSON_LD_STORES = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const query = parseLocatorQuery(new URL(request.url).searchParams);
  const now = new Date();
  let loaded;
  try {
    loaded = await Promise.all([
      getSiteSettings(app.db),
      searchStores(app.db, query, now),
      locatorFacets(app.db),
    ]);
  } catch (error) {
    logFailure(app, error, query.position !== null);
    throw data(
      { message: LOAD_ERROR },
      { status: 503, headers: { "Cache-Control": CACHE_CONTROL.noStore, "Retry-After": "5" } },
    );
  }
  const [settings, result, facets] = loaded;
  // What the page shows, the visitor's position left out: it is never echoed back.
  const shown: LocatorQuery = { ...query, page: result.page, position: null };
  const seo = locatorSeo(app, settings.brandName, shown, result);
  return data(
    {
      key: locatorSearchParams(shown).toString(),
      query: shown,
      result,
      facets,
      seo,
      contactWhatsappUrl: whatsappUrl(
        settings.whatsapp,
        "Olá! Vim pelo site e gostaria de ajuda para encontrar uma loja.",
      ),
      tileAttribution: app.env.MAP_TILE_ATTRIBUTION,
    },
    {
      headers: {
        // A list ordered around someone's position is theirs alone: never cached by anyone.
        "Cache-Control": query.position ? CACHE_CONTROL.private : CACHE_CONTROL.publicPage,
      },
    },
  );
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
  const itemList: JsonLd = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: place ? `Lojas ${brand} em ${place}` : `Lojas ${brand}`,
    numberOfItems: result.total,
    itemListElement: result.stores.slice(0, JSON_LD_STORES).map((store, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      ...(store.slug ? { url: absoluteUrl(origin, `/${store.slug}`) } : {}),
      item: storeJsonLd(origin, store),
    })),
  };
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

function storeJsonLd(origin: string, store: LocatorStore): JsonLd {
  return {
    "@type": "Store",
    name: store.name,
    ...(store.slug ? { url: absoluteUrl(origin, `/${store.slug}`) } : {}),
    ...(store.whatsappDisplay ? { telephone: store.whatsappDisplay } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: store.address,
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.postalCode,
      addressCountry: "BR",
    },
    ...(store.latitude !== null && store.longitude !== null
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: store.latitude,
            longitude: store.longitude,
          },
        }
      : {}),
  };
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

function mapFilters(query: LocatorQuery): string {
  const params = locatorSearchParams({ ...query, page: 1, radiusKm: emptyQuery.radiusKm });
  return params.toString();
}

/** Where a store of the list is, for the map to bring it into view. */
function placeOf(stores: LocatorStore[], id: number | null): Position | null {
  const store = id === null ? undefined : stores.find((s) => s.id === id);
  return store && store.latitude !== null && store.longitude !== null
    ? { latitude: store.latitude, longitude: store.longitude }
    : null;
}

export default function StoreLocatorPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const geo = useGeolocation();
  const nearest = useFetcher<typeof loader>();
  const navigation = useNavigation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [mobileView, setMobileView] = useState<"list" | "map">("list");

  // With a position, the same page is asked again with it, ordered by distance on the server.
  // It goes through a fetcher so the position never enters the address bar, history or links.
  const position = geo.position;
  const requestKey = position
    ? `${loaderData.key}|${position.latitude},${position.longitude}`
    : null;
  const requested = useRef<string | null>(null);
  const loadNearest = nearest.load;
  useEffect(() => {
    if (!position || !requestKey) {
      requested.current = null;
      return;
    }
    const params = new URLSearchParams(loaderData.key);
    params.set("lat", String(position.latitude));
    params.set("lng", String(position.longitude));
    requested.current = requestKey;
    void loadNearest(`${LOCATOR_PATH}?${params}`);
  }, [requestKey, loaderData.key, position, loadNearest]);

  const nearestReady =
    requestKey !== null &&
    requested.current === requestKey &&
    nearest.state === "idle" &&
    nearest.data !== undefined;
  const current = nearestReady && nearest.data ? nearest.data : loaderData;
  const { result, query } = current;

  const hadNearest = useRef(false);
  if (nearestReady) hadNearest.current = true;
  const navigatingHere =
    navigation.state !== "idle" && navigation.location?.pathname === LOCATOR_PATH;
  let loading: LoadingKind = "none";
  if (position && !nearestReady) loading = hadNearest.current ? "list" : "initial";
  else if (navigatingHere) loading = "list";

  // Once reordered after a fresh position: which store is now the closest.
  const announced = useRef(0);
  useEffect(() => {
    if (!nearestReady || geo.obtainedCount === 0 || announced.current === geo.obtainedCount) {
      return;
    }
    announced.current = geo.obtainedCount;
    if (isMobileViewport()) {
      toast("Localização obtida", { duration: 1_500 });
      return;
    }
    const first = result.stores[0];
    toast.success("Lojas reordenadas!", {
      description: first
        ? `Mais próxima: ${first.name} (${formatDistance(first.distanceKm)})`
        : "Nenhuma loja no raio escolhido",
      duration: 2_000,
    });
  }, [nearestReady, geo.obtainedCount, result.stores]);

  const toggleSelect = useCallback((id: number) => {
    setSelectedId((currentId) => (currentId === id ? null : id));
  }, []);
  const selectFromMap = useCallback((id: number) => {
    setSelectedId(id);
    const card = document.getElementById(`loja-${id}`);
    if (card && card.offsetParent !== null) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      card.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
    }
  }, []);

  const byDistance = Boolean(position) && result.byDistance;
  const countText = countLine(result.total, {
    byDistance,
    filtered: hasFilters(query),
    capped: result.totalCapped,
  });
  const tileUrl = root?.mapTileUrl ?? "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";

  return (
    <main className="bg-nude-50">
      <InAppBrowserBanner />
      <LocatorHero countText={countText}>
        <FiltersBar
          query={query}
          facets={loaderData.facets}
          byDistance={byDistance}
          locationSlot={
            <LocationControls
              geo={geo}
              autoAsk={!hasFilters(loaderData.query) && loaderData.query.page === 1}
              listReordered={nearestReady}
            />
          }
        />
      </LocatorHero>

      <section
        id="lojas-list"
        aria-labelledby="lojas-titulo"
        className="mx-auto max-w-6xl scroll-mt-24 px-4 py-8 md:px-6 md:py-12"
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="lojas-titulo" className="text-lg font-semibold text-neutral-900">
            {byDistance ? "Lojas por proximidade" : "Lojas em ordem alfabética"}
          </h2>
          <div
            className="flex rounded-full bg-white p-1 shadow-sm ring-1 ring-neutral-200 md:hidden"
            role="group"
            aria-label="Exibição"
          >
            <button
              type="button"
              aria-pressed={mobileView === "list"}
              onClick={() => setMobileView("list")}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              <List className="size-4" aria-hidden="true" />
              Lista
            </button>
            <button
              type="button"
              aria-pressed={mobileView === "map"}
              onClick={() => setMobileView("map")}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              <MapIcon className="size-4" aria-hidden="true" />
              Mapa
            </button>
          </div>
        </div>
        <div className="md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start md:gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <div
            className={mobileView === "map" ? "hidden md:block" : ""}
            aria-busy={loading !== "none"}
          >
            {/* Boundaries let React hydrate the list and the extras in separate, shorter tasks. */}
            <Suspense fallback={null}>
              <StoreResults
                stores={result.stores}
                query={query}
                byDistance={byDistance}
                page={result.page}
                pageCount={result.pageCount}
                totalCapped={result.totalCapped}
                nearestOutsideKm={result.nearestOutsideKm}
                loading={loading}
                selectedId={selectedId}
                onToggleSelect={toggleSelect}
              />
            </Suspense>
          </div>
          <MapPanel
            className={`${mobileView === "list" ? "hidden md:block" : ""} md:sticky md:top-24 md:h-[calc(100vh-8rem)]`}
            filters={mapFilters(loaderData.query)}
            tileUrl={tileUrl}
            attribution={loaderData.tileAttribution}
            selectedId={selectedId}
            selectedPlace={placeOf(result.stores, selectedId)}
            userPosition={position}
            onSelect={selectFromMap}
          />
        </div>
      </section>

      <DirectoryLinks cities={loaderData.facets.cities} />

      <Suspense fallback={null}>
        <LocatorExtras whatsappUrl={loaderData.contactWhatsappUrl} />
      </Suspense>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const message =
    isRouteErrorResponse(error) &&
    typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : LOAD_ERROR;
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 bg-nude-50 px-6 py-16 text-center">
      <title>Ops! Algo deu errado</title>
      <meta name="robots" content="noindex" />
      <TriangleAlert className="size-12 text-brand-600" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold text-neutral-900">Ops! Algo deu errado</h1>
      <p className="max-w-md text-neutral-700">{message}</p>
      <a
        href={`${location.pathname}${location.search}`}
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Tentar Novamente
      </a>
    </main>
  );
}
