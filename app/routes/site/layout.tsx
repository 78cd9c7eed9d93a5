import { Suspense, useEffect } from "react";
import { isRouteErrorResponse, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { ClosedStoreContent, NotFoundContent, SiteFooter } from "~/components/deferred-site-parts";
import { ServerErrorContent } from "~/components/server-error-content";
import { SiteHeader } from "~/components/site-header";
import type { ClosedStorePage } from "~/domain/store-directory";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/layout";

function SiteFrame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const settings = root?.settings;
  return (
    <>
      <SiteHeader settings={settings} />
      {children}
      {/* Its code comes after the page's first download; hydrated in its own task. */}
      <SiteFooter settings={settings} />
    </>
  );
}

/** Header and footer around every public page; the landing page's field speed is reported. */
export default function SiteLayout() {
  const matches = useMatches();
  // The page the visit landed on, fixed for the visit (later pages are client-side).
  const routeId = matches.at(-1)?.id ?? "";
  // The landing page's field speed (ADR 0024): its code comes after the load event, once.
  useEffect(() => {
    const start = () =>
      void import("~/components/web-vitals").then((m) => m.reportWebVitals(routeId));
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
    // Only on arrival: later pages are client-side navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

function isClosedStore(value: unknown): value is ClosedStorePage {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { kind?: unknown }).kind === "store-closed"
  );
}

/** A public address that leads nowhere still shows the site around the message, never a dead end. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let content: React.ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) content = <NotFoundContent />;
  else if (isRouteErrorResponse(error) && error.status === 410 && isClosedStore(error.data))
    content = <ClosedStoreContent page={error.data} />;
  else content = <ServerErrorContent error={error} />;
  return (
    <SiteFrame>
      <Suspense>{content}</Suspense>
    </SiteFrame>
  );
}
