/**
 * "Aplicar a partir de": the moment a store change is scheduled for, typed as a wall clock
 * ('AAAA-MM-DDTHH:mm', a datetime-local field) in the store's own time zone (ADR 0028).
 */
import { z } from "zod";
import { formatZoned, parseZonedLocal } from "./sao-paulo-time";

export const SCHEDULE_MESSAGES = {
  invalid: "Data e hora inválidas",
  past: "Escolha uma data e hora futuras",
  nothing: "Nada a agendar: os campos estão iguais aos atuais.",
  closureOrder: "A reabertura deve ser depois do início do fechamento",
  closureEnded: "A reabertura deve ser uma data e hora futuras",
} as const;

/**
 * Head office's photos sent with "Aparece a partir de": the toast, like a scheduled change's
 * ("Alteração agendada! Vale a partir de …"), on the store's clock.
 */
export function photosScheduled(count: number, at: Date, timeZone: string) {
  const when = `a partir de ${formatZoned(at, timeZone)} (horário da loja).`;
  return count === 1
    ? { title: "Foto agendada!", description: `Aparece ${when}` }
    : { title: `${count} fotos agendadas!`, description: `Aparecem ${when}` };
}

/** The field's name on every form that can be scheduled. */
export const EFFECTIVE_AT_FIELD = "effectiveAt";

/**
 * The moment typed (null: blank, the change applies now), or the message for the field: not a
 * date and time, or not after `now`.
 */
export function readEffectiveAt(
  value: FormDataEntryValue | null,
  timeZone: string,
  now: Date,
): { at: Date | null } | { error: string } {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) return { at: null };
  const at = parseZonedLocal(text, timeZone);
  if (!at) return { error: SCHEDULE_MESSAGES.invalid };
  if (at <= now) return { error: SCHEDULE_MESSAGES.past };
  return { at };
}

const LOCAL_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A wall-clock moment as a datetime-local field sends it (the zone is the store's). */
const localMoment = z
  .string({ error: SCHEDULE_MESSAGES.invalid })
  .trim()
  .regex(LOCAL_MOMENT, { error: SCHEDULE_MESSAGES.invalid });

const changeId = z.coerce
  .number({ error: "Registro inválido" })
  .int()
  .positive()
  .max(2_147_483_647, { error: "Registro inválido" });

/** The intents of a store's calendar screen. */
export const storeAgendaActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("close"), closedFrom: localMoment, closedUntil: localMoment }),
  z.object({ intent: z.literal("reopen") }),
  z.object({ intent: z.literal("reschedule"), changeId, effectiveAt: localMoment }),
  z.object({ intent: z.literal("cancel"), changeId }),
  // The new values come as `value-<field>`, one per field the change sets (read by the route).
  z.object({ intent: z.literal("edit-values"), changeId }),
]);

/** The name of the calendar's input for a scheduled change's field. */
export const scheduledValueInput = (field: string) => `value-${field}`;
