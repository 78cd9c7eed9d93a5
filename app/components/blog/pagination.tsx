import { PageLinks } from "~/components/ui/page-links";

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

const LOOK = {
  nav: "mt-10 flex justify-center",
  list: "flex flex-wrap items-center gap-2",
  item: "inline-flex min-w-10 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-semibold",
  step: "text-brand-700 hover:bg-brand-50",
  current: "bg-brand-600 text-white",
  other: "text-neutral-700 hover:bg-brand-50",
};

export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const items = pageWindow(page, pageCount).map((p) => (p === "gap" ? null : p));
  return (
    <PageLinks page={page} pageCount={pageCount} items={items} hrefFor={hrefFor} look={LOOK} />
  );
}
