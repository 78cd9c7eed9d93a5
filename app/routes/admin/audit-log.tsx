import { Link, useSearchParams } from "react-router";
import { DateRangeFields } from "~/components/admin/audit-log-list";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { StoresListPagination } from "~/components/admin/stores/stores-list-table";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  describeAuditDetails,
} from "~/domain/audit-labels";
import { queryText } from "~/domain/text-input";
import { AUDIT_PAGE_SIZE, listAuditEntries } from "~/models/audit-log.server";
import { listUsers } from "~/models/users.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/audit-log";

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  const url = new URL(args.request.url);
  const filters = {
    userId: Number(url.searchParams.get("usuario")) || undefined,
    entity: queryText(url.searchParams, "entidade", 60) || undefined,
    from: parseDate(url.searchParams.get("de")),
    to: parseDate(url.searchParams.get("ate")),
    page: Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1)),
  };
  const [result, staff] = await Promise.all([listAuditEntries(db, filters), listUsers(db)]);
  return {
    ...result,
    staff: staff.map((u) => ({ id: u.id, name: u.name })),
    page: filters.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** A real calendar date ("2026-02-30" is refused, not rolled over to March). */
function parseDate(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    ? value
    : undefined;
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

const columns: DataColumn<Entry>[] = [
  { header: "Data", nowrap: true, cell: (e) => dateTime.format(new Date(e.createdAt)) },
  { header: "Usuário", cell: (e) => e.userName ?? "—" },
  { header: "Ação", cell: (e) => AUDIT_ACTION_LABELS[e.action] ?? e.action },
  { header: "Entidade", cell: (e) => AUDIT_ENTITY_LABELS[e.entity] ?? e.entity },
  { header: "Registro", cell: (e) => e.entityId ?? "—" },
  {
    header: "Detalhes",
    className: "max-w-md text-xs break-words text-neutral-600",
    cell: (e) => describeAuditDetails(e.details),
  },
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, staff, page, pageSize } = loaderData;
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-2xl font-bold text-neutral-900">Registro de atividades</h1>
        <p className="text-sm text-neutral-600">Todas as alterações feitas na área restrita.</p>
      </header>
      <form method="get" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-5">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-neutral-700">Usuário</span>
          <select name="usuario" defaultValue={params.get("usuario") ?? ""} className={field}>
            <option value="">Todos</option>
            {staff.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-neutral-700">Entidade</span>
          <select
            name="entidade"
            defaultValue={queryText(params, "entidade", 60)}
            className={field}
          >
            <option value="">Todas</option>
            {Object.entries(AUDIT_ENTITY_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields idPrefix="audit" inputClass={field} />
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Filtrar
          </button>
          <Link to="/restrita/atividades" className="px-2 py-2 text-sm text-neutral-600 underline">
            Limpar
          </Link>
        </div>
      </form>
      <DataTable<Entry>
        columns={columns}
        rows={entries}
        rowKey={(e) => e.id}
        empty={
          <p className="rounded-xl bg-white p-8 text-center text-neutral-600 shadow-sm">
            Nenhuma atividade encontrada.
          </p>
        }
      />
      <StoresListPagination page={page} pages={Math.max(1, Math.ceil(total / pageSize))} />
    </div>
  );
}

const field =
  "rounded-lg border border-neutral-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none";
