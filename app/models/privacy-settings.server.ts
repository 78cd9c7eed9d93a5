/**
 * The privacy settings row (id = 1): the controller, the data-protection officer (encarregado)
 * and the retention schedule. The privacy notice, the newsletter's confirmation links and the
 * retention job all read it here, so what the notice says is what the code does.
 */
import { eq } from "drizzle-orm";
import { privacySettings, type PrivacySettings } from "#db/schema";
import { RETENTION_DEFAULTS } from "~/domain/privacy";
import { changeDetails } from "~/server/audit.server";
import { dataCache } from "~/server/cache.server";
import type { Database } from "~/server/db.server";
import { expectVersion, nextVersion, type ExpectedVersion } from "./edit-version.server";
import { staffChange, type StaffActor } from "./staff-change.server";

export type PrivacySettingsValues = Omit<PrivacySettings, "id" | "updatedAt" | "version">;

/** The settings with the version staff edit (0 before the first save). */
export type AdminPrivacySettings = PrivacySettingsValues & { version: number };

export const defaultPrivacySettings: PrivacySettingsValues = {
  controllerName: null,
  controllerDocument: null,
  controllerAddress: null,
  dpoName: null,
  dpoEmail: null,
  ...RETENTION_DEFAULTS,
};

const cache = dataCache<PrivacySettingsValues>({
  dependsOn: ["privacy_settings"],
  ttlMs: 30_000,
  max: 1,
});

/** The stored row (locked until the transaction ends with `lock`), never cached. */
async function readRow(db: Database, lock = false): Promise<AdminPrivacySettings> {
  const query = db.select().from(privacySettings).where(eq(privacySettings.id, 1));
  const [row] = await (lock ? query.for("update") : query.limit(1));
  if (!row) return { ...defaultPrivacySettings, version: 0 };
  const { id: _id, updatedAt: _updatedAt, ...value } = row;
  return value;
}

/** The settings (the defaults until an admin saves), cached like the site settings. */
export function getPrivacySettings(db: Database): Promise<PrivacySettingsValues> {
  return cache.get(db, "settings", async () => {
    const { version: _version, ...value } = await readRow(db);
    return value;
  });
}

/** The stored row and its version, never cached: staff see the truth. */
export const getPrivacySettingsForAdmin = (db: Database) => readRow(db);

/**
 * Writes the row (creating it the first time), audited with the fields that changed. A form
 * opened at another `version` throws StaleEdit and nothing is written.
 */
export async function savePrivacySettings(
  db: Database,
  by: StaffActor,
  values: PrivacySettingsValues,
  version?: ExpectedVersion,
): Promise<void> {
  await staffChange(
    db,
    by,
    async (tx) => {
      const before = await readRow(tx, true);
      expectVersion(before, version, { entity: "privacy_settings", entityId: 1 });
      await tx
        .insert(privacySettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({
          target: privacySettings.id,
          set: { ...values, ...nextVersion(privacySettings), updatedAt: new Date() },
        });
      return before;
    },
    (before) => ({
      action: "update",
      entity: "privacy_settings",
      entityId: 1,
      details: { ...changeDetails(before, values), label: "Privacidade e retenção" },
    }),
  );
}
