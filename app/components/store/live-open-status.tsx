import { deferredBoundary } from "~/components/ui/deferred";

/**
 * 'Aberto agora' or 'Fechado', as `OpenStatus` (./open-status), with its code loaded after the
 * page's first download. The status needs the opening-hours rules in the browser only to stay
 * true while the page is open (it refreshes every 30 seconds): the server's status is in the
 * page from the start, and the code takes over when it arrives.
 */
export const LiveOpenStatus = deferredBoundary(() =>
  import("./open-status").then((m) => m.OpenStatus),
);

/** Loads the status's code ahead (client-side navigations to a store page). */
export const preloadOpenStatus = LiveOpenStatus.preload;
