/**
 * The images of a banner (home banners and store banners): the desktop image and the optional
 * phone image go through the one upload path, and a failure of either leaves nothing stored.
 */
import type { Media } from "#db/schema";
import {
  deleteStoredImage,
  storeImageUpload,
  UploadError,
  type UploadServices,
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

/**
 * Stores the chosen images (either may be absent: an edit keeps the current one). The phone
 * image is stored under the same folder with 'celular' in its name.
 */
export async function storeBannerImages(
  app: UploadServices,
  input: {
    image?: FormDataEntryValue | null;
    phoneImage?: FormDataEntryValue | null;
    folder: string;
    prefix: string;
    altText: string;
    userId: number;
  },
): Promise<{ desktop: Media | null; phone: Media | null }> {
  const upload = async (file: File, field: "image" | "phoneImage", prefix: string) => {
    try {
      return await storeImageUpload(app, {
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
    if (desktop) await deleteStoredImage(app, desktop.url);
    throw error;
  }
}

/** Removes images stored for a save that did not happen. */
export async function discardBannerImages(
  app: UploadServices,
  images: { desktop: Media | null; phone: Media | null },
) {
  await deleteStoredImage(app, images.desktop?.url);
  await deleteStoredImage(app, images.phone?.url);
}
