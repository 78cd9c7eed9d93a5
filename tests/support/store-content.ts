/**
 * The store page screens' integration setup: a signed-in staff member and a store created
 * through the store form, as staff would.
 */
import { eq } from "drizzle-orm";
import { stores, type Store } from "#db/schema";
import * as storeForm from "~/routes/admin/store-form";
import type { Database } from "~/server/db.server";
import { signedInStaff, validStoreFields } from "./store-admin";

export async function staffWithStore(
  db: Database,
  name: string,
  fields: Record<string, string> = {},
) {
  const staff = await signedInStaff(db);
  await staff.post(storeForm.action, "/restrita/lojas/nova", validStoreFields({ name, ...fields }));
  const [store] = (await db.select().from(stores).where(eq(stores.name, name))) as [Store];
  return { staff, store, params: { id: String(store.id) } };
}
