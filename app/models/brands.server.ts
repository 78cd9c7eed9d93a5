import { asc, eq } from "drizzle-orm";
import { brands } from "#db/schema";
import type { Database } from "~/server/db.server";

export type PublicBrand = { id: number; name: string; logoUrl: string };

/** The home logo grid: active brands in the order staff set (ties by name). */
export async function listActiveBrands(db: Database): Promise<PublicBrand[]> {
  return db
    .select({ id: brands.id, name: brands.name, logoUrl: brands.logoUrl })
    .from(brands)
    .where(eq(brands.active, true))
    .orderBy(asc(brands.position), asc(brands.name), asc(brands.id));
}
