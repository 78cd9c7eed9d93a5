/**
 * "Aplicar a partir de" on the store's forms: blank saves now; a date and time (in the store's
 * own zone) schedules the change instead (ADR 0028).
 */
import { inputClass } from "./fields";
import { EFFECTIVE_AT_FIELD } from "~/domain/store-schedule";
import { timeZoneLabel } from "~/domain/time-zones";

export function EffectiveAtField({
  formId,
  timeZone,
  errors,
  defaultValue,
}: {
  formId: string;
  timeZone: string;
  errors?: string[] | null;
  defaultValue?: string;
}) {
  const id = `${formId}-${EFFECTIVE_AT_FIELD}`;
  const error = errors?.[0];
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-neutral-200 bg-white p-4">
      <label htmlFor={id} className="text-sm font-medium text-neutral-900">
        Aplicar a partir de (opcional)
      </label>
      <input
        id={id}
        name={EFFECTIVE_AT_FIELD}
        type="datetime-local"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={`${inputClass} max-w-xs`}
      />
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        Em branco, a alteração vale ao salvar. Com data e hora (no fuso da loja:{" "}
        {timeZoneLabel(timeZone)}), ela fica agendada e aparece na agenda da loja.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Reply = {
  result?: { error?: Record<string, string[] | null> | null; initialValue?: unknown };
};

/** The field's message in a conform reply, if any. */
export function effectiveAtErrors(answer: unknown): string[] | null {
  const result = (answer as Reply | undefined)?.result;
  return result?.error?.[EFFECTIVE_AT_FIELD] ?? null;
}

/** What was typed in the field, from a conform reply (a refused form keeps it). */
export function effectiveAtTyped(answer: unknown): string | undefined {
  const initial = (answer as Reply | undefined)?.result?.initialValue;
  const value = (initial as Record<string, unknown> | null | undefined)?.[EFFECTIVE_AT_FIELD];
  return typeof value === "string" ? value : undefined;
}
