/**
 * The staff accounts on the Usuários screen: one row per account, each change (role, status,
 * new password, reset link) a small form of its own posting its intent with the account's id.
 */
import { createContext, useContext, type ReactNode } from "react";
import { Form } from "react-router";
import { NEW_PASSWORD_MIN } from "~/domain/auth-schemas";
import type { UserRole } from "#db/schema";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { EditVersionFields } from "~/components/admin/edit-conflict";
import { rowEdit, type EditState } from "~/domain/edit-version";
import { StoreChoice, type StoreOption } from "./store-choice";

export type UserRowView = {
  id: number;
  version: number;
  name: string;
  email: string;
  role: UserRole;
  /** The stores a store manager looks after. */
  storeIds: number[];
  active: boolean;
  lastLoginAt: Date | string | null;
};

const dateFmt = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

const link = "text-brand-700 underline";

/** When the screen was opened: each row's forms post the account's version with it. */
const ScreenEdit = createContext<EditState>({ version: "", openedAt: "", opened: "" });

/**
 * A form of one row: the intent and the account it is about (at the version shown), then its
 * own fields.
 */
function RowForm({
  intent,
  user,
  className = "flex items-center gap-2",
  children,
}: {
  intent: string;
  user: UserRowView;
  className?: string;
  children: ReactNode;
}) {
  const edit = useContext(ScreenEdit);
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={user.id} />
      <EditVersionFields edit={rowEdit(edit, user.version)} />
      {children}
    </Form>
  );
}

/** The stores a manager can be given, for every row's role form. */
const StoreOptions = createContext<StoreOption[]>([]);

/** The role of an account (and a store manager's stores): a select and its own 'Salvar'. */
function RoleForm({ user: u, busy }: { user: UserRowView; busy: boolean }) {
  const stores = useContext(StoreOptions);
  const names = stores.filter((s) => u.storeIds.includes(s.id)).map((s) => s.name);
  return (
    <RowForm intent="change-role" user={u} className="flex flex-wrap items-center gap-2">
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
        <option value="manager">Gestor de loja</option>
      </select>
      <button type="submit" disabled={busy} className={link}>
        Salvar
      </button>
      <details className="basis-full text-sm">
        <summary className="cursor-pointer text-neutral-700">
          {u.role === "manager"
            ? `Lojas: ${names.join(", ") || "nenhuma"}`
            : "Lojas (para Gestor de loja)"}
        </summary>
        <div className="mt-2">
          <StoreChoice
            idPrefix={`user-${u.id}-store`}
            stores={stores}
            checked={u.storeIds}
            legend={`Lojas de ${u.name}`}
          />
        </div>
      </details>
    </RowForm>
  );
}

/** Whether the account is active, and the button that disables or reactivates it. */
function StatusForm({ user: u, busy }: { user: UserRowView; busy: boolean }) {
  const verb = u.active ? "Desativar" : "Reativar";
  return (
    <RowForm intent="toggle-active" user={u}>
      <span className={u.active ? "text-green-700" : "text-neutral-500"}>
        {u.active ? "Ativo" : "Desativado"}
      </span>
      <button type="submit" disabled={busy} aria-label={`${verb} ${u.name}`} className={link}>
        {verb}
      </button>
    </RowForm>
  );
}

/** A new password typed by the admin, and (for an active account) a reset link to hand over. */
function PasswordForms({ user: u, busy }: { user: UserRowView; busy: boolean }) {
  return (
    <>
      <RowForm intent="reset-password" user={u}>
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
        <RowForm intent="reset-link" user={u} className="mt-2">
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
    </>
  );
}

export function UserTable({
  users,
  meId,
  busy,
  edit,
  stores,
}: {
  users: UserRowView[];
  meId: number;
  busy: boolean;
  /** The stores a store manager can look after. */
  stores: StoreOption[];
  /** When the screen was opened (each account's version comes with it). */
  edit: EditState;
}) {
  const columns: DataColumn<UserRowView>[] = [
    {
      header: "Nome",
      className: "font-medium",
      cell: (u) => (
        <>
          {u.name}
          {u.id === meId ? <span className="ml-1 text-xs text-neutral-500">(você)</span> : null}
        </>
      ),
    },
    { header: "E-mail", cell: (u) => u.email },
    { header: "Perfil", cell: (u) => <RoleForm user={u} busy={busy} /> },
    { header: "Status", cell: (u) => <StatusForm user={u} busy={busy} /> },
    {
      header: "Último acesso",
      nowrap: true,
      cell: (u) => (u.lastLoginAt ? dateFmt.format(new Date(u.lastLoginAt)) : "—"),
    },
    { header: "Nova senha", cell: (u) => <PasswordForms user={u} busy={busy} /> },
  ];
  return (
    <ScreenEdit.Provider value={edit}>
      <StoreOptions.Provider value={stores}>
        <DataTable<UserRowView> columns={columns} rows={users} rowKey={(u) => u.id} />
      </StoreOptions.Provider>
    </ScreenEdit.Provider>
  );
}
