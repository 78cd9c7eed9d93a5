/**
 * The specialties shown on every store page: one list staff order, edit, hide and delete. Every
 * change is written with its activity-log row (see audited-collection.server.ts); a record that
 * is gone answers null and leaves no row.
 */
import { asc } from "drizzle-orm";
import { specialties, type Specialty, type SpecialtyIcon } from "#db/schema";
import type { Database } from "~/server/db.server";
import { auditedCollection, type MoveDirection } from "./audited-collection.server";
import type { ExpectedVersion } from "./edit-version.server";
import type { StaffActor } from "./staff-change.server";

const specialtyOrder = [asc(specialties.position), asc(specialties.id)];

const records = auditedCollection<Specialty>({
  table: specialties,
  entity: "specialty",
  label: (row) => row.title,
  order: specialtyOrder,
  labelBeforeUpdate: true,
});

/** The list's version, which a move names (see edit-version.server.ts). */
export function specialtiesVersion(db: Database): Promise<string> {
  return records.version(db);
}

/**
 * One specialty as it is now; switching one on or off (answers it switched); deleting one
 * (answers it as it was). Null when it is gone.
 */
export const { find: findSpecialty, toggle: toggleSpecialty, remove: deleteSpecialty } = records;

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

/** Adds a specialty at the end of the list. */
export async function createSpecialty(db: Database, by: StaffActor, values: SpecialtyValues) {
  return records.add(db, by, values);
}

/** Saves an edited specialty; answers it as it was before, or null when it is gone. */
export async function updateSpecialty(
  db: Database,
  by: StaffActor,
  id: number,
  values: SpecialtyValues,
  version?: ExpectedVersion,
) {
  return (await records.update(db, by, id, values, { version }))?.before ?? null;
}

/** Moves a specialty one place up or down; null when it is gone, else whether it moved. */
export async function moveSpecialty(
  db: Database,
  by: StaffActor,
  id: number,
  direction: MoveDirection,
  listVersion?: string,
) {
  const move = await records.move(db, by, id, direction, listVersion);
  return move && { moved: move.moved };
}
