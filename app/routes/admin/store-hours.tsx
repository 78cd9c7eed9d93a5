import { adminMeta } from "~/components/admin/stores/admin-meta";
import { StoreContentScreen } from "~/components/admin/store-content/store-content-screen";
import { hoursFormValues, StoreHoursForm } from "~/components/admin/store-content/store-hours-form";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/store-hours";
import { storeContentAction, storeContentLoader } from "./store-content.server";
import { openEdit } from "./edit-version.server";
import { hoursGrid, storeHoursAction } from "./store-hours.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return adminMeta(`Horários · ${loaderData?.store.name ?? "Loja"}`, matches);
}

export async function loader(args: Route.LoaderArgs) {
  const { store, pending } = await storeContentLoader(args);
  const { grid, prefilled } = hoursGrid(store);
  return {
    store: {
      id: store.id,
      name: store.name,
      hoursText: store.hoursText,
      weeklyHours: store.weeklyHours,
      timezone: store.timezone,
    },
    grid,
    prefilled,
    pending,
    edit: openEdit(store.version, hoursFormValues(grid)),
  };
}

export async function action(args: Route.ActionArgs) {
  const screen = await storeContentAction(args);
  return storeHoursAction(screen, await readFormData(args.request));
}

export default function StoreHours({ loaderData, actionData }: Route.ComponentProps) {
  const { store, pending, grid, prefilled, edit } = loaderData;
  return (
    <StoreContentScreen title="Horários" store={store} pending={pending}>
      <StoreHoursForm
        store={store}
        grid={grid}
        prefilled={prefilled}
        edit={edit}
        actionData={actionData}
      />
    </StoreContentScreen>
  );
}
