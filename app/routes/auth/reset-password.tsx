import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, AuthFormError } from "~/components/auth/auth-card";
import { NEW_PASSWORD_MIN } from "~/domain/auth-schemas";
import { newPasswordSchema } from "~/domain/password-reset-schemas";
import { findPasswordReset, resetPasswordWithToken } from "~/models/password-resets.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { AuthSubmit, PasswordInput } from "./auth-fields";
import { privatePageHeaders } from "~/server/http-cache.server";
import { usePasswordForm } from "./password-form";
import { secretLinkMeta } from "~/domain/seo";
import type { Route } from "./+types/reset-password";

export const headers = privatePageHeaders;

export const meta = () => secretLinkMeta("Nova senha | Área Restrita");

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const reset = await findPasswordReset(app.db, params.token);
  // A used, expired or revoked link is gone for good: 410, with the page that says so.
  if (!reset) return data({ valid: false, email: null }, { status: 410 });
  return { valid: true, email: reset.email };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = getApp(context);
  // An unreadable body is an empty form: the schema answers with its messages.
  const formData = await readFormData(request).catch(() => new FormData());
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password", "confirmation"] }) },
      { status: 400 },
    );
  }
  const done = await resetPasswordWithToken(app.db, params.token, submission.value.password);
  if (!done) {
    return data(
      {
        result: submission.reply({
          hideFields: ["password", "confirmation"],
          formErrors: ["Este link é inválido ou expirou. Peça um novo link."],
        }),
      },
      { status: 410 },
    );
  }
  app.logger.info({ userId: done.userId }, "password reset through link");
  return redirect("/login", {
    headers: await toastHeaders(app.env, {
      type: "success",
      title: "Senha alterada com sucesso!",
      description: "Entre com a nova senha.",
    }),
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = usePasswordForm(newPasswordSchema, actionData?.result);
  const again = (
    <Link to="/esqueci-minha-senha" className="font-medium text-brand-700 hover:underline">
      Pedir um novo link
    </Link>
  );
  if (!loaderData.valid) {
    return (
      <AuthCard
        title="Link inválido"
        subtitle="Este link de redefinição de senha já foi usado ou expirou."
        footer={<p>{again}</p>}
      >
        <p className="text-sm text-neutral-700">
          Os links valem por 30 minutos e funcionam uma única vez.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Nova senha"
      subtitle={`Crie a nova senha de ${loaderData.email}.`}
      footer={<p>Ao salvar, as sessões abertas com a senha antiga são encerradas. {again}</p>}
    >
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthFormError errors={form.errors} errorId={form.errorId} />
        {/* Lets password managers save the new password with the right account. */}
        <input
          type="hidden"
          name="username"
          autoComplete="username"
          value={loaderData.email ?? ""}
        />
        <PasswordInput
          label="Nova senha"
          meta={fields.password}
          fresh
          hintId={`${fields.password.id}-hint`}
        />
        <p id={`${fields.password.id}-hint`} className="-mt-2 text-xs text-neutral-500">
          Pelo menos {NEW_PASSWORD_MIN} caracteres.
        </p>
        <PasswordInput label="Repita a nova senha" meta={fields.confirmation} fresh />
        <AuthSubmit busy={submitting} label="Salvar nova senha" busyLabel="Salvando..." />
      </Form>
    </AuthCard>
  );
}
