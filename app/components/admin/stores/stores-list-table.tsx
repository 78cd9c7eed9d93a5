/**
 * The staff store list: the table of one page of stores with their actions, the empty state
 * (with or without a search).
 */
import { Eye, Pencil, X } from "lucide-react";
import { Link } from "react-router";
import { ColumnHeaders } from "~/components/admin/admin-ui";
import { TrashSubmit } from "~/components/admin/confirm-delete";
import { useCan } from "~/components/admin/use-can";
import { IconLink } from "~/components/admin/icon-button";
import { formatPhoneDisplay } from "~/domain/phone-number";

export type StoresListRow = {
  id: number;
  name: string;
  city: string;
  state: string;
  whatsapp: string | null;
  active: boolean;
  createdAt: Date | string;
};

const dateFmt = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

const COLUMNS = ["Nome", "Localização", "WhatsApp", "Status", "Data Cadastro"];

/**
 * The actions column stays on screen: on a phone the table scrolls sideways inside its box, and
 * the buttons stick to its right edge instead of sitting past it.
 */
const ACTIONS_CELL =
  "sticky right-0 px-2 py-3 shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)] sm:px-4 sm:shadow-none";

function StatusPill({ active }: { active: boolean }) {
  const tone = active ? "bg-green-100 text-green-800" : "bg-neutral-200 text-neutral-700";
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {active ? "Ativa" : "Inativa"}
    </span>
  );
}

function RowActions({ store }: { store: StoresListRow }) {
  const mayDelete = useCan()("stores.delete");
  return (
    <div className="flex items-center gap-1">
      <IconLink
        to={`/restrita/lojas/visualizar/${store.id}`}
        label={`Visualizar ${store.name}`}
        tooltip="Visualizar"
        icon={<Eye aria-hidden className="h-4 w-4" />}
      />
      <IconLink
        to={`/restrita/lojas/editar/${store.id}`}
        label={`Editar ${store.name}`}
        tooltip="Editar"
        icon={<Pencil aria-hidden className="h-4 w-4" />}
        className="rounded p-2 text-brand-700 hover:bg-brand-50"
      />
      {mayDelete ? (
        <TrashSubmit
          message="Tem certeza que deseja excluir esta loja?"
          fields={{ intent: "delete", storeId: store.id }}
          label={`Excluir ${store.name}`}
        />
      ) : null}
    </div>
  );
}

function StoreRow({ store }: { store: StoresListRow }) {
  const cells = [
    `${store.city}, ${store.state}`,
    store.whatsapp ? formatPhoneDisplay(store.whatsapp) : "—",
    <StatusPill key="status" active={store.active} />,
    dateFmt.format(new Date(store.createdAt)),
  ];
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-medium text-neutral-900">
        {store.name}
      </th>
      {cells.map((cell, i) => (
        <td key={i} className={i === 1 ? "px-4 py-3 whitespace-nowrap" : "px-4 py-3"}>
          {cell}
        </td>
      ))}
      <td className={`${ACTIONS_CELL} bg-white`}>
        <RowActions store={store} />
      </td>
    </tr>
  );
}

/** No store on the list: with a search, the way back to every store. */
function EmptyList({ term }: { term: string }) {
  return (
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
  );
}

/** One page of stores; dimmed while the next search loads. */
export function StoresListTable({
  stores,
  term,
  searching,
}: {
  stores: readonly StoresListRow[];
  term: string;
  searching: boolean;
}) {
  if (stores.length === 0) return <EmptyList term={term} />;
  return (
    <div
      className={`overflow-x-auto rounded-xl bg-white shadow-sm ${searching ? "opacity-60" : ""}`}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Lojas cadastradas</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
          <tr>
            <ColumnHeaders labels={COLUMNS} className="px-4 py-3" />
            <th scope="col" className={`${ACTIONS_CELL} bg-neutral-50`}>
              Ações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {stores.map((store) => (
            <StoreRow key={store.id} store={store} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
