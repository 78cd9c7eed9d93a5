/**
 * The locator's list ordered around the visitor: with a position, the same page is asked again
 * with it, ordered by distance on the server. It goes through a fetcher so the position never
 * enters the address bar, history or links.
 */
import { useEffect, useRef } from "react";
import { useFetcher, useNavigation } from "react-router";
import { toast } from "~/components/toast";
import { formatDistance } from "~/domain/geo";
import { LOCATOR_PATH } from "~/domain/locator-query";
import type { LoadingKind } from "./store-results";
import { isMobileViewport, type Geolocation } from "./use-geolocation";

/** What the hook needs of the locator page's data: its query key and the stores listed. */
type LocatorPageData = {
  key: string;
  result: { stores: readonly { name: string; distanceKm: number | null }[]; place: unknown };
};

export function useNearestStores<T extends LocatorPageData>(
  loaderData: T,
  geo: Geolocation,
): { current: T; nearestReady: boolean; loading: LoadingKind } {
  const nearest = useFetcher();
  const navigation = useNavigation();

  // A place searched (a city, a CEP) is the centre of the list: the visitor's position is not.
  const position = loaderData.result.place ? null : geo.position;
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
  const current = nearestReady && nearest.data ? (nearest.data as T) : loaderData;
  const stores = current.result.stores;

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
    const first = stores[0];
    toast.success("Lojas reordenadas!", {
      description: first
        ? `Mais próxima: ${first.name} (${formatDistance(first.distanceKm)})`
        : "Nenhuma loja no raio escolhido",
      duration: 2_000,
    });
  }, [nearestReady, geo.obtainedCount, stores]);

  return { current, nearestReady, loading };
}
