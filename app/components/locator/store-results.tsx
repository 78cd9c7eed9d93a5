import { ChevronLeft, ChevronRight, SearchX } from "lucide-react";
import { Link } from "react-router";
import { formatDistance, NEARBY_RADIUS_KM } from "~/domain/geo";
import type { LocatorStore } from "~/models/store-search.server";
import {
  ANY_RADIUS,
  clearFiltersHref,
  groupForDisplay,
  locatorHref,
  paginationItems,
  withFilter,
  type LocatorQuery,
} from "~/domain/locator-query";
import { StoreCard, StoreCardSkeleton } from "./store-card";

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

function CardGrid({
  stores,
  ...card
}: {
  stores: LocatorStore[];
  showDistance: boolean;
  selectedId: number | null;
  onToggleSelect(id: number): void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-1">
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard
            store={store}
            showDistance={card.showDistance}
            selected={card.selectedId === store.id}
            onToggleSelect={card.onToggleSelect}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The stores of the current page. With a position: the closest store, the ones within 5 km and
 * the others, each under its own heading (the closest only on the first page, where it is truly
 * the closest). States: loading skeletons and the empty message.
 */
export function StoreResults({
  stores,
  query,
  byDistance,
  page,
  pageCount,
  totalCapped,
  nearestOutsideKm,
  loading,
  selectedId,
  onToggleSelect,
}: {
  stores: LocatorStore[];
  query: LocatorQuery;
  byDistance: boolean;
  page: number;
  pageCount: number;
  totalCapped: boolean;
  nearestOutsideKm: number | null;
  loading: LoadingKind;
  selectedId: number | null;
  onToggleSelect(id: number): void;
}) {
  if (loading !== "none") return <ListSkeleton initial={loading === "initial"} />;

  if (stores.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-14 text-center">
        <SearchX className="size-10 text-neutral-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-neutral-900">Nenhuma loja encontrada</h3>
        <p className="text-neutral-600">Tente ajustar os filtros de busca</p>
        {byDistance && nearestOutsideKm !== null && query.radiusKm !== ANY_RADIUS ? (
          <p className="text-sm text-neutral-600">
            A loja mais próxima fica a {formatDistance(nearestOutsideKm)}.{" "}
            <Link
              to={locatorHref(withFilter(query, { radiusKm: ANY_RADIUS }))}
              preventScrollReset
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Ver lojas a qualquer distância
            </Link>
          </p>
        ) : null}
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

  const card = { showDistance: byDistance, selectedId, onToggleSelect };
  let content;
  if (byDistance) {
    const groups = groupForDisplay(stores, page);
    content = (
      <div className="flex flex-col gap-8">
        {groups.closest ? (
          <section aria-labelledby="grupo-mais-proxima" className="flex flex-col gap-3">
            <h3
              id="grupo-mais-proxima"
              className="text-sm font-bold tracking-wide text-brand-700 uppercase"
            >
              Loja mais próxima
            </h3>
            <CardGrid stores={[groups.closest]} {...card} />
          </section>
        ) : null}
        {groups.nearby.length > 0 ? (
          <section aria-labelledby="grupo-proximas" className="flex flex-col gap-3">
            <h3
              id="grupo-proximas"
              className="text-sm font-bold tracking-wide text-brand-700 uppercase"
            >
              Perto de você (até {NEARBY_RADIUS_KM} km)
            </h3>
            <CardGrid stores={groups.nearby} {...card} />
          </section>
        ) : null}
        {groups.others.length > 0 ? (
          <section aria-labelledby="grupo-outras" className="flex flex-col gap-3">
            <h3
              id="grupo-outras"
              className="text-sm font-bold tracking-wide text-neutral-600 uppercase"
            >
              Outras lojas
            </h3>
            <CardGrid stores={groups.others} {...card} />
          </section>
        ) : null}
      </div>
    );
  } else {
    content = <CardGrid stores={stores} {...card} />;
  }

  return (
    <div className="flex flex-col gap-8">
      {content}
      {totalCapped && page === pageCount ? (
        <p className="text-center text-sm text-neutral-600">
          Há mais lojas para esta busca: refine o texto ou escolha uma cidade para ver as demais.
        </p>
      ) : null}
      <Pagination query={query} page={page} pageCount={pageCount} />
    </div>
  );
}

function Pagination({
  query,
  page,
  pageCount,
}: {
  query: LocatorQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (p: number) => `${locatorHref({ ...query, page: p })}#lojas-list`;
  const itemClass =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold";
  return (
    <nav aria-label="Paginação" className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link
              to={href(page - 1)}
              rel="prev"
              className={`${itemClass} gap-1 text-neutral-800 hover:bg-neutral-100`}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              Anterior
            </Link>
          ) : null}
        </li>
        {paginationItems(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="px-1 text-neutral-500" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Página ${p}`}
                className={`${itemClass} ${
                  p === page ? "bg-brand-600 text-white" : "text-neutral-800 hover:bg-neutral-100"
                }`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link
              to={href(page + 1)}
              rel="next"
              className={`${itemClass} gap-1 text-neutral-800 hover:bg-neutral-100`}
            >
              Próxima
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
