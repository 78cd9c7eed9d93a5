/**
 * Saving a store's weekly grid. The grid is the source of the hours text: when it has opening
 * days, the store's text becomes the text generated from it, so the store form, the spreadsheet
 * export and every page say the same. Without a grid the free text stays as it was.
 */
import { eq } from "drizzle-orm";
import { stores, type WeeklyHours } from "#db/schema";
import { generatedHoursText } from "~/domain/hours-grid";
import type { Database } from "~/server/db.server";
import type { StoreRef } from "./admin-store-content.server";
import { staffChange, type StaffActor } from "./staff-change.server";

/** Saves the grid (null: back to the text only), audited; the fields written, null when the store does not exist. */
export async function saveStoreHours(
  db: Database,
  by: StaffActor,
  store: StoreRef,
  weekly: WeeklyHours | null,
): Promise<string[] | null> {
  const text = generatedHoursText(weekly);
  const fields = text ? ["weeklyHours", "hoursText"] : ["weeklyHours"];
  const found = await staffChange(
    db,
    by,
    async (tx) => {
      const [row] = await tx
        .update(stores)
        .set(text ? { weeklyHours: weekly, hoursText: text } : { weeklyHours: weekly })
        .where(eq(stores.id, store.id))
        .returning({ id: stores.id });
      return Boolean(row);
    },
    (found) =>
      found
        ? {
            action: "update",
            entity: "store",
            entityId: store.id,
            details: { fields, label: store.name },
          }
        : null,
  );
  return found ? fields : null;
}
