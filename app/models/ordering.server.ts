/**
 * Moving a record one place up or down a list staff order by hand (home banners, videos): the
 * record swaps with its neighbour and the whole list is renumbered 0..n-1, so positions stay
 * dense whatever they were before (old data, gaps, ties). The table is locked for the move, so
 * two staff members moving at once cannot leave two records on one position.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/server/db.server";

export type MoveDirection = "up" | "down";

type OrderedTable = PgTable & { id: PgColumn; position: PgColumn };

/** Returns false when the record is not in the list or already at that end. */
export async function moveInOrder(
  db: Database,
  table: OrderedTable,
  order: (SQL | PgColumn)[],
  id: number,
  direction: MoveDirection,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
    const rows = (await tx
      .select({ id: table.id, position: table.position })
      .from(table as PgTable)
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
