/** The home-banner screens as staff use them: the list (/restrita/banners) and its form. */
import * as form from "~/routes/admin/banners-form";
import * as list from "~/routes/admin/banners";
import { describeContentScreens, type StaffClient } from "./content-admin";
import type { TestDatabase } from "./test-db";

type Fields = Record<string, string | File | undefined>;

export const BANNER_LIST = "/restrita/banners";

export function bannerScreens(client: StaffClient) {
  return {
    /** The "Novo banner" form sent with `fields`. */
    create: (fields: Fields) => client.post(form.action, `${BANNER_LIST}/novo`, fields),
    /** The edit form of banner `id` sent with `fields`. */
    edit: (id: number, fields: Fields) =>
      client.post(form.action, `${BANNER_LIST}/editar/${id}`, fields, { id: String(id) }),
    /** The edit form opened for `id` as it stands in the address. */
    open: (id: string) => client.get(form.loader, `${BANNER_LIST}/editar/${id}`, { id }),
    /** A button of the list (toggle, move, delete) sent with `fields`. */
    onList: (fields: Fields) => client.post(list.action, BANNER_LIST, fields),
    /** The list as the screen loads it. */
    load: () => client.get(list.loader, BANNER_LIST),
  };
}

/** A suite of the banner screens, once per database kind, with an editor signed in. */
export function describeBannerScreens(
  title: string,
  body: (
    getDb: () => TestDatabase,
    screens: ReturnType<typeof bannerScreens>,
    client: StaffClient,
  ) => void,
) {
  describeContentScreens(title, (getDb, client) => body(getDb, bannerScreens(client), client));
}
