import type { z } from "zod";
import { CheckboxField, TextField, type ActionToast } from "~/components/admin/admin-ui";
import {
  ContentForm,
  ContentFormError,
  ContentFormPage,
  contentFormMeta,
  useContentForm,
  type ContentFormScreen,
} from "~/components/admin/content-list/content-form";
import { BannerImageFields } from "~/components/admin/banner-image-fields";
import {
  bannerSchema,
  bannerWindowError,
  CONTENT_TEXT,
  MAX_BANNERS,
  newBannerSchema,
} from "~/domain/content-schemas";
import {
  BannerLimitError,
  countBanners,
  createBanner,
  getBanner,
  updateBanner,
} from "~/models/admin-banners.server";
import type { Banner } from "#db/schema";
import { contentFormAction, contentFormRecord, formFailure } from "./content-form-action.server";
import { toSaoPauloLocal } from "~/domain/sao-paulo-time";
import { storeBannerFiles } from "~/models/banner-images.server";
import { openEdit } from "./edit-version.server";
import type { Route } from "./+types/banners-form";

const SCREEN: ContentFormScreen = {
  list: "/restrita/banners",
  listName: "Banners",
  width: "max-w-3xl",
  titles: { create: "Novo Banner", edit: "Editar Banner" },
  missing: { title: "Banner não encontrado", text: "Ele pode ter sido excluído." },
  loadError: {
    title: "Erro ao carregar banners",
    message: "Não foi possível carregar o banner. Tente novamente.",
  },
};

export function meta({ params }: Route.MetaArgs) {
  return contentFormMeta(SCREEN, params);
}

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
    return {
      banner: null,
      limitReached: (await countBanners(app.db)) >= MAX_BANNERS,
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
    limitReached: false,
    edit: openEdit(banner.version, bannerDefaults(banner)),
  };
}

const limitToast: ActionToast = {
  type: "error",
  title: CONTENT_TEXT.bannerLimitTitle,
  description: CONTENT_TEXT.bannerLimitDescription,
};

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
    failTitle: (creating) => (creating ? "Erro ao criar banner" : "Erro ao atualizar banner"),
    // Fail fast; the insert checks again under a lock, which is what really holds the limit.
    refuseNew: async (app) =>
      (await countBanners(app.db)) >= MAX_BANNERS
        ? formFailure(
            { status: "error", error: { "": [CONTENT_TEXT.bannerLimitDescription] } },
            409,
            limitToast,
          )
        : null,
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
        await createBanner(app, by, values, { ...uploaded, desktop: uploaded.desktop! });
        return "Banner criado";
      }
      const saved = await updateBanner(app, by, id, values, { files: uploaded, version });
      if (!saved) throw new Error("banner vanished");
      return "Banner atualizado";
    },
    refusal: (error, reply) =>
      error instanceof BannerLimitError
        ? formFailure(reply({ formErrors: [CONTENT_TEXT.bannerLimitDescription] }), 409, limitToast)
        : null,
  });
}

export default function BannerForm({ loaderData, actionData }: Route.ComponentProps) {
  const { banner, limitReached } = loaderData;
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
    <ContentFormPage screen={SCREEN} editing={editing}>
      {limitReached ? (
        <div role="status" className="rounded-xl bg-amber-50 p-6 text-amber-900">
          <p className="font-semibold">{CONTENT_TEXT.bannerLimitNotice}</p>
          <p className="mt-1 text-sm">Exclua um banner para cadastrar outro.</p>
        </div>
      ) : (
        <ContentForm
          screen={SCREEN}
          form={form}
          editing={version}
          reloadTo={banner ? `/restrita/banners/editar/${banner.id}` : undefined}
          submitLabel={editing ? "Atualizar Banner" : "Criar Banner"}
        >
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
              Fora desse período o banner não aparece na página inicial, sem precisar desativá-lo.
              Em branco: sem data de início ou de fim.
            </p>
          </fieldset>
        </ContentForm>
      )}
    </ContentFormPage>
  );
}

export function ErrorBoundary() {
  return <ContentFormError screen={SCREEN} />;
}
