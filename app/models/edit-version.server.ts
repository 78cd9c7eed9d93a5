/**
 * Optimistic concurrency for staff edits, checked by the model inside the change's transaction.
 *
 * A record's `version` goes up by one with every write of its content (`nextVersion`); a save
 * names the version its form was opened with and `expectVersion` compares it with the row read
 * FOR UPDATE, so a concurrent save waits for this one and then finds a newer version. A list
 * (photos, banners, a holiday's decisions) has the version `listVersion` digests from its rows'
 * ids, versions and positions: a move or removal names it and `expectListVersion` recomputes it
 * under a table lock. Either way a stale version throws `StaleEdit`, which rolls the change back
 * (no audit row, no image kept), and the screen answers with the conflict.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { auditLog, users } from "#db/schema";
import { AUDIT_ACTION_LABELS, auditAuthor, describeAuditDetails } from "~/domain/audit-labels";
import type { EditChange } from "~/domain/edit-version";
import type { Database } from "~/server/db.server";

/** What a change is about, as the activity log names it: to find who changed it since. */
export type EditTarget = {
  entity: string;
  /** One record; absent for a whole list. */
  entityId?: number | string;
  /** A store's own list (its photos, banners, sections): the rows name it in details.storeId. */
  storeId?: number;
};

/** A save against a version that is no longer current: nothing was written. */
export class StaleEdit extends Error {
  override name = "StaleEdit";
  constructor(
    readonly target: EditTarget,
    readonly kind: "record" | "list",
  ) {
    super(`stale ${kind} version of ${target.entity} ${target.entityId ?? ""}`.trim());
  }
}

/** The version a save was opened with: a record's number, absent when it claims none. */
export type ExpectedVersion = number | undefined;

type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/** The `set` part that moves a record to its next version. */
export const nextVersion = (table: Versioned) => ({ version: sql<number>`${table.version} + 1` });

/** Refuses the save when the record (read FOR UPDATE in this transaction) moved on. */
export function expectVersion(
  record: { version: number },
  expected: ExpectedVersion,
  target: EditTarget,
): void {
  if (expected !== undefined && record.version !== expected) throw new StaleEdit(target, "record");
}

/** Digest of a list as it is: which rows, in which order, at which version. */
export function listVersion(rows: { id: number; version: number; position?: number }[]): string {
  const text = rows.map((r) => `${r.id}:${r.version}:${r.position ?? ""}`).join(",");
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

/** A list staff see on one screen: its rows (`where`), in the screen's order. */
export type VersionedList = {
  table: PgTable & { id: PgColumn; version: PgColumn; position?: PgColumn };
  where?: SQL;
  order: (SQL | PgColumn)[];
  target: EditTarget;
};

/** The list's current version (for a loader, or inside a change). */
export async function readListVersion(db: Database, list: VersionedList): Promise<string> {
  const { table } = list;
  const rows = await db
    .select({
      id: table.id,
      version: table.version,
      ...(table.position ? { position: table.position } : {}),
    })
    .from(table as PgTable)
    .where(list.where)
    .orderBy(...list.order);
  return listVersion(rows as { id: number; version: number; position?: number }[]);
}

/**
 * Refuses a move or removal from a list that changed since the screen showed it. The table is
 * locked against other writers until the transaction ends, so the list stays as checked.
 */
export async function expectListVersion(
  tx: Database,
  list: VersionedList,
  expected: string | undefined,
): Promise<void> {
  if (expected === undefined) return;
  await tx.execute(sql`LOCK TABLE ${list.table} IN SHARE ROW EXCLUSIVE MODE`);
  if ((await readListVersion(tx, list)) !== expected) throw new StaleEdit(list.target, "list");
}

/** What others changed in `target` since `since` (oldest first), in the activity log's words. */
export async function changesSince(
  db: Database,
  target: EditTarget,
  since: Date,
): Promise<EditChange[]> {
  const where = [eq(auditLog.entity, target.entity), gte(auditLog.createdAt, since)];
  if (target.entityId !== undefined) where.push(eq(auditLog.entityId, String(target.entityId)));
  if (target.storeId !== undefined) {
    where.push(sql`${auditLog.details} ->> 'storeId' = ${String(target.storeId)}`);
  }
  const rows = await db
    .select({
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      userName: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(...where))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(20);
  return rows.map((row) => ({
    author: auditAuthor(row.userName, row.details),
    at: new Date(row.createdAt).toISOString(),
    action: AUDIT_ACTION_LABELS[row.action] ?? row.action,
    what: describeAuditDetails(row.details),
  }));
}
