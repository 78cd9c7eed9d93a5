import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, AuthFormError } from "~/components/auth/auth-card";
import { loginSchema } from "~/domain/auth-schemas";
import { LOGIN_PASSWORD_MIN, loginFormErrors, type LoginFields } from "~/domain/login-form";
import { validateWithRules } from "~/domain/plain-form-rules";
import { queryText } from "~/domain/text-input";
import { verifyCredentials } from "~/models/users.server";
import { createUserSession, getSessionUser, safeRedirectPath } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { readFormData } from "~/server/form-data.server";
import { toastHeaders } from "~/server/flash.server";
import { rateLimiter } from "~/server/rate-limit.server";
import { AuthSubmit, EmailInput, PasswordInput } from "./auth-fields";
import type { Route } from "./+types/login";

/** Attempts per account, from any address, in one window. */
export const LOGIN_MAX_FAILURES = 5;
/** Attempts per address, across any accounts, in one window (stops password spraying). */
export const LOGIN_MAX_PER_ADDRESS = 20;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const REDIRECT_MAX = 2000;

export function meta() {
  return [{ title: "Login | Área Restrita" }, { name: "robots", content: "noindex, nofollow" }];
}

/** A refused attempt says when to try again (Retry-After), whether or not JavaScript ran. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  if (await getSessionUser(app, request)) {
    const to = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirectPath(to));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  // Every attempt is counted before the password is checked, per account (from any address)
  // and per address (for any account): parallel guesses are all counted, a rotating address
  // does not reset the account's count, and one address cannot spray many accounts.
  const accounts = rateLimiter(app.dbHandle, "login-account", {
    points: LOGIN_MAX_FAILURES,
    durationSeconds: LOGIN_WINDOW_SECONDS,
  });
  const addresses = rateLimiter(app.dbHandle, "login-address", {
    points: LOGIN_MAX_PER_ADDRESS,
    durationSeconds: LOGIN_WINDOW_SECONDS,
  });
  const accountKey = email.trim().toLowerCase();
  const [account, address] = await Promise.all([
    accounts.consume(accountKey),
    addresses.consume(app.clientIp),
  ]);
  if (!account.allowed || !address.allowed) {
    const retryAfterSeconds = Math.max(
      account.allowed ? 0 : account.retryAfterSeconds,
      address.allowed ? 0 : address.retryAfterSeconds,
    );
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    app.logger.warn({ account: !account.allowed, address: !address.allowed }, "login throttled");
    return data(
      {
        result: submission.reply({
          hideFields: ["password"],
          formErrors: [
            `Muitas tentativas de login sem sucesso. Por segurança, aguarde ${minutes} ${
              minutes === 1 ? "minuto" : "minutos"
            } e tente novamente.`,
          ],
        }),
      },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  const user = await verifyCredentials(app.db, email, password);
  if (!user) {
    return data(
      {
        result: submission.reply({
          hideFields: ["password"],
          formErrors: ["Email ou senha incorretos."],
        }),
      },
      { status: 401 },
    );
  }
  // The owner is in: the account starts afresh and this attempt does not count for the address.
  await Promise.all([accounts.reset(accountKey), addresses.reward(app.clientIp)]);
  const headers = await toastHeaders(app.env, {
    type: "success",
    title: "Login realizado com sucesso!",
  });
  headers.append("Set-Cookie", await createUserSession(app, user.id));
  app.logger.info({ userId: user.id }, "staff login");
  return redirect(safeRedirectPath(redirectTo), { headers });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/login";
  const [form, fields] = useForm<LoginFields>({
    lastResult: actionData?.result,
    constraint: {
      email: { required: true },
      password: { required: true, minLength: LOGIN_PASSWORD_MIN },
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The same rules as loginSchema on the server, without shipping zod to this public page.
    onValidate: validateWithRules<LoginFields>(loginFormErrors),
  });
  // Read like every other address parameter: nothing the address carries reaches the page raw.
  const redirectTo = queryText(searchParams, "redirectTo", REDIRECT_MAX);

  return (
    <AuthCard title="Login" subtitle="Digite seu e-mail e senha para acessar a área restrita">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AuthFormError errors={form.errors} errorId={form.errorId} title="Erro ao fazer login" />
        <EmailInput meta={fields.email} />
        <PasswordInput label="Senha" meta={fields.password} />
        <AuthSubmit busy={submitting} label="Entrar" busyLabel="Entrando..." />
      </Form>
      <p className="mt-4 text-center">
        <Link
          to="/esqueci-minha-senha"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Esqueci minha senha
        </Link>
      </p>
      <p className="mt-6 text-xs text-neutral-500">
        Problemas para entrar? Confira se o e-mail é o da sua conta na equipe. Esqueceu a senha? Use
        o link acima ou peça a um administrador um link de redefinição (tela Usuários).
      </p>
    </AuthCard>
  );
}
