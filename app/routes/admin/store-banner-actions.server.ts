/**
 * The store form's banner intents: add a banner (with its optional phone image), save a banner's
 * details (alternative text, display window, phone image), move and remove; the model audits each
 * change. A store manager's new banner is a change request; the other intents are head office's. Bad input answers 400 with a pt-BR message and gives back what was typed.
 */
import { data } from "react-router";
import type { Store } from "#db/schema";
import { z } from "zod";
import { bannerWindowError, displayWindowFields } from "~/domain/content-schemas";
import { BannerLimitError, displayWindowLabel, displayWindowState } from "~/domain/display-window";
import { parseForm } from "~/domain/form-input";
import { toSaoPauloLocal } from "~/domain/sao-paulo-time";
import { storeBannerActionSchema } from "~/domain/store-schemas";
import { BannerImageError } from "~/models/banner-images.server";
import {
  addStoreBanner,
  type AdminStoreBanner,
  moveStoreBanner,
  removeStoreBanner,
  updateStoreBannerDetails,
} from "~/models/admin-store-content.server";
import { can } from "~/domain/permissions";
import { proposeStoreBanner } from "~/models/store-change-requests.server";
import type { SessionUser } from "~/server/auth.server";
import type { AppContext } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { notifyChangeRequest, PROPOSAL_SENT } from "./change-requests.server";
import { conflictAnswer, editConflict, readEdit, StaleEdit } from "./edit-version.server";

export const STORE_BANNER_INTENTS = [
  "upload-banner",
  "banner-details",
  "remove-banner",
  "move-banner",
] as const;

/** What the banner details form typed, given back when it is refused. */
export type BannerDetailsValues = { altText: string; startsAt: string; endsAt: string };

export type BannerDetailsReply = {
  kind: "banner-details";
  bannerId: number;
  values: BannerDetailsValues;
  /** Field errors by field name (altText, startsAt, endsAt, phoneImage, bannerId). */
  errors: Record<string, string>;
};

/** A store banner as the form shows it: window in São Paulo wall-clock time and its label. */
export function storeBannerView(banner: AdminStoreBanner) {
  return {
    id: banner.id,
    version: banner.version,
    url: banner.url,
    altText: banner.altText,
    width: banner.width,
    height: banner.height,
    phoneUrl: banner.phoneUrl,
    startsAt: toSaoPauloLocal(banner.startsAt),
    endsAt: toSaoPauloLocal(banner.endsAt),
    windowState: displayWindowState(banner.startsAt, banner.endsAt),
    windowLabel: displayWindowLabel(banner.startsAt, banner.endsAt),
  };
}

export type StoreBannerView = ReturnType<typeof storeBannerView>;

const uploadFailed = "Erro ao fazer upload do banner";

/** The answer of the banner intents but the details form's: a toast, and an error to show. */
async function bannerReply(
  app: AppContext,
  toast: { type: "success" | "error"; title: string; description?: string } | null,
  refused: { status: number; error?: string; field?: string } | null = null,
  proposed: number | null = null,
) {
  return data(
    {
      kind: "banner" as const,
      error: refused?.error ?? null,
      field: refused?.error ? (refused.field ?? "image") : null,
      /** The change request a store manager's new banner became. */
      proposed,
    },
    {
      status: refused?.status ?? 200,
      headers: toast ? await toastHeaders(app.env, toast) : undefined,
    },
  );
}

const uploadRefused = (app: AppContext, error: string, field?: string) =>
  bannerReply(
    app,
    { type: "error", title: uploadFailed, description: error },
    { status: 400, error, field },
  );

const newBannerWindow = z.object(displayWindowFields);

async function uploadBanner(app: AppContext, user: SessionUser, store: Store, form: FormData) {
  const window = parseForm(form, { schema: newBannerWindow });
  if (window.status !== "success") {
    const [field, messages] = Object.entries(window.error ?? {})[0] ?? ["startsAt", null];
    return uploadRefused(app, messages?.[0] ?? "Período inválido", field);
  }
  const { startsAt, endsAt } = window.value;
  const windowError = bannerWindowError(startsAt, endsAt);
  if (windowError) return uploadRefused(app, windowError, "endsAt");
  const files = { image: form.get("image"), phoneImage: form.get("phoneImage") };
  try {
    // A store manager's banner is a change request: stored now, shown once head office approves.
    if (!can(user, "stores.publish")) {
      const request = await proposeStoreBanner(app, user.id, store, files, { startsAt, endsAt });
      notifyChangeRequest(app, request.id, "created");
      return bannerReply(app, { type: "success", ...PROPOSAL_SENT }, null, request.id);
    }
    await addStoreBanner(app, user.id, store, files, { startsAt, endsAt });
    return bannerReply(app, { type: "success", title: "Banner adicionado com sucesso!" });
  } catch (error) {
    if (error instanceof BannerImageError) return uploadRefused(app, error.message, error.field);
    if (error instanceof BannerLimitError) return uploadRefused(app, error.message, "startsAt");
    app.logger.error({ err: error }, "store banner upload failed");
    return uploadRefused(app, "Tente novamente mais tarde.");
  }
}

