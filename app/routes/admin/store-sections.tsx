import { adminMeta } from "~/components/admin/stores/admin-meta";
import { ViewStorePage } from "~/components/admin/stores/view-store-page";
import { StoreContentScreen } from "~/components/admin/store-content/store-content-screen";
import { StoreSectionsForm } from "~/components/admin/store-content/store-sections-form";
import { revalidateOnConflict } from "~/components/admin/edit-conflict";
import { readFormData } from "~/server/form-data.server";
import { openEdit } from "./edit-version.server";
import type { Route } from "./+types/store-sections";
import { storeContentAction, storeContentLoader } from "./store-content.server";
import { currentSections, storeSectionsAction } from "./store-sections.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return adminMeta(`Conteúdo da página · ${loaderData?.store.name ?? "Loja"}`, matches);
}

export async function loader(args: Route.LoaderArgs) {
  const { app, store, pending } = await storeContentLoader(args);
  const { sections, version, values } = await currentSections(app.db, store);
  return {
    store: { id: store.id, name: store.name, slug: store.slug, active: store.active },
    sections,
    pending,
    edit: openEdit(version, values),
  };
}

export const shouldRevalidate = revalidateOnConflict;

export async function action(args: Route.ActionArgs) {
  // A store manager's save of the texts is a change request; moving or removing is head office's.
  const screen = await storeContentAction(args, "stores.edit");
  return storeSectionsAction(screen, await readFormData(args.request));
}

export default function StoreSections({ loaderData, actionData }: Route.ComponentProps) {
  const { store, sections, pending } = loaderData;
  // A new form state whenever the saved rows change (after a save, a move or a removal), so the
  // fields show what is stored; typing does not change this key.
  const version = sections.map((s) => `${s.id}:${s.position}:${String(s.updatedAt)}`).join("|");
  return (
    <StoreContentScreen
      title="Conteúdo da Página"
      store={store}
      pending={pending}
      actions={store.active ? <ViewStorePage slug={store.slug} /> : null}
    >
      <StoreSectionsForm
        key={version}
        sections={sections}
        edit={loaderData.edit}
        reloadTo={`/restrita/lojas/${store.id}/conteudo`}
        actionData={actionData}
      />
    </StoreContentScreen>
  );
}
