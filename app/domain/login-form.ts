/**
 * The login form's rules for the browser, without a validation library: the login page is public
 * and must stay light, so it checks as the visitor types with these few lines, while the server
 * checks the same rules, with the same messages, through `loginSchema`.
 */
export const LOGIN_EMAIL_ERROR = "Email inválido";
export const LOGIN_PASSWORD_MIN = 6;
export const LOGIN_PASSWORD_ERROR = `A senha deve ter pelo menos ${LOGIN_PASSWORD_MIN} caracteres`;

// The shape browsers accept for type="email": something@domain with no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type LoginFields = { email: string; password: string; redirectTo?: string };

/** The error of each field that breaks a rule, or null when the form can be sent. */
export function loginFormErrors(values: Record<string, unknown>): Record<string, string[]> | null {
  const email = typeof values.email === "string" ? values.email.trim() : "";
  const password = typeof values.password === "string" ? values.password : "";
  const errors: Record<string, string[]> = {};
  if (!EMAIL.test(email)) errors.email = [LOGIN_EMAIL_ERROR];
  if (password.length < LOGIN_PASSWORD_MIN) errors.password = [LOGIN_PASSWORD_ERROR];
  return Object.keys(errors).length > 0 ? errors : null;
}
