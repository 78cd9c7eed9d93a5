/**
 * The one way staff change a collection of records kept record by record: the home banners,
 * brands, videos, specialties, testimonials, and each store's photos and banners. A collection
 * is declared once (`auditedCollection`: its table, its activity-log name, how staff name a
 * record, its order, the images a record points to, the store it belongs to) and answers every
 * change a screen offers: create, update, toggle, remove and move.
 *
 * - Every change is one transaction with its activity-log row (staffChange): a change that
 *   finds no record, or changes nothing, writes no row.
 * - Images uploaded for a save are stored before it and their media rows written inside it
 *   (staffChangeWithImages), so a save that fails keeps neither; the stored images a save
 *   replaces, or a removal leaves without a record, are deleted once it has committed.
 * - An edit, a switch or a removal names the version of the record the screen showed; a move
 *   names the version of the whole list (ADR 0022). Either way a stale one throws StaleEdit.
 * - A move swaps the record with its neighbour and renumbers the list 0..n-1, so positions stay
 *   dense whatever they were before (old data, gaps, ties). The table is locked for the move, so
 *   two staff members moving at once cannot leave two records on one position.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Media } from "#db/schema";
import type { AuditAction } from "#db/schema";
import type { ContentSource } from "~/server/content-changes.server";
import { changeDetails } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import {
  deleteStoredImage,
  type StoredImageFiles,
  type UploadServices,
} from "~/server/uploads.server";
import {
  expectListVersion,
  expectVersion,
  nextVersion,
  readListVersion,
  type EditTarget,
  type ExpectedVersion,
  type VersionedList,
} from "./edit-version.server";
import {
  staffChange,
  staffChangeWithImages,
  type AuditEntry,
  type StaffActor,
} from "./staff-change.server";

export type MoveDirection = "up" | "down";

type CollectionTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  position?: PgColumn;
  active?: PgColumn;
};

type OrderedTable = PgTable & { id: PgColumn; position: PgColumn };

/** A record of a collection: its id and the version its screens show. */
export type CollectionRecord = { id: number; version: number };

/** Where one kind of record is kept and how staff know it. */
export type CollectionKind<T extends CollectionRecord> = {
  table: CollectionTable;
  /** The activity log's name for the kind ("banner", "brand"). */
  entity: ContentSource;
  /** How staff name a record: the audit row's label. */
  label: (row: T) => string;
  /** The list's order, as its screen shows it (a move follows it). */
  order?: (SQL | PgColumn)[];
  /**
   * The store whose list it is, when the table holds one list per store (its photos, banners):
   * only its rows are the collection's, and every audit row names it (details.storeId).
   */
  storeId?: number;
  /** The stored images a record points to, deleted when the record lets go of them. */
  images?: (row: T) => (string | null | undefined)[];
  /** The audit row of an edit names the record as it was (its old title), not as it became. */
  labelBeforeUpdate?: boolean;
};

/** Images stored for a save (null where the form chose none), and the columns they make. */
export type CollectionImages<T> = {
  files: (StoredImageFiles | null)[];
  /** The record's image columns from the media rows written for `files`, in their order. */
  values: (media: (Media | null)[]) => Partial<T>;
};

/** Where a change runs: the database, or the database and the image storage. */
export type CollectionServices = Database | UploadServices;

const hasStorage = (at: CollectionServices): at is UploadServices => "storage" in at && "db" in at;
const databaseOf = (at: CollectionServices): Database => (hasStorage(at) ? at.db : at);

/** A rule of the kind checked in the write's transaction, on the record as it was: it throws. */
export type CollectionCheck<T> = (tx: Database, before: T) => Promise<void>;

export type UpdateOptions<T> = {
  images?: CollectionImages<T>;
  version?: ExpectedVersion;
  check?: CollectionCheck<T>;
};

/**
 * Moves a record one place up or down an ordered list (`where` selects its rows when the table
 * holds several lists) and renumbers the list 0..n-1 under a table lock. For changes that move
 * a record among others of their own (a store's differentials); a collection's `move` is this
 * with its version and audit row. False when the record is not in the list or already at that
 * end.
 */
export async function moveInOrder(
  db: Database,
  list: { table: OrderedTable; order: (SQL | PgColumn)[]; where?: SQL },
  id: number,
  direction: MoveDirection,
): Promise<boolean> {
  const { table, order, where } = list;
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
    const rows = (await tx
      .select({ id: table.id, position: table.position })
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)) as { id: number; position: number }[];
    const index = rows.findIndex((r) => r.id === id);
    const target = direction === "up" ? index - 1 : index + 1;
    if (index < 0 || target < 0 || target >= rows.length) return false;
    const ids = rows.map((r) => r.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    for (const [position, rowId] of ids.entries()) {
      if (rows.find((r) => r.id === rowId)?.position === position) continue;
      await tx
        .update(table)
        .set({ position } as never)
        .where(eq(table.id, rowId));
    }
    return true;
  });
}

