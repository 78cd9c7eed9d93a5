/**
 * The blog's numbered pages: page 1 is /blog itself (2 featured and 4 recent posts), then
 * /blog/pagina/2, /blog/pagina/3 ... list the older published posts, newest first, 12 a page.
 * Every published post is on one of them.
 */
export const BLOG_HOME_POSTS = 6;
export const OLDER_POSTS_PAGE_SIZE = 12;

export function blogPageHref(page: number): string {
  return page <= 1 ? "/blog" : `/blog/pagina/${page}`;
}

export function blogPageCount(total: number): number {
  const older = Math.max(0, total - BLOG_HOME_POSTS);
  return 1 + Math.ceil(older / OLDER_POSTS_PAGE_SIZE);
}

/** Where page N (2 or more) starts in the newest-first list of published posts. */
export function blogPageOffset(page: number): number {
  return page <= 1 ? 0 : BLOG_HOME_POSTS + (page - 2) * OLDER_POSTS_PAGE_SIZE;
}

/** '/blog/pagina/{n}': a whole number from 2 up, written plainly ('02' or '2.0' is not a page). */
export function parseBlogPage(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 ? page : null;
}
