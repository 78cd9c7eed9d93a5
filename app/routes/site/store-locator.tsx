import { startTransition, Suspense, useCallback, useMemo, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { FiltersBar } from "~/components/locator/filters-bar";
import { LocatorHero } from "~/components/locator/locator-hero";
import { useGeolocation } from "~/components/locator/use-geolocation";
import { useNearestStores } from "~/components/locator/use-nearest-stores";
import { ViewToggle, type LocatorView } from "~/components/locator/view-toggle";
import { deferred, deferredBoundary } from "~/components/ui/deferred";
import {
  countLine,
  emptyQuery,
  hasFilters,
  locatorSearchParams,
  type LocatorQuery,
  type Position,
} from "~/domain/locator-query";
import type { PlaceView } from "~/domain/locator-place";
import { seoMeta } from "~/domain/seo";
import type { LocatorStore } from "~/models/store-search.server";
import { getApp } from "~/server/context.server";
import type { loader as rootLoader } from "~/root";
import { loadLocatorPage } from "./store-locator.server";
import type { Route } from "./+types/store-locator";

/*
 * Parts the first screen does not need are loaded on their own (see `deferred`): the server still
 * renders them into the page, so the page is whole with or without JavaScript; in the browser
 * their code arrives after the first download and each hydrates in its own task.
 */
const InAppBrowserBanner = deferredBoundary(() =>
  import("~/components/locator/in-app-browser-banner").then((m) => m.InAppBrowserBanner),
);
const DirectoryLinks = deferredBoundary(() =>
  import("~/components/locator/directory-links").then((m) => m.DirectoryLinks),
);
const LocatorExtras = deferredBoundary(() =>
  import("~/components/locator/locator-extras").then((m) => m.LocatorExtras),
);
/*
 * The list and the map's placeholder come after the first download too: the server's list is
 * links a visitor can use at once ('Selecionar' shows once the list runs), and the map is loaded
 * only when shown anyway. What changes them before their code arrives (a saved position, a
 * selection) is a transition, so React keeps the server's HTML until it can hydrate them.
 */
/*
 * The location button too: the server renders it disabled (only the browser can say whether it
 * has geolocation), so a tap before its code arrives is not lost.
 */
const LocationControls = deferredBoundary(() =>
  import("~/components/locator/location-controls").then((m) => m.LocationControls),
);
const StoreResults = deferredBoundary(() =>
  import("~/components/locator/store-results").then((m) => m.StoreResults),
);
const MapPanel = deferredBoundary(() =>
  import("~/components/locator/map-panel").then((m) => m.MapPanel),
);
const LocatorError = deferred(() =>
  import("~/components/locator/locator-error").then((m) => m.LocatorError),
);

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLocatorPage(getApp(context), request);
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** The map's filters: a place searched shows the stores around it, not its name as words. */
function mapFilters(query: LocatorQuery, place: PlaceView | null): string {
  const shown = place ? { ...query, search: "", city: place.city ?? query.city } : query;
  const params = locatorSearchParams({ ...shown, page: 1, radiusKm: emptyQuery.radiusKm });
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
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [mobileView, setMobileView] = useState<LocatorView>("list");
  const position = geo.position;
  const { current, nearestReady, loading } = useNearestStores(loaderData, geo);
  const { result, query } = current;

  const toggleSelect = useCallback((id: number) => {
    startTransition(() => setSelectedId((currentId) => (currentId === id ? null : id)));
  }, []);
  const selectFromMap = useCallback((id: number) => {
    startTransition(() => setSelectedId(id));
    const card = document.getElementById(`loja-${id}`);
    if (card && card.offsetParent !== null) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      card.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
    }
  }, []);

  const selectedPlace = useMemo(
    () => placeOf(result.stores, selectedId),
    [result.stores, selectedId],
  );
  const byDistance = result.byDistance;
  const countText =
    result.countText ??
    countLine(result.total, {
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
          <ViewToggle view={mobileView} onChange={setMobileView} />
        </div>
        <div className="md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start md:gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <div
            className={mobileView === "map" ? "hidden md:block" : ""}
            aria-busy={loading !== "none"}
          >
            {/* Each deferred part is its own boundary: React hydrates it in its own task. */}
            <StoreResults
              stores={result.stores}
              query={query}
              byDistance={byDistance}
              page={result.page}
              pageCount={result.pageCount}
              totalCapped={result.totalCapped}
              loading={loading}
              selectedId={selectedId}
              onToggleSelect={toggleSelect}
              context={result}
              onlineShopUrl={loaderData.onlineShopUrl}
              centralPhone={loaderData.centralPhone}
            />
          </div>
          <div
            className={`${mobileView === "list" ? "hidden md:block" : ""} md:sticky md:top-24 md:h-[calc(100vh-8rem)]`}
          >
            <MapPanel
              className="h-full"
              opened={mobileView === "map"}
              filters={mapFilters(loaderData.query, loaderData.result.place)}
              tileUrl={tileUrl}
              attribution={loaderData.tileAttribution}
              selectedId={selectedId}
              selectedPlace={selectedPlace}
              userPosition={position}
              onSelect={selectFromMap}
            />
          </div>
        </div>
      </section>

      <DirectoryLinks index={loaderData.directory} />

      <LocatorExtras whatsappUrl={loaderData.contactWhatsappUrl} figures={loaderData.figures} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <LocatorError error={error} />
    </Suspense>
  );
}
