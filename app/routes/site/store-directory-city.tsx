import { MessageCircle, Navigation, Phone } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { stateByCode, stateByName } from "~/domain/brazilian-states";
import { slugify } from "~/domain/slug";
import { abbreviateHours, hoursForStore } from "~/domain/hours";
import { storeCardView } from "~/domain/store-card";
import { seoMeta, type Crumb } from "~/domain/seo";
import { breadcrumbJsonLd, pageListJsonLd } from "~/domain/structured-data";
import { directoryTitle, storeCountLabel } from "~/domain/store-directory";
import { getSiteSettings } from "~/models/site-settings.server";
import {
  DIRECTORY_PAGE_SIZE,
  listDirectoryCityStores,
  listDirectoryIndex,
} from "~/models/store-directory.server";
import { getApp } from "~/server/context.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/store-directory-city";
import { ExternalLink } from "~/components/external-link";
import { StoreCardAddress, StoreCardHours } from "~/components/store-card-lines";

const MAX_PAGE = 10_000;

/** /nossas-lojas/{uf}/{cidade}: the city's active stores, in server HTML, a page at a time. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const uf = params.uf ?? "";
  const slug = params.cidade ?? "";
  const state = stateByCode(uf) ?? stateByName(uf.replace(/-/g, " "));
  if (!state) throw data(null, { status: 404 });
  const [settings, index] = await Promise.all([
    getSiteSettings(app.db),
    listDirectoryIndex(app.db),
  ]);
  const stateEntry = index.find((s) => s.code === state.code);
  // Every spelling of a city is its one page: 'Goiânia', 'GOIANIA', 'aparecida de goiânia'.
  const city = stateEntry?.cities.find((c) => c.slug === slugify(slug));
  if (!stateEntry || !city) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const pageParam = url.searchParams.get("pagina");
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(pageParam ?? "", 10) || 1));
  const pages = Math.max(1, Math.ceil(city.count / DIRECTORY_PAGE_SIZE));
  const canonicalPath = page > 1 ? `${city.path}?pagina=${page}` : city.path;
  if (uf !== state.code.toLowerCase() || slug !== city.slug || page > pages) {
    throw redirect(page > pages || page === 1 ? city.path : canonicalPath, 301);
  }
  const rows = await listDirectoryCityStores(app.db, stateEntry, city, page);

  const brand = settings.brandName;
  const origin = app.env.PUBLIC_SITE_URL;
  const title = directoryTitle(brand, city.name, stateEntry.code);
  const crumbs: Crumb[] = [
    { name: "Início", path: "/" },
    { name: "Nossas Lojas", path: "/nossas-lojas" },
    { name: stateEntry.name, path: stateEntry.path },
    { name: city.name, path: city.path },
  ];
  const storesView = rows.map((store) => ({
    ...storeCardView({
      ...store,
      // The city's one spelling and the state's code, whatever the record says.
      city: city.name,
      state: stateEntry.code,
      hours: abbreviateHours(hoursForStore(store)) || store.hoursText,
    }),
    path: `/${store.slug}`,
  }));
  const seo = buildSeo(app, brand, {
    path: canonicalPath,
    title: page > 1 ? `${title} - Página ${page}` : title,
    description: `${storeCountLabel(city.count)} ${brand} em ${city.name} - ${stateEntry.code}: endereço, horário de funcionamento, WhatsApp e como chegar.`,
    keywords: `lojas ${brand} ${city.name}, cosméticos ${city.name}, maquiagem ${city.name}, perfumaria ${city.name}`,
    jsonLd: [
      breadcrumbJsonLd(origin, crumbs),
      pageListJsonLd(origin, title, city.count, storesView, (page - 1) * DIRECTORY_PAGE_SIZE + 1),
    ],
  });
  return {
    seo,
    crumbs,
    title,
    city: { name: city.name, path: city.path, count: city.count },
    state: { code: stateEntry.code, name: stateEntry.name, path: stateEntry.path },
    stores: storesView,
    page,
    pages,
  };
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function StoreDirectoryCity({ loaderData }: Route.ComponentProps) {
  const { crumbs, title, city, state, stores, page, pages } = loaderData;
  return (
    <main>
      <Breadcrumbs crumbs={crumbs} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="font-display text-3xl font-bold text-neutral-900">{title}</h1>
        <p className="mt-2 text-neutral-700">
          {storeCountLabel(city.count)} em {city.name}.{" "}
          <Link to={state.path} className="font-medium text-brand-700 underline">
            Outras cidades de {state.name}
          </Link>
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={title}>
          {stores.map((store) => (
            <li key={store.id} className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-neutral-900">
                <Link to={store.path} className="hover:text-brand-700 hover:underline">
                  {store.name}
                </Link>
              </h2>
              <StoreCardAddress store={store} />
              {store.hours ? <StoreCardHours hours={store.hours} /> : null}
              <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-2 text-sm font-semibold">
                {store.whatsappUrl ? (
                  <ExternalLink
                    href={store.whatsappUrl}
                    className="inline-flex items-center gap-1 text-green-800 underline"
                  >
                    <MessageCircle aria-hidden className="size-4" />
                    WhatsApp<span className="sr-only"> da {store.name}</span>
                  </ExternalLink>
                ) : null}
                {store.phoneUrl ? (
                  <a
                    href={store.phoneUrl}
                    className="inline-flex items-center gap-1 text-neutral-800 underline"
                  >
                    <Phone aria-hidden className="size-4" />
                    Ligar<span className="sr-only"> para {store.name}</span>
                    {store.whatsappDisplay ? (
                      <span className="font-normal"> {store.whatsappDisplay}</span>
                    ) : null}
                  </a>
                ) : null}
                {store.directionsUrl ? (
                  <ExternalLink
                    href={store.directionsUrl}
                    className="inline-flex items-center gap-1 text-brand-700 underline"
                  >
                    <Navigation aria-hidden className="size-4" />
                    Como Chegar<span className="sr-only"> à {store.name}</span>
                  </ExternalLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label="Páginas" className="mt-8 flex items-center justify-between text-sm">
            {page > 1 ? (
              <Link
                to={page === 2 ? city.path : `${city.path}?pagina=${page - 1}`}
                className="font-semibold text-brand-700 underline"
              >
                Página anterior
              </Link>
            ) : (
              <span />
            )}
            <span>
              Página {page} de {pages}
            </span>
            {page < pages ? (
              <Link
                to={`${city.path}?pagina=${page + 1}`}
                className="font-semibold text-brand-700 underline"
              >
                Próxima página
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </main>
  );
}
