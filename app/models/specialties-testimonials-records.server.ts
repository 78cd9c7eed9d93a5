/**
 * The staff changes of a table staff keep record by record (specialties, testimonials): add,
 * edit, move and delete one record by its id, each written with its activity-log row (see
 * staff-change.server.ts), which names the record as staff know it (`label`). Edits, moves and
 * deletions answer null when the record is gone, and then leave no row. An edit or a deletion
 * opened at another version of the record, or a move from a list that changed since the screen
 * showed it, throws StaleEdit (edit-version.server.ts).
 */
import type { ContentSource } from "~/server/content-changes.server";
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { changedFields } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import { expectVersion, nextVersion, type ExpectedVersion } from "./edit-version.server";
import { moveAudited, type MoveDirection } from "./ordering.server";
import { auditEntries } from "./staff-audit-entry.server";
import { staffChange, type StaffActor } from "./staff-change.server";

type Table = PgTable & { id: PgColumn; version: PgColumn; position?: PgColumn };

export function staffRecords<T extends { id: number }>(kind: {
  table: Table;
  /** The activity log's name for the table ('specialty'). */
  entity: ContentSource;
  label: (row: T) => string;
}) {
  const { table, entity, label } = kind;
  const byId = (id: number) => eq(table.id, id);
  const entry = auditEntries(entity, label);

  async function find(db: Database, id: number): Promise<T | null> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(byId(id))
      .limit(1);
    return (row as T | undefined) ?? null;
  }

  /** The record, locked until the transaction ends, checked against the version it was opened at. */
  async function lock(tx: Database, id: number, version: ExpectedVersion): Promise<T | null> {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(byId(id))
      .for("update");
    if (row) expectVersion(row as { version: number }, version, { entity, entityId: id });
    return (row as T | undefined) ?? null;
  }

  return {
    find,

    /**
     * Adds the record `insert` writes, or nothing when it answers null (a refused reference);
     * the row lists the fields of `values`, what staff filled in.
     */
    create(
      db: Database,
      by: StaffActor,
      values: object,
      insert: (tx: Database) => Promise<T | null>,
    ): Promise<T | null> {
      return staffChange(db, by, insert, (row) => row && entry("create", row, Object.keys(values)));
    },

    /**
     * Saves `values` (or what they are worked out to from the record as it was, for a toggle);
     * answers the record as it was before. The row lists the fields that differ.
     */
    async update(
      db: Database,
      by: StaffActor,
      id: number,
      values: Partial<T> | ((before: T) => Partial<T>),
      version?: ExpectedVersion,
    ): Promise<T | null> {
      const change = await staffChange(
        db,
        by,
        async (tx) => {
          const before = await lock(tx, id, version);
          if (!before) return null;
          const after = typeof values === "function" ? values(before) : values;
          await tx
            .update(table)
            .set({ ...after, ...nextVersion(table) } as never)
            .where(byId(id));
          return { before, after };
        },
        (change) =>
          change && entry("update", change.before, changedFields(change.before, change.after)),
      );
      return change?.before ?? null;
    },

    /**
     * Moves the record one place up or down the list in `order` (see ordering.server.ts);
     * answers whether it moved. Past either end nothing changes and no row is written.
     */
    async move(
      db: Database,
      by: StaffActor,
      id: number,
      direction: MoveDirection,
      order: SQL[],
      listVersion?: string,
    ): Promise<{ moved: boolean } | null> {
      const ordered = table as Table & { position: PgColumn };
      const { before, moved } = await moveAudited(
        db,
        by,
        {
          table: ordered,
          order,
          find,
          entry: (row) => entry("update", row, ["position"]),
          target: { entity },
        },
        id,
        direction,
        listVersion,
      );
      return before && { moved };
    },

    /** Deletes the record; answers it as it was. */
    remove(db: Database, by: StaffActor, id: number, version?: ExpectedVersion): Promise<T | null> {
      return staffChange(
        db,
        by,
        async (tx) => {
          if (!(await lock(tx, id, version))) return null;
          const [row] = await tx.delete(table).where(byId(id)).returning();
          return (row as T | undefined) ?? null;
        },
        (row) => row && entry("delete", row),
      );
    },
  };
}
