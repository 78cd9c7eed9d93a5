import {
  BookOpen,
  Briefcase,
  ChevronRight,
  Crown,
  Home,
  Map as MapIcon,
  MapPin,
  Package,
  Store,
} from "lucide-react";
import { Link } from "react-router";
import { usableUrl } from "~/components/external-link";
import { ExternalLink } from "~/components/external-link";
import { FOOTER_CITIES, storesByCityPath } from "~/components/site-footer";
import { breadcrumbJsonLd, seoMeta, type Crumb } from "~/domain/seo";
import {
  directoryCityPath,
  directoryStats,
  groupStoresByStateAndCity,
  PRODUCTS_FIGURE,
  storeCountLabel,
} from "~/domain/store-directory";
import { getSiteSettings } from "~/models/site-settings.server";
import { listDirectoryIndex } from "~/models/store-directory.server";
import { countActiveStores, listStoreDirectory } from "~/models/stores.server";
import { getApp } from "~/server/context.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/site-map";

const CRUMBS: Crumb[] = [
  { name: "Início", path: "/" },
  { name: "Mapa do Site", path: "/mapa-do-site" },
];

/**
 * Up to this many active stores the site map lists every store under its city; above it, a
 * network-wide list would be megabytes of HTML, so it lists states and cities with their counts,
 * each linking to its directory page (which lists the stores a page at a time).
 */
