/**
 * The specialties shown on every store page: one list staff order, edit, hide and delete. Every
 * change is written with its audit row (see staff-change.server.ts); a record that is no longer
 * there answers null and leaves no row.
 */
import { asc, eq, not } from "drizzle-orm";
import { specialties, type Specialty, type SpecialtyIcon } from "#db/schema";
import { changedFields } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import { moveInOrder, type MoveDirection } from "./ordering.server";
import { staffChange, type AuditEntry, type StaffActor } from "./staff-change.server";

const specialtyOrder = [asc(specialties.position), asc(specialties.id)];

export async function listSpecialties(db: Database) {
  return db
    .select()
    .from(specialties)
    .orderBy(...specialtyOrder);
}

type SpecialtyValues = {
  title: string;
  description: string;
  icon: SpecialtyIcon;
  active: boolean;
};

export async function getSpecialty(db: Database, id: number) {
  const [row] = await db.select().from(specialties).where(eq(specialties.id, id)).limit(1);
  return row ?? null;
}

/** The audit row of an edit: the fields that differ from `before`, under its old title. */
const updated =
  (values: Partial<Specialty>) =>
  (before: Specialty | null): AuditEntry | null =>
    before && {
      action: "update",
      entity: "specialty",
      entityId: before.id,
      details: { fields: changedFields(before, values), label: before.title },
    };

/** Adds a specialty at the end of the list. */
export async function createSpecialty(db: Database, by: StaffActor, values: SpecialtyValues) {
  return staffChange(
    db,
    by,
    async (tx) => {
      const existing = await listSpecialties(tx);
      const position = existing.reduce((max, s) => Math.max(max, s.position + 1), 0);
      const [row] = await tx
        .insert(specialties)
        .values({ ...values, position })
        .returning();
      return row!;
    },
    (row) => ({
      action: "create",
      entity: "specialty",
      entityId: row.id,
      details: { fields: Object.keys(values), label: row.title },
    }),
  );
}

/** Saves an edited specialty; answers it as it was before, or null when it no longer exists. */
export async function updateSpecialty(
  db: Database,
  by: StaffActor,
  id: number,
  values: SpecialtyValues,
) {
  return staffChange(
    db,
    by,
    async (tx) => {
      const before = await getSpecialty(tx, id);
      if (before) await tx.update(specialties).set(values).where(eq(specialties.id, id));
      return before;
    },
    updated(values),
  );
}

/** Shows a hidden specialty or hides a shown one; answers it as it was before, or null. */
export async function toggleSpecialty(db: Database, by: StaffActor, id: number) {
  return staffChange(
    db,
    by,
    async (tx) => {
      const [row] = await tx
        .update(specialties)
        .set({ active: not(specialties.active) })
        .where(eq(specialties.id, id))
        .returning();
      return row ? { ...row, active: !row.active } : null;
    },
    (before) => before && updated({ active: !before.active })(before),
  );
}

export async function deleteSpecialty(db: Database, by: StaffActor, id: number) {
  return staffChange(
    db,
    by,
    async (tx) => {
      const [row] = await tx.delete(specialties).where(eq(specialties.id, id)).returning();
      return row ?? null;
    },
    (row) =>
      row && {
        action: "delete",
        entity: "specialty",
        entityId: row.id,
        details: { label: row.title },
      },
  );
}

/**
 * Moves a specialty one place up or down (see ordering.server.ts). Answers null when it no
 * longer exists, else whether it moved; a move past either end changes nothing and leaves no row.
 */
export async function moveSpecialty(
  db: Database,
  by: StaffActor,
  id: number,
  direction: MoveDirection,
) {
  const { before, moved } = await staffChange(
    db,
    by,
    async (tx) => {
      const before = await getSpecialty(tx, id);
      const moved = before
        ? await moveInOrder(tx, specialties, specialtyOrder, id, direction)
        : false;
      return { before, moved };
    },
    ({ before, moved }) =>
      before && moved
        ? {
            action: "update",
            entity: "specialty",
            entityId: id,
            details: { fields: ["position"], label: before.title },
          }
        : null,
  );
  return before && { moved };
}
