import { Download, Search } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import {
  EmptyState,
  formatDateTime,
  inputClass,
  screenErrorBoundary,
  PageHeader,
  primaryButton,
  secondaryButton,
} from "~/components/admin/admin-ui";
import { DateRangeFields, FilterSelect } from "~/components/admin/list-filters";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { Pagination, pageCount } from "~/components/admin/pagination";
import { newsletterActionSchema } from "~/domain/content-schemas";
import { queryText } from "~/domain/text-input";
import { SOURCE_LABELS, STATUS_LABELS } from "~/domain/subscribers-csv";
import {
  deleteSubscriber,
  listSubscribers,
  SUBSCRIBERS_PAGE_SIZE,
  subscriberFilters,
} from "~/models/admin-newsletter.server";
import { redirectWithToast } from "~/server/flash.server";
import { staffQuery } from "./staff-request.server";
import { readStaffForm } from "./staff-form-post.server";
import type { Route } from "./+types/newsletter";

export function meta() {
  return [{ title: "Newsletter | Área Restrita" }];
}

export async function loader(args: Route.LoaderArgs) {
  const { db, query: params } = await staffQuery(args, "newsletter.view");
  const filters = subscriberFilters(params);
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get("page"))) || 1));
  const result = await listSubscribers(db, { ...filters, page });
  return {
    ...result,
    page,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
    filtered: Boolean(filters.q || filters.status || filters.from || filters.to),
  };
}

export async function action(args: Route.ActionArgs) {
  const { user, app, submission } = await readStaffForm(
    args,
    "newsletter.edit",
    newsletterActionSchema,
  );
  const url = new URL(args.request.url);
  const back = `${url.pathname}${url.search}`;
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

type Subscriber = Route.ComponentProps["loaderData"]["subscribers"][number];

/** The consent record of a confirmed address: when, on which page, under which notice. */
function Consent({ s }: { s: Subscriber }) {
  if (!s.confirmedAt) return <span className="text-neutral-500">—</span>;
  return (
    <span className="flex flex-col text-xs text-neutral-700">
      <span className="whitespace-nowrap">{formatDateTime(s.confirmedAt)}</span>
      <span className="break-all">Página: {s.consentPage ?? "—"}</span>
      <span>Política: {s.noticeVersion ?? "—"}</span>
    </span>
  );
}

const columns: DataColumn<Subscriber>[] = [
  { header: "E-mail", className: "font-medium break-all text-neutral-900", cell: (s) => s.email },
  { header: "Origem", cell: (s) => SOURCE_LABELS[s.source] ?? s.source },
  { header: "Situação", cell: (s) => STATUS_LABELS[s.status] ?? s.status },
  { header: "Data de inscrição", nowrap: true, cell: (s) => formatDateTime(s.createdAt) },
  { header: "Consentimento", cell: (s) => <Consent s={s} /> },
  {
    header: "Ações",
    cell: (s) => (
      <ConfirmDelete
        fields={{ intent: "delete", id: s.id }}
        message="Tem certeza que deseja excluir este inscrito? O e-mail será apagado definitivamente, como pede a LGPD."
        label={`Excluir inscrito ${s.email}`}
      />
    ),
  },
];

const CLEAR = "/restrita/newsletter";

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { subscribers, total, page, pageSize, filtered } = loaderData;
  const [params] = useSearchParams();
  const exportParams = new URLSearchParams();
  for (const key of ["q", "situacao", "de", "ate"]) {
    const value = params.get(key);
    if (value) exportParams.set(key, value);
  }
  const exportHref = `/restrita/newsletter/exportar.csv${exportParams.size ? `?${exportParams}` : ""}`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Inscritos na Newsletter"
        description="E-mails que confirmaram a inscrição pelo link enviado, e os cadastrados antes da confirmação existir. Exclua um inscrito quando ele pedir a remoção dos seus dados (LGPD)."
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
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[2fr_1.4fr_1fr_1fr_auto]"
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
        <FilterSelect
          label="Situação"
          name="situacao"
          defaultValue={params.get("situacao") ?? "inscritos"}
          options={[
            { value: "inscritos", label: "Inscritos (confirmados e anteriores)" },
            { value: "confirmados", label: STATUS_LABELS.confirmed! },
            { value: "anteriores", label: STATUS_LABELS.legacy! },
            { value: "pendentes", label: STATUS_LABELS.pending! },
            { value: "todos", label: "Todos os endereços" },
          ]}
        />
        <DateRangeFields idPrefix="newsletter" inputClass={inputClass} />
        <div className="flex items-end gap-2">
          <button type="submit" className={primaryButton}>
            Filtrar
          </button>
          {filtered ? (
            <Link to={CLEAR} className="px-2 py-2 text-sm text-neutral-600 underline">
              Limpar
            </Link>
          ) : null}
        </div>
      </form>
      <p role="status" className="text-sm text-neutral-600">
        {total === 1 ? "1 inscrito" : `${total} inscritos`}
        {filtered ? " encontrados com estes filtros" : ""}
      </p>
      <DataTable<Subscriber>
        caption="Inscritos na newsletter"
        columns={columns}
        rows={subscribers}
        rowKey={(s) => s.id}
        rowTestId="subscriber-row"
        empty={
          <EmptyState>
            <p>
              {filtered
                ? "Nenhum inscrito encontrado com estes filtros."
                : "Nenhum inscrito ainda."}
            </p>
            {filtered ? (
              <Link to={CLEAR} className="font-semibold text-brand-700 underline">
                Limpar busca
              </Link>
            ) : null}
          </EmptyState>
        }
      />
      <Pagination page={page} pages={pageCount(total, pageSize)} />
    </div>
  );
}

export const ErrorBoundary = screenErrorBoundary({
  screen: "Inscritos na Newsletter",
  title: "Erro ao carregar inscritos",
  message: "Não foi possível carregar a lista de inscritos. Tente novamente.",
});
