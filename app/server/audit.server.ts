import { auditLog, type AuditAction } from "#db/schema";
import type { Database } from "./db.server";

export type AuditInput = {
  userId: number | null;
  action: AuditAction;
  entity: string;
  entityId: string | number | null;
  details?: Record<string, unknown>;
};

/** Every staff change leaves a row: who, what, which record and which fields changed. */
export async function recordAudit(db: Database, input: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    userId: input.userId,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId === null ? null : String(input.entityId),
    details: input.details ?? null,
  });
}

/** Names of the fields whose values differ (dates and JSON compared by value). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : JSON.stringify(v ?? null));
  return Object.keys(after).filter(
    (key) => key in before && norm(before[key]) !== norm(after[key]),
  );
}
