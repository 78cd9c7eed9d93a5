/**
 * A component whose code is loaded on its own, after the page's first download.
 *
 * - The server renders it whole (React waits for it), so the page is complete with or without
 *   JavaScript.
 * - In the browser, hydrating a page, it is React.lazy: the part keeps its server HTML and
 *   hydrates in its own task when its code arrives (wrap it in a Suspense boundary).
 * - Once its code is loaded (`preload()`, e.g. from a route's clientLoader before a client-side
 *   navigation renders), it renders directly, without suspending: links to an anchor inside it
 *   find the element at once.
 */
import { createElement, Fragment, lazy, memo, Suspense, useState, type ComponentType } from "react";
import { useFetchers, useLocation, useNavigation, useRevalidator } from "react-router";

export type Deferred<P> = ComponentType<P> & { preload(): Promise<unknown> };

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What the browser waits for before it asks for the code while rendering (see `whenNear`). */
  needed: () => Promise<void> = () => Promise.resolve(),
): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() =>
    needed()
      .then(preload)
      .then((component) => ({ default: component })),
  );
  function DeferredPart(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(DeferredPart, { preload });
}

/**
 * A deferred part in a Suspense boundary of its own, memoized on its props: for parts inside a
 * component that re-renders while the part's code may still be on its way (state set on mount, a
 * tab, a toggle). A re-render that reaches a boundary still waiting for its code makes React drop
 * the server's HTML there and show the (empty) fallback until the code arrives; with the memo, a
 * re-render with the same props stops short of the boundary. A change of props still reaches it:
 * make such changes transitions (`startTransition`), so React keeps the server's HTML until it
 * can hydrate the part.
 */
export function deferredBoundary<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { whenNear?: boolean } = {},
): Deferred<P> {
  if (options.whenNear) return nearScreenBoundary(load);
  const Part = deferred(load);
  const Bounded = memo(function DeferredBoundary(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Part, props));
  });
  return Object.assign(Bounded, { preload: Part.preload }) as unknown as Deferred<P>;
}

/**
 * How close to the screen a part below the fold comes before the browser asks for its code: one
 * screen height, so a visitor who scrolls finds it hydrated.
 */
export const NEAR_SCREEN_MARGIN = "100% 0px";

/**
 * Calls `reveal` once the element after `marker` (the part's server HTML) comes within
 * NEAR_SCREEN_MARGIN of the screen. At once without IntersectionObserver, and when no such
 * element follows: nothing, or another part's marker, follows when the part renders in the
 * browser rather than from server HTML (a client-side navigation), and there is no reason to
 * wait then. Returns the cleanup.
 */
export function whenNear(marker: Element, reveal: () => void): (() => void) | undefined {
  const target = marker.nextElementSibling;
  if (!target || target.tagName === "TEMPLATE" || typeof IntersectionObserver === "undefined") {
    reveal();
    return undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reveal();
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

/** The `reveal` of every part below the fold whose code has not been asked for yet. */
const unrevealed = new Set<() => void>();

/**
 * Asks for the code of every part below the fold still waiting for the screen. For code about
 * to change the router's state outside a navigation, such as a fetcher's load: React cannot
 * apply an update to a part that has not hydrated, it holds the update (a transition) until the
 * part has, and a change of the router's state is such an update for every part waiting, as
 * React cannot tell whether a part reads it.
 */
export function revealDeferredParts(): void {
  for (const reveal of unrevealed) reveal();
}

/**
 * The same for navigations and revalidations, from the app's root, which renders before any
 * part: as soon as the router navigates or revalidates, or the location has changed since the
 * page loaded, the waiting parts' code is asked for, so the router's update is held only while
 * it downloads. (A fetcher's states can come and go within one render: its callers ask first.)
 */
export function useDeferredPartsFollowRouter(): void {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [firstKey] = useState(location.key);
  const busy =
    navigation.state !== "idle" ||
    fetchers.length > 0 ||
    revalidator.state !== "idle" ||
    location.key !== firstKey;
  if (busy && unrevealed.size > 0) revealDeferredParts();
}

/**
 * `deferredBoundary({ whenNear: true })`: a part below the fold whose code the browser asks for
 * only when the part comes near the screen, not during the page's load. Until then it is the
 * server's HTML, which must do its job alone (links are links, forms post); React hydrates it
 * when its code arrives. Only for parts whose taps need no code: a tap on a part not hydrated
 * yet does what the HTML does. An empty <template> (no box, no role, no text) marks where the
 * part starts, so the browser knows which element to watch without a wrapper that would change
 * the page's layout. A client-side navigation that loads the part's code first (`preload`, from
 * a route's clientLoader) renders it at once; one that does not asks for it at once (see
 * `whenNear`). The server always renders it whole.
 */
function nearScreenBoundary<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let resolve: () => void = () => {};
  const revealed = new Promise<void>((done) => (resolve = done));
  const reveal = () => {
    unrevealed.delete(reveal);
    resolve();
  };
  if (typeof document !== "undefined") unrevealed.add(reveal);
  const Part = deferred(load, () =>
    typeof document === "undefined" ? Promise.resolve() : revealed,
  );
  const watch = (marker: HTMLTemplateElement | null) =>
    marker ? whenNear(marker, reveal) : undefined;
  const Bounded = memo(function NearScreenBoundary(props: P) {
    // React cannot apply an update to a part that has not hydrated: it holds the update (a
    // transition) until the part has. New props (data of a navigation or a revalidation) are
    // such an update, so the code is asked for now and the update is held only while it
    // downloads; asking again is harmless. (Changes of the router's state: see
    // useDeferredPartsFollowRouter.)
    const [first] = useState(props);
    if (props !== first) reveal();
    return createElement(
      Fragment,
      null,
      createElement("template", { ref: watch }),
      createElement(Suspense, { fallback: null }, createElement(Part, props)),
    );
  });
  return Object.assign(Bounded, { preload: Part.preload }) as unknown as Deferred<P>;
}

/**
 * A route's data and the code of its deferred parts, loaded together: for a route's
 * `clientLoader`, so a client-side navigation renders the page whole (an anchor inside a
 * deferred part is found at once). The first visit is rendered by the server and does not run it.
 */
export async function withPartsLoaded<T>(
  load: () => Promise<T>,
  preloads: readonly (() => Promise<unknown>)[],
): Promise<T> {
  const [data] = await Promise.all([load(), ...preloads.map((preload) => preload())]);
  return data;
}
