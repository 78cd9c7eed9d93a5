/** Staff access to the brand logos: listed by name, toggled, edited, deleted. */
import { asc, eq, sql } from "drizzle-orm";
import { brands, media, type Brand } from "#db/schema";
import type { Database } from "~/server/db.server";

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
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row ?? null;
}

export async function createBrand(db: Database, values: BrandValues): Promise<Brand> {
  const [row] = await db.insert(brands).values(values).returning();
  return row!;
}

export async function updateBrand(
  db: Database,
  id: number,
  values: Partial<BrandValues>,
): Promise<Brand | null> {
  const [row] = await db.update(brands).set(values).where(eq(brands.id, id)).returning();
  return row ?? null;
}

export async function toggleBrand(db: Database, id: number): Promise<Brand | null> {
  const [row] = await db
    .update(brands)
    .set({ active: sql`not ${brands.active}` })
    .where(eq(brands.id, id))
    .returning();
  return row ?? null;
}

export async function deleteBrand(db: Database, id: number): Promise<Brand | null> {
  const [row] = await db.delete(brands).where(eq(brands.id, id)).returning();
  return row ?? null;
}
