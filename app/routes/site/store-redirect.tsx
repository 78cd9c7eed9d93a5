import { data, redirect } from "react-router";
import { buildClosedStorePage, findStoreByAddress, storePath } from "~/models/store-page.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/store-redirect";

/**
 * Old addresses /loja/{slug} and /loja/{id} (used by earlier structured data) move for good to
 * the store's current page; a store that no longer operates answers 410 with the nearest ones.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getApp(context);
  const store = await findStoreByAddress(db, params.slugOrId ?? "");
  if (!store) throw data(null, { status: 404 });
  if (!store.active) throw data(await buildClosedStorePage(db, store), { status: 410 });
  return redirect(storePath(store.slug), 301);
}

// A page route (not a resource route), so an unknown address gets the 404 page, not bare data.
export default function StoreRedirect() {
  return null;
}
