/** Staff access to the brand logos: listed by name, toggled, edited, deleted. */
import { asc, eq } from "drizzle-orm";
import { brands, media, type Brand } from "#db/schema";
import type { Database } from "~/server/db.server";
import type { UploadServices } from "~/server/uploads.server";
import {
  createListed,
  findListed,
  removeListed,
  toggleListed,
  updateListed,
  type ListedKind,
} from "./content-list.server";
import type { StaffActor } from "./staff-change.server";

export type AdminBrand = Pick<Brand, "id" | "name" | "logoUrl" | "active" | "mediaId"> & {
  width: number | null;
  height: number | null;
};

export type BrandValues = {
  name: string;
  logoUrl: string;
  active: boolean;
  mediaId: number | null;
};

const brandKind: ListedKind<Brand> = {
  table: brands,
  entity: "brand",
  label: (brand) => brand.name,
  images: (brand) => [brand.logoUrl],
};

export async function listBrandsForAdmin(db: Database): Promise<AdminBrand[]> {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      logoUrl: brands.logoUrl,
      active: brands.active,
      mediaId: brands.mediaId,
      width: media.width,
      height: media.height,
    })
    .from(brands)
    .leftJoin(media, eq(media.id, brands.mediaId))
    .orderBy(asc(brands.name), asc(brands.id));
}

export async function getBrand(db: Database, id: number): Promise<Brand | null> {
  return findListed(db, brandKind, id);
}

/** Adds a brand, audited. */
export async function createBrand(db: Database, by: StaffActor, values: BrandValues) {
  return createListed(
    db,
    by,
    brandKind,
    async (tx) => (await tx.insert(brands).values(values).returning())[0]!,
    ["name", "logoUrl", "active"],
  );
}

/** Saves an edited brand; a replaced logo is deleted. Null when it no longer exists. */
export async function updateBrand(
  app: UploadServices,
  by: StaffActor,
  id: number,
  values: Partial<BrandValues>,
): Promise<Brand | null> {
  return updateListed(app, by, brandKind, id, values);
}

/** Takes a brand off the home or puts it back; null when it no longer exists. */
export async function toggleBrand(db: Database, by: StaffActor, id: number) {
  return toggleListed(db, by, brandKind, id);
}

/** Removes a brand and its logo; null when it no longer exists. */
export async function deleteBrand(app: UploadServices, by: StaffActor, id: number) {
  return removeListed(app, by, brandKind, id);
}
