import { Suspense } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { loader as rootLoader } from "~/root";

/** Header and footer around every public page. */
export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const settings = root?.settings;
  return (
    <>
      <SiteHeader settings={settings} />
      <Outlet />
      {/* Hydrated in its own task, after the page content. */}
      <Suspense>
        <SiteFooter settings={settings} />
      </Suspense>
    </>
  );
}
