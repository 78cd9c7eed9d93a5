import { Suspense, type ComponentProps } from "react";
import { deferred } from "~/components/ui/deferred";
import type { OpenStatus } from "./open-status";

/*
 * The status needs the opening-hours rules in the browser only to stay true while the page is
 * open (it refreshes every 30 seconds): the server's status is in the page from the start, so
 * that code comes after the first download and takes over when it arrives.
 */
const DeferredOpenStatus = deferred(() => import("./open-status").then((m) => m.OpenStatus));

/** 'Aberto agora' or 'Fechado', as `OpenStatus`, with its code loaded after the page's. */
export function LiveOpenStatus(props: ComponentProps<typeof OpenStatus>) {
  return (
    <Suspense fallback={null}>
      <DeferredOpenStatus {...props} />
    </Suspense>
  );
}

/** Loads the status's code ahead (client-side navigations to a store page). */
export const preloadOpenStatus = DeferredOpenStatus.preload;