async function saveBannerDetails(app: AppContext, user: SessionUser, store: Store, form: FormData) {
  const bannerId = Number(form.get("bannerId"));
  const values: BannerDetailsValues = {
    altText: String(form.get("altText") ?? ""),
    startsAt: String(form.get("startsAt") ?? ""),
    endsAt: String(form.get("endsAt") ?? ""),
  };
  const refuse = (errors: Record<string, string>) =>
    data<BannerDetailsReply>({ kind: "banner-details", bannerId, values, errors }, { status: 400 });
  const parsed = parseForm(form, { schema: storeBannerActionSchema });
  if (parsed.status !== "success" || parsed.value.intent !== "banner-details") {
    const errors: Record<string, string> = {};
    const found: Record<string, string[] | null> =
      parsed.status === "success" ? {} : (parsed.error ?? {});
    for (const [field, messages] of Object.entries(found)) {
      if (messages?.[0]) errors[field] = messages[0];
    }
    return refuse(Object.keys(errors).length ? errors : { bannerId: "Registro inválido" });
  }
  const value = parsed.value;
  const windowError = bannerWindowError(value.startsAt, value.endsAt);
  if (windowError) return refuse({ endsAt: windowError });

  let saved;
  try {
    saved = await updateStoreBannerDetails(
      app,
      user.id,
      store,
      value.bannerId,
      {
        altText: value.altText,
        startsAt: value.startsAt,
        endsAt: value.endsAt,
        phoneImage: form.get("phoneImage"),
        removePhone: value.removePhoneImage ?? false,
      },
      readEdit(form).record,
    );
  } catch (error) {
    if (error instanceof BannerLimitError) return refuse({ startsAt: error.message });
    if (!(error instanceof BannerImageError)) throw error;
    return refuse({ phoneImage: error.message });
  }
  if (!saved) throw data(null, { status: 404 });
  return data<BannerDetailsReply>(
    {
      kind: "banner-details",
      bannerId,
      values: {
        altText: saved.altText ?? "",
        startsAt: toSaoPauloLocal(saved.startsAt),
        endsAt: toSaoPauloLocal(saved.endsAt),
      },
      errors: {},
    },
    { headers: await toastHeaders(app.env, { type: "success", title: "Banner atualizado" }) },
  );
}

/** The fields of a move or a removal; anything else is a bad request. */
function bannerFields(form: FormData) {
  const parsed = parseForm(form, { schema: storeBannerActionSchema });
  if (parsed.status !== "success") throw data(null, { status: 400 });
  return parsed.value;
}

async function moveBanner(app: AppContext, user: SessionUser, store: Store, form: FormData) {
  const value = bannerFields(form);
  if (value.intent === "move-banner") {
    await moveStoreBanner(
      app.db,
      user.id,
      store,
      value.bannerId,
      value.direction,
      readEdit(form).list,
    );
  }
  return bannerReply(app, null);
}

async function removeBanner(app: AppContext, user: SessionUser, store: Store, form: FormData) {
  const value = bannerFields(form);
  const removed = await removeStoreBanner(
    app,
    user.id,
    store,
    value.bannerId,
    readEdit(form).record,
  );
  if (!removed) {
    return bannerReply(app, { type: "error", title: "Erro ao remover banner" }, { status: 404 });
  }
  return bannerReply(app, { type: "success", title: "Banner removido com sucesso!" });
}

const intents = {
  "upload-banner": uploadBanner,
  "banner-details": saveBannerDetails,
  "move-banner": moveBanner,
  "remove-banner": removeBanner,
} satisfies Record<(typeof STORE_BANNER_INTENTS)[number], unknown>;

/**
 * Answers one of the banner intents of the store form (see STORE_BANNER_INTENTS); a change to
 * banners that changed since the form showed them answers 409 with the conflict.
 */
export async function storeBannerAction(
  app: AppContext,
  user: SessionUser,
  store: Store,
  intent: (typeof STORE_BANNER_INTENTS)[number],
  form: FormData,
) {
  try {
    return await intents[intent](app, user, store, form);
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    const conflict = await editConflict(app.db, error, form);
    return conflictAnswer(conflict, {
      kind: "banner" as const,
      error: null,
      field: null,
      proposed: null,
    });
  }
}
