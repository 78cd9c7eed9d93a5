import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Pencil } from "lucide-react";
import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import {
  EditConflictNotice,
  EditVersionFields,
  conflictOf,
  revalidateOnConflict,
  useEditState,
} from "~/components/admin/edit-conflict";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { BackToStores } from "~/components/admin/stores/back-to-stores";
import {
  EffectiveAtField,
  effectiveAtErrors,
  effectiveAtTyped,
} from "~/components/admin/stores/effective-at-field";
import { buttonPrimary, buttonSecondary } from "~/components/admin/stores/fields";
import { StoreBanners } from "~/components/admin/stores/store-banners";
import { StoreCoordinatesSection } from "~/components/admin/stores/store-form-coordinates";
import { StorePageSection } from "~/components/admin/stores/store-form-page-section";
import {
  StoreHoursSection,
  StoreIdentitySections,
  StoreNotesAndStatusSections,
  storeFormDefaults,
} from "~/components/admin/stores/store-form-sections";
import { StoreTabs } from "~/components/admin/stores/store-tabs";
import { useCan } from "~/components/admin/use-can";
import { parseForm } from "~/domain/form-input";
import {
  keptStoreFields,
  storeFormSchema,
  storeFormSchemaKeeping,
  type StoreFormInput,
  type StoreFormValues,
} from "~/domain/store-schemas";
import type { SlugHistoryConflict } from "~/models/admin-stores.server";
import { can } from "~/domain/permissions";
import { assertPermission, requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/store-form";
import {
  isBannerIntent,
  loadStoreFormData,
  readStoreForm,
  storeFormAction,
  storeFormMode,
  type StoreFormMode,
} from "./store-form.server";
import { openEdit } from "./edit-version.server";
import { requireStore } from "./store-params.server";

export async function loader(args: Route.LoaderArgs) {
  const mode = storeFormMode(args.request, args.params);
  // A new store is head office's; an existing one is reached within the user's stores.
  if (mode === "create") await requirePermission(args, "stores.publish");
  const { app, user, store } =
    mode === "create"
      ? { app: getApp(args.context), user: null, store: null }
      : await requireStore(args, mode === "view" ? "stores.view" : "stores.edit");
  const common = {
    mode,
    // A store manager's save is a change request; head office's goes live (or is scheduled).
    proposes: Boolean(user && !can(user, "stores.publish")),
    origin: app.env.PUBLIC_SITE_URL,
    tileAttribution: app.env.MAP_TILE_ATTRIBUTION,
  };
  if (!store) {
    return {
      ...common,
      store: null,
      banners: [],
      bannersEdit: openEdit(null),
      bannersFailed: false,
      oldSlugs: [],
      edit: openEdit(null),
    };
  }
  return { ...common, ...(await loadStoreFormData(app, mode, store)) };
}

export const shouldRevalidate = revalidateOnConflict;

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const title =
    loaderData?.mode === "create"
      ? "Nova Loja"
      : `${loaderData?.mode === "view" ? "Visualizar" : "Editar"} ${loaderData?.store?.name ?? "Loja"}`;
  return adminMeta(title, matches);
}

/** Save the store, or one of its banner intents (see store-form.server.ts). */
export async function action(args: Route.ActionArgs) {
  // A store manager's save of the form or new banner is a change request (stores.edit within
  // its stores); creating a store and changing or removing banners stay head office's.
  const mode = storeFormMode(args.request, args.params);
  const {
    app,
    user,
    store: current,
  } = mode === "create"
    ? {
        user: await requirePermission(args, "stores.publish"),
        app: getApp(args.context),
        store: null,
      }
    : await requireStore(args, "stores.edit");
  const formData = await readStoreForm(app, args.request);
  // The intent's row first (changing a banner is head office's), then the read-only address
  // refuses. An upload that could not be read is a new banner's: answered, nothing written.
  if (formData instanceof FormData && isBannerIntent(formData.get("intent"))) {
    assertPermission(user, "stores.publish");
  }
  if (mode === "view") throw data(null, { status: 405 });
  if (!(formData instanceof FormData)) return formData;
  return storeFormAction(app, user, current, formData);
}

const HEADINGS: Record<StoreFormMode, string> = {
  create: "Nova Loja",
  edit: "Editar Loja",
  view: "Visualizar Loja",
};

