import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { storeCountLabel } from "~/domain/store-directory";
import { SiteMapCard } from "./site-map-sections";

type Place = { name: string; path: string; count: number };
export type SiteMapState = Place & { code: string; cities: Place[] };
export type SiteMapStores = Record<string, { slug: string; neighborhood: string }[]>;

/**
 * Every state and city with its store count, each linking to its directory page; in a small
 * network (storesByCity filled) also every store under its city.
 */
export function SiteMapDirectory({
  directory,
  storesByCity,
  compact,
}: {
  directory: SiteMapState[];
  storesByCity: SiteMapStores;
  compact: boolean;
}) {
  return (
    <SiteMapCard id="lojas-estado-titulo" title="Lojas por estado e cidade" className="mt-6">
      {compact ? (
        <p className="mt-2 text-neutral-700">
          Escolha a cidade para ver os endereços, horários e contatos de cada loja.
        </p>
      ) : null}
      {directory.length === 0 ? (
        <p className="mt-4 text-neutral-700">Nenhuma loja encontrada</p>
      ) : (
        <div className="mt-6 space-y-10">
          {directory.map((state) => (
            <section key={state.code} aria-label={state.name} data-testid="site-map-state">
              <h3 className="flex flex-wrap items-baseline gap-3 border-b border-neutral-100 pb-2 text-lg font-semibold text-neutral-900">
                <Link to={state.path} className="hover:text-brand-700 hover:underline">
                  {state.name}
                </Link>
                <span className="text-sm font-medium text-brand-700">
                  {storeCountLabel(state.count)}
                </span>
              </h3>
              <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {state.cities.map((city) => (
                  <CityStores key={city.path} city={city} stores={storesByCity[city.path]} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </SiteMapCard>
  );
}

function CityStores({ city, stores }: { city: Place; stores: SiteMapStores[string] | undefined }) {
  return (
    <div>
      <h4 className="flex items-center gap-2 font-semibold text-neutral-800">
        <MapPin aria-hidden="true" className="size-4 text-brand-600" />
        <Link to={city.path} className="hover:text-brand-700 hover:underline">
          {city.name}
        </Link>
        <span className="text-sm font-normal text-neutral-600">
          ({storeCountLabel(city.count)})
        </span>
      </h4>
      {stores ? (
        <ul className="mt-2 space-y-1 pl-6">
          {stores.map((store) => (
            <li key={store.slug}>
              <Link
                to={`/${store.slug}`}
                className="text-neutral-700 hover:text-brand-700 hover:underline"
              >
                {store.neighborhood}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
