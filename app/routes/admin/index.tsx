import { redirect } from "react-router";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/index";

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return redirect("/restrita/lojas");
}
