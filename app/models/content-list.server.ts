/**
 * The home records staff keep with stored images and an on/off switch (banners, brands). Each
 * change is audited in the transaction that makes it (see staff-change.server.ts); the stored
 * images a save replaces, or a removal leaves without a record, are deleted once it has
 * committed, so a change that rolls back never loses the files it still points to.
 */
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { changedFields } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import { deleteStoredImage, type UploadServices } from "~/server/uploads.server";
import { auditEntries } from "./staff-audit-entry.server";
import { staffChange, type StaffActor } from "./staff-change.server";

/** A record of such a list: its id and whether it is on the site. */
export type ListedRecord = { id: number; active: boolean };

/** Where one kind of record is kept and how staff know it. */
export type ListedKind<T extends ListedRecord> = {
  table: PgTable & { id: PgColumn; active: PgColumn };
  /** The audit log's name for the kind ("banner", "brand"). */
  entity: string;
  /** How staff name a record: the audit row's label. */
  label: (row: T) => string;
  /** The stored images a record points to. */
  images: (row: T) => (string | null)[];
};

/** The audit rows of the kind's records, each named as staff know it. */
const auditOf = <T extends ListedRecord>(kind: ListedKind<T>) =>
  auditEntries(kind.entity, kind.label);

export async function findListed<T extends ListedRecord>(
  db: Database,
  kind: ListedKind<T>,
  id: number,
): Promise<T | null> {
  const [row] = await db
    .select()
    .from(kind.table as PgTable)
    .where(eq(kind.table.id, id))
    .limit(1);
  return (row as T | undefined) ?? null;
}

async function deleteImages(app: UploadServices, urls: (string | null)[]) {
  for (const url of urls) await deleteStoredImage(app, url);
}

/** Adds a record with `insert` (inside the transaction); `fields` are the ones the row lists. */
export async function createListed<T extends ListedRecord>(
  db: Database,
  by: StaffActor,
  kind: ListedKind<T>,
  insert: (tx: Database) => Promise<T>,
  fields: string[],
): Promise<T> {
  return staffChange(db, by, insert, (row) => auditOf(kind)("create", row, fields));
}

/**
 * Saves new values; the images they replace are deleted after the commit. Null when the record
 * no longer exists (nothing changes then).
 */
export async function updateListed<T extends ListedRecord>(
  app: UploadServices,
  by: StaffActor,
  kind: ListedKind<T>,
  id: number,
  values: Partial<T>,
): Promise<T | null> {
  const { before, row } = await staffChange(
    app.db,
    by,
    async (tx) => {
      const before = await findListed(tx, kind, id);
      if (!before) return { before, row: null };
      const [row] = await tx
        .update(kind.table)
        .set(values as never)
        .where(eq(kind.table.id, id))
        .returning();
      return { before, row: (row as T | undefined) ?? null };
    },
    ({ before, row }) =>
      before && row ? auditOf(kind)("update", row, changedFields(before, values)) : null,
  );
  if (before && row) {
    const kept = new Set(kind.images(row));
    await deleteImages(
      app,
      kind.images(before).filter((url) => !kept.has(url)),
    );
  }
  return row;
}

/** Takes a record off the site or puts it back; null when it no longer exists. */
export async function toggleListed<T extends ListedRecord>(
  db: Database,
  by: StaffActor,
  kind: ListedKind<T>,
  id: number,
): Promise<T | null> {
  return staffChange(
    db,
    by,
    async (tx) => {
      const [row] = await tx
        .update(kind.table)
        .set({ active: sql`not ${kind.table.active}` } as never)
        .where(eq(kind.table.id, id))
        .returning();
      return (row as T | undefined) ?? null;
    },
    (row) => (row ? auditOf(kind)("update", row, ["active"]) : null),
  );
}

/** Removes a record, then its stored images; null when it no longer exists. */
export async function removeListed<T extends ListedRecord>(
  app: UploadServices,
  by: StaffActor,
  kind: ListedKind<T>,
  id: number,
): Promise<T | null> {
  const row = await staffChange(
    app.db,
    by,
    async (tx) => {
      const [row] = await tx.delete(kind.table).where(eq(kind.table.id, id)).returning();
      return (row as T | undefined) ?? null;
    },
    (row) => (row ? auditOf(kind)("delete", row) : null),
  );
  if (row) await deleteImages(app, kind.images(row));
  return row;
}

/** The kind's reading and changes, bound to it: what a model module exports for its screens. */
export function listedRecords<T extends ListedRecord>(kind: ListedKind<T>) {
  return {
    find: (db: Database, id: number) => findListed(db, kind, id),
    create: (
      db: Database,
      by: StaffActor,
      insert: (tx: Database) => Promise<T>,
      fields: string[],
    ) => createListed(db, by, kind, insert, fields),
    update: (app: UploadServices, by: StaffActor, id: number, values: Partial<T>) =>
      updateListed(app, by, kind, id, values),
    toggle: (db: Database, by: StaffActor, id: number) => toggleListed(db, by, kind, id),
    remove: (app: UploadServices, by: StaffActor, id: number) => removeListed(app, by, kind, id),
  };
}
