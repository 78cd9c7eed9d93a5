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
import { createElement, lazy, memo, Suspense, type ComponentType } from "react";

export type Deferred<P> = ComponentType<P> & { preload(): Promise<unknown> };

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
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
): Deferred<P> {
  const Part = deferred(load);
  const Bounded = memo(function DeferredBoundary(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Part, props));
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
