import { redirect } from "react-router";
import { requirePermission } from "~/server/auth.server";
import type { Route } from "./+types/index";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "area.enter");
  return redirect("/restrita/lojas");
}
