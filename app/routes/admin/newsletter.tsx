import { parseForm } from "~/domain/form-input";
import { Download, Search } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import {
  EmptyState,
  formatDateTime,
  inputClass,
  LoadError,
  PageHeader,
  primaryButton,
  secondaryButton,
} from "~/components/admin/admin-ui";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { newsletterActionSchema } from "~/domain/content-schemas";
import { queryText } from "~/domain/text-input";
import { SOURCE_LABELS } from "~/domain/subscribers-csv";
import {
  deleteSubscriber,
  listSubscribers,
  SUBSCRIBERS_PAGE_SIZE,
  subscriberFilters,
} from "~/models/admin-newsletter.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/newsletter";

export function meta() {
  return [{ title: "Newsletter | Área Restrita" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  const params = new URL(args.request.url).searchParams;
  const filters = subscriberFilters(params);
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get("page"))) || 1));
  const result = await listSubscribers(db, { ...filters, page });
  return {
    ...result,
    page,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
    filtered: Boolean(filters.q || filters.from || filters.to),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const url = new URL(args.request.url);
  const back = `${url.pathname}${url.search}`;
  const submission = parseForm(await readFormData(args.request), {
    schema: newsletterActionSchema,
  });
  const failure = {
    type: "error" as const,
    title: "Não foi possível excluir o inscrito",
    description: "Tente novamente mais tarde",
  };
  if (submission.status !== "success") return redirectWithToast(app.env, back, failure);
  try {
    const removed = await deleteSubscriber(app.db, user.id, submission.value.id);
    if (!removed) return redirectWithToast(app.env, back, failure);
    return redirectWithToast(app.env, back, {
      type: "success",
      title: "Inscrito excluído com sucesso!",
      description: "O e-mail foi apagado da lista.",
    });
  } catch (error) {
    app.logger.error({ err: error }, "newsletter subscriber delete failed");
    return redirectWithToast(app.env, back, failure);
  }
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { subscribers, total, page, pageSize, filtered } = loaderData;
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const exportParams = new URLSearchParams();
  for (const key of ["q", "de", "ate"]) {
    const value = params.get(key);
    if (value) exportParams.set(key, value);
  }
  const exportHref = `/restrita/newsletter/exportar.csv${exportParams.size ? `?${exportParams}` : ""}`;
  const pageLink = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next.toString()}`;
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Inscritos na Newsletter"
        description="E-mails cadastrados nos formulários do site. Exclua um inscrito quando ele pedir a remoção dos seus dados (LGPD)."
        actions={
          <a href={exportHref} className={secondaryButton} download>
            <Download aria-hidden className="size-4" />
            Exportar CSV
          </a>
        }
      />
      <form
        method="get"
        role="search"
        aria-label="Filtrar inscritos"
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="newsletter-q" className="font-medium text-neutral-700">
            E-mail
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
            />
            <input
              id="newsletter-q"
              type="search"
              name="q"
              defaultValue={queryText(params, "q")}
              placeholder="Buscar por e-mail..."
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="newsletter-from" className="font-medium text-neutral-700">
            De
          </label>
          <input
            id="newsletter-from"
            type="date"
            name="de"
            defaultValue={params.get("de") ?? ""}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="newsletter-to" className="font-medium text-neutral-700">
            Até
          </label>
          <input
            id="newsletter-to"
            type="date"
            name="ate"
            defaultValue={params.get("ate") ?? ""}
            className={inputClass}
          />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={primaryButton}>
            Filtrar
          </button>
          {filtered ? (
            <Link
              to="/restrita/newsletter"
              className="px-2 py-2 text-sm text-neutral-600 underline"
            >
              Limpar
            </Link>
          ) : null}
        </div>
      </form>
      <p role="status" className="text-sm text-neutral-600">
        {total === 1 ? "1 inscrito" : `${total} inscritos`}
        {filtered ? " encontrados com estes filtros" : ""}
      </p>
      {subscribers.length === 0 ? (
        <EmptyState>
          <p>
            {filtered ? "Nenhum inscrito encontrado com estes filtros." : "Nenhum inscrito ainda."}
          </p>
          {filtered ? (
            <Link to="/restrita/newsletter" className="font-semibold text-brand-700 underline">
              Limpar busca
            </Link>
          ) : null}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Inscritos na newsletter</caption>
            <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3">
                  Origem
                </th>
                <th scope="col" className="px-4 py-3">
                  Data de inscrição
                </th>
                <th scope="col" className="px-4 py-3">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {subscribers.map((s) => (
                <tr key={s.id} data-testid="subscriber-row">
                  <td className="px-4 py-3 font-medium break-all text-neutral-900">{s.email}</td>
                  <td className="px-4 py-3">{SOURCE_LABELS[s.source] ?? s.source}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(s.createdAt)}</td>
                  <td className="px-4 py-3">
                    <ConfirmDelete
                      fields={{ intent: "delete", id: s.id }}
                      message="Tem certeza que deseja excluir este inscrito? O e-mail será apagado definitivamente, como pede a LGPD."
                      label={`Excluir inscrito ${s.email}`}
                    />
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
            <Link to={pageLink(page - 1)} className="font-semibold text-brand-700">
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span>
            Página {page} de {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="font-semibold text-brand-700">
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

export function ErrorBoundary() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Inscritos na Newsletter" />
      <LoadError
        title="Erro ao carregar inscritos"
        message="Não foi possível carregar a lista de inscritos. Tente novamente."
      />
    </div>
  );
}
