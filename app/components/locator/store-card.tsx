import { MapPinned, Navigation, Phone, Store } from "lucide-react";
import { formatDistance } from "~/domain/geo";
import type { LocatorStore } from "~/models/store-search.server";
import { WhatsappIcon } from "./icons";
import { ExternalLink } from "~/components/external-link";
import { SocialIcon } from "~/components/social-links";
import { useHydrated } from "~/components/ui/use-hydrated";
import { StoreCardAddress, StoreCardHours, StoreCardLine } from "~/components/store-card-lines";

/**
 * One store of the locator list. Every action appears only when the store has what it needs: a
 * page (slug), a WhatsApp number, an Instagram link; 'Como Chegar' falls back from the maps link
 * to coordinates to the address (computed on the server). Selecting highlights it on the map;
 * selecting it again deselects it. The 'Selecionar' button keeps its place but shows only once the
 * list runs in the browser: without JavaScript there is no map, and a tap before the list's code
 * arrives would do nothing.
 */
/** The network's number, for a store that has none of its own. */
export type CentralPhone = { display: string; url: string };

export function StoreCard({
  store,
  showDistance,
  selected,
  onToggleSelect,
  centralPhone = null,
}: {
  store: LocatorStore;
  showDistance: boolean;
  selected: boolean;
  onToggleSelect(id: number): void;
  centralPhone?: CentralPhone | null;
}) {
  const hydrated = useHydrated();
  const headingId = `loja-${store.id}-nome`;
  return (
    <article
      id={`loja-${store.id}`}
      aria-labelledby={headingId}
      data-selected={selected ? "true" : undefined}
      data-store-card=""
      className={`flex h-full flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm transition-shadow scroll-mt-28 ${
        selected
          ? "border-lilac-500 shadow-lg ring-2 ring-lilac-500"
          : "border-neutral-200 hover:shadow-md"
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
            store.open ? "bg-emerald-50 text-emerald-800" : "bg-neutral-100 text-neutral-700"
          }`}
        >
          <span
            className={`size-2 rounded-full ${store.open ? "bg-emerald-500" : "bg-neutral-400"}`}
            aria-hidden="true"
          />
          {store.open ? "Aberto agora" : "Fechado"}
        </span>
        {showDistance ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800"
            data-distance=""
          >
            <Navigation className="size-3" aria-hidden="true" />
            <span className="sr-only">Distância: </span>
            {formatDistance(store.distanceKm)}
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => onToggleSelect(store.id)}
          aria-pressed={selected}
          className={`ml-auto inline-flex min-h-9 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold text-lilac-600 hover:bg-lilac-500/10 ${hydrated ? "" : "invisible"}`}
        >
          <MapPinned className="size-3.5" aria-hidden="true" />
          {selected ? "Selecionada" : "Selecionar"}
          <span className="sr-only"> {store.name}</span>
        </button>
      </div>

      <div>
        <h3 id={headingId} className="font-display text-lg leading-snug font-bold text-neutral-900">
          {store.name}
        </h3>
        <p className="mt-0.5 text-sm text-neutral-600">{store.place}</p>
      </div>

      <div className="flex flex-col gap-2">
        {/* The place line above already names the neighbourhood and city: the street here. */}
        <StoreCardAddress
          store={{ address: store.street || store.address, postalCode: store.postalCode }}
        />
        <StoreCardHours hours={store.hours} detail={store.statusDetail} />
        {store.phoneUrl ? (
          <StoreCardLine Icon={Phone}>
            <a href={store.phoneUrl} className="underline-offset-4 hover:underline">
              <span className="sr-only">Ligar para a loja: </span>
              {store.whatsappDisplay ?? store.phoneUrl.replace(/^tel:\+55/, "")}
            </a>
          </StoreCardLine>
        ) : centralPhone ? (
          <StoreCardLine Icon={Phone}>
            <a href={centralPhone.url} className="underline-offset-4 hover:underline">
              Central de atendimento: {centralPhone.display}
            </a>
          </StoreCardLine>
        ) : null}
      </div>

      <div className="mt-auto flex flex-col gap-2">
        {store.path ? (
          // A full navigation, as the spec asks: the store page is a separate landing page.
          <a
            href={store.path}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Store className="size-4" aria-hidden="true" />
            Ver Página da Loja
          </a>
        ) : null}
        {!store.whatsappUrl && (store.phoneUrl ?? centralPhone) ? (
          <a
            href={store.phoneUrl ?? centralPhone?.url}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            <Phone className="size-4" aria-hidden="true" />
            {store.phoneUrl ? "Ligar para a loja" : "Ligar para a central"}
          </a>
        ) : null}
        {store.whatsappUrl ? (
          <ExternalLink
            href={store.whatsappUrl}
            newTabHint={false}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            <WhatsappIcon className="size-4" />
            <span>
              Falar com a Loja <span className="font-normal">- Via WhatsApp</span>
            </span>
          </ExternalLink>
        ) : null}
        <div className="flex gap-2">
          {store.directionsUrl ? (
            <ExternalLink
              href={store.directionsUrl}
              newTabHint={false}
              className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full border border-neutral-300 px-4 py-2.5 text-sm font-semibold text-neutral-800 hover:bg-neutral-50"
            >
              <Navigation className="size-4" aria-hidden="true" />
              Como Chegar
            </ExternalLink>
          ) : null}
          {store.instagramUrl ? (
            <ExternalLink
              href={store.instagramUrl}
              newTabHint={false}
              aria-label={`Instagram da ${store.name}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-neutral-300 px-3 text-neutral-800 hover:bg-neutral-50"
            >
              <SocialIcon network="instagram" />
            </ExternalLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Placeholder while the list loads. */
export function StoreCardSkeleton({ className = "" }: { className?: string }) {
  return (
    <div
      className={`flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 ${className}`}
      aria-hidden="true"
      data-skeleton=""
    >
      <div className="h-5 w-24 animate-pulse rounded-full bg-neutral-200" />
      <div className="h-6 w-3/4 animate-pulse rounded bg-neutral-200" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-neutral-100" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-neutral-100" />
      <div className="h-11 w-full animate-pulse rounded-full bg-neutral-200" />
      <div className="h-11 w-full animate-pulse rounded-full bg-neutral-100" />
    </div>
  );
}
