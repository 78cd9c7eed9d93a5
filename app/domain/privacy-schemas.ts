/**
 * Form schemas of privacy: the privacy settings admins edit, the public request form and the
 * actions of the "Solicitações LGPD" screen. Same messages in the browser and the action.
 */
import { z } from "zod";
import { dataRequestKinds } from "#db/constants";
import {
  DATA_REQUEST_KIND_ERROR,
  DATA_REQUEST_MESSAGE_ERROR,
  DATA_REQUEST_MESSAGE_MAX,
  DATA_REQUEST_NAME_ERROR,
  DATA_REQUEST_NAME_MAX,
} from "./data-request-form";
import { newsletterEmailSchema } from "./newsletter-schema";
import { RETENTION_LIMITS, type RetentionSchedule } from "./privacy";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value || null);

/** A whole number of `unit` within the schedule's bounds for `key`. */
function retention(key: keyof RetentionSchedule, unit: string) {
  const { min, max } = RETENTION_LIMITS[key];
  const message = `Informe um número inteiro de ${unit} entre ${min} e ${max}`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));
}

/** CNPJ or CPF, with or without punctuation. */
const CONTROLLER_DOCUMENT = /^(\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}|\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/;

export const privacySettingsSchema = z.object({
  intent: z.literal("privacy"),
  controllerName: optionalText(200, "Razão social deve ter no máximo 200 caracteres"),
  controllerDocument: z
    .string()
    .trim()
    .regex(CONTROLLER_DOCUMENT, { error: "CNPJ inválido: use 00.000.000/0000-00" })
    .optional()
    .transform((value) => value || null),
  controllerAddress: optionalText(300, "Endereço deve ter no máximo 300 caracteres"),
  dpoName: optionalText(120, "Nome deve ter no máximo 120 caracteres"),
  dpoEmail: z
    .email({ error: "E-mail inválido" })
    .max(200, { error: "E-mail inválido" })
    .optional()
    .transform((value) => value?.toLowerCase() || null),
  eventsMonths: retention("eventsMonths", "meses"),
  unconfirmedDays: retention("unconfirmedDays", "dias"),
  loginCounterHours: retention("loginCounterHours", "horas"),
  auditYears: retention("auditYears", "anos"),
});

export type PrivacySettingsInput = z.infer<typeof privacySettingsSchema>;

const requestKind = z.enum(dataRequestKinds, { error: DATA_REQUEST_KIND_ERROR });
const requestMessage = optionalText(DATA_REQUEST_MESSAGE_MAX, DATA_REQUEST_MESSAGE_ERROR);

/** The public request form (its rules for the browser: data-request-form.ts). */
export const dataRequestSchema = z.object({
  name: optionalText(DATA_REQUEST_NAME_MAX, DATA_REQUEST_NAME_ERROR),
  email: newsletterEmailSchema,
  kind: requestKind,
  message: requestMessage,
});

/** 'AAAA-MM-DD': a real calendar day, not in the future. */
const isoDay = z
  .string({ error: "Informe a data em que o pedido chegou" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Informe a data em que o pedido chegou" })
  .refine(
    (value) => {
      const day = new Date(`${value}T12:00:00Z`);
      return Number.isFinite(day.getTime()) && day.toISOString().startsWith(value);
    },
    { error: "Data inválida" },
  )
  .refine((value) => new Date(`${value}T00:00:00-03:00`).getTime() <= Date.now(), {
    error: "A data não pode estar no futuro",
  });

/** The actions of the "Solicitações LGPD" screen. */
export const dataRequestActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("erase"), email: newsletterEmailSchema }),
  z.object({
    intent: z.literal("record"),
    email: newsletterEmailSchema,
    kind: requestKind,
    receivedOn: isoDay,
    message: requestMessage,
  }),
  z.object({
    intent: z.literal("answer"),
    id: z.coerce.number().int().positive().max(2_147_483_647),
    resolution: optionalText(
      DATA_REQUEST_MESSAGE_MAX,
      "O registro deve ter no máximo 2000 caracteres",
    ),
  }),
]);
