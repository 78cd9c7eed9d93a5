import { usableUrl } from "~/components/external-link";
import { SITE_MAP_CRUMBS } from "~/components/site-map/site-map-sections";
import { breadcrumbJsonLd } from "~/domain/structured-data";
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
import type { AppContext } from "~/server/context.server";
import { buildSeo } from "~/server/seo.server";

/**
 * Up to this many active stores the site map lists every store under its city; above it, a
 * network-wide list would be megabytes of HTML, so it lists states and cities with their counts,
 * each linking to its directory page (which lists the stores a page at a time).
 */
export const SITE_MAP_STORE_LIMIT = 500;

/** The site map's states, cities (and, in a small network, stores), figures and SEO. */
export async function loadSiteMap(app: AppContext) {
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
    jsonLd: [breadcrumbJsonLd(app.env.PUBLIC_SITE_URL, SITE_MAP_CRUMBS)],
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
