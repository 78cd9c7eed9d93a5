/** Staff access to the brand logos: listed by name, toggled, edited, deleted. */
import { asc, eq } from "drizzle-orm";
import { brands, media, type Brand } from "#db/schema";
import type { Database } from "~/server/db.server";
import { listedRecords, type ListedKind } from "./content-list.server";
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

const records = listedRecords(brandKind);

/** Saving (the replaced logo deleted), switching and removing a brand: audited, null when gone. */
export const {
  find: getBrand,
  update: updateBrand,
  toggle: toggleBrand,
  remove: deleteBrand,
} = records;

/** Adds a brand, audited. */
export async function createBrand(db: Database, by: StaffActor, values: BrandValues) {
  return records.create(
    db,
    by,
    async (tx) => (await tx.insert(brands).values(values).returning())[0]!,
    ["name", "logoUrl", "active"],
  );
}
