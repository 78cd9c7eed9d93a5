import { getSelectProps } from "@conform-to/react";
import type { z } from "zod";
import {
  CheckboxField,
  LabelledControl,
  TextField,
  inputClass,
  type ActionToast,
} from "~/components/admin/admin-ui";
import {
  ContentForm,
  ContentFormError,
  contentFormMeta,
  contentFormScreen,
  useContentForm,
} from "~/components/admin/content-list/content-form";
import { BannerImageFields } from "~/components/admin/banner-image-fields";
import {
  bannerSchema,
  bannerWindowError,
  CONTENT_TEXT,
  newBannerSchema,
} from "~/domain/content-schemas";
import { BANNER_NOUN } from "~/domain/record-words";
import {
  BannerLimitError,
  createBanner,
  listBannersForAdmin,
  getBanner,
  updateBanner,
} from "~/models/admin-banners.server";
import type { Banner } from "#db/schema";
import { contentFormAction, contentFormRecord, formFailure } from "./content-form-action.server";
import { toSaoPauloLocal } from "~/domain/sao-paulo-time";
import { storeBannerFiles } from "~/models/banner-images.server";
import { openEdit } from "./edit-version.server";
import type { Route } from "./+types/banners-form";

const SCREEN = contentFormScreen(BANNER_NOUN, "max-w-3xl");

export const meta = contentFormMeta(SCREEN);

/** The banner as the form's defaults show it (the display window in São Paulo time). */
function bannerDefaults(
  banner: Pick<Banner, "description" | "url" | "active" | "startsAt" | "endsAt"> | null,
) {
  return {
    description: banner?.description ?? "",
    url: banner?.url ?? "",
    active: banner?.active ?? true,
    startsAt: toSaoPauloLocal(banner?.startsAt ?? null),
    endsAt: toSaoPauloLocal(banner?.endsAt ?? null),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { app, record: banner } = await contentFormRecord(args, "banners.edit", getBanner, SCREEN);
  if (!banner) {
    const carousel = await listBannersForAdmin(app.db);
    return {
      banner: null,
      carousel: carousel.map((b) => b.description),
      edit: openEdit(null),
    };
  }
  return {
    banner: {
      id: banner.id,
      description: banner.description,
      url: banner.url,
      active: banner.active,
      imageUrl: banner.imageUrl,
      phoneImageUrl: banner.phoneImageUrl,
      startsAt: toSaoPauloLocal(banner.startsAt),
      endsAt: toSaoPauloLocal(banner.endsAt),
    },
    carousel: [],
    edit: openEdit(banner.version, bannerDefaults(banner)),
  };
}

const limitToast = (description: string): ActionToast => ({
  type: "error",
  title: CONTENT_TEXT.bannerLimitTitle,
  description,
});

/** The banner's values from the form (a new phone image, stored apart, wins over 'remove'). */
function bannerValues(value: z.output<typeof bannerSchema>) {
  return {
    description: value.description,
    url: value.url ?? null,
    active: value.active ?? false,
    startsAt: value.startsAt,
    endsAt: value.endsAt,
    removePhoneImage: value.removePhoneImage ?? false,
  };
}

export async function action(args: Route.ActionArgs) {
  return contentFormAction(args, {
    screen: SCREEN,
    permission: "banners.edit",
    entity: "banner",
    find: getBanner,
    defaults: bannerDefaults,
    schema: (creating) => (creating ? newBannerSchema : bannerSchema),
    check: (value) => {
      const windowError = bannerWindowError(value.startsAt, value.endsAt);
      return windowError ? { endsAt: [windowError] } : null;
    },
    upload: (app, userId, value) =>
      storeBannerFiles(app.storage, {
        image: value.image,
        phoneImage: value.phoneImage,
        folder: "banners",
        // Two uploads in the same millisecond would share a timestamp-only name.
        prefix: `banner-${crypto.randomUUID().slice(0, 6)}`,
        altText: value.description,
        userId,
      }),
    save: async ({ app, by, id, value, uploaded, version }) => {
      const values = bannerValues(value);
      if (id === null) {
        const position = "position" in value ? value.position : undefined;
        const files = { ...uploaded, desktop: uploaded.desktop! };
        await createBanner(app, by, values, files, position ?? Number.MAX_SAFE_INTEGER);
        return;
      }
      const saved = await updateBanner(app, by, id, values, { files: uploaded, version });
      if (!saved) throw new Error("banner vanished");
    },
    refusal: (error, reply) =>
      error instanceof BannerLimitError
        ? formFailure(
            reply({ fieldErrors: { startsAt: [error.message] } }),
            409,
            limitToast(error.message),
          )
        : null,
  });
}

export default function BannerForm({ loaderData, actionData }: Route.ComponentProps) {
  const { banner, carousel } = loaderData;
  const editing = banner !== null;
  const [form, fields, version] = useContentForm({
    id: editing ? `banner-${banner.id}` : "banner-new",
    schema: editing ? bannerSchema : newBannerSchema,
    actionData,
    defaultValue: {
      description: banner?.description ?? "",
      url: banner?.url ?? "",
      active: banner?.active ?? true,
      startsAt: banner?.startsAt ?? "",
      endsAt: banner?.endsAt ?? "",
    },
    edit: loaderData.edit,
  });

  return (
    <ContentForm screen={SCREEN} form={form} editing={version} recordId={banner?.id ?? null}>
      <BannerImageFields
        image={fields.image}
        phoneImage={fields.phoneImage}
        removePhoneImage={fields.removePhoneImage}
        currentUrl={banner?.imageUrl}
        currentPhoneUrl={banner?.phoneImageUrl}
        currentAlt={banner?.description}
      />
      <TextField
        label="Descrição"
        meta={fields.description}
        hint="Aparece para quem usa leitor de tela e quando a imagem não carrega."
      />
      <TextField
        label="Link de redirecionamento (opcional)"
        meta={fields.url}
        type="url"
        placeholder="https://"
        inputMode="url"
      />
      <CheckboxField
        label="Ativo"
        meta={fields.active}
        hint="Só banners ativos aparecem na página inicial."
      />
      <fieldset className="grid gap-4 rounded-lg border border-neutral-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-neutral-800">
          Exibir de … até … (opcional, horário de Brasília)
        </legend>
        <TextField label="Exibir de" meta={fields.startsAt} type="datetime-local" />
        <TextField label="Até" meta={fields.endsAt} type="datetime-local" />
        <p className="text-xs text-neutral-500 sm:col-span-2">
          Fora desse período o banner não aparece na página inicial, sem precisar desativá-lo. Em
          branco: sem data de início ou de fim.
        </p>
      </fieldset>
      {editing ? null : <PositionField meta={fields.position} carousel={carousel} />}
    </ContentForm>
  );
}

/** Where a new banner goes in the carousel: before one of the banners, or last (the default). */
function PositionField({
  meta,
  carousel,
}: {
  meta: Parameters<typeof getSelectProps>[0];
  carousel: string[];
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <LabelledControl meta={meta} label="Posição no carrossel">
      <select
        key={key}
        {...props}
        defaultValue={
          typeof meta.initialValue === "string" ? meta.initialValue : String(carousel.length)
        }
        className={inputClass}
      >
        {carousel.map((description, index) => (
          <option key={index} value={index}>
            {`${index + 1}º — antes de “${description}”`}
          </option>
        ))}
        <option value={carousel.length}>{`${carousel.length + 1}º — depois de todos`}</option>
      </select>
    </LabelledControl>
  );
}

export function ErrorBoundary() {
  return <ContentFormError screen={SCREEN} />;
}
