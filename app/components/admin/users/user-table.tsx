/**
 * The staff accounts on the Usuários screen: one row per account, each change (role, status,
 * new password, reset link) a small form of its own posting its intent with the account's id.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { NEW_PASSWORD_MIN } from "~/domain/auth-schemas";
import type { UserRole } from "#db/schema";

export type UserRowView = {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  active: boolean;
  lastLoginAt: Date | string | null;
};

const dateFmt = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

const COLUMNS = ["Nome", "E-mail", "Perfil", "Status", "Último acesso", "Nova senha"];

const link = "text-brand-700 underline";

/** A form of one row: the intent and the account it is about, then its own fields. */
function RowForm({
  intent,
  userId,
  className = "flex items-center gap-2",
  children,
}: {
  intent: string;
  userId: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      {children}
    </Form>
  );
}

function UserRow({ user: u, me, busy }: { user: UserRowView; me: boolean; busy: boolean }) {
  return (
    <tr>
      <td className="px-4 py-3 font-medium">
        {u.name}
        {me ? <span className="ml-1 text-xs text-neutral-500">(você)</span> : null}
      </td>
      <td className="px-4 py-3">{u.email}</td>
      <td className="px-4 py-3">
        <RowForm intent="change-role" userId={u.id}>
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
          <button type="submit" disabled={busy} className={link}>
            Salvar
          </button>
        </RowForm>
      </td>
      <td className="px-4 py-3">
        <RowForm intent="toggle-active" userId={u.id}>
          <span className={u.active ? "text-green-700" : "text-neutral-500"}>
            {u.active ? "Ativo" : "Desativado"}
          </span>
          <button
            type="submit"
            disabled={busy}
            aria-label={`${u.active ? "Desativar" : "Reativar"} ${u.name}`}
            className={link}
          >
            {u.active ? "Desativar" : "Reativar"}
          </button>
        </RowForm>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        {u.lastLoginAt ? dateFmt.format(new Date(u.lastLoginAt)) : "—"}
      </td>
      <td className="px-4 py-3">
        <RowForm intent="reset-password" userId={u.id}>
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
          <button type="submit" disabled={busy} className={link}>
            Redefinir
          </button>
        </RowForm>
        {u.active ? (
          <RowForm intent="reset-link" userId={u.id} className="mt-2">
            <button
              type="submit"
              disabled={busy}
              aria-label={`Gerar link de redefinição de senha para ${u.name}`}
              className={`text-xs ${link}`}
            >
              Gerar link de redefinição
            </button>
          </RowForm>
        ) : null}
      </td>
    </tr>
  );
}

export function UserTable({
  users,
  meId,
  busy,
}: {
  users: UserRowView[];
  meId: number;
  busy: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {users.map((u) => (
            <UserRow key={u.id} user={u} me={u.id === meId} busy={busy} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
