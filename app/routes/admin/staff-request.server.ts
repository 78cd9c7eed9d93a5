/**
 * Where a staff screen's loader starts when it reads its filters from the address: only
 * signed-in staff get past (others go to the login), then the database and the query string
 * (?q=…&page=2).
 */
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";

export async function staffQuery(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  await requireUser(args);
  const { db } = getApp(args.context);
  return { db, query: new URL(args.request.url).searchParams };
}
