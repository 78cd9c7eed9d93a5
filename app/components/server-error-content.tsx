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

const REQUEST_ERRORS: Record<number, { title: string; text: string }> = {
  400: {
    title: "Endereço ou dados inválidos",
    text: "Não conseguimos entender o endereço ou os dados enviados. Confira o endereço e tente de novo.",
  },
  405: {
    title: "Ação não permitida",
    text: "Esta página não aceita esse tipo de pedido.",
  },
  413: {
    title: "Envio grande demais",
    text: "Os dados enviados passam do limite permitido. Reduza o conteúdo ou o tamanho dos arquivos e tente de novo.",
  },
  429: {
    title: "Muitas tentativas",
    text: "Recebemos muitos pedidos em pouco tempo. Aguarde um instante e tente de novo.",
  },
};

/** A request the site refused (a malformed address, a body past its limit): what to do next. */
export function RequestErrorContent({ status, error }: { status: number; error: unknown }) {
  const known = REQUEST_ERRORS[status] ?? REQUEST_ERRORS[400]!;
  const data = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null) : null;
  const message = typeof data?.message === "string" ? data.message : known.text;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-nude-50 px-6 text-center">
      <title>{known.title}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">
        Erro {status}
      </p>
      <h1 className="font-display text-3xl font-bold text-neutral-900 md:text-4xl">
        {known.title}
      </h1>
      <p className="max-w-md text-neutral-600">{message}</p>
      <Link
        to="/"
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Voltar para o início
      </Link>
    </main>
  );
}
