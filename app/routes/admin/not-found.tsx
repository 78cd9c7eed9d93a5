import { data, Link } from "react-router";
import { requirePermission } from "~/server/auth.server";
import type { Route } from "./+types/not-found";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "area.enter");
  throw data(null, { status: 404 });
}

export async function action(args: Route.ActionArgs) {
  await requirePermission(args, "area.enter");
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold text-neutral-900">Página não encontrada</h1>
      <p className="mt-2 text-neutral-600">Esta seção da área restrita não existe.</p>
      <Link to="/restrita/lojas" className="mt-6 inline-block font-semibold text-brand-700">
        Voltar para Lojas
      </Link>
    </div>
  );
}

export default function AdminNotFound() {
  return null;
}
