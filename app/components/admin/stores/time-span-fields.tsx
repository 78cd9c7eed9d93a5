import type { FieldMetadata } from "@conform-to/react";
import { CheckboxField, FieldError, inputClass } from "./fields";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<any, any, string[]>;

/**
 * One time of a span, named '{label}: abre' or '{label}: fecha' for screen readers. Its parent
 * gives it the field's key, so that a form reset draws it afresh with the stored value.
 */
function TimeInput({ meta, label }: { meta: Field; label: string }) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <input
      type="time"
      name={meta.name}
      id={meta.id}
      defaultValue={(meta.initialValue as string | undefined) ?? ""}
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
      className={`${inputClass} w-28 min-w-0`}
    />
  );
}

/**
 * An opening span, 'abre às fecha', as two time fields named '{label}: abre' and '{label}: fecha',
 * and the 'fecha no dia seguinte' box a period past midnight must tick (domain/hours-rule.ts).
 */
export function TimeSpanFields({
  open,
  close,
  overnight,
  label,
}: {
  open: Field;
  close: Field;
  overnight: Field;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <TimeInput key={open.key} meta={open} label={`${label}: abre`} />
        <span aria-hidden className="text-neutral-500">
          às
        </span>
        <TimeInput key={close.key} meta={close} label={`${label}: fecha`} />
      </div>
      <div className="text-xs">
        <CheckboxField meta={overnight} label="fecha no dia seguinte" />
      </div>
      <FieldError meta={open} />
      <FieldError meta={close} />
    </div>
  );
}
