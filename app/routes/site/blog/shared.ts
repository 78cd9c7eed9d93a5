/** Pieces shared by the blog's route modules (client-safe: no server code here). */
import { data, redirect, type HeadersArgs, type MetaDescriptor } from "react-router";
import { seoMeta, type Seo } from "~/domain/seo";
import { CACHE_CONTROL } from "~/server/cache-policy";

export const BLOG_FEED_PATH = "/blog/rss.xml";

/** Public blog pages follow the site's public-page policy; failures are never stored. */
export const BLOG_CACHE_CONTROL = CACHE_CONTROL.publicPage;
export const NO_STORE = CACHE_CONTROL.private;

/** A list's body: public and cached when it loaded, 503 and never stored when it `failed`. */
export function blogResponse<T>(body: T, { failed = false }: { failed?: boolean } = {}) {
  return data(body, {
    status: failed ? 503 : 200,
    headers: { "Cache-Control": failed ? NO_STORE : BLOG_CACHE_CONTROL },
  });
}

/** The route's meta tags plus the RSS feed link in the page head. */
export function blogMeta(
  data: { seo?: Seo | null; brandName?: string } | undefined,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  return [
    ...seoMeta(data?.seo),
    ...extra,
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `Blog ${data?.brandName ?? "Basiquinha"}`,
      href: BLOG_FEED_PATH,
    },
  ];
}

/**
 * Cache-Control as the loader chose it (public on success, no-store on failures); a response
 * that sets a cookie (a flash toast) is personal and never cached.
 */
export function blogHeaders({ loaderHeaders, parentHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  const personal = [parentHeaders, loaderHeaders].some((h) => h.has("Set-Cookie"));
  const chosen = errorHeaders?.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  headers.set("Cache-Control", personal || !chosen ? NO_STORE : chosen);
  return headers;
}

/** The page a list address asks for (?page=N), 1 when it names none or a bad one. */
export function pageOf(url: URL): number {
  return parsePage(url.searchParams.get("page"));
}

/** ?page=N: a positive integer, anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Same path with ?page=N (no parameter for page 1), keeping the other parameters. */
export function withPage(url: URL, page: number): string {
  const params = new URLSearchParams(url.searchParams);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

/** How many pages `total` posts fill; an address past the last page redirects to the last one. */
export function pagesOrRedirect(url: URL, page: number, total: number, pageSize: number): number {
  const pageCount = pageCountOf(total, pageSize);
  if (page > pageCount) throw redirect(withPage(url, pageCount));
  return pageCount;
}
