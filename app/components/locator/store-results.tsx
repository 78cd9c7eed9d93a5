import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { PageLinks } from "~/components/ui/page-links";
import { formatDistance, NEARBY_RADIUS_KM } from "~/domain/geo";
import type { LocatorStore } from "~/models/store-search.server";
import { groupForDisplay, paginationItems } from "~/domain/locator-list";
import {
  ANY_RADIUS,
  clearFiltersHref,
  locatorHref,
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
    const sections = [
      {
        id: "grupo-mais-proxima",
        title: "Loja mais próxima",
        stores: groups.closest ? [groups.closest] : [],
        tone: "text-brand-700",
      },
      {
        id: "grupo-proximas",
        title: `Perto de você (até ${NEARBY_RADIUS_KM} km)`,
        stores: groups.nearby,
        tone: "text-brand-700",
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
            <section key={section.id} aria-labelledby={section.id} className="flex flex-col gap-3">
              <h3
                id={section.id}
                className={`text-sm font-bold tracking-wide ${section.tone} uppercase`}
              >
                {section.title}
              </h3>
              <CardGrid stores={section.stores} {...card} />
            </section>
          ))}
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
