/**
 * The images of a banner (home banners and store banners): the desktop image and the optional
 * phone image go through the one upload path, and a failure of either leaves nothing stored.
 * Their files are always stored before the change that saves the banner opens its transaction,
 * which writes their media rows (staffChangeWithImages).
 */
import type { StorageAdapter } from "~/server/storage.server";
import {
  discardImageFiles,
  storeImageFiles,
  UploadError,
  type StoredImageFiles,
} from "~/server/uploads.server";

/** An image that could not be stored, with the form field it came from. */
export class BannerImageError extends Error {
  override name = "BannerImageError";
  constructor(
    readonly field: "image" | "phoneImage",
    message: string,
  ) {
    super(message);
  }
}

const chosen = (file: FormDataEntryValue | null | undefined): file is File =>
  typeof file === "object" && file !== null && file.size > 0;

type BannerImagesInput = {
  image?: FormDataEntryValue | null;
  phoneImage?: FormDataEntryValue | null;
  folder: string;
  prefix: string;
  altText: string;
  userId: number;
};

/** The files of a banner's chosen images, their media rows still to be written. */
export type BannerFiles = { desktop: StoredImageFiles | null; phone: StoredImageFiles | null };

/**
 * Stores the files of the chosen images (either may be absent: an edit keeps the current one),
 * before any transaction. The phone image is stored under the same folder with 'celular' in its
 * name.
 */
export async function storeBannerFiles(
  storage: StorageAdapter,
  input: BannerImagesInput,
): Promise<BannerFiles> {
  const upload = async (file: File, field: "image" | "phoneImage", prefix: string) => {
    try {
      return await storeImageFiles(storage, {
        file,
        folder: input.folder,
        prefix,
        altText: input.altText,
        userId: input.userId,
      });
    } catch (error) {
      if (error instanceof UploadError) throw new BannerImageError(field, error.message);
      throw error;
    }
  };
  const desktop = chosen(input.image) ? await upload(input.image, "image", input.prefix) : null;
  try {
    const phone = chosen(input.phoneImage)
      ? await upload(input.phoneImage, "phoneImage", `${input.prefix}-celular`)
      : null;
    return { desktop, phone };
  } catch (error) {
    if (desktop) await discardImageFiles(storage, desktop);
    throw error;
  }
}
