/**
 * Anonymous store events from the browser. Sent with navigator.sendBeacon, which queues the
 * request and returns at once, so a click on WhatsApp or 'Como Chegar' is never held up.
 */
import { useEffect } from "react";
import type { StoreEventKind } from "#db/schema";
import { sendBeacon } from "~/components/beacon";

export const STORE_EVENTS_ENDPOINT = "/api/eventos";

/** Attribute that marks a link whose clicks are counted: data-store-event="whatsapp_click". */
export const STORE_EVENT_ATTRIBUTE = "data-store-event";

const CLICK_KINDS: ReadonlySet<string> = new Set<StoreEventKind>([
  "whatsapp_click",
  "directions_click",
  "instagram_click",
]);

export function sendStoreEvent(storeId: number, kind: StoreEventKind): void {
  sendBeacon(STORE_EVENTS_ENDPOINT, new URLSearchParams({ storeId: String(storeId), kind }));
}

/** Counts one page view per store visited and every click on a marked link of the page. */
export function useStoreEvents(storeId: number): void {
  useEffect(() => {
    sendStoreEvent(storeId, "page_view");
    const onClick = (event: MouseEvent) => {
      // Left and middle clicks open the link; right clicks only open the context menu.
      if (event.button !== 0 && event.button !== 1) return;
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest(`[${STORE_EVENT_ATTRIBUTE}]`);
      const kind = link?.getAttribute(STORE_EVENT_ATTRIBUTE);
      if (kind && CLICK_KINDS.has(kind)) sendStoreEvent(storeId, kind as StoreEventKind);
    };
    // On the window, in the capture phase: the click is seen before anything on the page can
    // stop it. React stops clicks on a part whose code is still on its way (the sections below
    // the about section come after the page's first download), and the link still opens.
    window.addEventListener("click", onClick, true);
    window.addEventListener("auxclick", onClick, true);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("auxclick", onClick, true);
    };
  }, [storeId]);
}
