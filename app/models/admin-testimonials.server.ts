/**
 * Customer testimonials on the store pages: listed for moderation, created, edited, approved and
 * deleted. Every change is written with its activity-log row (see
 * audited-collection.server.ts); a record that is gone answers null and leaves no row.
 */
import { and, count, desc, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import { stores, testimonials, type Testimonial } from "#db/schema";
import type { Database } from "~/server/db.server";
import { auditedCollection } from "./audited-collection.server";
import { nextVersion, type ExpectedVersion } from "./edit-version.server";
import type { StaffActor } from "./staff-change.server";

export const TESTIMONIALS_PAGE_SIZE = 30;

/** One store's testimonials, or those of some stores (a store manager's), or all. */
function ofStores(storeId?: number, storeIds?: readonly number[] | null): SQL | undefined {
  if (storeId) return eq(testimonials.storeId, storeId);
  return storeIds ? inArray(testimonials.storeId, [...storeIds, -1]) : undefined;
}

/** How many testimonials await approval and how many are public, of one store, some or all. */
export async function countTestimonials(
  db: Database,
  storeId?: number,
  storeIds?: readonly number[] | null,
) {
  const rows = await db
    .select({ approved: testimonials.approved, n: count() })
    .from(testimonials)
    .where(ofStores(storeId, storeIds))
    .groupBy(testimonials.approved);
  const of = (approved: boolean) => rows.find((r) => r.approved === approved)?.n ?? 0;
  return { pending: of(false), approvedCount: of(true) };
}

export async function countPendingTestimonials(db: Database, storeId?: number) {
  return (await countTestimonials(db, storeId)).pending;
}

/** One page of the pending (or the approved) testimonials, newest first, with both counts. */
export async function listTestimonials(
  db: Database,
  options: {
    storeId?: number;
    /** Only these stores' (a store manager's); null or absent: every store's. */
    storeIds?: readonly number[] | null;
    approved: boolean;
    page?: number;
  },
) {
  const counts = await countTestimonials(db, options.storeId, options.storeIds);
  const total = options.approved ? counts.approvedCount : counts.pending;
  const pages = Math.max(1, Math.ceil(total / TESTIMONIALS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page ?? 1), pages);
  const rows = await db
    .select({ ...getTableColumns(testimonials), storeName: stores.name })
    .from(testimonials)
    .innerJoin(stores, eq(stores.id, testimonials.storeId))
    .where(
      and(eq(testimonials.approved, options.approved), ofStores(options.storeId, options.storeIds)),
    )
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(TESTIMONIALS_PAGE_SIZE)
    .offset((page - 1) * TESTIMONIALS_PAGE_SIZE);
  return { testimonials: rows, total, page, pages, ...counts };
}

export type AdminTestimonial = Awaited<ReturnType<typeof listTestimonials>>["testimonials"][number];

const records = auditedCollection<Testimonial>({
  table: testimonials,
  entity: "testimonial",
  label: (row) => row.customerName,
  labelBeforeUpdate: true,
});

/** One testimonial as it is now, and deleting one (answers it as it was); null when it is gone. */
export const { find: findTestimonial, remove: deleteTestimonial } = records;

type TestimonialValues = {
  customerName: string;
  city: string | null;
  rating: number;
  text: string;
  approved: boolean;
};

/** Adds a testimonial to a store; null when the store does not exist. */
export async function createTestimonial(
  db: Database,
  by: StaffActor,
  values: TestimonialValues & { storeId: number },
) {
  return records.create(
    db,
    by,
    async (tx) => {
      const [store] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.id, values.storeId))
        .limit(1);
      if (!store) return null;
      const [row] = await tx.insert(testimonials).values(values).returning();
      return row!;
    },
    { fields: Object.keys(values) },
  );
}

/**
 * Saves a corrected testimonial, or its approval alone; answers it as it was before, or null
 * when it is gone.
 */
export async function updateTestimonial(
  db: Database,
  by: StaffActor,
  id: number,
  values: Partial<TestimonialValues>,
  version?: ExpectedVersion,
) {
  return (await records.update(db, by, id, values, { version }))?.before ?? null;
}

/**
 * Publishes a testimonial or withdraws it inside a change already open (an approved change
 * request, whose audit row is the request's): the row locked, its version moved on. Answers it
 * as it was and as it is, or null when it is gone.
 */
export async function writeTestimonialApproval(tx: Database, id: number, approved: boolean) {
  const [before] = await tx
    .select()
    .from(testimonials)
    .where(eq(testimonials.id, id))
    .for("update");
  if (!before) return null;
  const [row] = await tx
    .update(testimonials)
    .set({ approved, ...nextVersion(testimonials) })
    .where(eq(testimonials.id, id))
    .returning();
  return { before, row: row! };
}
