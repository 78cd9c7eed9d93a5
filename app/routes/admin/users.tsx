import { useNavigation } from "react-router";
import {
  conflictOf,
  EditConflictNotice,
  revalidateOnConflict,
} from "~/components/admin/edit-conflict";
import { NewUserForm } from "~/components/admin/users/new-user-form";
import { GeneratedLink } from "~/components/admin/users/reset-link-notice";
import { UserTable } from "~/components/admin/users/user-table";
import { listStoreOptions } from "~/models/admin-stores.server";
import { listManagedStores, listUsers } from "~/models/users.server";
import { requestSessionId, requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { readFormData } from "~/server/form-data.server";
import { openEdit } from "./edit-version.server";
import { userAction } from "./user-actions.server";
import type { Route } from "./+types/users";

export async function loader(args: Route.LoaderArgs) {
  const me = await requirePermission(args, "users.manage");
  const { db } = getApp(args.context);
  const [accounts, managed, stores] = await Promise.all([
    listUsers(db),
    listManagedStores(db),
    listStoreOptions(db),
  ]);
  return {
    users: accounts.map((u) => ({ ...u, storeIds: managed[u.id] ?? [] })),
    stores,
    meId: me.id,
    edit: openEdit(null),
  };
}

export const shouldRevalidate = revalidateOnConflict;

export async function action(args: Route.ActionArgs) {
  const me = await requirePermission(args, "users.manage");
  const app = getApp(args.context);
  const sessionId = await requestSessionId(app.env, args.request);
  return userAction(app, { id: me.id, sessionId }, await readFormData(args.request));
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, meId, edit, stores } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
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
          Administradores também gerenciam contas, configurações do site, exclusão de lojas e
          endereços das lojas; editores gerenciam o conteúdo; gestores de loja propõem alterações só
          nas lojas escolhidas para eles, que a matriz aprova em Aprovações.
        </p>
      </header>
      {rowError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {rowError}
        </p>
      ) : null}
      {generated ? <GeneratedLink {...generated} /> : null}
      <EditConflictNotice conflict={conflictOf(actionData)} />
      <UserTable users={users} meId={meId} busy={busy} edit={edit} stores={stores} />
      <NewUserForm
        lastResult={actionData?.intent === "create" ? actionData.result : undefined}
        busy={busy}
        stores={stores}
      />
    </div>
  );
}
