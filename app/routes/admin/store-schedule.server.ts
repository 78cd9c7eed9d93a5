/**
 * "Aplicar a partir de" on a store's forms (store form, hours): the moment typed in the store's
 * zone, and the scheduled change it makes instead of a save (ADR 0028).
 */
import type { Store } from "#db/schema";
import { formatZoned } from "~/domain/sao-paulo-time";
import { EFFECTIVE_AT_FIELD, readEffectiveAt } from "~/domain/store-schedule";
import type { StoreChangeValues } from "~/models/admin-stores.server";
import { scheduleStoreChange } from "~/models/store-changes.server";
import type { SessionUser } from "~/server/auth.server";
import type { AppContext } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";

/** The moment the form asks for (null: now), or the message for its field. */
export function requestedMoment(store: Pick<Store, "timezone">, formData: FormData) {
  return readEffectiveAt(formData.get(EFFECTIVE_AT_FIELD), store.timezone, new Date());
}

/** The field errors of a refused moment, for a conform reply. */
export const momentErrors = (error: string) => ({ fieldErrors: { [EFFECTIVE_AT_FIELD]: [error] } });

/**
 * Schedules `values` for the store at `at` and goes to the store's calendar with the toast
 * 'Alteração agendada'; null when the values change nothing (the caller says so on the form).
 */
export async function scheduleFromForm(
  app: AppContext,
  user: SessionUser,
  store: Store,
  at: Date,
  values: StoreChangeValues,
) {
  const change = await scheduleStoreChange(app.db, user.id, store.id, at, values);
  if (!change) return null;
  return redirectWithToast(app.env, `/restrita/lojas/${store.id}/agenda`, {
    type: "success",
    title: "Alteração agendada!",
    description: `Vale a partir de ${formatZoned(at, store.timezone)} (horário da loja).`,
  });
}
