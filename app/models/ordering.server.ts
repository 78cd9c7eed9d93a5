/**
 * Moving a record one place up or down a list staff order by hand (home banners, videos, a
 * store's photos): the record swaps with its neighbour and the whole list is renumbered 0..n-1,
 * so positions stay dense whatever they were before (old data, gaps, ties). The table is locked
 * for the move, so two staff members moving at once cannot leave two records on one position,
 * and a move from a screen that showed the list at another version (listVersion) is refused.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/server/db.server";
import { expectListVersion, type EditTarget } from "./edit-version.server";
import { staffChange, type AuditEntry, type StaffActor } from "./staff-change.server";

export type MoveDirection = "up" | "down";

type OrderedTable = PgTable & { id: PgColumn; position: PgColumn; version: PgColumn };

/**
 * A list staff order by hand: its table and its order. When the table holds several lists (each
 * store's photos), `scope` selects the rows of the one list; without it the list is the table.
 */
export type OrderedList = {
  table: OrderedTable;
  order: (SQL | PgColumn)[];
  scope?: SQL;
};

/** Returns false when the record is not in the list or already at that end. */
export async function moveInOrder(
  db: Database,
  list: OrderedList,
  id: number,
  direction: MoveDirection,
): Promise<boolean> {
  const { table, order, scope } = list;
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
    const rows = (await tx
      .select({ id: table.id, position: table.position })
      .from(table as PgTable)
      .where(scope)
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

/**
 * A move as one audited staff change: the list's version is checked against `version` (the one
 * the screen showed; StaleEdit when it changed), the record is read as it was (`find`), moved,
 * and its audit row (`entry`, a change of its position) written only when it moved. Answers the
 * record as it was (null when it no longer exists, and then nothing moves) and whether it moved.
 */
export async function moveAudited<Row>(
  db: Database,
  by: StaffActor,
  list: OrderedList & {
    find: (tx: Database, id: number) => Promise<Row | null>;
    entry: (before: Row) => AuditEntry | null;
    target: EditTarget;
  },
  id: number,
  direction: MoveDirection,
  version?: string,
): Promise<{ before: Row | null; moved: boolean }> {
  return staffChange(
    db,
    by,
    async (tx) => {
      await expectListVersion(
        tx,
        { table: list.table, where: list.scope, order: list.order, target: list.target },
        version,
      );
      const before = await list.find(tx, id);
      const moved = before ? await moveInOrder(tx, list, id, direction) : false;
      return { before, moved };
    },
    ({ before, moved }) => (before && moved ? list.entry(before) : null),
  );
}
