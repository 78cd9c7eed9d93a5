import { data, Link } from "react-router";
import { StorePageBody } from "~/components/store/store-page";
import { previewStorePage } from "~/models/store-change-requests.server";
import { PreviewPage, previewHandle, previewHeaders, previewMeta } from "./preview-page";
import type { Route } from "./+types/change-request-preview";
import { requireChangeRequest } from "./change-requests.server";

export const handle = previewHandle;

export function meta({ data: loaded }: Route.MetaArgs) {
  return previewMeta(loaded?.store.name ?? "loja");
}

export const headers = previewHeaders;

/** The store's page with the request's changes applied, by the public page's own component. */
export async function loader(args: Route.LoaderArgs) {
  const { app, request } = await requireChangeRequest(args, "changes.view");
  const preview = await previewStorePage(app.db, request);
  if (!preview) throw data({ message: "Loja não encontrada" }, { status: 404 });
  return { ...preview, requestId: request.id };
}

export default function ChangeRequestPreview({ loaderData }: Route.ComponentProps) {
  const { store, places, requestId } = loaderData;
  return (
    <PreviewPage
      bar={
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
      }
    >
      <StorePageBody store={store} places={places} />
    </PreviewPage>
  );
}
