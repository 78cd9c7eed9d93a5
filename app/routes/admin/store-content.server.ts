/**
 * What the loaders and actions of a store's page screens (photos, page content, hours) start
 * with: a staff member who may edit stores and the store named by the address (else the list with 'Loja
 * não encontrada').
 */
import type { Store } from "#db/schema";
import { countPendingTestimonials } from "~/models/admin-testimonials.server";
import { assertPermission, type SessionUser } from "~/server/auth.server";
import type { AppContext } from "~/server/context.server";
import { requireStore } from "./store-params.server";

type RouteArgs = Parameters<typeof requireStore>[0];

export type StoreContentAction = { app: AppContext; user: SessionUser; store: Store };

/**
 * The staff member, the app and the store of an action: `stores.edit` (a store manager's own
 * stores, its saves becoming change requests), or `stores.publish` for what only head office
 * changes.
 */
export async function storeContentAction(
  args: RouteArgs,
  permission: "stores.edit" | "stores.publish" = "stores.edit",
): Promise<StoreContentAction> {
  // Another store is a 404 first, whatever the intent; then the intent's row (403).
  const screen = await requireStore(args, "stores.edit");
  if (permission !== "stores.edit") assertPermission(screen.user, permission);
  return screen;
}

/** The app, the store and its testimonials waiting for approval (for the tabs) of a loader. */
export async function storeContentLoader(args: RouteArgs) {
  const { app, user, store } = await requireStore(args, "stores.edit");
  return { app, user, store, pending: await countPendingTestimonials(app.db, store.id) };
}

type Intent = { intent: string };

/** For each intent of a form's values, the function that answers it, given those values. */
export type IntentTable<V extends Intent, R> = {
  [I in V["intent"]]: (value: Extract<V, { intent: I }>) => R;
};

/** Runs the function of the value's intent. */
export function runIntent<V extends Intent, R>(table: IntentTable<V, R>, value: V): R {
  const run = table[value.intent as V["intent"]] as (value: V) => R;
  return run(value);
}
