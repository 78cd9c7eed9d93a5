import { PageHeader, ScreenLoadError } from "~/components/admin/admin-ui";
import {
  ContentListScreen,
  InactiveOverlay,
  NewRecordLink,
  RecordActions,
} from "~/components/admin/content-list/content-list-screen";
import { brandListActionSchema } from "~/domain/content-schemas";
import {
  deleteBrand,
  listBrandsForAdmin,
  toggleBrand,
  type AdminBrand,
} from "~/models/admin-brands.server";
import { contentListAction, contentListLoader } from "./content-list-action.server";
import { revalidateOnConflict } from "~/components/admin/edit-conflict";
import { rowEdit, type EditState } from "~/domain/edit-version";
import type { Route } from "./+types/brands";

const LIST = "/restrita/marcas";
const NEW = "/restrita/marcas/novo";

export function meta() {
  return [{ title: "Gerenciar Marcas | Área Restrita" }];
}

export async function loader(args: Route.LoaderArgs) {
  const { records, edit } = await contentListLoader(args, "brands.view", listBrandsForAdmin);
  return { brands: records, edit };
}

export const shouldRevalidate = revalidateOnConflict;

export async function action(args: Route.ActionArgs) {
  return contentListAction(args, {
    list: LIST,
    permission: "brands.edit",
    entity: "brand",
    schema: brandListActionSchema,
    messages: {
      updateFailed: "Erro ao atualizar marca",
      deleteFailed: "Erro ao excluir marca",
      notFound: "Marca não encontrada.",
      deleted: "Marca excluída",
      updated: "Marca atualizada",
      hidden: "A marca não aparece mais no site.",
      shown: "A marca está no site.",
    },
    changes: { toggle: toggleBrand, remove: deleteBrand },
  });
}

function Header({ loaded }: { loaded: boolean }) {
  return (
    <PageHeader
      title="Gerenciar Marcas"
      description="Logos exibidos na seção Nossas Marcas da página inicial, em ordem alfabética."
      actions={loaded ? <NewRecordLink to={NEW} label="Nova Marca" /> : null}
    />
  );
}

function BrandCard({
  brand,
  list,
  index,
  busy,
}: {
  brand: AdminBrand;
  list: EditState;
  index: number;
  busy: boolean;
}) {
  return (
    <>
      <div className="relative flex h-28 items-center justify-center bg-white p-4">
        <img
          src={brand.logoUrl}
          alt={`Logo ${brand.name}`}
          width={brand.width ?? 320}
          height={brand.height ?? 160}
          loading={index < 12 ? "eager" : "lazy"}
          decoding="async"
          className={`max-h-20 w-auto object-contain ${brand.active ? "" : "opacity-50 grayscale"}`}
        />
        {brand.active ? null : (
          <InactiveOverlay label="Inativa" veil="bg-black/30" text="text-xs" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 border-t border-neutral-100 p-3">
        <p className="text-sm font-medium text-neutral-900">{brand.name}</p>
        <RecordActions
          id={brand.id}
          edit={rowEdit(list, brand.version)}
          name={`marca ${brand.name}`}
          active={brand.active}
          busy={busy}
          editTo={`/restrita/marcas/editar/${brand.id}`}
          deleteMessage="Tem certeza que deseja excluir esta marca?"
          className="mt-auto flex flex-wrap gap-2"
        />
      </div>
    </>
  );
}

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentListScreen
      header={<Header loaded />}
      conflict={actionData?.conflict}
      records={loaderData.brands}
      empty={
        <>
          <p>Nenhuma marca cadastrada.</p>
          <NewRecordLink to={NEW} label="Nova Marca" />
        </>
      }
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
      testId="brand-card"
      card={(brand, index, busy) => (
        <BrandCard brand={brand} list={loaderData.edit} index={index} busy={busy} />
      )}
    />
  );
}

export function ErrorBoundary() {
  return (
    <ScreenLoadError
      header={<Header loaded={false} />}
      title="Erro ao carregar marcas"
      message="Não foi possível carregar as marcas. Verifique sua conexão ou tente novamente."
    />
  );
}
