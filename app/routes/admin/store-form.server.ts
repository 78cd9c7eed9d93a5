/**
 * The store form on the server: what the create, edit and read-only screens load, and the
 * action's intents — save the store, or one of its banner intents (store-banner-actions.server.ts).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { Store } from "#db/schema";
import { can } from "~/domain/permissions";
import { proposeStoreValues } from "~/models/store-change-requests.server";
import { parseForm } from "~/domain/form-input";
import { FIELD_LABELS } from "~/domain/field-labels";
import { InvalidHours } from "~/domain/hours-rule";
import {
  keptStoreFields,
  storeFormSchemaKeeping,
  type StoreFormValues,
} from "~/domain/store-schemas";
import { listStoreBanners, storeListVersion } from "~/models/admin-store-content.server";
import { storeFormDefaults } from "~/components/admin/stores/store-form-sections";
import {
  createStore,
  findSlugHistoryConflict,
  getStore,
  listStoreSlugHistory,
  storeFormChanges,
  updateStore,
} from "~/models/admin-stores.server";
import { SCHEDULE_MESSAGES } from "~/domain/store-schedule";
import { withZoneChoice } from "~/models/store-time-zones.server";
import { timeZoneOf } from "~/server/places.server";
import type { SessionUser } from "~/server/auth.server";
import type { AppContext } from "~/server/context.server";
import { redirectWithToast, toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { parseUploadForm, UploadError } from "~/server/uploads.server";
import {
  STORE_BANNER_INTENTS,
  storeBannerAction,
  storeBannerView,
} from "./store-banner-actions.server";
import { editConflict, openEdit, readEdit, StaleEdit } from "./edit-version.server";
import { isMultipart } from "./store-params.server";
import { notifyChangeRequest, proposalSent } from "./change-requests.server";
import { momentErrors, requestedMoment, scheduleFromForm } from "./store-schedule.server";

export type StoreFormMode = "create" | "edit" | "view";

export function storeFormMode(request: Request, params: { id?: string }): StoreFormMode {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (!params.id || path.endsWith("/lojas/nova")) return "create";
  return path.includes("/visualizar/") ? "view" : "edit";
}

/** The store's version and its values as the form's defaults: what an edit is checked against. */
const storeEdit = (store: Store) => ({ version: store.version, values: storeFormDefaults(store) });

/** What the screen shows of a stored store: its banners, old addresses, sanitised history. */
export async function loadStoreFormData(app: AppContext, mode: StoreFormMode, store: Store) {
  const oldSlugs = (await listStoreSlugHistory(app.db, store.id)).map((row) => row.slug);
  // The form stays usable when only the banners cannot be read ('Erro ao carregar banners').
  const banners = await listStoreBanners(app.db, store.id).catch((error: unknown) => {
    app.logger.error({ err: error, storeId: store.id }, "could not load store banners");
    return null;
  });
  // The read-only view renders the history as HTML. It is stored sanitised; this rare, uncached
  // staff screen cleans it once more, so even markup written to the database by hand shows inert.
  const shown =
    mode === "view" && store.historyHtml
      ? { ...store, historyHtml: sanitizeRichText(store.historyHtml) }
      : store;
  const { version, values } = storeEdit(store);
  return {
    // The form shows a zone that follows the municipality as 'Automático'.
    store: withZoneChoice(shown),
    automaticZone: timeZoneOf(store.city, store.state),
    banners: (banners ?? []).map(storeBannerView),
    bannersEdit: openEdit(await storeListVersion.banners(app.db, store)),
    bannersFailed: banners === null,
    oldSlugs,
    edit: openEdit(version, values),
  };
}