export const SITE_MAP_STORE_LIMIT = 500;

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  const [settings, total, index] = await Promise.all([
    getSiteSettings(app.db),
    countActiveStores(app.db),
    listDirectoryIndex(app.db),
  ]);
  const compact = total > SITE_MAP_STORE_LIMIT;
  const groups = compact ? [] : groupStoresByStateAndCity(await listStoreDirectory(app.db));
  const stats = compact
    ? {
        stores: index.reduce((n, s) => n + s.count, 0),
        states: index.length,
        cities: index.reduce((n, s) => n + s.cities.length, 0),
        products: PRODUCTS_FIGURE,
      }
    : directoryStats(groups);
  // The stores of each city, by the city's directory address.
  const storesByCity: Record<string, { slug: string; neighborhood: string }[]> = {};
  for (const group of groups) {
    for (const city of group.cities) {
      const path = directoryCityPath(group.state, city.city);
      if (!path) continue;
      storesByCity[path] = [
        ...(storesByCity[path] ?? []),
        ...city.stores.map((s) => ({ slug: s.slug, neighborhood: s.neighborhood })),
      ];
    }
  }
  const directory = index.map((state) => ({
    code: state.code,
    name: state.name,
    path: state.path,
    count: state.count,
    cities: state.cities.map((c) => ({ name: c.name, path: c.path, count: c.count })),
  }));
  const brandName = settings.brandName;
  const seo = buildSeo(app, brandName, {
    path: "/mapa-do-site",
    title: `Mapa do Site | ${brandName}`,
    description: `Todas as páginas do site da ${brandName}: ${storeCountLabel(stats.stores)} em ${stats.cities} ${stats.cities === 1 ? "cidade" : "cidades"}, blog, Clube ${brandName} e franquia.`,
    jsonLd: [breadcrumbJsonLd(app.env.PUBLIC_SITE_URL, CRUMBS)],
  });
  return {
    brandName,
    directory,
    storesByCity,
    compact,
    stats,
    shopUrl: usableUrl(settings.onlineShopUrl),
    seo,
  };
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { brandName, directory, storesByCity, compact, stats, shopUrl } = loaderData;
  const mainPages = [
    { label: "Página Inicial", to: "/", icon: Home },
    { label: "Nossas Lojas", to: "/nossas-lojas", icon: Store },
    { label: "Seja um Franqueado", to: "/seja-um-franqueado", icon: Briefcase },
    { label: `Clube ${brandName}`, to: "/clube-basiquinha", icon: Crown },
    { label: "Blog", to: "/blog", icon: BookOpen },
  ];
  const figures = [
    { value: String(stats.stores), label: stats.stores === 1 ? "loja" : "lojas" },
    { value: String(stats.states), label: stats.states === 1 ? "estado" : "estados" },
    { value: String(stats.cities), label: stats.cities === 1 ? "cidade" : "cidades" },
    { value: stats.products, label: "produtos" },
  ];

  return (
    <main className="bg-nude-50 pb-20">
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <nav aria-label="Trilha de navegação">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-neutral-700">
            {CRUMBS.map((crumb, index) => (
              <li key={crumb.path} className="flex items-center gap-1">
                {index > 0 ? (
                  <ChevronRight aria-hidden="true" className="size-4 text-neutral-500" />
                ) : null}
                {index === CRUMBS.length - 1 ? (
                  <span aria-current="page" className="font-semibold text-neutral-900">
                    {crumb.name}
                  </span>
                ) : (
                  <Link to={crumb.path} className="hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>

        <header className="mt-8 flex items-center gap-4">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white">
            <MapIcon aria-hidden="true" className="size-7" />
          </span>
          <div>
            <h1 className="font-display text-4xl font-bold text-neutral-900">Mapa do Site</h1>
            <p className="mt-1 text-neutral-700">
              Todas as páginas e lojas da {brandName} em um só lugar.
            </p>
          </div>
        </header>

        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="paginas-titulo" className="rounded-3xl bg-white p-8 shadow-sm">
            <h2 id="paginas-titulo" className="text-xl font-semibold text-neutral-900">
              Páginas principais
            </h2>
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {mainPages.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-neutral-800 hover:bg-brand-50 hover:text-brand-700"
                  >
                    <Icon aria-hidden="true" className="size-5 text-brand-600" />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="estatisticas-titulo"
            className="rounded-3xl bg-white p-8 shadow-sm"
          >
            <h2 id="estatisticas-titulo" className="text-xl font-semibold text-neutral-900">
              Nossa rede em números
            </h2>
            <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="site-map-stats">
              {figures.map((figure) => (
                <div
                  key={figure.label}
                  className="flex flex-col-reverse rounded-2xl bg-brand-50 p-4 text-center"
                >
                  <dt className="text-sm text-neutral-700">{figure.label}</dt>
                  <dd className="font-display text-3xl font-bold text-brand-700">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section
          aria-labelledby="lojas-estado-titulo"
          className="mt-6 rounded-3xl bg-white p-8 shadow-sm"
        >
          <h2 id="lojas-estado-titulo" className="text-xl font-semibold text-neutral-900">
            Lojas por estado e cidade
          </h2>
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
                      <div key={city.path}>
                        <h4 className="flex items-center gap-2 font-semibold text-neutral-800">
                          <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                          <Link to={city.path} className="hover:text-brand-700 hover:underline">
                            {city.name}
                          </Link>
                          <span className="text-sm font-normal text-neutral-600">
                            ({storeCountLabel(city.count)})
                          </span>
                        </h4>
                        {storesByCity[city.path] ? (
                          <ul className="mt-2 space-y-1 pl-6">
                            {storesByCity[city.path]!.map((store) => (
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
                    ))}
                  </div>
                </section>
              ))}
            </div>
          )}
        </section>

        <section
          aria-labelledby="links-uteis-titulo"
          className="mt-6 rounded-3xl bg-white p-8 shadow-sm"
        >
          <h2 id="links-uteis-titulo" className="text-xl font-semibold text-neutral-900">
            Links úteis
          </h2>
          <ul className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <Link to="/#nossa-essencia" className="text-neutral-700 hover:text-brand-700">
                Sobre Nós
              </Link>
            </li>
            <li>
              <Link to="/#contato" className="text-neutral-700 hover:text-brand-700">
                Contato
              </Link>
            </li>
            {FOOTER_CITIES.map((city) => (
              <li key={city}>
                <Link to={storesByCityPath(city)} className="text-neutral-700 hover:text-brand-700">
                  Lojas em {city}
                </Link>
              </li>
            ))}
            {shopUrl ? (
              <li>
                <ExternalLink
                  href={shopUrl}
                  className="inline-flex items-center gap-2 text-neutral-700 hover:text-brand-700"
                >
                  <Package aria-hidden="true" className="size-4" />
                  Loja online
                </ExternalLink>
              </li>
            ) : null}
            <li>
              <Link to="/login" className="text-neutral-700 hover:text-brand-700">
                Login Administrativo
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </main>
  );
}
