import { LoaderCircle, Map as MapIcon } from "lucide-react";
import { useEffect, useState, type ComponentType } from "react";
import { Link } from "react-router";
import { useNearScreen } from "~/components/ui/use-near-screen";
import { STORAGE_KEYS } from "~/domain/locator-storage";
import { PRIVACY_NOTICE_PATH, templateHost } from "~/domain/privacy";
import type { StoreMapProps } from "./store-map";

/** Whether the visitor chose to see the map before, in this browser. */
function mapChosen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.mapOpened) === "true";
  } catch {
    return false;
  }
}

function rememberMapChoice(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.mapOpened, "true");
  } catch {
    // Private modes and blocked storage: the map opens for this page view only.
  }
}

/**
 * The map column. Its images come from the tile server, another site: nothing is asked of it
 * until the visitor opens the map ('Mostrar o mapa' beside the list, remembered in this browser,
 * or the 'Mapa' toggle on phones, `opened`). Leaflet (JavaScript and CSS) is imported only then,
 * with the panel on screen. The map then asks our server for the markers of the area it shows,
 * for the current filters (never the visitor's position).
 */
export function MapPanel({
  className,
  opened = false,
  ...mapProps
}: StoreMapProps & { className?: string; opened?: boolean }) {
  // display:none (the list view on phones) never intersects, so nothing loads until shown.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const onScreen = useNearScreen(panel, "200px");
  const [chosen, setChosen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [StoreMap, setStoreMap] = useState<ComponentType<StoreMapProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wanted = opened || chosen;
  const host = templateHost(mapProps.tileUrl);

  useEffect(() => {
    setHydrated(true);
    if (mapChosen()) setChosen(true);
  }, []);

  useEffect(() => {
    if (!onScreen || !wanted || StoreMap) return;
    let cancelled = false;
    import("./store-map")
      .then((module) => {
        if (!cancelled) setStoreMap(() => module.default);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [onScreen, wanted, StoreMap, attempt]);

  return (
    <div ref={setPanel} className={className} data-map-panel="">
      <div className="relative h-full min-h-[420px] overflow-hidden rounded-2xl border border-neutral-200 bg-nude-100">
        {StoreMap ? (
          <StoreMap {...mapProps} />
        ) : failed ? (
          <div className="flex h-full min-h-[420px] flex-col items-center justify-center gap-3 p-6 text-center">
            <MapIcon className="size-8 text-neutral-400" aria-hidden="true" />
            <p className="text-sm text-neutral-700">Não foi possível carregar o mapa.</p>
            <button
              type="button"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
              className="min-h-11 rounded-full border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-50"
            >
              Tentar Novamente
            </button>
          </div>
        ) : (
          <div className="flex h-full min-h-[420px] flex-col items-center justify-center gap-2 text-sm text-neutral-600">
            {onScreen && wanted ? (
              <span role="status" className="flex flex-col items-center gap-2">
                <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden="true" />
                Carregando mapa...
              </span>
            ) : (
              <>
                <MapIcon className="size-8 text-neutral-400" aria-hidden="true" />
                Mapa das lojas
                <span className="max-w-xs px-6 text-center text-xs">
                  As imagens do mapa vêm de {host ?? "outro site"}, que recebe o endereço de
                  internet do seu aparelho.{" "}
                  <Link to={PRIVACY_NOTICE_PATH} className="font-medium text-brand-700 underline">
                    Saiba mais
                  </Link>
                </span>
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() => {
                      rememberMapChoice();
                      setChosen(true);
                    }}
                    className="mt-1 min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    Mostrar o mapa
                  </button>
                ) : null}
                {/* Without JavaScript the map never comes: say so instead of an empty box. */}
                <noscript>
                  <span className="block max-w-xs px-6 text-center">
                    O mapa precisa de JavaScript. Cada loja da lista tem o seu link &quot;Como
                    Chegar&quot;.
                  </span>
                </noscript>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
