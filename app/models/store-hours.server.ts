/**
 * Saving a store's weekly grid. The grid is the source of the hours text: when it has opening
 * days, the store's text becomes the text generated from it, so the store form, the spreadsheet
 * export and every page say the same. Without a grid the free text stays as it was.
 */
import { eq } from "drizzle-orm";
import { stores, type WeeklyHours } from "#db/schema";
import { generatedHoursText } from "~/domain/hours-grid";
import type { Database } from "~/server/db.server";
import { storesChanged } from "./admin-stores.server";

/** The fields written, for the activity log; null when the store does not exist. */
export async function saveStoreHours(
  db: Database,
  storeId: number,
  weekly: WeeklyHours | null,
): Promise<string[] | null> {
  const text = generatedHoursText(weekly);
  const [row] = await db
    .update(stores)
    .set(text ? { weeklyHours: weekly, hoursText: text } : { weeklyHours: weekly })
    .where(eq(stores.id, storeId))
    .returning({ id: stores.id });
  storesChanged();
  if (!row) return null;
  return text ? ["weeklyHours", "hoursText"] : ["weeklyHours"];
}
