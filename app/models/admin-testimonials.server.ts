/** Customer testimonials on the store pages: listed for moderation, created, edited, deleted. */
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { stores, testimonials } from "#db/schema";
import type { Database } from "~/server/db.server";
import { storesChanged } from "./admin-stores.server";

export const TESTIMONIALS_PAGE_SIZE = 30;

export async function listTestimonials(
  db: Database,
  options: { storeId?: number; approved: boolean; page?: number },
) {
  const filters: SQL[] = [eq(testimonials.approved, options.approved)];
  if (options.storeId) filters.push(eq(testimonials.storeId, options.storeId));
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(testimonials)
    .where(where);
  const pages = Math.max(1, Math.ceil(total / TESTIMONIALS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page ?? 1), pages);
  const rows = await db
    .select({
      id: testimonials.id,
      storeId: testimonials.storeId,
      storeName: stores.name,
      customerName: testimonials.customerName,
      text: testimonials.text,
      rating: testimonials.rating,
      city: testimonials.city,
      approved: testimonials.approved,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .innerJoin(stores, eq(stores.id, testimonials.storeId))
    .where(where)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(TESTIMONIALS_PAGE_SIZE)
    .offset((page - 1) * TESTIMONIALS_PAGE_SIZE);
  return { testimonials: rows, total, page, pages };
}

export type AdminTestimonial = Awaited<ReturnType<typeof listTestimonials>>["testimonials"][number];

export async function countPendingTestimonials(db: Database, storeId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(testimonials)
    .where(
      storeId
        ? and(eq(testimonials.approved, false), eq(testimonials.storeId, storeId))
        : eq(testimonials.approved, false),
    );
  return row?.n ?? 0;
}

export async function getTestimonial(db: Database, id: number) {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

export async function createTestimonial(
  db: Database,
  values: {
    storeId: number;
    customerName: string;
    city: string | null;
    rating: number;
    text: string;
    approved: boolean;
  },
) {
  const [row] = await db.insert(testimonials).values(values).returning();
  storesChanged();
  return row!;
}

export async function updateTestimonial(
  db: Database,
  id: number,
  values: Partial<{
    customerName: string;
    city: string | null;
    rating: number;
    text: string;
    approved: boolean;
  }>,
) {
  const [row] = await db
    .update(testimonials)
    .set(values)
    .where(eq(testimonials.id, id))
    .returning();
  storesChanged();
  return row ?? null;
}

export async function deleteTestimonial(db: Database, id: number) {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  storesChanged();
  return row ?? null;
}

/** Names of stores that exist among `ids` (the testimonial form's store must exist). */
export async function storesExist(db: Database, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids));
  return new Set(rows.map((r) => r.id));
}
