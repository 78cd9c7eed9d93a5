import { Link, useSearchParams } from "react-router";
import {
  DateRangeFields,
  FilterActions,
  FilterSelect,
  filterControl,
} from "~/components/admin/list-filters";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { Pagination, pageCount } from "~/components/admin/pagination";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  auditAuthor,
  auditChangeLines,
  auditRecordName,
  auditRecordPath,
} from "~/domain/audit-labels";
import { queryText } from "~/domain/text-input";
import { AUDIT_PAGE_SIZE, listAuditEntries } from "~/models/audit-log.server";
import { listUsers } from "~/models/users.server";
import { staffQuery } from "./staff-request.server";
import type { Route } from "./+types/audit-log";

export async function loader(args: Route.LoaderArgs) {
  const { db, query } = await staffQuery(args, "activity.view");
  const filters = {
    userId: Number(query.get("usuario")) || undefined,
    entity: queryText(query, "entidade", 60) || undefined,
    from: parseDate(query.get("de")),
    to: parseDate(query.get("ate")),
    page: Math.max(1, Math.min(10_000, Number(query.get("page")) || 1)),
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
  { header: "Usuário", cell: (e) => auditAuthor(e.userName, e.details) },
  { header: "Ação", cell: (e) => AUDIT_ACTION_LABELS[e.action] ?? e.action },
  { header: "Entidade", cell: (e) => AUDIT_ENTITY_LABELS[e.entity] ?? e.entity },
  { header: "Registro", cell: (e) => <RecordLink entry={e} /> },
  {
    header: "Alterações",
    className: "max-w-md text-xs break-words text-neutral-700",
    cell: (e) => (e.action === "update" ? <Changes details={e.details} /> : null),
  },
];

/** The record by its name, linked to the screen that edits it while it exists. */
function RecordLink({ entry }: { entry: Entry }) {
  const name = auditRecordName(entry.entityId, entry.details);
  const path = auditRecordPath(entry, entry.details);
  return path ? (
    <Link to={path} className="text-brand-700 underline">
      {name}
    </Link>
  ) : (
    <span>{name}</span>
  );
}

/** Old → new per field (a creation or a removal lists none). */
function Changes({ details }: { details: Entry["details"] }) {
  const lines = auditChangeLines(details);
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5">
      {lines.map((line) => (
        <li key={line.field}>{line.text}</li>
      ))}
    </ul>
  );
}

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
        <FilterSelect
          label="Usuário"
          name="usuario"
          defaultValue={params.get("usuario") ?? ""}
          all="Todos"
          options={staff.map((u) => ({ value: u.id, label: u.name }))}
        />
        <FilterSelect
          label="Entidade"
          name="entidade"
          defaultValue={queryText(params, "entidade", 60)}
          all="Todas"
          options={Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <DateRangeFields idPrefix="audit" inputClass={filterControl} />
        <div className="flex items-end gap-2">
          <FilterActions clearTo="/restrita/atividades" />
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
      <Pagination page={page} pages={pageCount(total, pageSize)} />
    </div>
  );
}
