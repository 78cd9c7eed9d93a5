import { getFormProps, getInputProps, parse, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, LockKeyhole } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { loginSchema } from "~/domain/auth-schemas";
import { LOGIN_PASSWORD_MIN, loginFormErrors, type LoginFields } from "~/domain/login-form";
import { verifyCredentials } from "~/models/users.server";
import { createUserSession, getSessionUser, safeRedirectPath } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { readFormData } from "~/server/form-data.server";
import { toastHeaders } from "~/server/flash.server";
import { rateLimiter } from "~/server/rate-limit.server";
import type { Route } from "./+types/login";

/** Attempts per account, from any address, in one window. */
export const LOGIN_MAX_FAILURES = 5;
/** Attempts per address, across any accounts, in one window (stops password spraying). */
export const LOGIN_MAX_PER_ADDRESS = 20;
const LOGIN_WINDOW_SECONDS = 15 * 60;

export function meta() {
  return [{ title: "Login | Área Restrita" }, { name: "robots", content: "noindex, nofollow" }];
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
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (values) => {
          const error = loginFormErrors(values);
          return error ? { error } : { value: values as LoginFields };
        },
      }),
  });
  const redirectTo = searchParams.get("redirectTo") ?? "";

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-nude-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl ring-1 ring-neutral-100">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <LockKeyhole aria-hidden className="h-6 w-6" />
          </span>
          <h1 className="font-display text-3xl font-bold text-neutral-900">Login</h1>
          <p className="text-sm text-neutral-600">
            Digite seu e-mail e senha para acessar a área restrita
          </p>
        </div>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {form.errors?.length ? (
            <div
              id={form.errorId}
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              <p className="font-semibold">Erro ao fazer login</p>
              <p>{form.errors[0]}</p>
            </div>
          ) : null}
          <Field label="Email" errors={fields.email.errors} errorId={fields.email.errorId}>
            <input
              {...getInputProps(fields.email, { type: "email" })}
              autoComplete="username"
              placeholder="seu@email.com"
              className={inputClass}
            />
          </Field>
          <Field label="Senha" errors={fields.password.errors} errorId={fields.password.errorId}>
            <input
              {...getInputProps(fields.password, { type: "password" })}
              autoComplete="current-password"
              className={inputClass}
            />
          </Field>
          <button
            type="submit"
            disabled={submitting}
            className="mt-2 rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {submitting ? "Entrando..." : "Entrar"}
          </button>
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
          Problemas para entrar? Confira se o e-mail é o da sua conta na equipe. Esqueceu a senha?
          Use o link acima ou peça a um administrador um link de redefinição (tela Usuários).
        </p>
      </div>
      <Link
        to="/"
        reloadDocument
        className="mt-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Voltar para o site
      </Link>
    </main>
  );
}

const inputClass =
  "w-full rounded-lg border border-neutral-300 px-3 py-2.5 text-neutral-900 aria-[invalid]:border-red-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";

function Field({
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
