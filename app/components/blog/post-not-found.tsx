import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";

/** Missing, unpublished or failing post. The route's meta sets the title. */
export function PostNotFound() {
  return (
    <main className="bg-nude-50 px-4 py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
        <SearchX aria-hidden="true" className="size-12 text-brand-600" />
        <h1 className="font-display text-3xl font-bold text-neutral-900">Post não encontrado</h1>
        <p className="text-neutral-700">
          O post que você está procurando não existe ou foi removido.
        </p>
        <Link
          to="/blog"
          className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar ao Blog
        </Link>
      </div>
    </main>
  );
}
