/**
 * Cache-Control of public pages: a CDN may keep them for a minute and serve a stale copy while it
 * refreshes (ARCHITECTURE "Scale path"); browsers always revalidate. A response that sets a
 * cookie (a flash toast being shown or cleared) is personal and is never stored.
 */
import type { HeadersArgs } from "react-router";
import { PUBLIC_CACHE_CONTROL } from "./page-cache.server";

export const PUBLIC_PAGE_CACHE_CONTROL = PUBLIC_CACHE_CONTROL;
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function publicPageHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
}: Pick<HeadersArgs, "parentHeaders" | "loaderHeaders" | "actionHeaders">): Headers {
  const personal = [parentHeaders, loaderHeaders, actionHeaders].some((h) => h.has("Set-Cookie"));
  return new Headers({
    "Cache-Control": personal ? PRIVATE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL,
  });
}
