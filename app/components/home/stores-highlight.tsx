import { AlertCircle, ArrowRight, LocateFixed, MessageCircle, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { readSavedPosition } from "~/components/locator/use-geolocation";
import { HeadedSection } from "~/components/ui/section-heading";
import { StorePageLink } from "./store-page-link";
import { ExternalLink } from "~/components/external-link";
import { StoreCardAddress, StoreCardHours } from "~/components/store-card-lines";
import type { StoreCardView } from "~/domain/store-card";

/** A highlighted store: its card view (app/domain/store-card.ts), always with a page. */
export type HighlightStore = Pick<
  StoreCardView,
  "id" | "name" | "place" | "address" | "postalCode" | "hours" | "whatsappUrl"
> & {
  slug: string;
  /** '850 m', '2,3 km' when ordered around the visitor's position; null otherwise. */
  distance: string | null;
};

export type StoresState =
  { status: "loaded"; stores: HighlightStore[] } | { status: "error"; message: string };

export const STORES_ERROR_TITLE = "Erro ao carregar dados";

function StoreSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="stores-loading">
      <span className="sr-only">Carregando lojas...</span>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="h-64 animate-pulse rounded-3xl bg-neutral-200" />
      ))}
    </div>
  );
}

/**
 * The three stores nearest to the position this browser saved on the store locator (kept
 * there for 30 minutes), or null when there is none or the answer does not come.
 */
function useNearestStores(): HighlightStore[] | null {
  const [nearest, setNearest] = useState<HighlightStore[] | null>(null);
  useEffect(() => {
    const position = readSavedPosition();
    if (!position) return;
    const controller = new AbortController();
    const params = new URLSearchParams({
      lat: String(position.latitude),
      lng: String(position.longitude),
    });
    fetch(`/api/lojas/proximas?${params}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { stores?: HighlightStore[] } | null) => {
        if (body?.stores?.length) setNearest(body.stores);
      })
      // The page's own selection stays: it is a fine answer too.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return nearest;
}

/**
 * Section 9: three stores with their WhatsApp button. With a position saved in this browser,
 * the three nearest with their distance; without one, those of the flagship city, by name.
 * 'Tentar Novamente' reloads the page data (a plain page reload without JavaScript).
 */
export function StoresHighlightSection({ state }: { state: StoresState }) {
  const revalidator = useRevalidator();
  const loading = revalidator.state === "loading";
  const nearest = useNearestStores();

  return (
    <HeadedSection
      id="lojas"
      headingId="lojas-titulo"
      className="scroll-mt-24 bg-white py-20"
      eyebrow="Nossas Lojas"
      title="Tem uma loja pertinho de você"
      intro="Venha testar, tirar dúvidas com as nossas consultoras e levar para casa o que combina com você."
    >
      <div className="mt-12" aria-live="polite" aria-busy={loading || undefined}>
        {loading ? (
          <StoreSkeleton />
        ) : state.status === "error" ? (
          <div
            role="alert"
            className="mx-auto flex max-w-xl flex-col items-center rounded-3xl bg-red-50 p-8 text-center"
          >
            <AlertCircle aria-hidden="true" className="size-10 text-red-700" />
            <h3 className="mt-3 text-lg font-semibold text-red-900">{STORES_ERROR_TITLE}</h3>
            <p className="mt-1 text-red-900">{state.message}</p>
            <form
              method="get"
              action="/#lojas"
              onSubmit={(event) => {
                event.preventDefault();
                void revalidator.revalidate();
              }}
            >
              <button
                type="submit"
                className="mt-5 inline-flex items-center gap-2 rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800"
              >
                <RotateCw aria-hidden="true" className="size-4" />
                Tentar Novamente
              </button>
            </form>
          </div>
        ) : (
          <>
            {nearest ? (
              <p
                className="mb-6 flex items-center justify-center gap-2 text-center font-medium text-brand-700"
                data-testid="nearest-note"
              >
                <LocateFixed aria-hidden="true" className="size-4" />
                As mais próximas da sua localização
              </p>
            ) : null}
            <ul className="grid gap-6 md:grid-cols-3" data-testid="highlight-stores">
              {(nearest ?? state.stores).map((store) => (
                <li
                  key={store.id}
                  className="flex flex-col rounded-3xl border border-neutral-100 bg-nude-50 p-7"
                >
                  <h3 className="text-xl font-semibold text-neutral-900">
                    <Link to={`/${store.slug}`} className="hover:text-brand-700">
                      {store.name}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm font-medium text-brand-700">{store.place}</p>
                  {store.distance ? (
                    <p className="mt-1 text-sm font-semibold text-neutral-800" data-distance="">
                      Distância: {store.distance}
                    </p>
                  ) : null}
                  <StoreCardAddress store={store} className="mt-4" />
                  {store.hours ? <StoreCardHours hours={store.hours} className="mt-2" /> : null}
                  <div className="mt-auto pt-6">
                    {store.whatsappUrl ? (
                      <ExternalLink
                        href={store.whatsappUrl}
                        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-emerald-700 px-5 py-3 font-semibold text-white hover:bg-emerald-800"
                      >
                        <MessageCircle aria-hidden="true" className="size-4" />
                        Falar com a Loja
                        <span className="sr-only"> {store.name} pelo WhatsApp</span>
                      </ExternalLink>
                    ) : (
                      <StorePageLink
                        store={store}
                        className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
                      />
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="mt-10 text-center">
        <Link
          to="/nossas-lojas"
          className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-7 py-3.5 font-semibold text-white hover:bg-brand-700"
        >
          Ver Todas as Lojas
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </HeadedSection>
  );
}
