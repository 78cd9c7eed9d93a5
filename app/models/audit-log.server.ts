import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { auditLog, users } from "#db/schema";
import type { Database } from "~/server/db.server";

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = {
  userId?: number;
  entity?: string;
  /** ISO dates (YYYY-MM-DD), São Paulo days. */
  from?: string;
  to?: string;
  page: number;
};

export async function listAuditEntries(db: Database, filters: AuditFilters) {
  const where: SQL[] = [];
  if (filters.userId) where.push(eq(auditLog.userId, filters.userId));
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  if (filters.from) where.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00-03:00`)));
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00-03:00`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(auditLog.createdAt, end));
  }
  const condition = where.length ? and(...where) : undefined;
  const [entries, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        userName: users.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return { entries, total: total?.n ?? 0 };
}
