/**
 * Staff access to the brand logos: listed in the home's order (`position`, 0 first; staff move
 * brands up and down), toggled, edited, deleted. A new brand goes last.
 */
import { asc, eq } from "drizzle-orm";
import { brands, media, type Brand } from "#db/schema";
import type { Database } from "~/server/db.server";
import type { StorageAdapter } from "~/server/storage.server";
import {
  storeImageFiles,
  type StoredImageFiles,
  type UploadServices,
} from "~/server/uploads.server";
import {
  auditedCollection,
  type CollectionImages,
  type ContentListModel,
} from "./audited-collection.server";
import type { ExpectedVersion } from "./edit-version.server";
import type { StaffActor } from "./staff-change.server";

export type AdminBrand = Pick<
  Brand,
  "id" | "version" | "name" | "logoUrl" | "active" | "mediaId" | "position"
> & {
  width: number | null;
  height: number | null;
};

/** What the brand form sets besides the logo. */
export type BrandValues = { name: string; active: boolean };

/** The home's order, as the public logo grid reads it. */
const brandOrder = [asc(brands.position), asc(brands.name), asc(brands.id)];

const records = auditedCollection<Brand>({
  table: brands,
  entity: "brand",
  label: (brand) => brand.name,
  order: brandOrder,
  images: (brand) => [brand.logoUrl],
});

/** The brands' version as the list screen shows it (see edit-version.server.ts). */
export const brandListVersion = records.version;

export async function listBrandsForAdmin(db: Database): Promise<AdminBrand[]> {
  return db
    .select({
      id: brands.id,
      version: brands.version,
      name: brands.name,
      logoUrl: brands.logoUrl,
      active: brands.active,
      position: brands.position,
      mediaId: brands.mediaId,
      width: media.width,
      height: media.height,
    })
    .from(brands)
    .leftJoin(media, eq(media.id, brands.mediaId))
    .orderBy(...brandOrder);
}

/**
 * Switching, removing and moving a brand (one place in the home's order shown at a list
 * version; StaleEdit when it changed since): audited, null when gone.
 */
export const {
  find: getBrand,
  toggle: toggleBrand,
  remove: deleteBrand,
  move: moveBrand,
} = records;

/** The home's brands as their list screen reads and changes them. */
export const brandList: ContentListModel<AdminBrand[]> = {
  read: listBrandsForAdmin,
  version: brandListVersion,
  toggle: toggleBrand,
  remove: deleteBrand,
  move: moveBrand,
};

/**
 * Stores a logo's files (validated, re-encoded, with its variants) before the save that uses
 * it; an unreadable file throws an UploadError.
 */
export function storeBrandLogo(
  storage: StorageAdapter,
  input: { file: FormDataEntryValue; name: string; userId: number },
): Promise<StoredImageFiles> {
  return storeImageFiles(storage, {
    file: input.file,
    folder: "brands",
    // Two uploads in the same millisecond would share a timestamp-only name.
    prefix: `logo-${crypto.randomUUID().slice(0, 6)}`,
    altText: `Logo ${input.name}`,
    userId: input.userId,
  });
}

/** The logo's columns from its media row, written in the save's transaction. */
const logoImages = (logo: StoredImageFiles | null): CollectionImages<Brand> => ({
  files: [logo],
  values: ([row]) => (row ? { logoUrl: row.url, mediaId: row.id } : {}),
});

/**
 * Adds a brand, last in the order, with its logo (stored beforehand, its media row written with
 * the brand), audited.
 */
export async function createBrand(
  app: UploadServices,
  by: StaffActor,
  values: BrandValues,
  logo: StoredImageFiles,
): Promise<Brand> {
  return records.create(
    app,
    by,
    async (tx, image) =>
      (
        await tx
          .insert(brands)
          .values({
            ...values,
            logoUrl: image.logoUrl!,
            mediaId: image.mediaId ?? null,
            position: records.endPosition(),
          })
          .returning()
      )[0]!,
    { fields: ["name", "logoUrl", "active"], images: logoImages(logo) },
  );
}

/**
 * Saves a brand opened at `version` (StaleEdit when it changed since), with a new logo when one
 * was stored for it (the replaced one deleted after the commit); null when the brand is gone.
 */
export async function updateBrand(
  app: UploadServices,
  by: StaffActor,
  id: number,
  values: BrandValues,
  options: { logo?: StoredImageFiles | null; version?: ExpectedVersion } = {},
): Promise<Brand | null> {
  const saved = await records.update(app, by, id, values, {
    images: logoImages(options.logo ?? null),
    version: options.version,
  });
  return saved?.row ?? null;
}
