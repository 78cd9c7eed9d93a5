import { data, redirect } from "react-router";
import { pagePath, requirePermission } from "~/server/auth.server";
import type { Route } from "./+types/legacy-store-redirect";

/** The spec's /admin/lojas/... addresses lead to the same screens under /restrita. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "area.enter");
  const pathname = pagePath(args.request).split("?")[0]!;
  const match = pathname.match(/^\/admin\/lojas\/(nova|editar\/\d+|visualizar\/\d+)\/?$/);
  if (!match) throw data(null, { status: 404 });
  return redirect(`/restrita/lojas/${match[1]}`);
}
