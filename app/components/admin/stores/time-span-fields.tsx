import type { FieldMetadata } from "@conform-to/react";
import { FieldError, inputClass } from "./fields";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<any, any, string[]>;

/** An opening span, 'abre às fecha', as two time fields named '{label}: abre' and '{label}: fecha'. */
export function TimeSpanFields({
  open,
  close,
  label,
}: {
  open: Field;
  close: Field;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <input
          type="time"
          name={open.name}
          id={open.id}
          key={open.key}
          defaultValue={(open.initialValue as string | undefined) ?? ""}
          aria-label={`${label}: abre`}
          aria-invalid={open.errors?.length ? true : undefined}
          aria-describedby={open.errors?.length ? open.errorId : undefined}
          className={`${inputClass} w-28 min-w-0`}
        />
        <span aria-hidden className="text-neutral-500">
          às
        </span>
        <input
          type="time"
          name={close.name}
          id={close.id}
          key={close.key}
          defaultValue={(close.initialValue as string | undefined) ?? ""}
          aria-label={`${label}: fecha`}
          aria-invalid={close.errors?.length ? true : undefined}
          aria-describedby={close.errors?.length ? close.errorId : undefined}
          className={`${inputClass} w-28 min-w-0`}
        />
      </div>
      <FieldError meta={open} />
      <FieldError meta={close} />
    </div>
  );
}
