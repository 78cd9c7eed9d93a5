/**
 * Moments typed on a store's own clock (a `datetime-local` field, ADR 0028): "Aplicar a partir
 * de" on the store's forms (blank saves now; a date and time schedules the change instead), and
 * the calendar's closure and new-date fields.
 */
import type { ReactNode } from "react";
import { inputClass } from "./fields";
import { EFFECTIVE_AT_FIELD } from "~/domain/store-schedule";
import { timeZoneLabel } from "~/domain/time-zones";

/** A labelled `datetime-local` field with its hint and its message. */
export function MomentField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  required,
}: {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  defaultValue?: string;
  required?: boolean;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="datetime-local"
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(" ") : undefined}
        className={`${inputClass} max-w-xs`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The moment field of a store's forms. A store manager's (`proposes`) is "A partir de": the
 * moment its request asks for, once head office approves.
 */
export function EffectiveAtField({
  formId,
  timeZone,
  errors,
  defaultValue,
  proposes = false,
}: {
  formId: string;
  timeZone: string;
  errors?: string[] | null;
  defaultValue?: string;
  proposes?: boolean;
}) {
  const zone = `no fuso da loja: ${timeZoneLabel(timeZone)}`;
  return (
    <div className="rounded-xl border border-neutral-200 bg-white p-4">
      <MomentField
        id={`${formId}-${EFFECTIVE_AT_FIELD}`}
        name={EFFECTIVE_AT_FIELD}
        label={proposes ? "A partir de (opcional)" : "Aplicar a partir de (opcional)"}
        error={errors?.[0]}
        defaultValue={defaultValue}
        hint={
          proposes
            ? `Em branco, a alteração vale quando a matriz aprovar. Com data e hora (${zone}), a alteração aprovada entra em vigor nesse momento.`
            : `Em branco, a alteração vale ao salvar. Com data e hora (${zone}), ela fica agendada e aparece na agenda da loja.`
        }
      />
    </div>
  );
}

type Reply = {
  result?: { error?: Record<string, string[] | null> | null; initialValue?: unknown };
};

/** A field's messages in a conform reply, if any (the moment's by default). */
export function effectiveAtErrors(answer: unknown, name = EFFECTIVE_AT_FIELD): string[] | null {
  const result = (answer as Reply | undefined)?.result;
  return result?.error?.[name] ?? null;
}

/** What was typed in the field, from a conform reply (a refused form keeps it). */
export function effectiveAtTyped(answer: unknown): string | undefined {
  const initial = (answer as Reply | undefined)?.result?.initialValue;
  const value = (initial as Record<string, unknown> | null | undefined)?.[EFFECTIVE_AT_FIELD];
  return typeof value === "string" ? value : undefined;
}
