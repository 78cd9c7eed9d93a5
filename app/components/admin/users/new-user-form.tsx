/** The form that opens an account for a new staff member, on the Usuários screen. */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "react-router";
import { LabelledControl } from "~/components/admin/admin-ui";
import { useSchemaForm } from "~/components/admin/use-schema-form";
import { createUserSchema, NEW_PASSWORD_MIN } from "~/domain/auth-schemas";
import { StoreChoice, type StoreOption } from "./store-choice";

/** The stores checked when the form was sent (kept on an error). */
function typedStoreIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(Number).filter(Number.isInteger);
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
    <LabelledControl meta={meta} label={label}>
      <input
        {...getInputProps(meta, { type })}
        autoComplete={autoComplete}
        className={inputClass}
      />
    </LabelledControl>
  );
}

export function NewUserForm({
  lastResult,
  busy,
  stores,
}: {
  /** The server's answer when it was about this form. */
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
  /** The stores a new store manager can look after. */
  stores: StoreOption[];
}) {
  const [form, fields] = useSchemaForm(createUserSchema, { id: "create-user", lastResult });
  return (
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
            <option value="manager">Gestor de loja</option>
          </select>
        </div>
        <StoreChoice
          idPrefix="create-user-store"
          stores={stores}
          checked={typedStoreIds(fields.storeIds.value)}
          legend="Lojas do gestor (só para Gestor de loja)"
          errorId={fields.storeIds.errorId}
          errors={fields.storeIds.errors}
        />
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
  );
}
