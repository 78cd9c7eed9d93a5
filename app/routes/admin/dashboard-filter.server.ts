/**
 * The dashboard's filter, read from its address (?periodo=30&loja=4) for signed-in staff: the
 * screen and its CSV export show the same period and store.
 */
import type { RouterContextProvider } from "react-router";
import { parsePeriod } from "~/models/store-analytics.server";
import { storeScope } from "~/server/auth.server";
import { staffQuery } from "./staff-request.server";

export async function dashboardFilter(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { user, db, query } = await staffQuery(args, "dashboard.view");
  const days = parsePeriod(query.get("periodo"));
  // No store (or an unreadable one): every store the user may see (a manager's own only).
  const storeId = Number(query.get("loja")) || undefined;
  return { db, days, storeId, storeIds: storeScope(user, "dashboard.view") };
}
