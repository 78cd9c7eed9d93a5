import * as Dialog from "@radix-ui/react-dialog";
import { Download, Eye, Pencil, Plus, RefreshCw, Search, Trash2, Upload, X } from "lucide-react";
import { useEffect, useState } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  useFetcher,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "react-router";
import { toast } from "sonner";
import { buttonPrimary, buttonSecondary } from "~/components/admin/stores/fields";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { IconLink } from "~/components/admin/icon-button";
import { ConfirmSubmit } from "~/components/admin/confirm-submit";
import { parseForm } from "~/domain/form-input";
import { formatPhoneDisplay } from "~/domain/phone";
import { queryText } from "~/domain/text-input";
import { storeListActionSchema } from "~/domain/store-schemas";
import {
  deleteStore,
  listStoresForAdmin,
  previewStoreSlugRegeneration,
  regenerateStoreSlugs,
  type SlugChange,
  type SlugRegeneration,
} from "~/models/admin-stores.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/stores";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Gerenciar Lojas", matches);
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  const url = new URL(args.request.url);
  const term = queryText(url.searchParams, "q");
  const page = Math.min(
    100_000,
    Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "", 10) || 1),
  );
  const result = await listStoresForAdmin(db, { term, page });
  return { ...result, term };
}

function countLabel(n: number, one: string, many: string): string {
  return `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;
}

/** The result of an address regeneration in plain words: old addresses keep working. */
function regenerationMessage(result: SlugRegeneration): {
  type: "success" | "error" | "info";
  text: string;
} {
  if (result.total === 0) return { type: "info", text: "Nenhuma loja encontrada" };
  const parts: string[] = [];
  if (result.changes.length > 0) {
    parts.push(
      `${countLabel(result.changes.length, "endereço atualizado", "endereços atualizados")} com sucesso. Os endereços antigos continuam funcionando e levam às páginas novas`,
    );
  }
  if (result.errors > 0) {
    parts.push(
      `${countLabel(result.errors, "endereço não pôde", "endereços não puderam")} ser atualizado${result.errors === 1 ? "" : "s"}`,
    );
  }
  if (parts.length === 0) {
    return { type: "success", text: "Todos os endereços já estão corretos" };
  }
  return { type: result.errors > 0 ? "error" : "success", text: parts.join(" · ") };
}

/** 'Basiquinha Vila Nova: /endereco-antigo → /basiquinha-vila-nova' */
function changeLine(change: SlugChange): string {
  return `${change.name}: /${change.from} → /${change.to}`;
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const submission = parseForm(await readFormData(args.request), { schema: storeListActionSchema });
  if (submission.status !== "success") throw data(null, { status: 400 });
  const value = submission.value;

  if (value.intent === "preview-slugs") {
    const preview = await previewStoreSlugRegeneration(app.db);
    return data({
      intent: "preview-slugs" as const,
      at: Date.now(),
      message: preview.changes.length > 0 ? null : regenerationMessage({ ...preview, errors: 0 }),
      changes: preview.changes.map(changeLine),
    });
  }

  if (value.intent === "regenerate-slugs") {
    try {
      const result = await regenerateStoreSlugs(app.db, user.id, {
        onError: (error, storeId) =>
          app.logger.error({ err: error, storeId }, "slug update failed"),
      });
      const message = regenerationMessage(result);
      return data({
        intent: "regenerate-slugs" as const,
        at: Date.now(),
        message,
        changes: result.changes.map(changeLine),
      });
    } catch (error) {
      app.logger.error({ err: error }, "slug regeneration failed");
      return data(
        {
          intent: "regenerate-slugs" as const,
          at: Date.now(),
          message: {
            type: "error" as const,
            text: "Erro inesperado ao atualizar os endereços. Nada mais foi alterado; tente de novo.",
          },
          changes: [],
        },
        { status: 500 },
      );
    }
  }

  try {
    const removed = await deleteStore(app, user.id, value.storeId);
    if (!removed) {
      return data(
        { intent: "delete" as const },
        {
          status: 404,
          headers: await toastHeaders(app.env, {
            type: "error",
            title: "Não foi possível excluir a loja",
            description: "Tente novamente mais tarde",
          }),
        },
      );
    }
    return data(
      { intent: "delete" as const },
      {
        headers: await toastHeaders(app.env, {
          type: "success",
          title: "Loja excluída com sucesso!",
        }),
      },
    );
  } catch (error) {
    app.logger.error({ err: error }, "store delete failed");
    return data(
      { intent: "delete" as const },
      {
        status: 500,
        headers: await toastHeaders(app.env, {
          type: "error",
          title: "Não foi possível excluir a loja",
          description: "Tente novamente mais tarde",
        }),
      },
    );
  }
}

const dateFmt = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

/** The regeneration result stays on screen for 8 seconds. */
const RESULT_MS = 8000;

export default function AdminStores({ loaderData }: Route.ComponentProps) {
  const { stores, term, total, page, pages } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname === "/restrita/lojas";

  const pageLink = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next.toString()}`;
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl font-bold text-neutral-900">Gerenciar Lojas</h1>
          <p className="text-sm text-neutral-600">
            {total === 1 ? "1 loja" : `${total.toLocaleString("pt-BR")} lojas`}
            {term ? ` para "${term}"` : " cadastradas"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RegenerateSlugs />
          <Link to="/restrita/lojas/nova" className={buttonPrimary}>
            <Plus aria-hidden className="h-4 w-4" />
            Nova Loja
          </Link>
        </div>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Form method="get" role="search" className="relative w-full max-w-md">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-neutral-400"
          />
          <label htmlFor="store-search" className="sr-only">
            Buscar lojas
          </label>
          <input
            id="store-search"
            type="search"
            name="q"
            defaultValue={term}
            placeholder="Buscar por nome, cidade ou estado..."
            className="w-full rounded-lg border border-neutral-300 bg-white py-2 pr-3 pl-9 focus:border-brand-500 focus:outline-none"
          />
        </Form>
        <nav aria-label="Planilha de lojas" className="flex flex-wrap gap-2 text-sm">
          <a href="/restrita/lojas/exportar.csv" className={buttonSecondary} download>
            <Download aria-hidden className="h-4 w-4" />
            Exportar CSV
          </a>
          <Link to="/restrita/lojas/importar" className={buttonSecondary}>
            <Upload aria-hidden className="h-4 w-4" />
            Importar CSV
          </Link>
        </nav>
      </div>

      <p aria-live="polite" className="sr-only">
        {searching ? "Carregando..." : ""}
      </p>

      {stores.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm">
          {term ? (
            <>
              <p className="text-neutral-700">Nenhuma loja encontrada para &quot;{term}&quot;.</p>
              <Link
                to="/restrita/lojas"
                className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700"
              >
                <X aria-hidden className="h-4 w-4" />
                Limpar busca
              </Link>
            </>
          ) : (
            <p className="text-neutral-700">Nenhuma loja cadastrada.</p>
          )}
        </div>
      ) : (
        <div
          className={`overflow-x-auto rounded-xl bg-white shadow-sm ${searching ? "opacity-60" : ""}`}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Lojas cadastradas</caption>
            <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Nome
                </th>
                <th scope="col" className="px-4 py-3">
                  Localização
                </th>
                <th scope="col" className="px-4 py-3">
                  WhatsApp
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Data Cadastro
                </th>
                <th scope="col" className="px-4 py-3">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {stores.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-neutral-900">
                    {s.name}
                  </th>
                  <td className="px-4 py-3">
                    {s.city}, {s.state}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {s.whatsapp ? formatPhoneDisplay(s.whatsapp) : "—"}
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                        s.active ? "bg-green-100 text-green-800" : "bg-neutral-200 text-neutral-700"
                      }`}
                    >
                      {s.active ? "Ativa" : "Inativa"}
                    </span>
                  </td>
                  <td className="px-4 py-3">{dateFmt.format(new Date(s.createdAt))}</td>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-1">
                      <IconLink
                        to={`/restrita/lojas/visualizar/${s.id}`}
                        label={`Visualizar ${s.name}`}
                        tooltip="Visualizar"
                        icon={<Eye aria-hidden className="h-4 w-4" />}
                      />
                      <IconLink
                        to={`/restrita/lojas/editar/${s.id}`}
                        label={`Editar ${s.name}`}
                        tooltip="Editar"
                        icon={<Pencil aria-hidden className="h-4 w-4" />}
                        className="rounded p-2 text-brand-700 hover:bg-brand-50"
                      />
                      <ConfirmSubmit
                        message="Tem certeza que deseja excluir esta loja?"
                        fields={{ intent: "delete", storeId: s.id }}
                        trigger={<Trash2 aria-hidden className="h-4 w-4" />}
                        triggerLabel={`Excluir ${s.name}`}
                        triggerClassName="rounded p-2 text-red-700 hover:bg-red-50"
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 ? (
        <nav aria-label="Paginação" className="flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className={buttonSecondary}>
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span>
            Página {page} de {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className={buttonSecondary}>
              Próxima
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

/**
 * 'Regenerar URLs das Lojas': first a preview of every address that would change, then a
 * confirmation; nothing changes before the confirmation.
 */
function RegenerateSlugs() {
  const preview = useFetcher<typeof action>();
  const apply = useFetcher<typeof action>();
  const running = preview.state !== "idle" || apply.state !== "idle";
  const previewData =
    preview.data && "intent" in preview.data && preview.data.intent === "preview-slugs"
      ? preview.data
      : null;
  const applied =
    apply.data && "intent" in apply.data && apply.data.intent === "regenerate-slugs"
      ? apply.data
      : null;
  const [dialogFor, setDialogFor] = useState<number | null>(null);
  const [visible, setVisible] = useState<number | null>(null);

  // A preview with changes opens the confirmation; one without changes is the answer itself.
  useEffect(() => {
    if (!previewData) return;
    if (previewData.changes.length > 0) setDialogFor(previewData.at);
    else setVisible(previewData.at);
  }, [previewData]);

  useEffect(() => {
    if (!applied) return;
    setDialogFor(null);
    setVisible(applied.at);
  }, [applied]);

  useEffect(() => {
    if (visible === null) return;
    const timer = window.setTimeout(() => setVisible(null), RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const latest = [previewData, applied]
    .filter((d): d is NonNullable<typeof d> => Boolean(d?.message))
    .sort((a, b) => b.at - a.at)[0];
  const shown = latest && visible === latest.at ? latest : null;
  const tone =
    shown?.message?.type === "error"
      ? "border-red-200 bg-red-50 text-red-900"
      : shown?.message?.type === "info"
        ? "border-neutral-200 bg-neutral-50 text-neutral-800"
        : "border-green-200 bg-green-50 text-green-900";
  const dialogOpen = Boolean(previewData && dialogFor === previewData.at);

  return (
    <div className="relative">
      <preview.Form method="post">
        <input type="hidden" name="intent" value="preview-slugs" />
        <button type="submit" disabled={running} className={buttonSecondary}>
          <RefreshCw
            aria-hidden
            className={`h-4 w-4 ${running ? "animate-spin motion-reduce:animate-none" : ""}`}
          />
          {running ? "Verificando..." : "Regenerar URLs das Lojas"}
        </button>
      </preview.Form>
      <Dialog.Root open={dialogOpen} onOpenChange={(open) => (open ? null : setDialogFor(null))}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(92vw,36rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="text-lg font-semibold text-neutral-900">
              Atualizar os endereços das lojas?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-neutral-700">
              {previewData
                ? `${countLabel(previewData.changes.length, "loja terá", "lojas terão")} o endereço da página trocado para o que vem do nome. Os endereços atuais continuarão funcionando: quem abrir um deles (Google, Instagram, QR codes) será levado ao novo.`
                : ""}
            </Dialog.Description>
            <p className="mt-3 text-sm font-medium text-neutral-800">
              Nome: endereço atual → novo endereço
            </p>
            <ul className="mt-1 min-h-0 flex-1 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-neutral-800">
              {previewData?.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" className={buttonSecondary}>
                  Cancelar
                </button>
              </Dialog.Close>
              <apply.Form method="post">
                <input type="hidden" name="intent" value="regenerate-slugs" />
                <button type="submit" disabled={running} className={buttonPrimary}>
                  {apply.state !== "idle" ? "Atualizando..." : "Confirmar e atualizar"}
                </button>
              </apply.Form>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div aria-live="polite" role="status">
        {shown?.message ? (
          <div
            className={`absolute right-0 z-20 mt-2 w-[min(90vw,26rem)] rounded-lg border p-4 text-sm shadow-lg ${tone}`}
          >
            <p className="font-semibold">{shown.message.text}</p>
            {shown.changes.length > 0 ? (
              <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
                {shown.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  useEffect(() => {
    toast.error("Erro ao carregar lojas", { description: "Tente novamente mais tarde" });
  }, []);
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Não foi possível carregar as lojas. Verifique sua conexão ou tente novamente mais tarde.";
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-2xl font-bold text-neutral-900">Gerenciar Lojas</h1>
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p>{message}</p>
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state !== "idle"}
          className={`${buttonSecondary} mt-4`}
        >
          <RefreshCw aria-hidden className="h-4 w-4" />
          Tentar novamente
        </button>
      </div>
    </div>
  );
}
