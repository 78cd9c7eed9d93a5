import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useLocation } from "react-router";

export const LOCATOR_LOAD_ERROR = "Erro desconhecido ao carregar as lojas";

/** The locator's error page: the server's message when it sent one, and a link to try again. */
export function LocatorError({ error }: { error: unknown }) {
  const location = useLocation();
  const message =
    isRouteErrorResponse(error) &&
    typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : LOCATOR_LOAD_ERROR;
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 bg-nude-50 px-6 py-16 text-center">
      <title>Ops! Algo deu errado</title>
      <meta name="robots" content="noindex" />
      <TriangleAlert className="size-12 text-brand-600" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold text-neutral-900">Ops! Algo deu errado</h1>
      <p className="max-w-md text-neutral-700">{message}</p>
      <a
        href={`${location.pathname}${location.search}`}
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Tentar Novamente
      </a>
    </main>
  );
}
