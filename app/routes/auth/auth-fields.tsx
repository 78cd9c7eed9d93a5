/**
 * The inputs and the button of the sign-in screens (login, forgotten password, new password),
 * and their private caching. No schema library here: the login page ships without one.
 */
import { getInputProps } from "@conform-to/react";
import { AuthField, authButtonClass, authInputClass } from "~/components/auth/auth-card";

type FieldMeta = Parameters<typeof getInputProps>[0];

/** A labelled e-mail or password input with its first error. */
export function AuthInput({
  label,
  meta,
  type,
  autoComplete,
  placeholder,
  hintId,
}: {
  label: string;
  meta: FieldMeta;
  type: "email" | "password";
  autoComplete: "username" | "current-password" | "new-password";
  placeholder?: string;
  /** The id of a hint below the field, read with it instead of the error. */
  hintId?: string;
}) {
  return (
    <AuthField label={label} errors={meta.errors} errorId={meta.errorId}>
      <input
        {...getInputProps(meta, { type })}
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...(hintId ? { "aria-describedby": hintId } : {})}
        className={authInputClass}
      />
    </AuthField>
  );
}

/** The e-mail of the account, as the password managers know it. */
export function EmailInput({ meta }: { meta: FieldMeta }) {
  return (
    <AuthInput
      label="Email"
      meta={meta}
      type="email"
      autoComplete="username"
      placeholder="seu@email.com"
    />
  );
}

/** A password: the account's current one, or (`fresh`) a new one for managers to save. */
export function PasswordInput({
  label,
  meta,
  fresh = false,
  hintId,
}: {
  label: string;
  meta: FieldMeta;
  fresh?: boolean;
  hintId?: string;
}) {
  return (
    <AuthInput
      label={label}
      meta={meta}
      type="password"
      autoComplete={fresh ? "new-password" : "current-password"}
      hintId={hintId}
    />
  );
}

/** The form's button; while the form is sent it says so and waits. */
export function AuthSubmit({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={busy} className={authButtonClass}>
      {busy ? busyLabel : label}
    </button>
  );
}
