/**
 * Helpers of the store managers' tests (change requests, moments): a week of hours to post, and
 * readers of the rows those tests look at, bound to the test's database and head-office client.
 */
import { desc, eq } from "drizzle-orm";
import { storeChangeRequests, stores, type Store, type StoreChangeRequest } from "#db/schema";
import * as storeFormRoute from "~/routes/admin/store-form";
import * as storeHoursRoute from "~/routes/admin/store-hours";
import * as storePhotosRoute from "~/routes/admin/store-photos";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { newStaffSession, staffRequests } from "./staff-client";
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

/** The hours screen's save of `store`: the week above, from `effectiveAt` when given. */
export function postWeekHours(
  client: Client,
  store: Store,
  saturday: [string, string],
  effectiveAt?: string,
) {
  return client.post(
    storeHoursRoute.action,
    `/restrita/lojas/${store.id}/horarios`,
    weekHoursFields(saturday, effectiveAt),
    { id: String(store.id) },
  );
}

/** The photos screen's upload of one photo of `store`, through any client's `post`. */
export function uploadStorePhoto<T>(
  client: { post: (...args: Parameters<Client["post"]>) => Promise<T> },
  store: Store,
  photo: { kind: string; altText: string; image: File; effectiveAt?: string },
) {
  return client.post(
    storePhotosRoute.action,
    `/restrita/lojas/${store.id}/fotos`,
    { intent: "upload-photo", ...photo },
    { id: String(store.id) },
  );
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

/**
 * Head office's administrator (Ana Matriz), the stores she creates (`managed`, then `others`)
 * and a store manager (Gustavo Gestor) of the `managed` ones, each with a client of their own.
 */
export async function adminAndManager(
  db: Database,
  env: Env,
  managed: string[],
  others: string[] = [],
) {
  const adminSession = await newStaffSession(db, { env, role: "admin", name: "Ana Matriz" });
  const admin = staffRequests(db, adminSession);
  const { storeNamed } = storeRequestRows(
    () => db,
    () => admin,
  );
  const stores: Store[] = [];
  for (const name of [...managed, ...others]) stores.push(await storeNamed(name));
  const managerSession = await newStaffSession(db, {
    env,
    role: "manager",
    name: "Gustavo Gestor",
    storeIds: stores.slice(0, managed.length).map((store) => store.id),
  });
  return {
    admin,
    adminId: adminSession.user.id,
    stores,
    manager: staffRequests(db, managerSession),
    managerId: managerSession.user.id,
    managerEmail: managerSession.user.email,
  };
}
