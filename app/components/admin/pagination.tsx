/**
 * The links between the pages of a long staff list (stores, newsletter subscribers, activity
 * log): 'Anterior', 'Página 2 de 5', 'Próxima', with the search and the other parameters kept.
 */
import { Link, useSearchParams } from "react-router";
import { buttonSecondary } from "./stores/fields";

/** How many pages `total` rows make, `pageSize` a page; one at least (the empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const pageLink = (target: number, label: string) => {
    if (target < 1 || target > pages) return <span />;
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return (
      <Link to={`?${next.toString()}`} className={buttonSecondary}>
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between text-sm">
      {pageLink(page - 1, "Anterior")}
      <span>
        Página {page} de {pages}
      </span>
      {pageLink(page + 1, "Próxima")}
    </nav>
  );
}
