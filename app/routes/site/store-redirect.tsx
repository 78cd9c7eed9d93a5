import { data, redirect } from "react-router";
import { findStoreSlugForRedirect, storePath } from "~/models/store-page.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/store-redirect";

/** Old addresses /loja/{slug} and /loja/{id} (used by earlier structured data) move for good. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getApp(context);
  const slug = await findStoreSlugForRedirect(db, params.slugOrId ?? "");
  if (!slug) throw data(null, { status: 404 });
  return redirect(storePath(slug), 301);
}

// A page route (not a resource route), so an unknown address gets the 404 page, not bare data.
export default function StoreRedirect() {
  return null;
}
