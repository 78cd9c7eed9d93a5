import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/domain/form-input";
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { createUserSchema, NEW_PASSWORD_MIN, userActionSchema } from "~/domain/auth-schemas";
import {
  countActiveAdmins,
  createUser,
  findUserByEmail,
  getUser,
  listUsers,
  setUserPassword,
  updateUser,
} from "~/models/users.server";
import { recordAudit } from "~/server/audit.server";
import { requireUser, revokeUserSessions } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import type { AppContext } from "~/server/context.server";
import { createPasswordReset, resetPath } from "~/models/password-resets.server";
import { z } from "zod";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/users";

export async function loader(args: Route.LoaderArgs) {
  const me = await requireUser(args, { role: "admin" });
  const { db } = getApp(args.context);
  return { users: await listUsers(db), meId: me.id };
}

export async function action(args: Route.ActionArgs) {
  const me = await requireUser(args, { role: "admin" });
  const app = getApp(args.context);
  const formData = await readFormData(args.request);
  if (formData.get("intent") === "reset-link") return resetLink(app, me.id, formData);
  const submission = parseForm(formData, { schema: userActionSchema });
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        intent: typeof submission.payload.intent === "string" ? submission.payload.intent : null,
      },
      { status: 400 },
    );
  }
  const value = submission.value;
  const ok = async (title: string, extra?: Record<string, unknown>) =>
    data(
      { result: submission.reply({ resetForm: true }), intent: value.intent, ...extra },
      { headers: await toastHeaders(app.env, { type: "success", title }) },
    );
  const refuse = (message: string) =>
    data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        intent: value.intent,
      },
      { status: 400 },
    );

  if (value.intent === "create") {
    if (await findUserByEmail(app.db, value.email)) {
      return data(
        {
          result: submission.reply({
            fieldErrors: { email: ["Já existe um usuário com este e-mail"] },
            hideFields: ["password"],
          }),
          intent: value.intent,
        },
        { status: 400 },
      );
    }
    const user = await createUser(app.db, value);
    await recordAudit(app.db, {
      userId: me.id,
      action: "create",
      entity: "user",
      entityId: user.id,
      details: { fields: ["name", "email", "role"], label: user.email },
    });
    return ok("Usuário criado com sucesso!");
  }

  const target = await getUser(app.db, value.userId);
  if (!target) return refuse("Usuário não encontrado.");

  if (value.intent === "reset-password") {
    await setUserPassword(app.db, target.id, value.password);
    // A new password ends every session of that account, except the admin's own current one.
    if (target.id !== me.id) await revokeUserSessions(app.db, target.id);
    await recordAudit(app.db, {
      userId: me.id,
      action: "update",
      entity: "user",
      entityId: target.id,
      details: { fields: ["password"], label: target.email },
    });
    return ok("Senha redefinida com sucesso!");
  }

  const losesAdmin =
    target.role === "admin" &&
    target.active &&
    ((value.intent === "change-role" && value.role !== "admin") ||
      value.intent === "toggle-active");
  if (losesAdmin && (await countActiveAdmins(app.db)) <= 1) {
    return refuse("É preciso manter pelo menos um administrador ativo.");
  }
  if (target.id === me.id && value.intent === "toggle-active") {
    return refuse("Você não pode desativar a sua própria conta.");
  }

  if (value.intent === "change-role") {
    await updateUser(app.db, target.id, { role: value.role });
    await recordAudit(app.db, {
      userId: me.id,
      action: "update",
      entity: "user",
      entityId: target.id,
      details: { fields: ["role"], label: target.email },
    });
    return ok("Perfil atualizado com sucesso!");
  }

  await updateUser(app.db, target.id, { active: !target.active });
  if (target.active) await revokeUserSessions(app.db, target.id);
  await recordAudit(app.db, {
    userId: me.id,
    action: "update",
    entity: "user",
    entityId: target.id,
    details: { fields: ["active"], label: target.email },
  });
  return ok(target.active ? "Usuário desativado." : "Usuário reativado.");
}

