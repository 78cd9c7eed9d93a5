import { Suspense } from "react";
import { data, Link, useRouteLoaderData } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { StorePageBody } from "~/components/store/store-page";
import { previewStorePage } from "~/models/store-change-requests.server";
import { CACHE_CONTROL } from "~/server/cache-policy";
import type { loader as rootLoader } from "~/root";
import type { RestrictedHandle } from "./layout";
import type { Route } from "./+types/change-request-preview";
import { requireChangeRequest } from "./change-requests.server";

/** Staff only, but drawn as the public page: header, the store page component and footer. */
export const handle: RestrictedHandle = { publicChrome: true };

const NO_INDEX = "noindex, nofollow";

export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: `Pré-visualização: ${loaded?.store.name ?? "loja"} | Área Restrita` },
    { name: "robots", content: NO_INDEX },
  ];
}

/** A preview shows what is not public: never stored by any cache, never indexed. */
export function headers() {
  return { "Cache-Control": CACHE_CONTROL.private, "X-Robots-Tag": NO_INDEX };
}

/** The store's page with the request's changes applied, by the public page's own component. */
export async function loader(args: Route.LoaderArgs) {
  const { app, request } = await requireChangeRequest(args, "changes.view");
  const preview = await previewStorePage(app.db, request);
  if (!preview) throw data({ message: "Loja não encontrada" }, { status: 404 });
  return { ...preview, requestId: request.id };
}

export default function ChangeRequestPreview({ loaderData }: Route.ComponentProps) {
  const { store, places, requestId } = loaderData;
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  return (
    <>
      <div
        role="status"
        data-testid="preview-bar"
        className="flex flex-wrap items-center gap-3 bg-amber-100 px-4 py-3 text-sm text-amber-950"
      >
        <p className="flex-1 font-semibold">
          Pré-visualização — a página da loja com a alteração pedida (ainda não publicada)
        </p>
        <Link to={`/restrita/aprovacoes/${requestId}`} className="font-semibold underline">
          Voltar para a solicitação
        </Link>
      </div>
      <SiteHeader settings={settings} />
      <StorePageBody store={store} places={places} />
      <Suspense>
        <SiteFooter settings={settings} />
      </Suspense>
    </>
  );
}
