import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { AccessDeniedPage } from "~/components/access-denied";
import { RequestErrorContent, ServerErrorContent } from "~/components/server-error-content";
import { NotFoundHeading, ReturnHomeLink } from "~/components/not-found-heading";
import { Toaster, toast as showToast } from "~/components/toast";
import { getSiteSettings } from "~/models/site-settings.server";
import { CACHE_CONTROL } from "~/server/cache-policy";
import { getApp } from "~/server/context.server";
import { isDatabaseDown } from "~/server/db-health.server";
import { readToast } from "~/server/flash.server";
import type { Route } from "./+types/root";
import { useNonce } from "./nonce";
import appStylesHref from "./app.css?url";

/**
 * A page that failed because the database dropped out is a temporary outage, not a bug:
 * answer 503 with Retry-After so browsers, crawlers and load balancers treat it as such.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    // A request the edge refused (a malformed address, a body past its limit) reaches no route.
    const refusal = getApp(context).refusal;
    if (refusal) throw data({ message: refusal.message }, { status: refusal.status });
    const response = await next();
    if (response.status !== 500 || !isDatabaseDown()) return response;
    const headers = new Headers(response.headers);
    headers.set("Retry-After", "5");
    headers.set("Cache-Control", CACHE_CONTROL.noStore);
    return new Response(response.body, { status: 503, headers });
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const [settings, flash] = await Promise.all([
    getSiteSettings(app.db),
    readToast(app.env, request),
  ]);
  return data(
    { settings, toast: flash.toast, mapTileUrl: settings.mapTileUrl ?? app.env.MAP_TILE_URL },
    flash.headers ? { headers: flash.headers } : undefined,
  );
}

// Settings change rarely: refetch the root data only after a form submission (which may have
// changed them or left a toast), not on every navigation.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

function FlashToast() {
  const data = useLoaderData<typeof loader>();
  const toast = data?.toast;
  useEffect(() => {
    if (!toast) return;
    const show =
      toast.type === "error"
        ? showToast.error
        : toast.type === "success"
          ? showToast.success
          : showToast;
    show(toast.title, { id: toast.id, description: toast.description });
  }, [toast]);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#be185d" />
        {/* With a precedence React puts the stylesheet first in <head>: the first paint waits
            for nothing but the HTML and this file. */}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <FlashToast />
      {/* At the bottom: at the top, toasts covered the logo, the menu and the breadcrumb. */}
      {/* The site is Portuguese, left to right: said here, or the toaster asks the browser for
          the page's computed direction (a style recalculation) when it mounts. */}
      <Toaster position="bottom-right" richColors closeButton dir="ltr" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) return <AccessDeniedPage />;
  if (status >= 400 && status < 500) return <RequestErrorContent status={status} error={error} />;
  return <ServerErrorContent error={error} />;
}

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-nude-50 px-6 text-center">
      <NotFoundHeading />
      <ReturnHomeLink />
    </main>
  );
}
