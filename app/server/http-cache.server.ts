/**
 * The Cache-Control of public pages (policy values in cache-policy.ts): a page whose answer sets
 * a cookie (a flash toast being shown or cleared) is personal and is never stored.
 */
import type { HeadersArgs } from "react-router";
import { CACHE_CONTROL } from "./cache-policy";

export function publicPageHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
}: Pick<HeadersArgs, "parentHeaders" | "loaderHeaders" | "actionHeaders">): Headers {
  const personal = [parentHeaders, loaderHeaders, actionHeaders].some((h) => h.has("Set-Cookie"));
  return new Headers({
    "Cache-Control": personal ? CACHE_CONTROL.private : CACHE_CONTROL.publicPage,
  });
}

/** Never kept by any cache: a page behind a one-time link stops working the moment it is used. */
export function privatePageHeaders() {
  return { "Cache-Control": CACHE_CONTROL.private };
}
