import { Link } from "react-router";
import { storeCountLabel, type DirectorySummaryState } from "~/domain/store-directory";

/**
 * The store directory's states and cities, as plain links any crawler or visitor can follow:
 * each state's cities with most stores, and a link to the state's page when it has more. The
 * index comes built (and sorted) by the server: the browser only shows it.
 */
export function DirectoryLinks({ index }: { index: readonly DirectorySummaryState[] }) {
  if (index.length === 0) return null;
  return (
    <section aria-labelledby="lojas-por-cidade" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="lojas-por-cidade" className="font-display text-2xl font-bold text-neutral-900">
        Lojas por estado e cidade
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {index.map((state) => (
          <div key={state.code}>
            <h3 className="font-semibold text-neutral-900">
              <Link to={state.path} className="hover:text-brand-700 hover:underline">
                {state.name}
              </Link>{" "}
              <span className="text-sm font-normal text-neutral-600">
                ({storeCountLabel(state.count)})
              </span>
            </h3>
            <ul className="mt-2 space-y-1 text-sm">
              {state.cities.map((city) => (
                <li key={city.path}>
                  <Link
                    to={city.path}
                    className="text-neutral-700 hover:text-brand-700 hover:underline"
                  >
                    Lojas em {city.name} - {state.code}
                  </Link>{" "}
                  <span className="text-neutral-500">({city.count})</span>
                </li>
              ))}
              {state.more > 0 ? (
                <li>
                  <Link to={state.path} className="font-medium text-brand-700 hover:underline">
                    Ver todas as {state.cities.length + state.more} cidades de {state.name}
                  </Link>
                </li>
              ) : null}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
