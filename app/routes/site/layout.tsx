import { Suspense, useState } from "react";
import { isRouteErrorResponse, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { ClosedStoreContent, NotFoundContent, SiteFooter } from "~/components/deferred-site-parts";
import { ServerErrorContent } from "~/components/server-error-content";
import { SiteHeader } from "~/components/site-header";
import { useWebVitals } from "~/components/web-vitals";
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
  const [routeId] = useState(() => matches.at(-1)?.id ?? "");
  useWebVitals(routeId);
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
