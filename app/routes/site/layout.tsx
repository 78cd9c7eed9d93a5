import playfairLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import { Suspense, useState } from "react";
import { isRouteErrorResponse, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { ClosedStoreContent, NotFoundContent, SiteFooter } from "~/components/deferred-site-parts";
import { ServerErrorContent } from "~/components/server-error-content";
import { SiteHeader } from "~/components/site-header";
import { useWebVitals } from "~/components/web-vitals";
import interLatin from "~/fonts/inter-latin-wght-400-700.woff2?url";
import type { ClosedStorePage } from "~/domain/store-directory";
import { pageTypeOfRoute } from "~/domain/web-vitals";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/layout";

/**
 * The two fonts every public page sets its text in (body and headings, Latin letters): asked for
 * with the HTML instead of after the style sheet has been read and the page laid out, so on a slow
 * phone network the text shows in its own face sooner and moves less when it swaps in.
 */
export const links: Route.LinksFunction = () =>
  [interLatin, playfairLatin].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  }));

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
  const [pageType] = useState(() => pageTypeOfRoute(matches.at(-1)?.id ?? ""));
  useWebVitals(pageType);
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
