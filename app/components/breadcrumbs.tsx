import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Crumb } from "~/domain/seo";

/** A trail of links; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Trilha de navegação" className="border-b border-neutral-100 bg-white">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-neutral-600">
        {crumbs.map((crumb, index) =>
          index < crumbs.length - 1 ? (
            <li key={crumb.path} className="flex items-center gap-1">
              <Link to={crumb.path} className="rounded hover:text-brand-700 hover:underline">
                {crumb.name}
              </Link>
              <ChevronRight aria-hidden="true" className="size-4 text-neutral-400" />
            </li>
          ) : (
            <li key={crumb.path}>
              <span aria-current="page" className="font-medium text-neutral-900">
                {crumb.name}
              </span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
