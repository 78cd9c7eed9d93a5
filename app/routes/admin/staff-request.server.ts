/**
 * Where a staff screen's loader starts when it reads its filters from the address: only staff
 * whose role has the permission get past (see requirePermission), then the database and the
 * query string (?q=…&page=2).
 */
import type { RouterContextProvider } from "react-router";
import type { Permission } from "~/domain/permissions";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";

export async function staffQuery(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  permission: Permission,
) {
  const user = await requirePermission(args, permission);
  const { db } = getApp(args.context);
  return { user, db, query: new URL(args.request.url).searchParams };
}
