import type { AuditAction } from "#db/schema";
import type { AuditChanges } from "~/domain/audit-labels";
import type { ContentSource } from "~/server/content-changes.server";
import type { AuditEntry } from "./staff-change.server";

/**
 * The audit rows of one kind of record, each naming the record as staff know it (a title, a
 * name): `entry(action, record, fields, changes)` is the row of a change to `record`, with the
 * fields it changed and what they were and became; a delete names no fields.
 */
export function auditEntries<R extends { id: number }>(
  entity: ContentSource,
  label: (record: R) => string,
) {
  return (
    action: AuditAction,
    record: R,
    fields?: string[] | { fields: string[]; changes: AuditChanges },
  ): AuditEntry => ({
    action,
    entity,
    entityId: record.id,
    details: !fields
      ? { label: label(record) }
      : Array.isArray(fields)
        ? { fields, label: label(record) }
        : { ...fields, label: label(record) },
  });
}
