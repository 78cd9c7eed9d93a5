import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/domain/form-input";
import { ExternalLink, MapPin, Pencil } from "lucide-react";
import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import type { Store } from "#db/schema";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import {
  buttonPrimary,
  buttonSecondary,
  CheckboxField,
  Section,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/stores/fields";
import { MapPreview } from "~/components/admin/stores/map-preview";
import { StoreBanners } from "~/components/admin/stores/store-banners";
import { RichTextField } from "~/components/admin/stores/rich-text-field";
import { StoreTabs } from "~/components/admin/stores/store-tabs";
import { BRAZILIAN_STATES } from "~/domain/brazilian-states";
import { abbreviateHours, parseHours } from "~/domain/hours";
import { storeSlugBase } from "~/domain/slug";
import { slugFitsName } from "~/domain/store-slugs";
import {
  splitCoordinatePair,
  storeFormSchema,
  type StoreFormInput,
  type StoreFormValues,
} from "~/domain/store-schemas";
import { listStoreBanners } from "~/models/admin-store-content.server";
import {
  createStore,
  findSlugHistoryConflict,
  listStoreSlugHistory,
  updateStore,
  type SlugHistoryConflict,
} from "~/models/admin-stores.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { redirectWithToast, toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { parseUploadForm, UploadError } from "~/server/uploads.server";
import type { Route } from "./+types/store-form";
import {
  STORE_BANNER_INTENTS,
  storeBannerAction,
  storeBannerView,
} from "./store-banner-actions.server";
import { isMultipart, requireStoreParam } from "./store-params.server";

type Mode = "create" | "edit" | "view";

function modeOf(request: Request, params: { id?: string }): Mode {
  if (!params.id) return "create";
  return new URL(request.url).pathname.includes("/visualizar/") ? "view" : "edit";
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const app = getApp(args.context);
  const mode = modeOf(args.request, args.params);
  const common = {
    mode,
    origin: app.env.PUBLIC_SITE_URL,
    tileAttribution: app.env.MAP_TILE_ATTRIBUTION,
  };
  if (mode === "create") {
    return { ...common, store: null, banners: [], bannersFailed: false, oldSlugs: [] };
  }
  const store = await requireStoreParam(app, args.params.id);
  const oldSlugs = (await listStoreSlugHistory(app.db, store.id)).map((row) => row.slug);
  // The form stays usable when only the banners cannot be read (spec: 'Erro ao carregar banners').
  const banners = await listStoreBanners(app.db, store.id).catch((error: unknown) => {
    app.logger.error({ err: error, storeId: store.id }, "could not load store banners");
    return null;
  });
  // The read-only view renders the history as HTML: give it the public page's sanitiser.
  const shown =
    mode === "view" && store.historyHtml
      ? { ...store, historyHtml: sanitizeRichText(store.historyHtml) }
      : store;
  return {
    ...common,
    store: shown,
    banners: (banners ?? []).map(storeBannerView),
    bannersFailed: banners === null,
    oldSlugs,
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const title =
    loaderData?.mode === "create"
      ? "Nova Loja"
      : `${loaderData?.mode === "view" ? "Visualizar" : "Editar"} ${loaderData?.store?.name ?? "Loja"}`;
  return adminMeta(title, matches);
}

/** The form's values as they go into the database: sanitised history. */
function storeValues(values: StoreFormValues): StoreFormValues {
  return {
    ...values,
    historyHtml: values.historyHtml ? sanitizeRichText(values.historyHtml) || null : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const mode = modeOf(args.request, args.params);
  if (mode === "view") throw data(null, { status: 405 });
  const current = mode === "edit" ? await requireStoreParam(app, args.params.id) : null;

  let formData: FormData;
  try {
    formData = isMultipart(args.request)
      ? await parseUploadForm(args.request)
      : await readFormData(args.request);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return data(
      { kind: "banner" as const, error: error.message, field: "image" },
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
  const intent = formData.get("intent");

  if (current && STORE_BANNER_INTENTS.some((known) => known === intent)) {
    return storeBannerAction(
      app,
      user,
      current,
      intent as (typeof STORE_BANNER_INTENTS)[number],
      formData,
    );
  }

  const submission = parseForm(formData, { schema: storeFormSchema });
  if (submission.status !== "success") {
    return data({ kind: "store" as const, result: submission.reply() }, { status: 400 });
  }
  const values = storeValues(submission.value);
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
    await updateStore(app.db, user.id, current, values, slugOptions);
    return redirectWithToast(app.env, "/restrita/lojas", {
      type: "success",
      title: "Loja atualizada com sucesso!",
    });
  } catch (error) {
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

/** The form's initial values from a stored store (Conform wants text, 'on' for checkboxes). */
function defaultsOf(store: Store | null) {
  if (!store) return { active: true, state: "Goiás" };
  return {
    name: store.name,
    state: store.state,
    city: store.city,
    neighborhood: store.neighborhood,
    street: store.street,
    number: store.number,
    complement: store.complement ?? "",
    postalCode: store.postalCode,
    reference: store.reference ?? "",
    whatsapp: store.whatsapp ?? "",
    instagramUrl: store.instagramUrl ?? "",
    mapsUrl: store.mapsUrl ?? "",
    hoursText: store.hoursText,
    notes: store.notes ?? "",
    active: store.active,
    latitude: store.latitude === null ? "" : String(store.latitude),
    longitude: store.longitude === null ? "" : String(store.longitude),
    email: store.email ?? "",
    openedOn: store.openedOn ?? "",
    historyHtml: store.historyHtml ?? "",
  };
}

export default function StoreFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, store, banners, bannersFailed, origin, tileAttribution, oldSlugs } = loaderData;
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
    id: `store-${store?.id ?? "new"}`,
    lastResult: actionData?.kind === "store" ? actionData.result : undefined,
    defaultValue: defaultsOf(store),
    constraint: getZodConstraint(storeFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: storeFormSchema }),
  });

  const name = fields.name.value ?? store?.name ?? "";
  const slug =
    store && slugFitsName(store.slug, name) ? store.slug : name.trim() ? storeSlugBase(name) : "";
  const publicUrl = slug ? `${origin}/${slug}` : `${origin}/`;
  const slugWillChange = Boolean(store && slug !== store.slug);
  const hoursText = fields.hoursText.value ?? "";
  const hoursPreview = hoursText.trim().length >= 5 ? abbreviateHours(parseHours(hoursText)) : "";
  const heading =
    mode === "create" ? "Nova Loja" : mode === "edit" ? "Editar Loja" : "Visualizar Loja";

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to="/restrita/lojas" className="text-sm font-medium text-brand-700 hover:underline">
          ← Voltar para Lojas
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="font-display text-2xl font-bold text-neutral-900">{heading}</h1>
            {store ? <p className="text-neutral-600">{store.name}</p> : null}
          </div>
          {readOnly && store ? (
            <Link to={`/restrita/lojas/editar/${store.id}`} className={buttonPrimary}>
              <Pencil aria-hidden className="h-4 w-4" />
              Editar Loja
            </Link>
          ) : null}
        </div>
        {store && !readOnly ? <StoreTabs storeId={store.id} /> : null}
      </header>

      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
        {form.errors?.length ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {form.errors[0]}
          </p>
        ) : null}

        <fieldset disabled={readOnly} className="contents">
          <Section id="dados" title="Dados Principais">
            <TextField meta={fields.name} label="Nome da Loja" required readOnly={readOnly} />
          </Section>

          <Section id="localizacao" title="Estado e Cidade">
            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              <SelectField meta={fields.state} label="Estado" required readOnly={readOnly}>
                <option value="">Selecione</option>
                {BRAZILIAN_STATES.map((s) => (
                  <option key={s.code} value={s.name} title={s.name}>
                    {s.code}
                  </option>
                ))}
              </SelectField>
              <TextField meta={fields.city} label="Cidade" required readOnly={readOnly} />
            </div>
          </Section>

          <Section id="endereco" title="Endereço">
            <div className="grid gap-4 sm:grid-cols-6">
              <TextField
                meta={fields.neighborhood}
                label="Bairro"
                required
                className="sm:col-span-3"
              />
              <TextField
                meta={fields.postalCode}
                label="CEP"
                required
                className="sm:col-span-3"
                inputMode="numeric"
                placeholder="00000-000"
              />
              <TextField
                meta={fields.street}
                label="Logradouro"
                required
                className="sm:col-span-4"
              />
              <TextField meta={fields.number} label="Número" required className="sm:col-span-2" />
              <TextField meta={fields.complement} label="Complemento" className="sm:col-span-6" />
            </div>
          </Section>

          <Section id="contato" title="Contato">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                meta={fields.whatsapp}
                label="WhatsApp"
                type="tel"
                required
                placeholder="(62) 99999-9999"
                className="sm:col-span-2"
              />
              <TextField
                meta={fields.instagramUrl}
                label="Link do Instagram"
                type="url"
                placeholder="https://www.instagram.com/..."
              />
              <TextField
                meta={fields.mapsUrl}
                label="Link do Google Maps"
                type="url"
                placeholder="https://maps.google.com/..."
              />
            </div>
          </Section>

          <Section id="horario" title="Horário de Funcionamento">
            <TextAreaField
              meta={fields.hoursText}
              label="Horário de Funcionamento"
              required
              rows={2}
              hint="Ex.: Seg. a Sex.: 9h às 19h | Sáb.: 9h às 13h"
            />
            <p className="mt-2 text-sm text-neutral-600" aria-live="polite">
              {hoursText.trim().length >= 5
                ? hoursPreview
                  ? `Como o site entende: ${hoursPreview}`
                  : "O site não reconheceu dias e horários neste texto: a loja aparecerá como fechada."
                : null}
            </p>
            {store?.weeklyHours?.week.length && !readOnly ? (
              <p className="mt-1 text-sm text-neutral-600">
                Este texto é gerado dos horários por dia. Se alterá-lo aqui, os horários por dia
                passam a seguir o novo texto.
              </p>
            ) : null}
            {store && !readOnly ? (
              <p className="mt-2 text-sm">
                <Link
                  to={`/restrita/lojas/${store.id}/horarios`}
                  className="font-medium text-brand-700 underline"
                >
                  Horários por dia da semana e datas especiais (feriados)
                </Link>
              </p>
            ) : null}
          </Section>

          <Section id="observacoes" title="Observações">
            <TextAreaField
              meta={fields.notes}
              label="Observações"
              rows={3}
              hint="Uso interno: não aparece no site."
            />
          </Section>

          <Section id="status" title="Status">
            <CheckboxField
              meta={fields.active}
              label="Loja ativa"
              hint="Só lojas ativas aparecem no site (lista de lojas, página da loja e mapa do site)."
            />
          </Section>

          <Section id="coordenadas" title="Coordenadas Geográficas">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                meta={fields.latitude}
                label="Latitude"
                inputMode="decimal"
                placeholder="-16.6869"
                onChange={(event) => {
                  const pair = splitCoordinatePair(event.currentTarget.value);
                  if (pair) {
                    form.update({ name: fields.latitude.name, value: pair[0] });
                    form.update({ name: fields.longitude.name, value: pair[1] });
                  }
                }}
              />
              <TextField
                meta={fields.longitude}
                label="Longitude"
                inputMode="decimal"
                placeholder="-49.2648"
              />
            </div>
            {!readOnly ? (
              <div className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
                <p className="flex items-center gap-2 font-semibold">
                  <MapPin aria-hidden className="h-4 w-4" />
                  Como copiar as coordenadas do Google Maps
                </p>
                <ol className="mt-2 list-decimal space-y-1 pl-5">
                  <li>Abra o Google Maps e encontre a loja.</li>
                  <li>Clique com o botão direito exatamente sobre o local.</li>
                  <li>Clique nas coordenadas que aparecem no topo do menu: elas são copiadas.</li>
                  <li>
                    Cole o primeiro número em Latitude e o segundo em Longitude. Se colar os dois
                    juntos em Latitude, separamos para você.
                  </li>
                </ol>
                <p className="mt-2">Vírgula ou ponto como separador decimal: os dois funcionam.</p>
              </div>
            ) : null}
            <div className="mt-4">
              <MapPreview
                latitude={fields.latitude.value}
                longitude={fields.longitude.value}
                tileUrl={tileUrl}
                attribution={tileAttribution}
              />
            </div>
          </Section>

          <Section id="pagina" title="Página Individual da Loja">
            <div className="flex flex-col gap-4">
              <div className="flex flex-col gap-1">
                <label htmlFor="store-public-url" className="text-sm font-medium text-neutral-800">
                  Endereço da página
                </label>
                <div className="flex flex-wrap gap-2">
                  <input
                    id="store-public-url"
                    type="text"
                    readOnly
                    value={publicUrl}
                    aria-describedby="store-public-url-hint"
                    className="min-w-0 flex-1 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-neutral-700"
                  />
                  {store && !slugWillChange ? (
                    <a
                      href={`/${store.slug}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonSecondary}
                    >
                      <ExternalLink aria-hidden className="h-4 w-4" />
                      Ver Página
                      <span className="sr-only"> (abre em nova aba)</span>
                    </a>
                  ) : null}
                </div>
                <p id="store-public-url-hint" className="text-xs text-neutral-500">
                  {mode === "create"
                    ? "Gerado a partir do nome. Se já existir outra loja com o mesmo endereço, acrescentamos -1, -2..."
                    : slugWillChange
                      ? "O nome mudou: o endereço será atualizado ao salvar. O endereço atual continuará funcionando e levará ao novo."
                      : store && !store.active
                        ? "A loja está inativa: a página só aparece no site quando ela estiver ativa."
                        : "Gerado a partir do nome da loja."}
                </p>
                {slugConflict ? (
                  <fieldset className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
                    <legend className="px-1 font-semibold">
                      O endereço /{slugConflict.slug} já foi da loja {slugConflict.storeName}
                    </legend>
                    <p>
                      Hoje quem abre /{slugConflict.slug} é levado para a página da loja{" "}
                      {slugConflict.storeName}. O que fazer?
                    </p>
                    <label className="mt-2 flex items-start gap-2">
                      <input type="radio" name="slugHistoryChoice" value="keep" defaultChecked />
                      <span>
                        Manter /{slugConflict.slug} levando para {slugConflict.storeName}: esta loja
                        recebe um endereço com número (por exemplo /{slugConflict.slug}-1).
                      </span>
                    </label>
                    <label className="mt-2 flex items-start gap-2">
                      <input type="radio" name="slugHistoryChoice" value="claim" />
                      <span>
                        Usar /{slugConflict.slug} para esta loja: o endereço antigo passará a abrir
                        esta loja, e não mais {slugConflict.storeName}.
                      </span>
                    </label>
                  </fieldset>
                ) : null}
                {oldSlugs.length > 0 ? (
                  <div className="mt-2 text-sm text-neutral-700">
                    <p className="font-medium">
                      Endereços antigos (continuam funcionando e levam a esta página):
                    </p>
                    <ul className="mt-1 list-disc pl-5" aria-label="Endereços antigos da loja">
                      {oldSlugs.map((old) => (
                        <li key={old}>
                          <code>
                            {origin}/{old}
                          </code>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField meta={fields.email} label="Email de Contato" type="email" />
                <TextField meta={fields.openedOn} label="Data de Inauguração" type="date" />
                <TextField
                  meta={fields.reference}
                  label="Ponto de Referência"
                  className="sm:col-span-2"
                />
              </div>
              <RichTextField
                id={fields.historyHtml.id}
                name={fields.historyHtml.name}
                label="História da Loja"
                defaultValue={store?.historyHtml ?? ""}
                error={fields.historyHtml.errors?.[0]}
                readOnly={readOnly}
              />
            </div>
          </Section>
        </fieldset>

        {!readOnly ? (
          <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-t border-neutral-200 bg-neutral-50/95 px-4 py-3 md:-mx-8 md:px-8">
            <Link to="/restrita/lojas" className={buttonSecondary}>
              Cancelar
            </Link>
            <button type="submit" disabled={saving} className={buttonPrimary}>
              {saving ? "Salvando..." : mode === "create" ? "Cadastrar Loja" : "Atualizar Loja"}
            </button>
          </div>
        ) : null}
      </Form>

      <StoreBanners
        mode={mode}
        storeName={store?.name ?? ""}
        banners={banners}
        failed={bannersFailed}
        uploadReply={actionData?.kind === "banner" ? actionData : null}
        detailsReply={actionData?.kind === "banner-details" ? actionData : null}
      />
    </div>
  );
}
