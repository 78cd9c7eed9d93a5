import { renderSitemapXml } from "~/domain/sitemap";
import { listSitemapEntries } from "~/models/sitemap.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/sitemap";
import { CACHE_CONTROL } from "~/server/cache-policy";

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  const entries = await listSitemapEntries(app.db);
  return new Response(renderSitemapXml(app.env.PUBLIC_SITE_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.sitemap,
    },
  });
}
