import { preloadModule } from "react-dom";
import type { ReactNode } from "react";
import type { EntryContext } from "react-router";

/**
 * The modules React Router's `<Scripts>` preloads for a server-rendered page: the client entry and
 * what it imports, and each matched route's module with its imports (the same list, in the same
 * order, as React Router's own `<link rel="modulepreload">` tags).
 */
export function pageModuleHrefs(context: EntryContext): string[] {
  const { manifest, staticHandlerContext } = context;
  const hrefs = [manifest.entry.module, ...manifest.entry.imports];
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (!route) continue;
    hrefs.push(route.module);
    if (route.clientActionModule) hrefs.push(route.clientActionModule);
    if (route.clientLoaderModule) hrefs.push(route.clientLoaderModule);
    if (route.hydrateFallbackModule) hrefs.push(route.hydrateFallbackModule);
    hrefs.push(...(route.imports ?? []));
  }
  return [...new Set(hrefs)];
}

/**
 * Declares the page's modules as low-priority module preloads (ADR 0024). The server-rendered
 * HTML paints without them; they make the page interactive. React writes these tags in the head
 * before the ones `<Scripts>` renders for the same addresses, and a browser fetches a module once
 * per address, so each module is asked for once, after what the first paint needs (the style
 * sheet, the fonts, the largest image).
 */
export function LowPriorityModules({
  hrefs,
  nonce,
  children,
}: {
  hrefs: string[];
  nonce?: string;
  children: ReactNode;
}) {
  for (const href of hrefs) {
    // `fetchPriority` is passed through to the tag by React DOM 19 but missing from its types.
    preloadModule(href, { as: "script", nonce, fetchPriority: "low" } as Parameters<
      typeof preloadModule
    >[1]);
  }
  // It wraps the page rather than sitting beside it: a sibling would shift the ids `useId` gives
  // on the server away from the ones the browser computes when it hydrates.
  return children;
}
