/** What the staff previews of public pages share: drawn as the public page, never cached. */
import { Suspense, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { CACHE_CONTROL } from "~/server/cache-policy";
import type { loader as rootLoader } from "~/root";
import type { RestrictedHandle } from "./layout";

const NO_INDEX = "noindex, nofollow";

/** Staff only, but drawn as the public page: header, the public page's component and footer. */
export const previewHandle: RestrictedHandle = { publicChrome: true };

/** The preview's title, naming what it shows; never indexed. */
export function previewMeta(name: string) {
  return [
    { title: `Pré-visualização: ${name} | Área Restrita` },
    { name: "robots", content: NO_INDEX },
  ];
}

/** A preview is personal and shows what is not public: never stored by any cache, never indexed. */
export function previewHeaders() {
  return { "Cache-Control": CACHE_CONTROL.private, "X-Robots-Tag": NO_INDEX };
}

/** The preview's bar above the public header, the page's body, then the public footer. */
export function PreviewPage({ bar, children }: { bar: ReactNode; children: ReactNode }) {
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  return (
    <>
      {bar}
      <SiteHeader settings={settings} />
      {children}
      <Suspense>
        <SiteFooter settings={settings} />
      </Suspense>
    </>
  );
}
