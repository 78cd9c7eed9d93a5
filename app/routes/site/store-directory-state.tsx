import { data, Link, redirect } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { stateByCode, stateByName } from "~/domain/brazilian-states";
import { seoMeta, type Crumb } from "~/domain/seo";
import { breadcrumbJsonLd, pageListJsonLd } from "~/domain/structured-data";
import { directoryTitle, storeCountLabel } from "~/domain/store-directory";
import { getSiteSettings } from "~/models/site-settings.server";
import { listDirectoryIndex } from "~/models/store-directory.server";
import { getApp } from "~/server/context.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/store-directory-state";

/** /nossas-lojas/{uf}: the state's cities with their store counts, each linking to its page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const uf = params.uf ?? "";
  // 'GO', 'go', 'goiás' and 'mato-grosso-do-sul' all name a state: one page, at its code.
  const state = stateByCode(uf) ?? stateByName(uf.replace(/-/g, " "));
  if (!state) throw data(null, { status: 404 });
  if (uf !== state.code.toLowerCase()) {
    throw redirect(`/nossas-lojas/${state.code.toLowerCase()}`, 301);
  }
  const [settings, index] = await Promise.all([
    getSiteSettings(app.db),
    listDirectoryIndex(app.db),
  ]);
  const entry = index.find((s) => s.code === state.code);
  if (!entry) throw data(null, { status: 404 });

  const brand = settings.brandName;
  const origin = app.env.PUBLIC_SITE_URL;
  const crumbs: Crumb[] = [
    { name: "Início", path: "/" },
    { name: "Nossas Lojas", path: "/nossas-lojas" },
    { name: entry.name, path: entry.path },
  ];
  const seo = buildSeo(app, brand, {
    path: entry.path,
    title: directoryTitle(brand, entry.name),
    description: `${storeCountLabel(entry.count)} ${brand} em ${entry.cities.length} ${entry.cities.length === 1 ? "cidade" : "cidades"} de ${entry.name}: escolha a cidade e veja endereço, horário e WhatsApp de cada loja.`,
    jsonLd: [
      breadcrumbJsonLd(origin, crumbs),
      pageListJsonLd(
        origin,
        directoryTitle(brand, entry.name),
        entry.cities.length,
        entry.cities.map((city) => ({
          name: directoryTitle(brand, city.name, entry.code),
          path: city.path,
        })),
      ),
    ],
  });
  return {
    seo,
    crumbs,
    brand,
    state: { code: entry.code, name: entry.name, count: entry.count },
    cities: entry.cities.map((c) => ({ name: c.name, path: c.path, count: c.count })),
  };
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function StoreDirectoryState({ loaderData }: Route.ComponentProps) {
  const { crumbs, brand, state, cities } = loaderData;
  return (
    <main>
      <Breadcrumbs crumbs={crumbs} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="font-display text-3xl font-bold text-neutral-900">
          {directoryTitle(brand, state.name)}
        </h1>
        <p className="mt-2 text-neutral-700">
          {storeCountLabel(state.count)} em{" "}
          {cities.length === 1 ? "1 cidade" : `${cities.length} cidades`}.
        </p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Cidades">
          {cities.map((city) => (
            <li key={city.path}>
              <Link
                to={city.path}
                className="flex items-center justify-between rounded-xl bg-white p-4 font-medium text-neutral-900 shadow-sm hover:text-brand-700 hover:shadow"
              >
                <span>
                  {city.name} - {state.code}
                </span>
                <span className="text-sm text-neutral-600">{storeCountLabel(city.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
