import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** Page numbers to show: the first, the last and the current one with its neighbours. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of pages) {
    const last = out.at(-1);
    if (typeof last === "number" && p - last > 1) out.push("gap");
    out.push(p);
  }
  return out;
}

const item =
  "inline-flex min-w-10 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-semibold";

export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginação" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={`${item} text-brand-700 hover:bg-brand-50`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Anterior
            </Link>
          ) : null}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Página ${p}`}
                className={`${item} ${p === page ? "bg-brand-600 text-white" : "text-neutral-700 hover:bg-brand-50"}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={`${item} text-brand-700 hover:bg-brand-50`}
            >
              Próxima
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
