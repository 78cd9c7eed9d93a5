import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, AuthFormError } from "~/components/auth/auth-card";
import { forgotPasswordSchema } from "~/domain/password-reset-schemas";
import { getApp } from "~/server/context.server";
import { readFormData } from "~/server/form-data.server";
import { requestPasswordReset } from "./password-reset.server";
import { formTooFrequent, rateLimiter } from "~/server/rate-limit.server";
import { AuthSubmit, EmailInput } from "./auth-fields";
import { privatePageHeaders } from "~/server/http-cache.server";
import { usePasswordForm } from "./password-form";
import type { Route } from "./+types/forgot-password";

/** Requests per address in 15 minutes: enough for typos, too few to flood anyone's inbox. */
const REQUESTS_PER_ADDRESS = 5;

export const SENT_MESSAGE =
  "Se houver uma conta ativa com este e-mail, enviamos um link para criar uma nova senha. O link vale por 30 minutos e funciona uma única vez.";

export const headers = privatePageHeaders;

export function meta() {
  return [
    { title: "Esqueci minha senha | Área Restrita" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  // An unreadable body is an empty form: the schema answers with its messages.
  const formData = await readFormData(request).catch(() => new FormData());
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  const limiter = rateLimiter(app.dbHandle, "password-reset-address", {
    points: REQUESTS_PER_ADDRESS,
    durationSeconds: 15 * 60,
  });
  const allowed = await limiter.consume(app.clientIp);
  if (!allowed.allowed) return formTooFrequent(submission, allowed, { sent: false });
  // The same answer, in about the same time, whether or not the account exists.
  await requestPasswordReset(app, submission.value.email);
  return data({ result: submission.reply({ resetForm: true }), sent: true });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = usePasswordForm(forgotPasswordSchema, actionData?.result);
  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
      footer={
        <>
          <p>
            Não recebeu? Confira a caixa de spam ou peça a um administrador o link de redefinição
            (tela Usuários da área restrita).
          </p>
          <p className="mt-3">
            <Link to="/login" className="font-medium text-brand-700 hover:underline">
              Voltar para o login
            </Link>
          </p>
        </>
      }
    >
      {actionData?.sent ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {SENT_MESSAGE}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthFormError errors={form.errors} errorId={form.errorId} />
        <EmailInput meta={fields.email} />
        <AuthSubmit busy={submitting} label="Enviar link" busyLabel="Enviando..." />
      </Form>
    </AuthCard>
  );
}
