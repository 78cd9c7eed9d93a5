import { CalendarClock, MapPinOff, SearchX, ShoppingBag, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { PageLinks } from "~/components/ui/page-links";
import { formatDistance, NEARBY_RADIUS_KM } from "~/domain/geo";
import type { PlaceView } from "~/domain/locator-place";
import type { LocatorStore, StoreSearchResult } from "~/models/store-search.server";
import { groupForDisplay, paginationItems } from "~/domain/locator-list";
import {
  ANY_RADIUS,
  clearFiltersHref,
  locatorHref,
  PAGE_SIZE,
  withFilter,
  type LocatorQuery,
} from "~/domain/locator-query";
import { StoreCard, StoreCardSkeleton, type CentralPhone } from "./store-card";

export type LoadingKind = "none" | "list" | "initial";

/** 3 skeletons on phones, 5 on larger screens; 6 for the page's first load. */
export function ListSkeleton({ initial }: { initial: boolean }) {
  const count = initial ? 6 : 5;
  return (
    <div
      className="grid gap-4 sm:grid-cols-2 md:grid-cols-1"
      role="status"
      aria-label="Carregando lojas"
    >
      {Array.from({ length: count }, (_, i) => (
        <StoreCardSkeleton key={i} className={!initial && i >= 3 ? "hidden md:flex" : ""} />
      ))}
    </div>
  );
}

type CardOptions = {
  showDistance: boolean;
  selectedId: number | null;
  onToggleSelect(id: number): void;
  centralPhone: CentralPhone | null;
};

function CardGrid({ stores, ...card }: { stores: LocatorStore[] } & CardOptions) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-1">
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard
            store={store}
            showDistance={card.showDistance}
            selected={card.selectedId === store.id}
            onToggleSelect={card.onToggleSelect}
            centralPhone={card.centralPhone}
          />
        </li>
      ))}
    </ul>
  );
}

/** 380 km, 12 km, 850 m: whole kilometres once it is far. */
function howFar(km: number | null): string {
  return km !== null && km >= 10 ? `${Math.round(km)} km` : formatDistance(km);
}

