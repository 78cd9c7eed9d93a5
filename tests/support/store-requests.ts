/**
 * Helpers of the store managers' tests (change requests, moments): a week of hours to post, and
 * readers of the rows those tests look at, bound to the test's database and head-office client.
 */
import { desc, eq } from "drizzle-orm";
import { storeChangeRequests, stores, type Store, type StoreChangeRequest } from "#db/schema";
import * as storeFormRoute from "~/routes/admin/store-form";
import type { Database } from "~/server/db.server";
import type { staffRequests } from "./staff-client";
import { validStoreFields } from "./store-admin";

type Client = ReturnType<typeof staffRequests>;

/** The hours screen's fields: closed on Sunday, 09:00–19:00 on weekdays, Saturday as given. */
export function weekHoursFields(saturday: [string, string], effectiveAt?: string) {
  const fields: Record<string, string> = { intent: "save-hours" };
  if (effectiveAt !== undefined) fields.effectiveAt = effectiveAt;
  for (let d = 0; d < 7; d++) {
    fields[`days[${d}].open1`] = d === 0 ? "" : d === 6 ? saturday[0] : "09:00";
    fields[`days[${d}].close1`] = d === 0 ? "" : d === 6 ? saturday[1] : "19:00";
  }
  return fields;
}

/** Getters, as the database and the client are made in the suite's beforeAll. */
export function storeRequestRows(db: () => Database, admin: () => Client) {
  return {
    /** A store created by head office through the store form. */
    storeNamed: async (name: string): Promise<Store> => {
      await admin().post(storeFormRoute.action, "/restrita/lojas/nova", validStoreFields({ name }));
      const [row] = await db().select().from(stores).where(eq(stores.name, name));
      return row!;
    },
    storeRow: async (store: Store): Promise<Store> =>
      (await db().select().from(stores).where(eq(stores.id, store.id)))[0]!,
    newestRequest: async (store: Store): Promise<StoreChangeRequest> =>
      (
        await db()
          .select()
          .from(storeChangeRequests)
          .where(eq(storeChangeRequests.storeId, store.id))
          .orderBy(desc(storeChangeRequests.id))
          .limit(1)
      )[0]!,
  };
}