/** The posted form, or the answer to an upload that could not be read (too big, not an image). */
export async function readStoreForm(
  app: AppContext,
  request: Request,
): Promise<FormData | ReturnType<typeof uploadRefused>> {
  try {
    return isMultipart(request) ? await parseUploadForm(request) : await readFormData(request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return uploadRefused(app, error);
  }
}

async function uploadRefused(app: AppContext, error: UploadError) {
  return data(
    { kind: "banner" as const, error: error.message, field: "image", proposed: null },
    {
      status: 400,
      headers: await toastHeaders(app.env, {
        type: "error",
        title: "Erro ao fazer upload do banner",
        description: error.message,
      }),
    },
  );
}

/** Creates the store or saves the edited one (`current`); the model writes the audit row. */
async function saveStore(
  app: AppContext,
  user: SessionUser,
  current: Store | null,
  formData: FormData,
) {
  // Old values the person left as they were do not block the save (see keptStoreFields).
  const kept = keptStoreFields(formData, current && storeFormDefaults(current));
  const submission = parseForm(formData, { schema: storeFormSchemaKeeping(kept) });
  if (submission.status !== "success") {
    return data({ kind: "store" as const, result: submission.reply() }, { status: 400 });
  }
  const values: StoreFormValues = submission.value;
  // "Aplicar a partir de" (a store manager's: "A partir de", the moment it asks for).
  const moment = current ? requestedMoment(current, formData) : { at: null };
  if ("error" in moment) {
    const result = submission.reply(momentErrors(moment.error));
    return data({ kind: "store" as const, result }, { status: 400 });
  }
  // A store manager's save is a change request for head office; the page stays as it is.
  if (current && !can(user, "stores.publish")) {
    return proposeStore(app, user, current, values, formData, submission, moment.at);
  }
  if (current) {
    // The fields changed are scheduled instead of saved.
    if (moment.at) {
      const changes = storeFormChanges(current, values);
      const scheduled = await scheduleFromForm(app, user, current, moment.at, changes);
      if (scheduled) return scheduled;
      const result = submission.reply({ formErrors: [SCHEDULE_MESSAGES.nothing] });
      return data({ kind: "store" as const, result }, { status: 400 });
    }
  }
  // The address this name gives used to belong to another store, whose old links lead there:
  // taking it over is a decision, never a side effect of a save.
  const conflict = await findSlugHistoryConflict(app.db, values.name, current ?? undefined);
  const choice = formData.get("slugHistoryChoice");
  if (conflict && choice !== "claim" && choice !== "keep") {
    return data(
      {
        kind: "store" as const,
        result: submission.reply({
          formErrors: [
            `O endereço /${conflict.slug} já foi da loja ${conflict.storeName}. Escolha abaixo, em "Endereço da página", o que fazer e salve de novo.`,
          ],
        }),
        slugConflict: conflict,
      },
      { status: 409 },
    );
  }
  const slugOptions = conflict && choice === "claim" ? { claim: conflict.slug } : {};
  try {
    if (!current) {
      const store = await createStore(app.db, user.id, values, slugOptions);
      return redirectWithToast(app.env, `/restrita/lojas/editar/${store.id}#banners`, {
        type: "success",
        title: "Loja cadastrada com sucesso!",
        description: "Agora você pode adicionar banners e fotos.",
      });
    }
    const version = readEdit(formData).record;
    await updateStore(app.db, user.id, current.id, values, { ...slugOptions, version });
    return redirectWithToast(app.env, "/restrita/lojas", {
      type: "success",
      title: "Loja atualizada com sucesso!",
      ...(kept.length > 0
        ? {
            description: `Mantido como estava, fora das regras atuais: ${kept.map((f) => FIELD_LABELS[f] ?? f).join(", ")}. Corrija quando puder.`,
          }
        : {}),
    });
  } catch (error) {
    if (error instanceof InvalidHours) {
      const result = submission.reply({ fieldErrors: { hoursText: [error.message] } });
      return data({ kind: "store" as const, result }, { status: 400 });
    }
    if (error instanceof StaleEdit) {
      const now = await getStore(app.db, current!.id);
      const conflict = await editConflict(app.db, error, formData, now && storeEdit(now));
      return data({ kind: "store" as const, conflict }, { status: 409 });
    }
    app.logger.error({ err: error }, "store save failed");
    const message = current
      ? "Erro ao atualizar loja. Tente novamente."
      : "Erro ao cadastrar loja. Tente novamente.";
    return data(
      { kind: "store" as const, result: submission.reply({ formErrors: [message] }) },
      { status: 500, headers: await toastHeaders(app.env, { type: "error", title: message }) },
    );
  }
}

/**
 * A store manager's save: the fields that differ become one change request (its version checked
 * like a staff save; from `effectiveFrom` when given), head office is e-mailed, and the manager
 * goes to the request.
 */
async function proposeStore(
  app: AppContext,
  user: SessionUser,
  current: Store,
  values: StoreFormValues,
  formData: FormData,
  submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> },
  effectiveFrom: Date | null,
) {
  try {
    const version = readEdit(formData).record;
    const request = await proposeStoreValues(
      app.db,
      user.id,
      current,
      values,
      version,
      effectiveFrom,
    );
    if (!request) {
      const result = submission.reply({ formErrors: [NOTHING_TO_PROPOSE] });
      return data({ kind: "store" as const, result }, { status: 400 });
    }
    notifyChangeRequest(app, request.id, "created");
    return redirectWithToast(app.env, `/restrita/aprovacoes/${request.id}`, {
      type: "success",
      ...proposalSent(effectiveFrom, current.timezone),
    });
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    const now = await getStore(app.db, current.id);
    const conflict = await editConflict(app.db, error, formData, now && storeEdit(now));
    return data({ kind: "store" as const, conflict }, { status: 409 });
  }
}

export const NOTHING_TO_PROPOSE = "Nenhum campo foi alterado: não há o que enviar para aprovação.";

/**
 * Whether a post of the store form is one of its banner intents only head office may do: all
 * but adding a banner, which a store manager proposes.
 */
export function isBannerIntent(intent: FormDataEntryValue | null): boolean {
  return intent !== "upload-banner" && STORE_BANNER_INTENTS.some((known) => known === intent);
}

/**
 * Answers the form's post: a banner intent of a stored store goes to its own function, anything
 * else is a save of the store's fields.
 */
export async function storeFormAction(
  app: AppContext,
  user: SessionUser,
  current: Store | null,
  formData: FormData,
) {
  const intent = formData.get("intent");
  const bannerIntent = STORE_BANNER_INTENTS.find((known) => known === intent);
  if (current && bannerIntent) return storeBannerAction(app, user, current, bannerIntent, formData);
  return saveStore(app, user, current, formData);
}
