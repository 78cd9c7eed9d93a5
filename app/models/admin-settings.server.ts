/** Staff access to the single site-settings row (id = 1). */
import { eq } from "drizzle-orm";
import { siteSettings, type SiteSettings } from "#db/schema";
import { defaultSiteSettings, type PublicSiteSettings } from "~/models/site-settings.server";
import { claimsContradictions } from "~/domain/site-figures";
import { changeDetails } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import { expectVersion, nextVersion, type ExpectedVersion } from "./edit-version.server";
import { storeCounts } from "./site-figures.server";
import { staffChange, type StaffActor } from "./staff-change.server";

export type SettingsValues = Omit<PublicSiteSettings, "id">;

/** A claim the data contradicts (more franchisees than stores): nothing is written. */
export class ClaimsContradicted extends Error {
  constructor(readonly fields: ReturnType<typeof claimsContradictions>) {
    super("marketing claims contradict the data");
    this.name = "ClaimsContradicted";
  }
}

/** The settings with their version: 0 before anybody saved them. */
export type AdminSiteSettings = PublicSiteSettings & { version: number };

/**
 * The stored row, or the defaults when nobody has saved yet. Never cached: staff see the truth.
 * `lock` holds the row until the transaction ends (a save checking its version).
 */
export async function getSettingsForAdmin(db: Database, lock = false): Promise<AdminSiteSettings> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const [row] = await (lock ? query.for("update") : query.limit(1));
  if (!row) return { ...defaultSiteSettings, version: 0 };
  const { updatedAt: _updatedAt, ...value } = row;
  return value;
}

/**
 * Writes the row (creating it the first time), audited with the fields that changed, and drops
 * the public cache so pages show it now. A form opened at another `version` throws StaleEdit;
 * claims the stores contradict throw ClaimsContradicted.
 */
export async function saveSettings(
  db: Database,
  by: StaffActor,
  values: SettingsValues,
  version?: ExpectedVersion,
): Promise<SiteSettings> {
  const { row } = await staffChange(
    db,
    by,
    async (tx) => {
      const before = await getSettingsForAdmin(tx, true);
      expectVersion(before, version, { entity: "site_settings", entityId: 1 });
      // A claim left as it was never blocks a save; pages cap it at the data (siteFigures).
      if (values.franchisees !== before.franchisees) {
        const contradictions = claimsContradictions(values, await storeCounts(tx));
        if (Object.keys(contradictions).length > 0) throw new ClaimsContradicted(contradictions);
      }
      const [row] = await tx
        .insert(siteSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({
          target: siteSettings.id,
          set: { ...values, ...nextVersion(siteSettings), updatedAt: new Date() },
        })
        .returning();
      return { before, row: row! };
    },
    ({ before }) => ({
      action: "update",
      entity: "site_settings",
      entityId: 1,
      details: { ...changeDetails(before, values), label: "Configurações do site" },
    }),
  );
  return row;
}
