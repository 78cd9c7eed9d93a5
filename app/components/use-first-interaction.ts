import { useSyncExternalStore } from "react";

/**
 * The inputs after which Chromium stops looking for the page's largest contentful paint (a tap
 * or click, a key, a scroll): from then on, something new on the screen can no longer become the
 * page's LCP.
 */
const INTERACTIONS = ["pointerdown", "keydown", "scroll"] as const;

let interacted = false;
const listeners = new Set<() => void>();

function onInteraction() {
  if (interacted) return;
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
  for (const listener of listeners) listener();
}

/**
 * A tap, click or key before the page's code arrived left no event to listen to, but Chromium
 * kept it as the page's `first-input` entry (Event Timing): read from the buffer, it counts.
 */
function noticeEarlierInput() {
  if (!PerformanceObserver.supportedEntryTypes?.includes("first-input")) return;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().length === 0) return;
    observer.disconnect();
    onInteraction();
  });
  observer.observe({ type: "first-input", buffered: true });
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0 && !interacted) {
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onInteraction, { capture: true, passive: true });
    }
    if (typeof PerformanceObserver !== "undefined") noticeEarlierInput();
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/**
 * Whether the visitor has tapped, clicked, pressed a key or scrolled since the page loaded (false
 * on the server). Parts that would paint something large by themselves (a carousel's next
 * banner) wait for it, so the page's LCP stays its first large paint.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}
