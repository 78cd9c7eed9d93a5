/** The specialties shown on every store page: one list staff order, edit, hide and delete. */
import { asc, eq } from "drizzle-orm";
import { specialties, type SpecialtyIcon } from "#db/schema";
import type { Database } from "~/server/db.server";
import { moveInOrder, type MoveDirection } from "./ordering.server";

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

export async function createSpecialty(db: Database, values: SpecialtyValues) {
  const existing = await listSpecialties(db);
  const position = existing.reduce((max, s) => Math.max(max, s.position + 1), 0);
  const [row] = await db
    .insert(specialties)
    .values({ ...values, position })
    .returning();
  return row!;
}

export async function getSpecialty(db: Database, id: number) {
  const [row] = await db.select().from(specialties).where(eq(specialties.id, id)).limit(1);
  return row ?? null;
}

export async function updateSpecialty(db: Database, id: number, values: Partial<SpecialtyValues>) {
  const [row] = await db.update(specialties).set(values).where(eq(specialties.id, id)).returning();
  return row ?? null;
}

export async function deleteSpecialty(db: Database, id: number) {
  const [row] = await db.delete(specialties).where(eq(specialties.id, id)).returning();
  return row ?? null;
}

/** Moves a specialty one place up or down; false when it is not in the list or already at that end. */
export async function moveSpecialty(db: Database, id: number, direction: MoveDirection) {
  return moveInOrder(db, specialties, specialtyOrder, id, direction);
}
