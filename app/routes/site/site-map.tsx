import { PLACES_CREDITS } from "~/domain/place-credits";
import { SiteMapDirectory } from "~/components/site-map/site-map-directory";
import {
  MainPages,
  NetworkFigures,
  SiteMapHeader,
  SiteMapTrail,
  UsefulLinks,
} from "~/components/site-map/site-map-sections";
import { seoMeta } from "~/domain/seo";
import { getApp } from "~/server/context.server";
import { publicPageHeaders } from "~/server/http-cache.server";
import { loadSiteMap } from "./site-map.server";
import type { Route } from "./+types/site-map";

export function loader({ context }: Route.LoaderArgs) {
  return loadSiteMap(getApp(context));
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { brandName, directory, storesByCity, compact, stats, shopUrl } = loaderData;
  return (
    <main className="bg-nude-50 pb-20">
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <SiteMapTrail />
        <SiteMapHeader brandName={brandName} />
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <MainPages brandName={brandName} />
          <NetworkFigures stats={stats} />
        </div>
        <SiteMapDirectory directory={directory} storesByCity={storesByCity} compact={compact} />
        <UsefulLinks shopUrl={shopUrl} />
        {/* The municipalities the store search knows are openly licensed data: credited here. */}
        <p className="mt-6 text-sm text-neutral-600" data-places-credits="">
          Créditos. {PLACES_CREDITS}.
        </p>
      </div>
    </main>
  );
}
