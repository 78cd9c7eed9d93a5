/**
 * Parts of the public pages loaded on their own, after the page's first download (see
 * `deferred`); the server renders them whole, so a page is complete with or without JavaScript.
 *
 * - The footer is below every page's fold, and what a visitor does there works before its code
 *   arrives: its links are links and its newsletter form posts without JavaScript.
 * - The 404 and 410 contents are needed only on those pages. (The page of an unexpected error
 *   comes with the app: see server-error-content.tsx.)
 *
 * The footer is its own (memoized) boundary, as it sits in the frame around every page, which
 * re-renders with the router's state; render the error contents inside a Suspense boundary.
 */
import { deferred, deferredBoundary } from "~/components/ui/deferred";

export const SiteFooter = deferredBoundary(() =>
  import("~/components/site-footer").then((m) => m.SiteFooter),
);

const errorPages = () => import("~/components/site-error-pages");
export const NotFoundContent = deferred(() => errorPages().then((m) => m.NotFoundContent));
export const ClosedStoreContent = deferred(() => errorPages().then((m) => m.ClosedStoreContent));
