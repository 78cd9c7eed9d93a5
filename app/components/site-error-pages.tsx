/**
 * What a visitor sees, inside the site's header and footer, when an address leads nowhere: the
 * 404 page with a way forward (a store search, the locator and the blog) and the 410 page of a
 * store that no longer operates, with the nearest active stores.
 */
import { Link } from "react-router";
import { formatDistance } from "~/domain/geo";
import type { ClosedStorePage } from "~/domain/store-directory";
import { ExternalLink } from "~/components/external-link";
import { NotFoundHeading, ReturnHomeLink } from "~/components/not-found-heading";

const primaryButton =
  "rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700";

function StoreSearch({ id }: { id: string }) {
  return (
    <form
      method="get"
      action="/nossas-lojas"
      role="search"
      className="flex w-full max-w-md flex-wrap gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Buscar loja por cidade, bairro ou nome
      </label>
      <input
        id={id}
        type="search"
        name="search"
        maxLength={80}
        placeholder="Cidade, bairro ou nome da loja"
        className="min-w-0 flex-1 rounded-full border border-neutral-300 bg-white px-4 py-2.5 focus:border-brand-500 focus:outline-none"
      />
      <button
        type="submit"
        className="rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Buscar loja
      </button>
    </form>
  );
}

export function NotFoundContent() {
  return (
    <main className="flex flex-col items-center gap-5 bg-nude-50 px-6 py-16 text-center md:py-24">
      <NotFoundHeading />
      <p className="max-w-md text-neutral-700">
        Não encontramos esta página. Procure uma loja ou continue por um dos caminhos abaixo.
      </p>
      <StoreSearch id="not-found-store-search" />
      <nav aria-label="Caminhos sugeridos" className="flex flex-wrap justify-center gap-4">
        <Link to="/nossas-lojas" className="font-semibold text-brand-700 underline">
          Nossas Lojas
        </Link>
        <Link to="/blog" className="font-semibold text-brand-700 underline">
          Blog
        </Link>
      </nav>
      <ReturnHomeLink />
    </main>
  );
}

export function ClosedStoreContent({ page }: { page: ClosedStorePage }) {
  const place = `${page.city}${page.stateCode ? ` - ${page.stateCode}` : ""}`;
  return (
    <main className="bg-nude-50 px-6 py-16 md:py-20">
      <title>{`${page.name}: loja fechada`}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">
            {page.name}
          </p>
          <h1 className="mt-2 font-display text-3xl font-bold text-neutral-900">
            Esta loja não está mais em funcionamento
          </h1>
          <p className="mt-3 text-neutral-700">
            Mas a Basiquinha continua pertinho de você. Veja as lojas mais próximas:
          </p>
        </div>
        {page.nearby.length > 0 ? (
          <ul aria-label="Lojas mais próximas" className="grid gap-4 sm:grid-cols-2">
            {page.nearby.map((store) => (
              <li
                key={store.path}
                className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm"
              >
                <Link to={store.path} className="font-semibold text-neutral-900 underline">
                  {store.name}
                </Link>
                <p className="text-sm text-neutral-700">
                  {store.neighborhood}, {store.city}
                  {store.stateCode ? ` - ${store.stateCode}` : ""}
                  {store.distanceKm !== null ? ` · ${formatDistance(store.distanceKm)}` : ""}
                </p>
                {store.whatsappUrl ? (
                  <ExternalLink
                    href={store.whatsappUrl}
                    className="text-sm font-semibold text-green-800 underline"
                  >
                    Falar no WhatsApp<span className="sr-only"> com {store.name}</span>
                  </ExternalLink>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap justify-center gap-4">
          {page.cityPath ? (
            <Link to={page.cityPath} className={primaryButton}>
              Lojas em {place}
            </Link>
          ) : null}
          <Link
            to="/nossas-lojas"
            className="rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Todas as lojas
          </Link>
        </div>
      </div>
    </main>
  );
}
