/**
 * Saving a store's weekly grid. The grid is the source of the hours text: when it has opening
 * days, the store's text becomes the text generated from it, so the store form, the spreadsheet
 * export and every page say the same. Without a grid the free text stays as it was.
 */
import { eq } from "drizzle-orm";
import { stores, type WeeklyHours } from "#db/schema";
import { generatedHoursText } from "~/domain/hours-grid";
import { refuseHours, weeklyHoursProblem } from "~/domain/hours-rule";
import type { Database } from "~/server/db.server";
import type { StoreRef } from "./admin-store-content.server";
import { lockStoreForEdit } from "./admin-stores.server";
import { nextVersion, type ExpectedVersion } from "./edit-version.server";
import { staffChange, type StaffActor } from "./staff-change.server";

/**
 * Saves the grid (null: back to the text only), audited; the fields written. The hours share the
 * store's version with its form: a screen opened at another `version` throws StaleEdit, as does
 * a store deleted meanwhile. A period closing before it opens without saying it closes the next
 * day throws InvalidHours, before anything is written.
 */
export async function saveStoreHours(
  db: Database,
  by: StaffActor,
  store: StoreRef,
  weekly: WeeklyHours | null,
  version?: ExpectedVersion,
): Promise<string[]> {
  refuseHours(weeklyHoursProblem(weekly));
  let fields: string[] = [];
  await staffChange(
    db,
    by,
    async (tx) => {
      await lockStoreForEdit(tx, store.id, version);
      fields = await writeStoreHours(tx, store, weekly);
    },
    () => ({
      action: "update",
      entity: "store",
      entityId: store.id,
      details: { fields, label: store.name },
    }),
  );
  return fields;
}

/**
 * Writes the grid (and the text it generates) over a store locked by the caller's change; the
 * fields written. Used by the hours screen and by an approved change request.
 */
export async function writeStoreHours(
  tx: Database,
  store: StoreRef,
  weekly: WeeklyHours | null,
): Promise<string[]> {
  const text = generatedHoursText(weekly);
  await tx
    .update(stores)
    .set({
      ...(text ? { weeklyHours: weekly, hoursText: text } : { weeklyHours: weekly }),
      ...nextVersion(stores),
    })
    .where(eq(stores.id, store.id));
  return text ? ["weeklyHours", "hoursText"] : ["weeklyHours"];
}
