import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { ColumnHeaders, EmptyState, PageHeader } from "~/components/admin/admin-ui";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { CHANGE_REQUEST_STATUS_LABELS, changeFieldLabel } from "~/domain/change-requests";
import { formatSaoPaulo, formatZoned } from "~/domain/sao-paulo-time";
import { isOverdue, listChangeRequests } from "~/models/store-change-requests.server";
import { storeScope } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/change-requests";
import { staffQuery } from "./staff-request.server";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Aprovações", matches);
}

/** Head office: every request, open ones first; a store manager: its stores' requests. */
export async function loader(args: Route.LoaderArgs) {
  const { user, db } = await staffQuery(args, "changes.view");
  const storeIds = storeScope(user, "changes.view");
  const overdueDays = getApp(args.context).env.CHANGE_REQUEST_OVERDUE_DAYS;
  const now = new Date();
  const requests = await listChangeRequests(db, { storeIds });
  return {
    reviewer: storeIds === null,
    overdueDays,
    requests: requests.map((r) => ({
      id: r.id,
      storeName: r.storeName,
      requesterName: r.requesterName,
      fields: r.changes.map((c) => changeFieldLabel(c.field)).join(", "),
      effectiveFrom: r.effectiveFrom ? formatZoned(r.effectiveFrom, r.storeTimeZone) : null,
      status: r.status,
      createdAt: formatSaoPaulo(r.createdAt),
      overdue: isOverdue(r, overdueDays, now),
    })),
  };
}

const cell = "px-4 py-3 text-left";

export default function ChangeRequests({ loaderData }: Route.ComponentProps) {
  const { requests, reviewer, overdueDays } = loaderData;
  const overdue = requests.filter((r) => r.overdue).length;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Aprovações"
        description={
          reviewer
            ? "Alterações pedidas pelos gestores de loja. A página da loja só muda quando você aprova."
            : "Suas solicitações de alteração e a resposta da matriz."
        }
      />
      {overdue > 0 ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-amber-100 px-4 py-3 text-sm text-amber-950"
        >
          <AlertTriangle aria-hidden className="size-4" />
          {overdue === 1
            ? `1 solicitação aguarda há mais de ${overdueDays} dias.`
            : `${overdue} solicitações aguardam há mais de ${overdueDays} dias.`}
        </p>
      ) : null}
      {requests.length === 0 ? (
        <EmptyState>Nenhuma solicitação de alteração.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-neutral-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-neutral-50 text-neutral-600">
              <tr>
                <ColumnHeaders
                  labels={["Loja", "Alterações", "Pedida por", "Enviada em", "Situação", ""]}
                  className={`${cell} font-semibold`}
                />
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr
                  key={r.id}
                  data-overdue={r.overdue || undefined}
                  className={`border-t border-neutral-100 ${r.overdue ? "bg-amber-50" : ""}`}
                >
                  <td className={`${cell} font-medium text-neutral-900`}>{r.storeName}</td>
                  <td className={cell}>
                    {r.fields}
                    {r.effectiveFrom ? (
                      <span className="block text-xs text-neutral-600">
                        A partir de {r.effectiveFrom} (horário da loja)
                      </span>
                    ) : null}
                  </td>
                  <td className={cell}>{r.requesterName ?? "—"}</td>
                  <td className={cell}>
                    {r.createdAt}
                    {r.overdue ? (
                      <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                        Há mais de {overdueDays} dias
                      </span>
                    ) : null}
                  </td>
                  <td className={cell}>{CHANGE_REQUEST_STATUS_LABELS[r.status]}</td>
                  <td className={cell}>
                    <Link
                      to={`/restrita/aprovacoes/${r.id}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {reviewer && (r.status === "pending" || r.status === "conflict")
                        ? "Revisar"
                        : "Ver"}
                      <span className="sr-only"> solicitação da {r.storeName}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
