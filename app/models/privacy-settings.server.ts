/**
 * The privacy settings row (id = 1): the controller, the data-protection officer (encarregado)
 * and the retention schedule. The privacy notice, the newsletter's confirmation links and the
 * retention job all read it here, so what the notice says is what the code does.
 */
import { eq } from "drizzle-orm";
import { privacySettings, type PrivacySettings } from "#db/schema";
import { RETENTION_DEFAULTS } from "~/domain/privacy";
import { changeDetails } from "~/server/audit.server";
import { onContentChange } from "~/server/content-changes.server";
import type { Database } from "~/server/db.server";
import { staffChange, type StaffActor } from "./staff-change.server";

export type PrivacySettingsValues = Omit<PrivacySettings, "id" | "updatedAt">;

export const defaultPrivacySettings: PrivacySettingsValues = {
  controllerName: null,
  controllerDocument: null,
  controllerAddress: null,
  dpoName: null,
  dpoEmail: null,
  ...RETENTION_DEFAULTS,
};

const CACHE_MS = 30_000;
let cache: { value: PrivacySettingsValues; at: number; db: Database } | undefined;

async function readRow(db: Database): Promise<PrivacySettingsValues> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1)).limit(1);
  if (!row) return defaultPrivacySettings;
  const { id: _id, updatedAt: _updatedAt, ...value } = row;
  return value;
}

/** The settings (the defaults until an admin saves), cached like the site settings. */
export async function getPrivacySettings(db: Database): Promise<PrivacySettingsValues> {
  if (cache && cache.db === db && Date.now() - cache.at < CACHE_MS) return cache.value;
  const value = await readRow(db);
  cache = { value, at: Date.now(), db };
  return value;
}

/** The stored row, never cached: staff see the truth. */
export const getPrivacySettingsForAdmin = readRow;

onContentChange(() => {
  cache = undefined;
});

/** Writes the row (creating it the first time), audited with the fields that changed. */
export async function savePrivacySettings(
  db: Database,
  by: StaffActor,
  values: PrivacySettingsValues,
): Promise<void> {
  await staffChange(
    db,
    by,
    async (tx) => {
      const before = await readRow(tx);
      await tx
        .insert(privacySettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({
          target: privacySettings.id,
          set: { ...values, updatedAt: new Date() },
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
