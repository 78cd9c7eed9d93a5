/** The card of the sign-in screens (login, forgotten password, new password). */
import { ArrowLeft, LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export const authInputClass =
  "w-full rounded-lg border border-neutral-300 px-3 py-2.5 text-neutral-900 aria-[invalid]:border-red-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";

export const authButtonClass =
  "mt-2 rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70";

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-50 via-white to-nude-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl ring-1 ring-neutral-100">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <LockKeyhole aria-hidden className="h-6 w-6" />
          </span>
          <h1 className="font-display text-3xl font-bold text-neutral-900">{title}</h1>
          <p className="text-sm text-neutral-600">{subtitle}</p>
        </div>
        {children}
        {footer ? <div className="mt-6 text-sm text-neutral-600">{footer}</div> : null}
      </div>
      <Link
        to="/"
        reloadDocument
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Voltar para o site
      </Link>
    </main>
  );
}

export function AuthField({
  label,
  errors,
  errorId,
  children,
}: {
  label: string;
  errors?: string[];
  errorId: string;
  children: React.ReactElement<{ id?: string }>;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={children.props.id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children}
      {errors?.length ? (
        <p id={errorId} className="text-sm text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** The form-wide error of a sign-in screen (wrong password, expired link, ...), announced. */
export function AuthFormError({
  errors,
  errorId,
  title,
}: {
  errors?: string[];
  errorId: string;
  /** A heading above the message ('Erro ao fazer login'). */
  title?: string;
}) {
  if (!errors?.length) return null;
  return (
    <div
      id={errorId}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{errors[0]}</p>
    </div>
  );
}
