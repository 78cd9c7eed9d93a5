import { exportStoresCsv } from "~/models/store-csv.server";
import { requirePermission, storeScope } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/stores-export";
import { csvResponse, separatorParam } from "./store-params.server";

/** Every store as a spreadsheet (UTF-8 with BOM, so spreadsheet programs read the accents). */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "stores.view");
  const { db } = getApp(args.context);
  const today = new Date().toISOString().slice(0, 10);
  const csv = await exportStoresCsv(
    db,
    separatorParam(args.request),
    storeScope(user, "stores.view"),
  );
  return csvResponse(csv, `lojas-${today}.csv`);
}
