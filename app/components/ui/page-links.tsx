import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** How a row of page links looks; `item` is shared by every link, the others add to it. */
export type PageLinksLook = {
  nav: string;
  list: string;
  item: string;
  /** The 'Anterior' and 'Próxima' links. */
  step: string;
  current: string;
  other: string;
};

/**
 * 'Anterior', the page numbers (a null is a gap, shown as '…') and 'Próxima', each a link to
 * its page; the current page is marked for screen readers. Nothing for a single page.
 */
export function PageLinks({
  page,
  pageCount,
  items,
  hrefFor,
  look,
}: {
  page: number;
  pageCount: number;
  items: readonly (number | null)[];
  hrefFor: (page: number) => string;
  look: PageLinksLook;
}) {
  if (pageCount <= 1) return null;
  const step = `${look.item} ${look.step}`;
  return (
    <nav aria-label="Paginação" className={look.nav}>
      <ul className={look.list}>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={step}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Anterior
            </Link>
          ) : null}
        </li>
        {items.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Página ${p}`}
                className={`${look.item} ${p === page ? look.current : look.other}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next" className={step}>
              Próxima
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
