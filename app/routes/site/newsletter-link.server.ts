import { data, type RouterContextProvider } from "react-router";
import { getApp } from "~/server/context.server";
import type { Database } from "~/server/db.server";

/**
 * The loader of a newsletter e-mail's link: the address it is for, or 410 when the token is
 * unknown, used or expired (gone for good, with the page that says so).
 */
export async function newsletterLinkLoader(
  { params, context }: { params: { token: string }; context: Readonly<RouterContextProvider> },
  find: (db: Database, token: string) => Promise<{ email: string } | null>,
) {
  const found = await find(getApp(context).db, params.token);
  if (!found) return data({ email: null }, { status: 410 });
  return { email: found.email };
}
