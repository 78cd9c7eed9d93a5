import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** Public spec: 'Nossas Lojas' (/nossas-lojas) then the store name. */
export function StoreBreadcrumbs({ storeName }: { storeName: string }) {
  return (
    <nav aria-label="Trilha de navegação" className="border-b border-neutral-100 bg-white">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-neutral-600">
        <li className="flex items-center gap-1">
          <Link to="/nossas-lojas" className="rounded hover:text-brand-700 hover:underline">
            Nossas Lojas
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-neutral-400" />
        </li>
        <li>
          <span aria-current="page" className="font-medium text-neutral-900">
            {storeName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
