import { renderRobotsTxt } from "~/domain/sitemap";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/robots";
import { CACHE_CONTROL } from "~/server/cache-policy";

export function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  return new Response(renderRobotsTxt(app.env.PUBLIC_SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.robots,
    },
  });
}
