import { Clock, SlidersHorizontal, X } from "lucide-react";
import { useCallback, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import { deferredBoundary } from "~/components/ui/deferred";
import type { LocatorFacets, StoreSuggestion } from "~/models/store-search.server";
import {
  clearFiltersHref,
  filterChips,
  LOCATOR_PATH,
  locatorHref,
  parseLocatorQuery,
  RADIUS_OPTIONS_KM,
  radiusLabel,
  withFilter,
  type LocatorQuery,
} from "~/domain/locator-query";
import { SearchButton } from "./search-button";

/*
 * The suggestions come with the search field's own code, after the page's first download. Until
 * then it is a plain field of this form: what is typed stays, and Enter submits the form, which
 * this component handles.
 */
const SearchBox = deferredBoundary(() => import("./search-box").then((m) => m.SearchBox));

const selectClass =
  "min-h-11 w-full rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm text-neutral-800 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none";

/**
 * Search, place filters, "open now" and (with a position) the radius, as one GET form: without
 * JavaScript it submits to /nossas-lojas like any form; with it, every change navigates at once.
 * Filter changes never carry the page: they always go back to page 1.
 */
export function FiltersBar({
  query,
  facets,
  byDistance,
  locationSlot,
}: {
  query: LocatorQuery;
  facets: LocatorFacets;
  byDistance: boolean;
  locationSlot: ReactNode;
}) {
  const navigate = useNavigate();
  const go = useCallback(
    (next: LocatorQuery) => navigate(locatorHref(next), { preventScrollReset: true }),
    [navigate],
  );

  const fromForm = (form: HTMLFormElement): LocatorQuery => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value);
    }
    return { ...parseLocatorQuery(params), page: 1 };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(fromForm(event.currentTarget));
  };

  const onChangeSubmit = (event: FormEvent<HTMLSelectElement | HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const next = fromForm(form);
    // A city of another state cannot stay selected when the state changes.
    if (event.currentTarget.name === "estado" && next.city && next.state) {
      const city = facets.cities.find((c) => c.name === next.city);
      // Past the limit the list holds one state's cities: an unlisted city's state is unknown.
      if (city ? city.state !== next.state : facets.citiesOfStateOnly) next.city = null;
    }
    go(next);
  };

  // The same function until the query changes: the search field is a memoized part.
  const onPick = useCallback(
    (s: StoreSuggestion) => {
      if (s.kind === "city") go(withFilter(query, { search: "", city: s.city, state: null }));
      else if (s.kind === "place")
        go(withFilter(query, { search: s.search, city: null, state: null }));
      else go(withFilter(query, { search: s.neighborhood, city: s.city, state: null }));
    },
    [go, query],
  );

  const cities = query.state ? facets.cities.filter((c) => c.state === query.state) : facets.cities;
  const chips = filterChips(query);
  const cityListed = !query.city || cities.some((c) => c.name === query.city);
  const stateListed = !query.state || facets.states.some((s) => s.name === query.state);

  return (
    <div className="flex flex-col gap-4">
      <Form
        method="get"
        action={LOCATOR_PATH}
        onSubmit={onSubmit}
        role="search"
        aria-label="Buscar lojas"
        className="flex flex-col gap-3"
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
          <div className="flex flex-1 gap-2">
            <SearchBox name="search" defaultValue={query.search} onPick={onPick} />
            <SearchButton />
          </div>
          {locationSlot}
        </div>

        <fieldset className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:items-center">
          <legend className="sr-only">Filtros</legend>
          <SlidersHorizontal
            className="hidden size-5 text-neutral-500 md:block"
            aria-hidden="true"
          />
          <label className="md:w-48">
            <span className="sr-only">Estado</span>
            <select
              name="estado"
              defaultValue={query.state ?? ""}
              key={`estado-${query.state}`}
              onChange={onChangeSubmit}
              className={selectClass}
            >
              <option value="">Todos os estados</option>
              {facets.states.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name} ({s.count})
                </option>
              ))}
              {stateListed ? null : <option value={query.state ?? ""}>{query.state}</option>}
            </select>
          </label>
          <label className="md:w-56">
            <span className="sr-only">Cidade</span>
            <select
              name="cidade"
              defaultValue={query.city ?? ""}
              key={`cidade-${query.city}-${query.state}`}
              onChange={onChangeSubmit}
              className={selectClass}
            >
              <option value="">Todas as cidades</option>
              {facets.citiesOfStateOnly && !query.state ? (
                <option value="" disabled>
                  Escolha um estado para ver as cidades
                </option>
              ) : null}
              {cities.map((c) => (
                <option key={`${c.name}-${c.state}`} value={c.name}>
                  {c.name} ({c.count})
                </option>
              ))}
              {cityListed ? null : <option value={query.city ?? ""}>{query.city}</option>}
            </select>
          </label>
          {byDistance ? (
            <label className="md:w-48">
              <span className="sr-only">Distância máxima</span>
              <select
                name="raio"
                defaultValue={String(query.radiusKm)}
                key={`raio-${query.radiusKm}`}
                onChange={onChangeSubmit}
                className={selectClass}
              >
                {RADIUS_OPTIONS_KM.map((km) => (
                  <option key={km} value={km}>
                    {radiusLabel(km)}
                  </option>
                ))}
              </select>
            </label>
          ) : query.radiusKm !== 10 ? (
            <input type="hidden" name="raio" value={query.radiusKm} />
          ) : null}
          <label className="col-span-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm text-neutral-800 shadow-sm has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:checked]:text-emerald-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300">
            <input
              type="checkbox"
              name="aberto"
              value="1"
              defaultChecked={query.openNow}
              key={`aberto-${query.openNow}`}
              onChange={onChangeSubmit}
              className="size-4 accent-emerald-600"
            />
            <Clock className="size-4" aria-hidden="true" />
            Aberto agora
          </label>
        </fieldset>
      </Form>

      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filtros ativos">
          {chips.map((chip) => (
            <Link
              key={chip.key}
              to={chip.removeHref}
              preventScrollReset
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-50 py-1.5 pr-2.5 pl-3.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
              aria-label={`Remover filtro ${chip.label}`}
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
            </Link>
          ))}
          <Link
            to={clearFiltersHref(query)}
            preventScrollReset
            className="min-h-9 px-2 py-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Limpar filtros
          </Link>
        </div>
      ) : null}
    </div>
  );
}
