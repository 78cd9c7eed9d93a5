import { auditLog, type AuditAction } from "#db/schema";
import { htmlToText } from "~/domain/blog";
import type { AuditChanges, AuditValue } from "~/domain/audit-labels";
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

/** Enough of a value to read what it was; rich text is kept as its text, to diff. */
const MAX_AUDIT_TEXT = 2000;
/** Fields whose values never reach the log. */
const SECRET_FIELDS = new Set(["password", "passwordHash", "token", "tokenHash"]);

function auditValue(field: string, value: unknown): AuditValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "boolean") return value;
  const text =
    typeof value === "string"
      ? field.endsWith("Html")
        ? htmlToText(value)
        : value
      : JSON.stringify(value);
  return text.slice(0, MAX_AUDIT_TEXT);
}

/**
 * The fields whose values differ (see changedFields) and what each was and became, for the
 * activity log to show 'WhatsApp: (62) 98456-1122 → (62) 99999-0000'. Secrets are named, not
 * kept.
 */
export function changeDetails(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { fields: string[]; changes: AuditChanges } {
  const fields = changedFields(before, after);
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (SECRET_FIELDS.has(field)) continue;
    changes[field] = [auditValue(field, before[field]), auditValue(field, after[field])];
  }
  return { fields, changes };
}
