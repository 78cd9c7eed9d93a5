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
import { MoveButtons } from "~/components/admin/move-buttons";
import { bannerListActionSchema, CONTENT_TEXT, MAX_BANNERS } from "~/domain/content-schemas";
import {
  deleteBanner,
  listBannersForAdmin,
  moveBanner,
  toggleBanner,
} from "~/models/admin-banners.server";
import { requireUser } from "~/server/auth.server";
import { contentListAction } from "~/server/content-list-action.server";
import { getApp } from "~/server/context.server";
import { displayWindowLabel } from "~/domain/display-window";
import type { Route } from "./+types/banners";
import { Tooltip } from "~/components/ui/tooltip";

const LIST = "/restrita/banners";

export function meta() {
  return [{ title: "Gerenciar Banners | Área Restrita" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  return { banners: await listBannersForAdmin(db) };
}

export async function action(args: Route.ActionArgs) {
  return contentListAction(args, {
    list: LIST,
    entity: "banner",
    schema: bannerListActionSchema,
    messages: {
      updateFailed: "Erro ao atualizar banner",
      deleteFailed: "Erro ao excluir banner",
      notFound: "Banner não encontrado.",
      deleted: "Banner excluído",
      updated: "Banner atualizado",
      hidden: "O banner não aparece mais no site.",
      shown: "O banner está no site.",
    },
    changes: { toggle: toggleBanner, remove: deleteBanner, move: moveBanner },
  });
}

function Header({ count }: { count: number | null }) {
  const full = count !== null && count >= MAX_BANNERS;
  return (
    <PageHeader
      title="Gerenciar Banners"
      description={
        count === null
          ? "Banners do carrossel da página inicial."
          : `Banners do carrossel da página inicial, na ordem em que aparecem (${count} de ${MAX_BANNERS}). Todos contam para o limite de ${MAX_BANNERS}, inclusive os inativos e os agendados.`
      }
      actions={
        count === null ? null : full ? (
          <p
            role="status"
            className="rounded-lg bg-amber-50 px-4 py-2.5 text-sm font-semibold text-amber-900"
          >
            {CONTENT_TEXT.bannerLimitNotice}
          </p>
        ) : (
          <Link to="/restrita/banners/novo" className={primaryButton}>
            <Plus aria-hidden className="size-4" />
            Novo Banner
          </Link>
        )
      }
    />
  );
}

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const { banners } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="flex flex-col gap-6">
      <Header count={banners.length} />
      {banners.length === 0 ? (
        <EmptyState>
          <p>Nenhum banner cadastrada</p>
          <Link to="/restrita/banners/novo" className={primaryButton}>
            <Plus aria-hidden className="size-4" />
            Adicionar Banner
          </Link>
        </EmptyState>
      ) : (
        <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {banners.map((banner, index) => (
            <li
              key={banner.id}
              className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm"
              data-testid="banner-card"
            >
              <div className="relative bg-neutral-100">
                <img
                  src={banner.imageUrl}
                  alt={banner.description}
                  width={banner.width ?? 1600}
                  height={banner.height ?? 600}
                  loading={index < 3 ? "eager" : "lazy"}
                  decoding="async"
                  className={`aspect-[8/3] w-full object-cover ${banner.active ? "" : "opacity-60 grayscale"}`}
                />
                <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-neutral-800">
                  {index + 1}º
                </span>
                {banner.active ? null : (
                  <span className="absolute inset-0 flex items-center justify-center bg-black/40">
                    <span className="rounded-full bg-neutral-900 px-3 py-1 text-sm font-semibold text-white">
                      Inativo
                    </span>
                  </span>
                )}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                {banner.window !== "open" || banner.endsAt ? (
                  <p
                    className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      banner.window === "scheduled"
                        ? "bg-amber-100 text-amber-900"
                        : banner.window === "ended"
                          ? "bg-neutral-200 text-neutral-700"
                          : "bg-green-100 text-green-800"
                    }`}
                  >
                    {displayWindowLabel(banner.startsAt, banner.endsAt)}
                  </p>
                ) : null}
                <p className="text-sm break-all">
                  {banner.url ? (
                    <a
                      href={banner.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 underline"
                    >
                      {banner.url}
                    </a>
                  ) : (
                    <span className="text-neutral-500">Sem link de redirecionamento</span>
                  )}
                </p>
                <p className="flex-1 font-medium text-neutral-900">{banner.description}</p>
                <div className="flex flex-wrap items-center gap-2 pt-2">
                  <Tooltip label="Editar">
                    <Link
                      to={`/restrita/banners/editar/${banner.id}`}
                      className={iconButton}
                      aria-label={`Editar banner ${banner.description}`}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </Link>
                  </Tooltip>
                  <Form method="post">
                    <input type="hidden" name="intent" value="toggle" />
                    <input type="hidden" name="id" value={banner.id} />
                    <Tooltip label={banner.active ? "Desativar" : "Ativar"}>
                      <button
                        type="submit"
                        disabled={busy}
                        className={iconButton}
                        aria-label={`${banner.active ? "Desativar" : "Ativar"} banner ${banner.description}`}
                      >
                        {banner.active ? (
                          <EyeOff aria-hidden className="size-4" />
                        ) : (
                          <Eye aria-hidden className="size-4" />
                        )}
                      </button>
                    </Tooltip>
                  </Form>
                  <MoveButtons
                    id={banner.id}
                    index={index}
                    count={banners.length}
                    name={`banner ${banner.description}`}
                    busy={busy}
                  />
                  <ConfirmDelete
                    fields={{ intent: "delete", id: banner.id }}
                    message="Tem certeza que deseja excluir este banner?"
                    label={`Excluir banner ${banner.description}`}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="flex flex-col gap-6">
      <Header count={null} />
      <LoadError
        title="Erro ao carregar banners"
        message="Não foi possível carregar os banners. Verifique sua conexão ou tente novamente."
      />
    </div>
  );
}
