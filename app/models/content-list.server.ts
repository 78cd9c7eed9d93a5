/**
 * The home records staff keep with stored images and an on/off switch (banners, brands). Each
 * change is audited in the transaction that makes it (see staff-change.server.ts). Images
 * uploaded for a save are stored before it and their media rows written inside it
 * (staffChangeWithImages), so a save that fails keeps neither; the stored images a save
 * replaces, or a removal leaves without a record, are deleted once it has committed. An edit,
 * a switch or a removal opened at another version of the record throws StaleEdit.
 */
import type { ContentSource } from "~/server/content-changes.server";
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Media } from "#db/schema";
import { changeDetails } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import {
  deleteStoredImage,
  type StoredImageFiles,
  type UploadServices,
} from "~/server/uploads.server";
import { expectVersion, nextVersion, type ExpectedVersion } from "./edit-version.server";
import { auditEntries } from "./staff-audit-entry.server";
import { staffChange, staffChangeWithImages, type StaffActor } from "./staff-change.server";

/** A record of such a list: its id, its version and whether it is on the site. */
export type ListedRecord = { id: number; version: number; active: boolean };

/** Where one kind of record is kept and how staff know it. */
export type ListedKind<T extends ListedRecord> = {
  table: PgTable & { id: PgColumn; active: PgColumn; version: PgColumn };
  /** The audit log's name for the kind ("banner", "brand"). */
  entity: ContentSource;
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

/** The record, locked until the transaction ends, checked against the version it was opened at. */
async function lockListed<T extends ListedRecord>(
  tx: Database,
  kind: ListedKind<T>,
  id: number,
  version: ExpectedVersion,
): Promise<T | null> {
  const [row] = await tx
    .select()
    .from(kind.table as PgTable)
    .where(eq(kind.table.id, id))
    .for("update");
  if (row) expectVersion(row as T, version, { entity: kind.entity, entityId: id });
  return (row as T | undefined) ?? null;
}

/** Images stored for a save (null where the form chose none), and the values they make. */
export type ListedImages<T> = {
  files: (StoredImageFiles | null)[];
  /** The record's image columns from the media rows written for `files`, in their order. */
  values: (media: (Media | null)[]) => Partial<T>;
};

const noImages = { files: [], values: () => ({}) };

async function deleteImages(app: UploadServices, urls: (string | null)[]) {
  for (const url of urls) await deleteStoredImage(app, url);
}

/**
 * Adds a record with `insert` (inside the transaction, given the image columns of `images`);
 * `fields` are the ones the row lists.
 */
export async function createListed<T extends ListedRecord>(
  app: UploadServices,
  by: StaffActor,
  kind: ListedKind<T>,
  images: ListedImages<T>,
  insert: (tx: Database, imageValues: Partial<T>) => Promise<T>,
  fields: string[],
): Promise<T> {
  return staffChangeWithImages(
    app,
    by,
    images.files,
    (tx, media) => insert(tx, images.values(media)),
    (row) => auditOf(kind)("create", row, fields),
  );
}

/**
 * Saves new values (and the images stored for them) over the version `version` of the record;
 * the images they replace are deleted after the commit. Null when the record no longer exists
 * (nothing changes then).
 */
export async function updateListed<T extends ListedRecord>(
  app: UploadServices,
  by: StaffActor,
  kind: ListedKind<T>,
  id: number,
  values: Partial<T>,
  options: UpdateOptions<T> = {},
): Promise<T | null> {
  const images = options.images ?? noImages;
  const { before, row } = await staffChangeWithImages(
    app,
    by,
    images.files,
    async (tx, media) => {
      const before = await lockListed(tx, kind, id, options.version);
      if (!before) return { before, row: null, saved: values };
      await options.check?.(tx, before);
      const saved = { ...values, ...images.values(media) };
      const [row] = await tx
        .update(kind.table)
        .set({ ...saved, ...nextVersion(kind.table) } as never)
        .where(eq(kind.table.id, id))
        .returning();
      return { before, row: (row as T | undefined) ?? null, saved };
    },
    ({ before, row, saved }) =>
      before && row ? auditOf(kind)("update", row, changeDetails(before, saved)) : null,
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

/** A rule of the kind checked in the write's transaction, on the record as it was: it throws. */
export type ListedCheck<T> = (tx: Database, before: T) => Promise<void>;

type UpdateOptions<T> = {
  images?: ListedImages<T>;
  version?: ExpectedVersion;
  check?: ListedCheck<T>;
};

/** Takes a record off the site or puts it back; null when it no longer exists. */
export async function toggleListed<T extends ListedRecord>(
  db: Database,
  by: StaffActor,
  kind: ListedKind<T>,
  id: number,
  version?: ExpectedVersion,
  check?: ListedCheck<T>,
): Promise<T | null> {
  return staffChange(
    db,
    by,
    async (tx) => {
      const before = await lockListed(tx, kind, id, version);
      if (!before) return null;
      await check?.(tx, before);
      const [row] = await tx
        .update(kind.table)
        .set({ active: sql`not ${kind.table.active}`, ...nextVersion(kind.table) } as never)
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
  version?: ExpectedVersion,
): Promise<T | null> {
  const row = await staffChange(
    app.db,
    by,
    async (tx) => {
      if (!(await lockListed(tx, kind, id, version))) return null;
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
      app: UploadServices,
      by: StaffActor,
      images: ListedImages<T>,
      insert: (tx: Database, imageValues: Partial<T>) => Promise<T>,
      fields: string[],
    ) => createListed(app, by, kind, images, insert, fields),
    update: (
      app: UploadServices,
      by: StaffActor,
      id: number,
      values: Partial<T>,
      options?: UpdateOptions<T>,
    ) => updateListed(app, by, kind, id, values, options),
    toggle: (
      db: Database,
      by: StaffActor,
      id: number,
      version?: ExpectedVersion,
      check?: ListedCheck<T>,
    ) => toggleListed(db, by, kind, id, version, check),
    remove: (app: UploadServices, by: StaffActor, id: number, version?: ExpectedVersion) =>
      removeListed(app, by, kind, id, version),
  };
}
