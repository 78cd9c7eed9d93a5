import { storeCsvTemplate } from "~/models/store-csv.server";
import { requirePermission } from "~/server/auth.server";
import type { Route } from "./+types/stores-template";
import { csvResponse, separatorParam } from "./store-params.server";

/** The import template: the columns and one example row. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "stores.view");
  return csvResponse(storeCsvTemplate(separatorParam(args.request)), "modelo-lojas.csv");
}
