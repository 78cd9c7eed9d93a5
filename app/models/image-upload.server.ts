/**
 * An image staff upload on its own, before the record that will show it is saved (the text
 * editor's image button, a blog post's cover): stored with its variants and its media row, the
 * row audited in the same transaction. When the transaction does not commit, the files already
 * written are removed.
 */
import type { Media } from "#db/schema";
import {
  storeImageUpload,
  type StoreImageInput,
  type UploadServices,
} from "~/server/uploads.server";
import { staffChange, type StaffActor } from "./staff-change.server";

export async function uploadStaffImage(
  app: UploadServices,
  by: StaffActor,
  input: Omit<StoreImageInput, "userId">,
): Promise<Media> {
  const stored: { row?: Media } = {};
  try {
    return await staffChange(
      app.db,
      by,
      async (tx) =>
        (stored.row = await storeImageUpload({ ...app, db: tx }, { ...input, userId: by })),
      (row) => ({
        action: "create",
        entity: "media",
        entityId: row.id,
        details: { label: row.storageKey },
      }),
    );
  } catch (error) {
    // The media row went with the transaction; its files are still there.
    const { row } = stored;
    if (row) {
      for (const key of [row.storageKey, ...row.variants.map((v) => v.key)]) {
        await app.storage.delete(key).catch(() => {});
      }
    }
    throw error;
  }
}