/**
 * A reset link for an account, for an admin to hand over when e-mail is not configured (or did
 * not arrive): the same single-use, 30-minute link the e-mail carries. Shown once, never stored.
 */
async function resetLink(app: AppContext, adminId: number, formData: FormData) {
  const parsed = z
    .object({ userId: z.coerce.number().int().positive() })
    .safeParse({ userId: formData.get("userId") });
  const target = parsed.success ? await getUser(app.db, parsed.data.userId) : undefined;
  if (!target || !target.active) {
    return data(
      {
        intent: "reset-link" as const,
        result: {
          status: "error" as const,
          error: { "": ["Usuário não encontrado ou desativado."] },
        },
      },
      { status: 400 },
    );
  }
  const { token, expiresAt } = await createPasswordReset(app.db, target.id);
  await recordAudit(app.db, {
    userId: adminId,
    action: "update",
    entity: "user",
    entityId: target.id,
    details: { fields: ["passwordResetLink"], label: target.email },
  });
  return data({
    intent: "reset-link" as const,
    result: { status: "success" as const },
    resetLink: {
      name: target.name,
      url: `${app.env.PUBLIC_SITE_URL}${resetPath(token)}`,
      expiresAt: expiresAt.toISOString(),
    },
  });
}

const dateFmt = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, meId } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "create-user",
    lastResult: actionData?.intent === "create" ? actionData.result : undefined,
    constraint: getZodConstraint(createUserSchema),
    shouldValidate: "onBlur",
    // Clear an error while typing, so the button doesn't move under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: createUserSchema }),
  });
  const rowError =
    actionData && actionData.intent !== "create" && "error" in actionData.result
      ? actionData.result.error?.[""]?.[0]
      : undefined;
  const generated = actionData && "resetLink" in actionData ? actionData.resetLink : undefined;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-display text-2xl font-bold text-neutral-900">Usuários</h1>
        <p className="text-sm text-neutral-600">
          Administradores gerenciam contas; editores gerenciam apenas o conteúdo.
        </p>
      </header>
      {rowError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {rowError}
        </p>
      ) : null}
      {generated ? <GeneratedLink {...generated} /> : null}
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
            <tr>
              <th scope="col" className="px-4 py-3">
                Nome
              </th>
              <th scope="col" className="px-4 py-3">
                E-mail
              </th>
              <th scope="col" className="px-4 py-3">
                Perfil
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Último acesso
              </th>
              <th scope="col" className="px-4 py-3">
                Nova senha
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {users.map((u) => (
              <tr key={u.id}>
                <td className="px-4 py-3 font-medium">
                  {u.name}
                  {u.id === meId ? (
                    <span className="ml-1 text-xs text-neutral-500">(você)</span>
                  ) : null}
                </td>
                <td className="px-4 py-3">{u.email}</td>
                <td className="px-4 py-3">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="change-role" />
                    <input type="hidden" name="userId" value={u.id} />
                    <label className="sr-only" htmlFor={`role-${u.id}`}>
                      Perfil de {u.name}
                    </label>
                    <select
                      id={`role-${u.id}`}
                      name="role"
                      defaultValue={u.role}
                      className="rounded border border-neutral-300 px-2 py-1"
                    >
                      <option value="admin">Administrador</option>
                      <option value="editor">Editor</option>
                    </select>
                    <button type="submit" disabled={busy} className="text-brand-700 underline">
                      Salvar
                    </button>
                  </Form>
                </td>
                <td className="px-4 py-3">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="toggle-active" />
                    <input type="hidden" name="userId" value={u.id} />
                    <span className={u.active ? "text-green-700" : "text-neutral-500"}>
                      {u.active ? "Ativo" : "Desativado"}
                    </span>
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={`${u.active ? "Desativar" : "Reativar"} ${u.name}`}
                      className="text-brand-700 underline"
                    >
                      {u.active ? "Desativar" : "Reativar"}
                    </button>
                  </Form>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {u.lastLoginAt ? dateFmt.format(new Date(u.lastLoginAt)) : "—"}
                </td>
                <td className="px-4 py-3">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="reset-password" />
                    <input type="hidden" name="userId" value={u.id} />
                    <label className="sr-only" htmlFor={`pw-${u.id}`}>
                      Nova senha de {u.name}
                    </label>
                    <input
                      id={`pw-${u.id}`}
                      type="password"
                      name="password"
                      minLength={NEW_PASSWORD_MIN}
                      required
                      autoComplete="new-password"
                      className="w-36 rounded border border-neutral-300 px-2 py-1"
                    />
                    <button type="submit" disabled={busy} className="text-brand-700 underline">
                      Redefinir
                    </button>
                  </Form>
                  {u.active ? (
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="reset-link" />
                      <input type="hidden" name="userId" value={u.id} />
                      <button
                        type="submit"
                        disabled={busy}
                        aria-label={`Gerar link de redefinição de senha para ${u.name}`}
                        className="text-xs text-brand-700 underline"
                      >
                        Gerar link de redefinição
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="max-w-xl rounded-xl bg-white p-6 shadow-sm">
        <h2 className="mb-4 text-lg font-semibold text-neutral-900">Novo usuário</h2>
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <input type="hidden" name="intent" value="create" />
          {form.errors?.length ? (
            <p role="alert" className="text-sm text-red-700">
              {form.errors[0]}
            </p>
          ) : null}
          <TextField label="Nome" meta={fields.name} type="text" autoComplete="off" />
          <TextField label="E-mail" meta={fields.email} type="email" autoComplete="off" />
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.role.id} className="text-sm font-medium text-neutral-800">
              Perfil
            </label>
            <select {...getSelectProps(fields.role)} defaultValue="editor" className={inputClass}>
              <option value="editor">Editor</option>
              <option value="admin">Administrador</option>
            </select>
          </div>
          <TextField
            label={`Senha (mínimo ${NEW_PASSWORD_MIN} caracteres)`}
            meta={fields.password}
            type="password"
            autoComplete="new-password"
          />
          <button
            type="submit"
            disabled={busy}
            className="justify-self-start rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {busy ? "Salvando..." : "Criar usuário"}
          </button>
        </Form>
      </section>
    </div>
  );
}

const inputClass =
  "rounded-lg border border-neutral-300 px-3 py-2 aria-[invalid]:border-red-500 focus:border-brand-500 focus:outline-none";

function TextField({
  label,
  meta,
  type,
  autoComplete,
}: {
  label: string;
  meta: Parameters<typeof getInputProps>[0];
  type: "text" | "email" | "password";
  autoComplete: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        {...getInputProps(meta, { type })}
        autoComplete={autoComplete}
        className={inputClass}
      />
      {meta.errors?.length ? (
        <p id={meta.errorId} className="text-sm text-red-700">
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

function GeneratedLink({ name, url, expiresAt }: { name: string; url: string; expiresAt: string }) {
  const [copied, setCopied] = useState(false);
  const until = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(expiresAt));
  return (
    <section
      aria-labelledby="reset-link-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-neutral-800"
    >
      <h2 id="reset-link-title" className="font-semibold text-neutral-900">
        Link de redefinição de senha para {name}
      </h2>
      <p className="mt-1">
        Entregue este link à pessoa por um canal seguro. Ele funciona uma única vez, até as {until},
        e não será mostrado de novo.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor="reset-link" className="sr-only">
          Link de redefinição
        </label>
        <input
          id="reset-link"
          readOnly
          value={url}
          data-unsaved="ignore"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-neutral-300 bg-white px-2 py-1 font-mono text-xs"
        />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
          className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {copied ? "Copiado!" : "Copiar link"}
        </button>
      </div>
    </section>
  );
}
