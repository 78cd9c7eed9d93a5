/**
 * The store form's banner intents: add a banner (with its optional phone image), save a banner's
 * details (alternative text, display window, phone image), move and remove. Each change is
 * audited; bad input answers 400 with a pt-BR message and gives back what was typed.
 */
import { data } from "react-router";
import type { Media, Store } from "#db/schema";
import { bannerWindowError } from "~/domain/content-schemas";
import { displayWindowLabel, displayWindowState } from "~/domain/display-window";
import { parseForm } from "~/domain/form-input";
import { toSaoPauloLocal } from "~/domain/sao-paulo-time";
import { storeBannerActionSchema } from "~/domain/store-schemas";
import { BannerImageError, storeBannerImages } from "~/models/banner-images.server";
import {
  addStoreBanner,
  type AdminStoreBanner,
  moveStoreBanner,
  removeStoreBanner,
  updateStoreBannerDetails,
} from "~/models/admin-store-content.server";
import { changedFields, recordAudit } from "~/server/audit.server";
import type { SessionUser } from "~/server/auth.server";
import type { AppContext } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { deleteStoredImage } from "~/server/uploads.server";

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

async function bannerUploadReply(app: AppContext, error: string, field?: string) {
  return data(
    { kind: "banner" as const, error, field: field ?? "image" },
    {
      status: 400,
      headers: await toastHeaders(app.env, {
        type: "error",
        title: uploadFailed,
        description: error,
      }),
    },
  );
}

async function uploadBanner(app: AppContext, user: SessionUser, store: Store, form: FormData) {
  try {
    const banner = await addStoreBanner(app, {
      storeId: store.id,
      storeName: store.name,
      file: form.get("image"),
      phoneFile: form.get("phoneImage"),
      userId: user.id,
    });
    await recordAudit(app.db, {
      userId: user.id,
      action: "create",
      entity: "store_banner",
      entityId: banner.id,
      details: {
        fields: banner.phoneUrl ? ["url", "phone_url"] : ["url"],
        label: banner.altText ?? store.name,
      },
    });
    return data(
      { kind: "banner" as const, error: null, field: null },
      {
        headers: await toastHeaders(app.env, {
          type: "success",
          title: "Banner adicionado com sucesso!",
        }),
      },
    );
  } catch (error) {
    if (error instanceof BannerImageError) {
      return bannerUploadReply(app, error.message, error.field);
    }
    app.logger.error({ err: error }, "store banner upload failed");
    return bannerUploadReply(app, "Tente novamente mais tarde.");
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

  let phone: Media | null = null;
  try {
    phone = (
      await storeBannerImages(app, {
        phoneImage: form.get("phoneImage"),
        folder: `lojas/${store.id}/banners`,
        prefix: "banner",
        altText: value.altText,
        userId: user.id,
      })
    ).phone;
  } catch (error) {
    if (!(error instanceof BannerImageError)) throw error;
    return refuse({ phoneImage: error.message });
  }
  const saved = await updateStoreBannerDetails(app, store.id, value.bannerId, {
    altText: value.altText,
    startsAt: value.startsAt,
    endsAt: value.endsAt,
    phone,
    removePhone: value.removePhoneImage ?? false,
  });
  if (!saved) {
    await deleteStoredImage(app, phone?.url);
    throw data(null, { status: 404 });
  }
  await recordAudit(app.db, {
    userId: user.id,
    action: "update",
    entity: "store_banner",
    entityId: saved.after.id,
    details: {
      fields: changedFields(saved.before, saved.values),
      label: saved.after.altText ?? store.name,
    },
  });
  return data<BannerDetailsReply>(
    {
      kind: "banner-details",
      bannerId,
      values: {
        altText: saved.after.altText ?? "",
        startsAt: toSaoPauloLocal(saved.after.startsAt),
        endsAt: toSaoPauloLocal(saved.after.endsAt),
      },
      errors: {},
    },
    { headers: await toastHeaders(app.env, { type: "success", title: "Banner atualizado" }) },
  );
}

/** Answers one of the banner intents of the store form (see STORE_BANNER_INTENTS). */
export async function storeBannerAction(
  app: AppContext,
  user: SessionUser,
  store: Store,
  intent: (typeof STORE_BANNER_INTENTS)[number],
  form: FormData,
) {
  if (intent === "upload-banner") return uploadBanner(app, user, store, form);
  if (intent === "banner-details") return saveBannerDetails(app, user, store, form);

  const parsed = parseForm(form, { schema: storeBannerActionSchema });
  if (parsed.status !== "success") throw data(null, { status: 400 });
  if (parsed.value.intent === "move-banner") {
    await moveStoreBanner(app.db, store.id, parsed.value.bannerId, parsed.value.direction);
    return data({ kind: "banner" as const, error: null, field: null });
  }
  const removed = await removeStoreBanner(app, store.id, parsed.value.bannerId);
  if (!removed) {
    return data(
      { kind: "banner" as const, error: null, field: null },
      {
        status: 404,
        headers: await toastHeaders(app.env, { type: "error", title: "Erro ao remover banner" }),
      },
    );
  }
  await recordAudit(app.db, {
    userId: user.id,
    action: "delete",
    entity: "store_banner",
    entityId: removed.id,
    details: { label: removed.altText ?? store.name },
  });
  return data(
    { kind: "banner" as const, error: null, field: null },
    {
      headers: await toastHeaders(app.env, {
        type: "success",
        title: "Banner removido com sucesso!",
      }),
    },
  );
}
