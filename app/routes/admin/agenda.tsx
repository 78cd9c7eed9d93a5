/**
 * The network's calendar (ADR 0028): every scheduled store change and temporary closure ahead,
 * soonest first, each at its store's own clock, with the way to the store's calendar where it
 * is moved or cancelled.
 */
import { Link } from "react-router";
import { PageHeader, EmptyState } from "~/components/admin/admin-ui";
import { formatZoned } from "~/domain/sao-paulo-time";
import { listUpcomingStoreChanges } from "~/models/store-changes.server";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/agenda";

export function meta() {
  return [{ title: "Agenda das lojas | Área Restrita" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "schedule.view");
  const app = getApp(args.context);
  const entries = await listUpcomingStoreChanges(app.db, { now: new Date() });
  return {
    entries: entries.map((e) => ({
      key: `${e.kind}-${e.id}`,
      storeId: e.storeId,
      storeName: e.storeName,
      when:
        e.kind === "closure"
          ? `${formatZoned(e.at, e.timeZone)} até ${formatZoned(e.until!, e.timeZone)}`
          : formatZoned(e.at, e.timeZone),
      what: e.kind === "closure" ? "Fechada temporariamente" : e.fields.join(", "),
      author: e.author,
      failure: e.failure,
    })),
  };
}

export default function Agenda({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Agenda das lojas"
        description="Alterações agendadas, fotos agendadas e fechamentos temporários de todas as lojas, do mais próximo ao mais distante, no horário de cada loja."
      />
      {entries.length === 0 ? (
        <EmptyState>Nenhuma alteração agendada.</EmptyState>
      ) : (
        <table className="w-full text-left text-sm" data-testid="network-agenda">
          <thead className="border-b border-neutral-200 text-neutral-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Quando
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Loja
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                O que muda
              </th>
              <th scope="col" className="py-2 font-medium">
                Agendada por
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {entries.map((entry) => (
              <tr key={entry.key}>
                <td className="py-2 pr-4 align-top">{entry.when}</td>
                <td className="py-2 pr-4 align-top">
                  <Link
                    to={`/restrita/lojas/${entry.storeId}/agenda`}
                    className="font-medium text-brand-700 underline"
                  >
                    {entry.storeName}
                  </Link>
                </td>
                <td className="py-2 pr-4 align-top">
                  {entry.what}
                  {entry.failure ? (
                    <span className="block text-red-700">Não aplicada: {entry.failure}</span>
                  ) : null}
                </td>
                <td className="py-2 align-top">{entry.author ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
