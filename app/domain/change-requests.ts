/**
 * Store change requests ("Aprovações") as staff read them: state and field names in pt-BR, and
 * the review form's schema (a decision and a comment per field, a comment for the request).
 */
import { z } from "zod";
import type { ChangeRequestStatus, StoreFieldChange, StoreValueField } from "#db/schema";
import { FIELD_LABELS } from "./field-labels";
import { STORE_TEXT_FIELDS } from "./store-form-fields";

export const CHANGE_REQUEST_STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  pending: "Aguardando aprovação",
  approved: "Aprovada",
  partially_approved: "Aprovada em parte",
  rejected: "Recusada",
  conflict: "Desatualizada: revisar",
};

/**
 * The store form's fields a store manager can propose (its stores columns): the form's text
 * fields and the active switch.
 */
export const STORE_VALUE_FIELDS = [
  ...STORE_TEXT_FIELDS,
  "active",
] as const satisfies readonly StoreValueField[];

// Every member of StoreValueField is listed above (a new one fails here).
type Unlisted = Exclude<StoreValueField, (typeof STORE_VALUE_FIELDS)[number]>;
const everyValueField: Unlisted extends never ? true : false = true;
void everyValueField;

export function isStoreValueField(field: string): field is StoreValueField {
  return (STORE_VALUE_FIELDS as readonly string[]).includes(field);
}

/** A change of one of the store form's fields (not the hours grid, not a photo). */
export type StoreValueChange = Extract<StoreFieldChange, { field: StoreValueField }>;

export function isValueChange(change: StoreFieldChange): change is StoreValueChange {
  return isStoreValueField(change.field);
}

const OWN_LABELS: Record<string, string> = {
  weeklyHours: "Horários",
  photo: "Nova foto",
  section: "Conteúdo da página",
  banner: "Novo banner",
  testimonial: "Depoimento",
};

export function changeFieldLabel(field: StoreFieldChange["field"]): string {
  return OWN_LABELS[field] ?? FIELD_LABELS[field] ?? field;
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
