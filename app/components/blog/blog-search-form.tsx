import { Search } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";

export const SEARCH_PATH = "/blog/busca";
/** The quick 'Populares' terms; a page shows only those that find posts. */
export const POPULAR_TERMS = ["Skincare", "Maquiagem", "Cabelos", "Unhas", "Natural"] as const;

export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set("page", String(page));
  return `${SEARCH_PATH}?${params}`;
}

/** GET form to /blog/busca?q=...: works without JavaScript, navigates client-side with it. */
export function BlogSearchForm({
  defaultQuery = "",
  showPopular = true,
  popularTerms = [],
  tone = "light",
}: {
  defaultQuery?: string;
  showPopular?: boolean;
  /** Quick terms to offer: only those the loader found posts for. */
  popularTerms?: readonly string[];
  tone?: "light" | "dark";
}) {
  const id = useId();
  return (
    <div className="flex w-full max-w-2xl flex-col gap-3">
      <Form
        method="get"
        action={SEARCH_PATH}
        role="search"
        aria-label="Buscar no blog"
        className="flex w-full items-center gap-2 rounded-full border border-neutral-200 bg-white p-1.5 shadow-sm focus-within:border-brand-500"
      >
        <label htmlFor={id} className="sr-only">
          Buscar posts
        </label>
        <Search aria-hidden="true" className="ml-3 size-5 shrink-0 text-neutral-500" />
        <input
          // Keyed so that the field follows the URL when the visitor searches again.
          key={defaultQuery}
          id={id}
          type="search"
          name="q"
          defaultValue={defaultQuery}
          maxLength={200}
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Buscar dicas, produtos, tendências..."
          className="min-w-0 flex-1 bg-transparent px-1 py-2 text-neutral-900 placeholder:text-neutral-500 focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Buscar
        </button>
      </Form>
      {showPopular && popularTerms.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span
            className={`font-semibold ${tone === "dark" ? "text-white" : "text-neutral-700"}`}
            id={`${id}-popular`}
          >
            Populares:
          </span>
          <ul aria-labelledby={`${id}-popular`} className="flex flex-wrap gap-2">
            {popularTerms.map((term) => (
              <li key={term}>
                <Link
                  to={searchHref(term)}
                  className={`rounded-full px-3 py-1 font-medium ${
                    tone === "dark"
                      ? "bg-white/15 text-white hover:bg-white/25"
                      : "bg-brand-50 text-brand-700 hover:bg-brand-100"
                  }`}
                >
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
