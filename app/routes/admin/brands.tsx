import { Eye, EyeOff, Pencil, Plus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import {
  EmptyState,
  iconButton,
  LoadError,
  PageHeader,
  primaryButton,
} from "~/components/admin/admin-ui";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { brandListActionSchema } from "~/domain/content-schemas";
import { deleteBrand, listBrandsForAdmin, toggleBrand } from "~/models/admin-brands.server";
import { requireUser } from "~/server/auth.server";
import { contentListAction } from "~/server/content-list-action.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/brands";
import { Tooltip } from "~/components/ui/tooltip";

const LIST = "/restrita/marcas";

export function meta() {
  return [{ title: "Gerenciar Marcas | Área Restrita" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  return { brands: await listBrandsForAdmin(db) };
}

export async function action(args: Route.ActionArgs) {
  return contentListAction(args, {
    list: LIST,
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
      actions={
        loaded ? (
          <Link to="/restrita/marcas/novo" className={primaryButton}>
            <Plus aria-hidden className="size-4" />
            Nova Marca
          </Link>
        ) : null
      }
    />
  );
}

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="flex flex-col gap-6">
      <Header loaded />
      {brands.length === 0 ? (
        <EmptyState>
          <p>Nenhuma marca cadastrada.</p>
          <Link to="/restrita/marcas/novo" className={primaryButton}>
            <Plus aria-hidden className="size-4" />
            Nova Marca
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {brands.map((brand, index) => (
            <li
              key={brand.id}
              className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm"
              data-testid="brand-card"
            >
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
                  <span className="absolute inset-0 flex items-center justify-center bg-black/30">
                    <span className="rounded-full bg-neutral-900 px-3 py-1 text-xs font-semibold text-white">
                      Inativa
                    </span>
                  </span>
                )}
              </div>
              <div className="flex flex-1 flex-col gap-2 border-t border-neutral-100 p-3">
                <p className="text-sm font-medium text-neutral-900">{brand.name}</p>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Tooltip label="Editar">
                    <Link
                      to={`/restrita/marcas/editar/${brand.id}`}
                      className={iconButton}
                      aria-label={`Editar marca ${brand.name}`}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </Link>
                  </Tooltip>
                  <Form method="post">
                    <input type="hidden" name="intent" value="toggle" />
                    <input type="hidden" name="id" value={brand.id} />
                    <Tooltip label={brand.active ? "Desativar" : "Ativar"}>
                      <button
                        type="submit"
                        disabled={busy}
                        className={iconButton}
                        aria-label={`${brand.active ? "Desativar" : "Ativar"} marca ${brand.name}`}
                      >
                        {brand.active ? (
                          <EyeOff aria-hidden className="size-4" />
                        ) : (
                          <Eye aria-hidden className="size-4" />
                        )}
                      </button>
                    </Tooltip>
                  </Form>
                  <ConfirmDelete
                    fields={{ intent: "delete", id: brand.id }}
                    message="Tem certeza que deseja excluir esta marca?"
                    label={`Excluir marca ${brand.name}`}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="flex flex-col gap-6">
      <Header loaded={false} />
      <LoadError
        title="Erro ao carregar marcas"
        message="Não foi possível carregar as marcas. Verifique sua conexão ou tente novamente."
      />
    </div>
  );
}