/** A titled section of the list. */
function ListSection({
  id,
  title,
  tone = "text-brand-700",
  children,
}: {
  id: string;
  title: string;
  tone?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className={`text-sm font-bold tracking-wide ${tone} uppercase`}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Where to go when no store is near: the online shop and the franchise. */
function WaysForward({ onlineShopUrl }: { onlineShopUrl: string | null }) {
  const look =
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold";
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {onlineShopUrl ? (
        <ExternalLink
          href={onlineShopUrl}
          className={`${look} bg-brand-600 text-white hover:bg-brand-700`}
        >
          <ShoppingBag className="size-4" aria-hidden="true" />
          Compre online
        </ExternalLink>
      ) : null}
      <Link
        to="/seja-um-franqueado"
        className={`${look} border border-brand-600 text-brand-700 hover:bg-brand-50`}
      >
        <Store className="size-4" aria-hidden="true" />
        Leve a Basiquinha para sua cidade
      </Link>
    </div>
  );
}

/**
 * No store within the radius of the place (or of the visitor): which store is nearest, its card,
 * and the ways forward. Never a dead end.
 */
function NearestElsewhere({
  store,
  place,
  query,
  onlineShopUrl,
  card,
}: {
  store: LocatorStore;
  place: PlaceView | null;
  query: LocatorQuery;
  onlineShopUrl: string | null;
  card: CardOptions;
}) {
  const title = place
    ? `Ainda não temos loja ${place.where}.`
    : `Nenhuma loja a até ${query.radiusKm} km de você.`;
  return (
    <section
      aria-labelledby="sem-loja-titulo"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50/60 p-5"
      data-nearest-elsewhere=""
    >
      <div className="flex gap-3">
        <MapPinOff className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
        <div>
          <h3 id="sem-loja-titulo" className="text-lg font-semibold text-neutral-900">
            {title}
          </h3>
          <p className="text-neutral-700">
            A mais próxima é <strong>{store.name}</strong>, a {howFar(store.distanceKm)}.
          </p>
        </div>
      </div>
      <StoreCard
        store={store}
        showDistance
        selected={card.selectedId === store.id}
        onToggleSelect={card.onToggleSelect}
        centralPhone={card.centralPhone}
      />
      <WaysForward onlineShopUrl={onlineShopUrl} />
      {!place && query.radiusKm !== ANY_RADIUS ? (
        <Link
          to={locatorHref(withFilter(query, { radiusKm: ANY_RADIUS }))}
          preventScrollReset
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          Ver lojas a qualquer distância
        </Link>
      ) : null}
    </section>
  );
}

/** What the search understood beyond its stores (see StoreSearchResult). */
export type SearchContext = Pick<
  StoreSearchResult,
  "place" | "outsideRadius" | "placeCount" | "message" | "alternatives" | "nextOpening"
>;

/**
 * The stores of the current page. With the visitor's position: the closest store, the ones within
 * 5 km and the others, each under its own heading (the closest only on the first page, where it
 * is truly the closest). A place: its stores nearest first, and when it has none near, the
 * nearest store anywhere with the ways forward. States: loading skeletons and the empty message.
 */
export function StoreResults({
  stores,
  query,
  byDistance,
  page,
  pageCount,
  totalCapped,
  loading,
  selectedId,
  onToggleSelect,
  context,
  onlineShopUrl = null,
  centralPhone = null,
}: {
  stores: LocatorStore[];
  query: LocatorQuery;
  byDistance: boolean;
  page: number;
  pageCount: number;
  totalCapped: boolean;
  loading: LoadingKind;
  selectedId: number | null;
  onToggleSelect(id: number): void;
  context: SearchContext;
  onlineShopUrl?: string | null;
  centralPhone?: CentralPhone | null;
}) {
  if (loading !== "none") return <ListSkeleton initial={loading === "initial"} />;
  const card: CardOptions = { showDistance: byDistance, selectedId, onToggleSelect, centralPhone };
  const { place } = context;

  if (context.message) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-red-300 bg-white px-6 py-14 text-center"
      >
        <SearchX className="size-10 text-red-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-neutral-900">{context.message}</h3>
        <p className="text-neutral-600">Digite os 8 números do CEP ou o nome da sua cidade.</p>
      </div>
    );
  }

  if (context.nextOpening) {
    const { store, label } = context.nextOpening;
    return (
      <section
        aria-labelledby="proxima-abertura"
        className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5"
      >
        <div className="flex gap-3">
          <CalendarClock className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
          <div>
            <h3 id="proxima-abertura" className="text-lg font-semibold text-neutral-900">
              Nenhuma loja aberta agora{place ? ` ${place.where}` : ""}.
            </h3>
            <p className="text-neutral-700">
              A próxima a abrir é <strong>{store.name}</strong>: {label.toLowerCase()}.
            </p>
          </div>
        </div>
        <StoreCard
          {...card}
          showDistance={store.distanceKm !== null}
          store={store}
          selected={selectedId === store.id}
        />
        <Link
          to={locatorHref(withFilter(query, { openNow: false }))}
          preventScrollReset
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          Ver todas as lojas, abertas ou não
        </Link>
      </section>
    );
  }

  if (stores.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-14 text-center">
        <SearchX className="size-10 text-neutral-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-neutral-900">Nenhuma loja encontrada</h3>
        <p className="text-neutral-600">Tente ajustar os filtros de busca</p>
        <p className="text-sm text-neutral-600">
          Ou digite o nome da sua cidade ou o seu CEP para ver a loja mais próxima.
        </p>
        <Link
          to={clearFiltersHref(query)}
          preventScrollReset
          className="mt-2 rounded-full border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Limpar filtros
        </Link>
      </div>
    );
  }

  const notes = (
    <>
      {place?.notice ? (
        <p className="text-sm font-medium text-neutral-700" data-place-notice="">
          {place.notice}
        </p>
      ) : null}
      {context.alternatives.length > 0 ? (
        <p className="text-sm text-neutral-700">
          Procurava outro lugar?{" "}
          {context.alternatives.map((alternative, i) => (
            <span key={alternative.href}>
              {i > 0 ? " · " : null}
              <Link
                to={alternative.href}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {alternative.label}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </>
  );

  let content;
  if (context.outsideRadius) {
    const [nearest, ...others] = stores;
    content = (
      <div className="flex flex-col gap-8">
        <NearestElsewhere
          store={nearest!}
          place={place}
          query={query}
          onlineShopUrl={onlineShopUrl}
          card={card}
        />
        {others.length > 0 ? (
          <ListSection id="grupo-outras" title="Outras lojas mais próximas" tone="text-neutral-600">
            <CardGrid stores={others} {...card} />
          </ListSection>
        ) : null}
      </div>
    );
  } else if (place?.kind === "city" && context.placeCount !== null) {
    // The city's own stores, then the name's matches elsewhere (streets, store names).
    const before = (page - 1) * PAGE_SIZE;
    const own = stores.slice(0, Math.max(0, context.placeCount - before));
    const elsewhere = stores.slice(own.length);
    content = (
      <div className="flex flex-col gap-8">
        {own.length > 0 ? (
          <ListSection id="grupo-cidade" title={`Lojas em ${place.label}`}>
            <CardGrid stores={own} {...card} />
          </ListSection>
        ) : null}
        {elsewhere.length > 0 ? (
          <ListSection
            id="grupo-outras"
            title={`Outras lojas com “${place.label.replace(/ - [A-Z]{2}$/, "")}” no nome ou endereço`}
            tone="text-neutral-600"
          >
            <CardGrid stores={elsewhere} {...card} />
          </ListSection>
        ) : null}
      </div>
    );
  } else if (byDistance && !place) {
    const groups = groupForDisplay(stores, page);
    const sections = [
      {
        id: "grupo-mais-proxima",
        title: "Loja mais próxima",
        stores: groups.closest ? [groups.closest] : [],
      },
      {
        id: "grupo-proximas",
        title: `Perto de você (até ${NEARBY_RADIUS_KM} km)`,
        stores: groups.nearby,
      },
      {
        id: "grupo-outras",
        title: "Outras lojas",
        stores: groups.others,
        tone: "text-neutral-600",
      },
    ];
    content = (
      <div className="flex flex-col gap-8">
        {sections
          .filter((section) => section.stores.length > 0)
          .map((section) => (
            <ListSection key={section.id} id={section.id} title={section.title} tone={section.tone}>
              <CardGrid stores={section.stores} {...card} />
            </ListSection>
          ))}
      </div>
    );
  } else {
    content = <CardGrid stores={stores} {...card} />;
  }

  return (
    <div className="flex flex-col gap-8">
      {place?.notice || context.alternatives.length > 0 ? (
        <div className="flex flex-col gap-1">{notes}</div>
      ) : null}
      {content}
      {totalCapped && page === pageCount ? (
        <p className="text-center text-sm text-neutral-600">
          Há mais lojas para esta busca: refine o texto ou escolha uma cidade para ver as demais.
        </p>
      ) : null}
      {context.outsideRadius ? null : (
        <Pagination query={query} page={page} pageCount={pageCount} />
      )}
    </div>
  );
}

const PAGE_LINKS_LOOK = {
  nav: "flex justify-center",
  list: "flex flex-wrap items-center gap-1",
  item: "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold",
  step: "gap-1 text-neutral-800 hover:bg-neutral-100",
  current: "bg-brand-600 text-white",
  other: "text-neutral-800 hover:bg-neutral-100",
};

function Pagination({
  query,
  page,
  pageCount,
}: {
  query: LocatorQuery;
  page: number;
  pageCount: number;
}) {
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      items={paginationItems(page, pageCount)}
      hrefFor={(p) => `${locatorHref({ ...query, page: p })}#lojas-list`}
      look={PAGE_LINKS_LOOK}
    />
  );
}
