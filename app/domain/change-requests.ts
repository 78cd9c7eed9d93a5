/**
 * Store change requests ("Aprovações") as staff read them: state and field names in pt-BR, and
 * the review form's schema (a decision and a comment per field, a comment for the request).
 */
import { z } from "zod";
import type { ChangeRequestStatus, StoreFieldChange } from "#db/schema";

export const CHANGE_REQUEST_STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  pending: "Aguardando aprovação",
  approved: "Aprovada",
  partially_approved: "Aprovada em parte",
  rejected: "Recusada",
  conflict: "Desatualizada: revisar",
};

const FIELD_LABELS: Record<StoreFieldChange["field"], string> = {
  weeklyHours: "Horários",
  photo: "Nova foto",
};

export function changeFieldLabel(field: StoreFieldChange["field"]): string {
  return FIELD_LABELS[field];
}

export const DECISION_LABELS = {
  approved: "Aprovado",
  rejected: "Recusado",
  stale: "Não aplicado: o campo mudou desde a solicitação",
} as const;

const comment = z
  .string()
  .trim()
  .max(1000, "O comentário deve ter no máximo 1000 caracteres")
  .optional()
  .transform((v) => v || undefined);

/** The review form: `decision-<i>` and `comment-<i>` per change, `comment` for the request. */
export function reviewFormSchema(changes: number) {
  const shape: Record<string, z.ZodType> = { comment, expectedVersion: z.coerce.number().int() };
  for (let i = 0; i < changes; i++) {
    shape[`decision-${i}`] = z.enum(["approved", "rejected"], {
      error: "Escolha aprovar ou recusar",
    });
    shape[`comment-${i}`] = comment;
  }
  return z.object(shape);
}
