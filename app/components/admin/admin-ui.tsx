/**
 * Small building blocks shared by the content screens of the restricted area: page header,
 * form fields with Conform metadata, empty and error states. Presentation only.
 */
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { AlertTriangle, Loader2, RotateCw } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useRevalidator, useRouteError } from "react-router";
import { AccessDeniedPanel, isAccessDenied } from "~/components/access-denied";
import { toast } from "sonner";

export const inputClass =
  "w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid]:border-red-500";

export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70";

export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 py-2.5 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-70";

export const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-70";

export const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg border border-neutral-200 bg-white text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40";

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="font-display text-2xl font-bold text-neutral-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-neutral-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
    </header>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {errors[0]}
    </p>
  );
}

type TextMeta = FieldMetadata<string | number | undefined>;

/** The label, hint and first error around a form control; the control comes as children. */
export function LabelledControl({
  meta,
  label,
  hint,
  hintBlock = false,
  children,
}: {
  meta: { id: string; errorId: string; errors?: string[] };
  label: string;
  hint?: ReactNode;
  /** A hint that may hold blocks (lists, paragraphs) goes in a div instead of a paragraph. */
  hintBlock?: boolean;
  children: ReactNode;
}) {
  const Hint = hintBlock ? "div" : "p";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children}
      {hint ? (
        <Hint id={`${meta.id}-hint`} className="text-xs text-neutral-500">
          {hint}
        </Hint>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** The control's own description (its error) and, when there is one, the hint below it. */
function describedBy(
  own: string | undefined,
  fieldId: string,
  hint: ReactNode,
): string | undefined {
  return [own, hint ? `${fieldId}-hint` : null].filter(Boolean).join(" ") || undefined;
}

export function TextField({
  label,
  meta,
  type = "text",
  hint,
  ...rest
}: {
  label: string;
  meta: TextMeta;
  type?: "text" | "email" | "url" | "tel" | "number" | "datetime-local";
  hint?: ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id">) {
  const props = getInputProps(meta, { type });
  return (
    <LabelledControl meta={meta} label={label} hint={hint}>
      <input
        {...props}
        {...rest}
        aria-describedby={describedBy(props["aria-describedby"], meta.id, hint)}
        className={inputClass}
      />
    </LabelledControl>
  );
}

export function TextAreaField({
  label,
  meta,
  hint,
  ...rest
}: {
  label: string;
  meta: FieldMetadata<string | undefined>;
  hint?: ReactNode;
} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  const props = getTextareaProps(meta);
  return (
    <LabelledControl meta={meta} label={label} hint={hint} hintBlock>
      <textarea
        {...props}
        {...rest}
        aria-describedby={describedBy(props["aria-describedby"], meta.id, hint)}
        className={inputClass}
      />
    </LabelledControl>
  );
}

export function CheckboxField({
  label,
  meta,
  hint,
}: {
  label: string;
  meta: FieldMetadata<boolean | undefined>;
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex items-center gap-2 text-sm font-medium text-neutral-800">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          className="size-4 rounded border-neutral-300 accent-brand-600"
        />
        {label}
      </label>
      {hint ? <p className="text-xs text-neutral-500">{hint}</p> : null}
    </div>
  );
}

export function FormErrors({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm">
      {errors.map((e) => (
        <p key={e} className="text-red-800">
          {e}
        </p>
      ))}
    </div>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel = "Salvando...",
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
}) {
  return (
    <button type="submit" disabled={busy} className={primaryButton}>
      {busy ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:hidden" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** The header cells of a table's one header row, each a column header of the same look. */
export function ColumnHeaders({
  labels,
  className,
}: {
  labels: readonly string[];
  className: string;
}) {
  return labels.map((label) => (
    <th key={label} scope="col" className={className}>
      {label}
    </th>
  ));
}

/** A report's table: one row of column headers over rows parted by lines. */
export function ReportTable({
  labels,
  children,
}: {
  labels: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
        <tr>
          <ColumnHeaders labels={labels} className="px-4 py-2" />
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-100">{children}</tbody>
    </table>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 bg-white p-10 text-center text-neutral-700">
      {children}
    </div>
  );
}

/**
 * The error state of a list or editor (spec: the message and 'Tentar novamente'): retrying
 * reloads the page's data without leaving it.
 */
export function LoadError({
  title,
  message,
  retryLabel = "Tentar novamente",
  backTo,
  toastTitle,
  toastDescription,
}: {
  title: string;
  message: string;
  retryLabel?: string;
  backTo?: { to: string; label: string };
  toastTitle?: string;
  toastDescription?: string;
}) {
  const revalidator = useRevalidator();
  const denied = isAccessDenied(useRouteError());
  useEffect(() => {
    if (toastTitle && !denied) toast.error(toastTitle, { description: toastDescription });
  }, [toastTitle, toastDescription, denied]);
  // A refusal of the permission table is no load failure: trying again would not help.
  if (denied) return <AccessDeniedPanel />;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-white p-10 text-center"
    >
      <AlertTriangle aria-hidden className="size-8 text-red-600" />
      <h2 className="text-lg font-semibold text-neutral-900">{title}</h2>
      <p className="max-w-md text-neutral-700">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {backTo ? (
          <Link to={backTo.to} className={secondaryButton}>
            {backTo.label}
          </Link>
        ) : null}
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state === "loading"}
          className={primaryButton}
        >
          <RotateCw aria-hidden className="size-4" />
          {retryLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * The error page of a staff screen: its header (without its buttons) above what went wrong and
 * 'Tentar novamente'. `width` limits the column as the screen itself does ('max-w-4xl').
 */
export function ScreenLoadError({
  header,
  title,
  message,
  width,
}: {
  header: ReactNode;
  title: string;
  message: string;
  width?: string;
}) {
  return (
    <div className={width ? `flex ${width} flex-col gap-6` : "flex flex-col gap-6"}>
      {header}
      <LoadError title={title} message={message} />
    </div>
  );
}

/**
 * A staff screen's ErrorBoundary: its title as the header, above what went wrong (see
 * ScreenLoadError).
 */
export function screenErrorBoundary(screen: {
  screen: string;
  title: string;
  message: string;
  width?: string;
}) {
  return function ScreenErrorBoundary() {
    return (
      <ScreenLoadError
        header={<PageHeader title={screen.screen} />}
        title={screen.title}
        message={screen.message}
        width={screen.width}
      />
    );
  };
}

export type ActionToast = { type: "success" | "error"; title: string; description?: string };

/** Shows the toast an action returned while staying on the page (errors are not redirected). */
export function useActionToast(value: ActionToast | undefined | null) {
  useEffect(() => {
    if (!value) return;
    const show = value.type === "error" ? toast.error : toast.success;
    show(value.title, { description: value.description });
  }, [value]);
}

const dateFormat = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });
const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/** dd/mm/aaaa in São Paulo time. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
