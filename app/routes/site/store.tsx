import { data, redirect } from "react-router";
import { DEFERRED_SECTIONS, StorePageBody } from "~/components/store/store-page";
import { useStoreEvents } from "~/components/store/store-events";
import { preloadBannerCarousel } from "~/components/store/store-hero";
import { preloadOpenStatus } from "~/components/store/live-open-status";
import { withPartsLoaded } from "~/components/ui/deferred";
import { seoMeta } from "~/domain/seo";
import { holidayCalendar } from "~/models/holidays.server";
import { getSiteSettings } from "~/models/site-settings.server";
import {
  buildClosedStorePage,
  buildStorePageView,
  findActiveStoreBySlug,
  findStoreByAddress,
  loadStoreContent,
  storeBreadcrumbJsonLd,
  storeCoverImage,
  storeDescription,
  storeJsonLd,
  storeKeywords,
  storePath,
  storePlaceCrumbs,
  storeTitle,
} from "~/models/store-page.server";
import { getApp } from "~/server/context.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/store";

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const slug = params.slug ?? "";
  const store = await findActiveStoreBySlug(app.db, slug);
  if (!store) {
    // An old address of the store ('/basiquinha-parque-amazonia' after a rename) or another
    // casing of it ('/Basiquinha-Setor-Bueno') moves for good to the one current address; a
    // store that no longer operates is gone (410) and its page points to the nearest ones.
    const target = await findStoreByAddress(app.db, slug);
    if (target?.active) throw redirect(storePath(target.slug), 301);
    if (target) throw data(await buildClosedStorePage(app.db, target), { status: 410 });
    throw data(null, { status: 404 });
  }

  const now = new Date();
  const [settings, content, calendar] = await Promise.all([
    getSiteSettings(app.db),
    loadStoreContent(app.db, store.id, now, (error, what) =>
      app.logger.warn({ err: error, storeId: store.id }, `could not load ${what}`),
    ),
    // Without the holiday decisions the page still shows the store's own hours.
    holidayCalendar(app.db, now).catch((error: unknown) => {
      app.logger.warn({ err: error, storeId: store.id }, "could not load holiday decisions");
      return null;
    }),
  ]);
  const holidayDays = calendar?.specialDays(store.state, store.city) ?? [];
  const description = storeDescription(store, content.sections);
  const seo = buildSeo(app, settings.brandName, {
    path: storePath(store.slug),
    title: storeTitle(store),
    description,
    image: storeCoverImage(content),
    imageAlt: store.name,
    type: "business.business",
    keywords: storeKeywords(store, content.sections, settings.brandName),
    jsonLd: [
      storeJsonLd({
        origin: app.env.PUBLIC_SITE_URL,
        store,
        content,
        description,
        settings,
        holidayDays,
        now,
      }),
      storeBreadcrumbJsonLd(app.env.PUBLIC_SITE_URL, store),
    ],
  });
  return {
    store: buildStorePageView(store, content, now, holidayDays),
    places: storePlaceCrumbs(store),
    seo,
  };
}

// Shared caches may keep the page briefly: the open/closed badge refreshes itself in the browser.
/**
 * Client-side navigations to a store page load the deferred sections' and the open status's code
 * with the page's data, so the page renders whole. The first visit is rendered by the server and does
 * not run this.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPartsLoaded(serverLoader, [
    preloadOpenStatus,
    preloadBannerCarousel,
    ...DEFERRED_SECTIONS.map((section) => section.preload),
  ]);
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { store } = data;
  return [
    ...seoMeta(data.seo),
    { property: "business:contact_data:street_address", content: store.addressLines[0] ?? "" },
    { property: "business:contact_data:locality", content: store.city },
    { property: "business:contact_data:region", content: store.stateCode ?? store.state },
    { property: "business:contact_data:country_name", content: "Brasil" },
  ];
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { store } = loaderData;
  useStoreEvents(store.id);
  return <StorePageBody store={store} places={loaderData.places} />;
}
