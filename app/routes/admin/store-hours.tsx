import { adminMeta } from "~/components/admin/stores/admin-meta";
import { StoreContentScreen } from "~/components/admin/store-content/store-content-screen";
import { StoreHoursForm } from "~/components/admin/store-content/store-hours-form";
import { weekFromText } from "~/domain/hours-grid";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/store-hours";
import { storeContentAction, storeContentLoader } from "./store-content.server";
import { storeHoursAction } from "./store-hours.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return adminMeta(`Horários · ${loaderData?.store.name ?? "Loja"}`, matches);
}

export async function loader(args: Route.LoaderArgs) {
  const { store, pending } = await storeContentLoader(args);
  // A store with only free text gets the grid its text reads as, for staff to confirm.
  const textWeek = store.weeklyHours?.week.length ? [] : weekFromText(store.hoursText);
  return {
    store: {
      id: store.id,
      name: store.name,
      hoursText: store.hoursText,
      weeklyHours: store.weeklyHours,
    },
    grid:
      textWeek.length > 0
        ? { week: textWeek, special: store.weeklyHours?.special ?? [] }
        : store.weeklyHours,
    prefilled: textWeek.length > 0,
    pending,
  };
}

export async function action(args: Route.ActionArgs) {
  const screen = await storeContentAction(args);
  return storeHoursAction(screen, await readFormData(args.request));
}

export default function StoreHours({ loaderData, actionData }: Route.ComponentProps) {
  const { store, pending, grid, prefilled } = loaderData;
  return (
    <StoreContentScreen title="Horários" store={store} pending={pending}>
      <StoreHoursForm store={store} grid={grid} prefilled={prefilled} actionData={actionData} />
    </StoreContentScreen>
  );
}
