/**
 * What a staff member sees when the permission table refuses their role (a 403): the whole page
 * at the root, or the screen's panel inside the restricted area.
 */
import { isRouteErrorResponse, Link } from "react-router";

export const isAccessDenied = (error: unknown) =>
  isRouteErrorResponse(error) && error.status === 403;

const TEXT = "Seu perfil não tem permissão para abrir esta página. Fale com um administrador.";

export function AccessDeniedPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-nude-50 px-6 text-center">
      <title>Acesso negado</title>
      <h1 className="font-display text-3xl font-bold text-neutral-900">Acesso negado</h1>
      <p className="max-w-md text-neutral-600">{TEXT}</p>
      <Link to="/restrita/lojas" className="font-semibold text-brand-700 underline">
        Voltar para a área restrita
      </Link>
    </main>
  );
}

export function AccessDeniedPanel() {
  return (
    <div role="alert" className="rounded-xl bg-white p-8 text-center shadow-sm">
      <title>Acesso negado</title>
      <h1 className="text-xl font-semibold text-neutral-900">Acesso negado</h1>
      <p className="mt-2 text-neutral-600">{TEXT}</p>
    </div>
  );
}
