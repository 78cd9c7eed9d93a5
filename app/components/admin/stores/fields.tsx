/**
 * Labelled inputs for Conform fields: the label, the control, a hint and the field's first error
 * (announced through aria-describedby and aria-invalid).
 */
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";

export const inputClass =
  "w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus:border-brand-500 focus:outline-none aria-[invalid=true]:border-red-500 disabled:bg-neutral-100 read-only:bg-neutral-50";

export const buttonPrimary =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70";

export const buttonSecondary =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 py-2 font-medium text-neutral-800 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-60";

export const buttonDanger =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-70";

// Conform's metadata type is generic over the field's schema; these helpers only read ids,
// names and errors, so any field shape is fine.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, any>;

export function FieldError({ meta }: { meta: AnyField }) {
  return <FieldNote id={meta.errorId} note={meta.errors?.[0]} tone="error" />;
}

/** A line under a control: its hint, or its error (named by the control's aria-describedby). */
export function FieldNote({
  id,
  note,
  tone = "hint",
}: {
  id: string | undefined;
  note: ReactNode;
  tone?: "hint" | "error";
}) {
  if (!note) return null;
  const className = tone === "error" ? "text-sm text-red-700" : "text-xs text-neutral-500";
  return (
    <p id={id} className={className}>
      {note}
    </p>
  );
}

function describedBy(meta: AnyField, hintId?: string) {
  return [meta.errors?.length ? meta.errorId : null, hintId].filter(Boolean).join(" ") || undefined;
}

type Common = {
  meta: AnyField;
  label: string;
  hint?: ReactNode;
  readOnly?: boolean;
  className?: string;
  required?: boolean;
};

const hintIdOf = (meta: AnyField, hint: ReactNode) => (hint ? `${meta.id}-hint` : undefined);

/** What describes a field's control: its error, then its hint. */
const controlDescribedBy = ({ meta, hint }: Pick<Common, "meta" | "hint">) =>
  describedBy(meta, hintIdOf(meta, hint));

/** The label (marked when required) above the control, its hint and error below it. */
function LabelledField({
  meta,
  label,
  hint,
  className,
  required,
  children,
}: Omit<Common, "readOnly"> & { children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={meta.id} className="text-sm font-medium text-neutral-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldNote id={hintIdOf(meta, hint)} note={hint} />
      <FieldError meta={meta} />
    </div>
  );
}

export function TextField({
  meta,
  label,
  hint,
  readOnly,
  className,
  required,
  type = "text",
  ...rest
}: Common & {
  type?: "text" | "email" | "url" | "tel" | "date" | "time" | "number";
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  const props = getInputProps(meta, { type, ariaDescribedBy: controlDescribedBy({ meta, hint }) });
  return (
    <LabelledField {...{ meta, label, hint, className, required }}>
      <input {...props} {...rest} key={props.key} readOnly={readOnly} className={inputClass} />
    </LabelledField>
  );
}

export function TextAreaField({ readOnly, rows = 3, ...field }: Common & { rows?: number }) {
  const props = getTextareaProps(field.meta, { ariaDescribedBy: controlDescribedBy(field) });
  return (
    <LabelledField {...field}>
      <textarea {...props} key={props.key} rows={rows} readOnly={readOnly} className={inputClass} />
    </LabelledField>
  );
}

export function SelectField({ readOnly, children, ...field }: Common & { children: ReactNode }) {
  const props = getSelectProps(field.meta, { ariaDescribedBy: controlDescribedBy(field) });
  return (
    <LabelledField {...field}>
      <select {...props} key={props.key} disabled={readOnly} className={inputClass}>
        {children}
      </select>
    </LabelledField>
  );
}

export function CheckboxField({
  meta,
  label,
  hint,
  readOnly,
}: Omit<Common, "required" | "className">) {
  const hintId = hintIdOf(meta, hint);
  const props = getInputProps(meta, {
    type: "checkbox",
    ariaDescribedBy: describedBy(meta, hintId),
  });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          {...props}
          key={props.key}
          disabled={readOnly}
          className="h-4 w-4 rounded border-neutral-300 accent-brand-600"
        />
        <label htmlFor={meta.id} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
      </div>
      <FieldNote id={hintId} note={hint} />
      <FieldError meta={meta} />
    </div>
  );
}

export function Section({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-neutral-600">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
