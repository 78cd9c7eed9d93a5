/** Which testimonials the moderation shows: the store, pending or approved, and the page. */
import { Form, Link, useSearchParams } from "react-router";
import { buttonSecondary, inputClass } from "~/components/admin/stores/fields";
import { StoreOptions, type StoreOption } from "./testimonial-list";

/** The current address with some query parameters changed (null removes one). */
function useQueryLink() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
}

export function TestimonialStoreFilter({
  stores,
  storeId,
  approved,
}: {
  stores: StoreOption[];
  storeId: number | undefined;
  approved: boolean;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="status" value={approved ? "aprovados" : "pendentes"} />
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-store" className="text-sm font-medium text-neutral-800">
          Loja
        </label>
        <select id="filter-store" name="loja" defaultValue={storeId ?? ""} className={inputClass}>
          <StoreOptions stores={stores} none="Todas as lojas" />
        </select>
      </div>
      <button type="submit" className={buttonSecondary}>
        Filtrar
      </button>
    </Form>
  );
}

export function TestimonialStatusTabs({
  approved,
  pending,
  approvedCount,
}: {
  approved: boolean;
  pending: number;
  approvedCount: number;
}) {
  const link = useQueryLink();
  const tabs = [
    { current: !approved, status: null, label: `Pendentes (${pending})` },
    { current: approved, status: "aprovados", label: `Aprovados (${approvedCount})` },
  ];
  return (
    <nav aria-label="Situação dos depoimentos" className="flex gap-2 border-b border-neutral-200">
      {tabs.map((tab) => (
        <Link
          key={tab.status ?? "pendentes"}
          to={link({ status: tab.status, page: null })}
          aria-current={tab.current ? "page" : undefined}
          className={`border-b-2 px-3 py-2 text-sm font-medium ${tab.current ? "border-brand-600 text-brand-700" : "border-transparent text-neutral-600"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export function TestimonialPagination({
  page,
  pages,
  total,
}: {
  page: number;
  pages: number;
  total: number;
}) {
  const link = useQueryLink();
  if (pages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between text-sm">
      {page > 1 ? <Link to={link({ page: String(page - 1) })}>Anterior</Link> : <span />}
      <span>
        Página {page} de {pages} · {total} depoimentos
      </span>
      {page < pages ? <Link to={link({ page: String(page + 1) })}>Próxima</Link> : <span />}
    </nav>
  );
}
