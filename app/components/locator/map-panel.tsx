import { LoaderCircle, Map as MapIcon } from "lucide-react";
import { useEffect, useState, type ComponentType } from "react";
import { useNearScreen } from "~/components/ui/use-near-screen";
import type { StoreMapProps } from "./store-map";

/**
 * The map column. Leaflet (JavaScript and CSS) is imported only once this panel is actually on
 * screen: beside the list on larger screens, behind the 'Mapa' toggle on phones. The map then
 * asks the server for the markers of the area it shows, for the current filters (never the
 * visitor's position).
 */
export function MapPanel({ className, ...mapProps }: StoreMapProps & { className?: string }) {
  // display:none (the list view on phones) never intersects, so nothing loads until shown.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const onScreen = useNearScreen(panel, "200px");
  const [StoreMap, setStoreMap] = useState<ComponentType<StoreMapProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!onScreen || StoreMap) return;
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
  }, [onScreen, StoreMap, attempt]);

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
          <div
            className="flex h-full min-h-[420px] flex-col items-center justify-center gap-2 text-sm text-neutral-600"
            role="status"
          >
            {onScreen ? (
              <>
                <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden="true" />
                Carregando mapa...
              </>
            ) : (
              <>
                <MapIcon className="size-8 text-neutral-400" aria-hidden="true" />
                Mapa das lojas
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
