/**
 * The page of an unexpected error. It comes with the root of the app, never loaded on demand:
 * it is what shows when something else (a part whose code did not arrive, say) has failed.
 */
import { isRouteErrorResponse, Link } from "react-router";

/** The page of an unexpected error, also shown inside the public site's header and footer. */
export function ServerErrorContent({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-nude-50 px-6 text-center">
      <title>Algo deu errado</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">
        Erro {status}
      </p>
      <h1 className="font-display text-3xl font-bold text-neutral-900 md:text-4xl">
        Algo deu errado
      </h1>
      <p className="max-w-md text-neutral-600">
        Não foi possível carregar esta página agora. Tente novamente em instantes.
      </p>
      <Link
        to="/"
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Voltar para o início
      </Link>
      {detail ? (
        <pre className="mt-6 max-w-3xl overflow-auto rounded bg-neutral-900 p-4 text-left text-xs text-neutral-100">
          {detail}
        </pre>
      ) : null}
    </main>
  );
}
