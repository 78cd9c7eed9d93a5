/** Staff access to the single site-settings row (id = 1). */
import { eq } from "drizzle-orm";
import { siteSettings, type SiteSettings } from "#db/schema";
import { defaultSiteSettings, type PublicSiteSettings } from "~/models/site-settings.server";
import { changedFields } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import { staffChange, type StaffActor } from "./staff-change.server";

export type SettingsValues = Omit<PublicSiteSettings, "id">;

/** The stored row, or the defaults when nobody has saved yet. Never cached: staff see the truth. */
export async function getSettingsForAdmin(db: Database): Promise<PublicSiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!row) return defaultSiteSettings;
  const { updatedAt: _updatedAt, ...value } = row;
  return value;
}

/**
 * Writes the row (creating it the first time), audited with the fields that changed, and drops
 * the public cache so pages show it now.
 */
export async function saveSettings(
  db: Database,
  by: StaffActor,
  values: SettingsValues,
): Promise<SiteSettings> {
  const { row } = await staffChange(
    db,
    by,
    async (tx) => {
      const before = await getSettingsForAdmin(tx);
      const [row] = await tx
        .insert(siteSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      return { before, row: row! };
    },
    ({ before }) => ({
      action: "update",
      entity: "site_settings",
      entityId: 1,
      details: { fields: changedFields(before, values), label: "Configurações do site" },
    }),
  );
  return row;
}