/** The kind's reading and changes, bound to it: what a model module builds its exports from. */
export function auditedCollection<T extends CollectionRecord>(kind: CollectionKind<T>) {
  const { table, entity } = kind;
  const scope =
    kind.storeId === undefined
      ? undefined
      : eq((table as unknown as { storeId: PgColumn }).storeId, kind.storeId);
  const own = (id: number) => and(eq(table.id, id), scope);
  const target: EditTarget =
    kind.storeId === undefined ? { entity } : { entity, storeId: kind.storeId };

  /** The list as its screen shows it: its version covers rows, order and versions. */
  function list(): VersionedList & { table: OrderedTable; order: (SQL | PgColumn)[] } {
    if (!kind.order || !table.position) throw new Error(`${entity} is not an ordered list`);
    return {
      table: table as OrderedTable & CollectionTable,
      where: scope,
      order: kind.order,
      target,
    };
  }

  /** The audit row of a change to `row`, naming it as staff know it (and its store). */
  function entry(
    action: AuditAction,
    row: T,
    fields?: string[] | { fields: string[]; changes: object },
  ): AuditEntry {
    const changed = !fields ? {} : Array.isArray(fields) ? { fields } : fields;
    return {
      action,
      entity,
      entityId: row.id,
      details: {
        ...changed,
        label: kind.label(row),
        ...(kind.storeId === undefined ? {} : { storeId: kind.storeId }),
      },
    };
  }

  async function find(db: Database, id: number): Promise<T | null> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(own(id))
      .limit(1);
    return (row as T | undefined) ?? null;
  }

  /** The record, locked until the transaction ends, checked against the version it was opened at. */
  async function lock(tx: Database, id: number, version: ExpectedVersion): Promise<T | null> {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(own(id))
      .for("update");
    if (row) expectVersion(row as T, version, { entity, entityId: id });
    return (row as T | undefined) ?? null;
  }

  /** Deletes, once the change has committed, the stored images it let go of. */
  async function release(at: CollectionServices, urls: (string | null | undefined)[]) {
    if (urls.every((url) => !url)) return;
    if (!hasStorage(at)) throw new Error(`${entity}: releasing images needs the storage`);
    for (const url of urls) if (url) await deleteStoredImage(at, url);
  }

  /** The position after the last record of the list, for a record added at the end. */
  function endPosition() {
    const { table: ordered } = list();
    return sql<number>`(select coalesce(max(${ordered.position}) + 1, 0) from ${ordered}${
      scope ? sql` where ${scope}` : sql``
    })`;
  }

  /** Runs a change with its audit row, writing the media rows of `images` inside it. */
  function change<R>(
    at: CollectionServices,
    by: StaffActor,
    files: (StoredImageFiles | null)[],
    run: (tx: Database, media: (Media | null)[]) => Promise<R>,
    describe: (result: R) => AuditEntry | null,
  ): Promise<R> {
    if (files.some(Boolean)) {
      if (!hasStorage(at)) throw new Error(`${entity}: saving images needs the storage`);
      return staffChangeWithImages(at, by, files, run, describe);
    }
    return staffChange(
      databaseOf(at),
      by,
      (tx) =>
        run(
          tx,
          files.map(() => null),
        ),
      describe,
    );
  }

  return {
    find,

    /** The list's current version (see edit-version.server.ts), for its screen's forms. */
    version: (db: Database) => readListVersion(db, list()),

    endPosition,

    /**
     * Adds a record of `values` at `position` (by default the end of the list), audited with the
     * fields staff filled in.
     */
    add(db: Database, by: StaffActor, values: Partial<T>, position?: number): Promise<T> {
      return change(
        db,
        by,
        [],
        async (tx) => {
          const [row] = await tx
            .insert(table)
            .values({ ...values, position: position ?? endPosition() } as never)
            .returning();
          return row as T;
        },
        (row) => entry("create", row, Object.keys(values)),
      );
    },

    /**
     * Renumbers the list 0..n-1 in its order leaving `at` free (past the end: the end), for a
     * record inserted there; answers the position to insert it at. Run inside the change.
     */
    async makeRoom(tx: Database, at: number): Promise<number> {
      const { table: ordered, order } = list();
      await tx.execute(sql`LOCK TABLE ${ordered} IN SHARE ROW EXCLUSIVE MODE`);
      const rows = (await tx
        .select({ id: ordered.id })
        .from(ordered as PgTable)
        .where(scope)
        .orderBy(...order)) as { id: number }[];
      const position = Math.max(0, Math.min(at, rows.length));
      for (const [index, { id }] of rows.entries()) {
        const next = index < position ? index : index + 1;
        await tx
          .update(ordered)
          .set({ position: next } as never)
          .where(eq(ordered.id, id));
      }
      return position;
    },

    /**
     * Adds the record `insert` writes (given the image columns of `images`), or nothing when it
     * answers null (a refused reference); the audit row lists `fields`, what staff filled in.
     */
    create<R extends T | null>(
      at: CollectionServices,
      by: StaffActor,
      insert: (tx: Database, imageValues: Partial<T>) => Promise<R>,
      options: { fields: string[]; images?: CollectionImages<T> },
    ): Promise<R> {
      const images = options.images;
      return change(
        at,
        by,
        images?.files ?? [],
        (tx, media) => insert(tx, images ? images.values(media) : {}),
        (row) => row && entry("create", row, options.fields),
      );
    },

    /**
     * Saves `values` (or what they are worked out to from the record as it was) and the images
     * stored for them over the version `options.version` of the record; the images they replace
     * are deleted after the commit. Answers the record as it was and as it is now, or null when
     * it no longer exists (nothing changes then). The audit row lists what changed, old and new.
     */
    async update(
      at: CollectionServices,
      by: StaffActor,
      id: number,
      values: Partial<T> | ((before: T) => Partial<T>),
      options: UpdateOptions<T> = {},
    ): Promise<{ before: T; row: T } | null> {
      const images = options.images;
      const result = await change(
        at,
        by,
        images?.files ?? [],
        async (tx, media) => {
          const before = await lock(tx, id, options.version);
          if (!before) return null;
          await options.check?.(tx, before);
          const typed = typeof values === "function" ? values(before) : values;
          const saved = { ...typed, ...(images ? images.values(media) : {}) };
          const [row] = await tx
            .update(table)
            .set({ ...saved, ...nextVersion(table) } as never)
            .where(own(id))
            .returning();
          return { before, row: row as T, saved };
        },
        (result) =>
          result &&
          entry(
            "update",
            kind.labelBeforeUpdate ? result.before : result.row,
            changeDetails(result.before, result.saved),
          ),
      );
      if (!result) return null;
      if (kind.images) {
        const kept = new Set(kind.images(result.row));
        await release(
          at,
          kind.images(result.before).filter((url) => !kept.has(url)),
        );
      }
      return { before: result.before, row: result.row };
    },

    /** Takes a record off the site or puts it back; answers it switched, null when it is gone. */
    toggle(
      db: Database,
      by: StaffActor,
      id: number,
      version?: ExpectedVersion,
      check?: CollectionCheck<T>,
    ): Promise<T | null> {
      const active = table.active;
      if (!active) throw new Error(`${entity} has no on/off switch`);
      return staffChange(
        db,
        by,
        async (tx) => {
          const before = await lock(tx, id, version);
          if (!before) return null;
          await check?.(tx, before);
          const [row] = await tx
            .update(table)
            .set({ active: sql`not ${active}`, ...nextVersion(table) } as never)
            .where(own(id))
            .returning();
          return (row as T | undefined) ?? null;
        },
        (row) => row && entry("update", row, ["active"]),
      );
    },

    /** Removes a record shown at `version`, then its stored images; null when it is gone. */
    async remove(
      at: CollectionServices,
      by: StaffActor,
      id: number,
      version?: ExpectedVersion,
    ): Promise<T | null> {
      const row = await staffChange(
        databaseOf(at),
        by,
        async (tx) => {
          if (!(await lock(tx, id, version))) return null;
          const [row] = await tx.delete(table).where(own(id)).returning();
          return (row as T | undefined) ?? null;
        },
        (row) => row && entry("delete", row),
      );
      if (row && kind.images) await release(at, kind.images(row));
      return row;
    },

    /**
     * Moves a record one place up or down the list its screen showed at `listVersion` (StaleEdit
     * when it changed since). Answers the record as it was and whether it moved (past either end
     * nothing changes and no row is written); null when it no longer exists.
     */
    async move(
      db: Database,
      by: StaffActor,
      id: number,
      direction: MoveDirection,
      listVersion?: string,
    ): Promise<{ row: T; moved: boolean } | null> {
      const ordered = list();
      const { row, moved } = await staffChange(
        db,
        by,
        async (tx) => {
          await expectListVersion(tx, ordered, listVersion);
          const row = await find(tx, id);
          const moved = row ? await moveInOrder(tx, ordered, id, direction) : false;
          return { row, moved };
        },
        ({ row, moved }) => (row && moved ? entry("update", row, ["position"]) : null),
      );
      return row && { row, moved };
    },
  };
}

export type AuditedCollection<T extends CollectionRecord> = ReturnType<typeof auditedCollection<T>>;

/**
 * A content list as its screen reads and changes it (banners, brands): the records in their
 * order, the list's version, and the changes the screen offers, each audited. Each change answers
 * null when the record no longer exists and throws StaleEdit when the screen showed another
 * version (the record's for a toggle or removal, the list's for a move). `refusal` words a rule of
 * the model that refused a change, for the screen; null for any other error.
 */
export type ContentListModel<T> = {
  read: (db: Database) => Promise<T>;
  version: (db: Database) => Promise<string>;
  toggle: (
    db: Database,
    by: StaffActor,
    id: number,
    version?: ExpectedVersion,
  ) => Promise<{ active: boolean } | null>;
  remove: (
    app: UploadServices,
    by: StaffActor,
    id: number,
    version?: ExpectedVersion,
  ) => Promise<unknown>;
  move: (
    db: Database,
    by: StaffActor,
    id: number,
    direction: MoveDirection,
    version?: string,
  ) => Promise<unknown>;
  refusal?: (error: unknown) => string | null;
};
