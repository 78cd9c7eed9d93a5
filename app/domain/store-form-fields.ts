/**
 * The store form's fields whose stored value is shown in the form as text, as it is ('' for
 * none): the form reads its initial values from them, and the activity log names each of them
 * when a store changes.
 */
import type { Store } from "#db/schema";
import type { StoreFormInput } from "./store-schemas";

export const STORE_TEXT_FIELDS = [
  "name",
  "state",
  "city",
  "neighborhood",
  "street",
  "number",
  "complement",
  "postalCode",
  "reference",
  "whatsapp",
  "instagramUrl",
  "mapsUrl",
  "hoursText",
  "notes",
  "latitude",
  "longitude",
  "email",
  "openedOn",
  "historyHtml",
  "timezone",
] as const satisfies readonly (keyof Store & keyof StoreFormInput)[];

export type StoreTextField = (typeof STORE_TEXT_FIELDS)[number];