function StoreFormHeader({
  mode,
  store,
}: {
  mode: StoreFormMode;
  store: { id: number; name: string } | null;
}) {
  const readOnly = mode === "view";
  const publishes = useCan()("stores.publish");
  const edits = useCan()("stores.edit");
  return (
    <header className="flex flex-col gap-3">
      <BackToStores />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-bold text-neutral-900">{HEADINGS[mode]}</h1>
          {store ? <p className="text-neutral-600">{store.name}</p> : null}
        </div>
        {readOnly && store && edits ? (
          <Link to={`/restrita/lojas/editar/${store.id}`} className={buttonPrimary}>
            <Pencil aria-hidden className="h-4 w-4" />
            Editar Loja
          </Link>
        ) : null}
      </div>
      {store && (!readOnly || !publishes) ? <StoreTabs storeId={store.id} /> : null}
    </header>
  );
}

function SaveBar({
  mode,
  saving,
  proposes,
}: {
  mode: StoreFormMode;
  saving: boolean;
  proposes: boolean;
}) {
  return (
    <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-t border-neutral-200 bg-neutral-50/95 px-4 py-3 md:-mx-8 md:px-8">
      <Link to="/restrita/lojas" className={buttonSecondary}>
        Cancelar
      </Link>
      <button type="submit" disabled={saving} className={buttonPrimary}>
        {saving
          ? "Salvando..."
          : mode === "create"
            ? "Cadastrar Loja"
            : proposes
              ? "Enviar para aprovação"
              : "Atualizar Loja"}
      </button>
    </div>
  );
}

export default function StoreFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, store, banners, bannersFailed, origin, tileAttribution, oldSlugs, proposes } =
    loaderData;
  const automaticZone = "automaticZone" in loaderData ? loaderData.automaticZone : null;
  const storeAnswer = actionData?.kind === "store" ? actionData : undefined;
  const editing = useEditState(loaderData.edit, storeAnswer);
  const slugConflict =
    (actionData as { slugConflict?: SlugHistoryConflict } | undefined)?.slugConflict ?? null;
  const readOnly = mode === "view";
  const root = useRouteLoaderData("root") as { mapTileUrl?: string } | undefined;
  const tileUrl = root?.mapTileUrl ?? "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    !navigation.formData?.get("intent");

  const [form, fields] = useForm<StoreFormInput, StoreFormValues>({
    id: `store-${store?.id ?? "new"}-${editing.key}`,
    lastResult: storeAnswer && "result" in storeAnswer ? storeAnswer.result : undefined,
    defaultValue: editing.values ?? storeFormDefaults(store),
    constraint: getZodConstraint(storeFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const kept = keptStoreFields(formData, store && storeFormDefaults(store));
      return parseForm(formData, { schema: storeFormSchemaKeeping(kept) });
    },
  });

  // What every section of the form reads.
  const section = { fields, readOnly };

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <StoreFormHeader mode={mode} store={store} />

      <EditConflictNotice
        conflict={editing.conflict}
        formId={form.id}
        reloadTo={store ? `/restrita/lojas/editar/${store.id}` : undefined}
      />

      <Form method="post" {...getFormProps(form)} key={form.id} className="flex flex-col gap-6">
        <EditVersionFields edit={editing.edit} />
        {form.errors?.length ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {form.errors[0]}
          </p>
        ) : null}

        <fieldset disabled={readOnly} className="contents">
          <StoreIdentitySections {...section} />
          <StoreHoursSection {...section} store={store} automaticZone={automaticZone} />
          <StoreNotesAndStatusSections {...section} />
          <StoreCoordinatesSection {...section} form={form} {...{ tileUrl, tileAttribution }} />
          <StorePageSection {...section} {...{ store, origin, oldSlugs, slugConflict }} />
        </fieldset>

        {proposes && mode === "edit" ? (
          <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
            Suas alterações viram uma solicitação: a página da loja só muda quando a matriz aprovar,
            em Aprovações.
          </p>
        ) : null}
        {mode === "edit" && store ? (
          <EffectiveAtField
            proposes={proposes}
            formId={form.id}
            timeZone={store.timezone || automaticZone || "America/Sao_Paulo"}
            errors={effectiveAtErrors(storeAnswer)}
            defaultValue={effectiveAtTyped(storeAnswer)}
          />
        ) : null}
        {!readOnly ? <SaveBar mode={mode} saving={saving} proposes={proposes} /> : null}
      </Form>

      <StoreBanners
        mode={mode}
        proposes={proposes}
        storeName={store?.name ?? ""}
        banners={banners}
        edit={loaderData.bannersEdit}
        conflict={actionData?.kind === "banner" ? conflictOf(actionData) : null}
        failed={bannersFailed}
        uploadReply={actionData?.kind === "banner" ? actionData : null}
        detailsReply={actionData?.kind === "banner-details" ? actionData : null}
      />
    </div>
  );
}
