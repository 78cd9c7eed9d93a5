/**
 * An image staff upload on its own, before the record that will show it is saved (the text
 * editor's image button, a blog post's cover): its files are stored first, then its media row
 * and audit row are written in one transaction. When the transaction does not commit, the files
 * are removed.
 */
import type { Media } from "#db/schema";
import {
  storeImageFiles,
  type StoreImageInput,
  type UploadServices,
} from "~/server/uploads.server";
import { staffChangeWithImages, type StaffActor } from "./staff-change.server";

export async function uploadStaffImage(
  app: UploadServices,
  by: StaffActor,
  input: Omit<StoreImageInput, "userId">,
): Promise<Media> {
  const files = await storeImageFiles(app.storage, { ...input, userId: by });
  return staffChangeWithImages(
    app,
    by,
    [files],
    async (_tx, [row]) => row!,
    (row) => ({
      action: "create",
      entity: "media",
      entityId: row.id,
      details: { label: row.storageKey },
    }),
  );
}
