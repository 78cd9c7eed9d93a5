import { ArrowDown, ArrowUp, Star, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { storeImageKinds } from "#db/constants";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { ConfirmSubmit } from "~/components/admin/confirm-submit";
import { IconSubmit } from "~/components/admin/icon-button";
import { buttonSecondary, inputClass, Section } from "~/components/admin/stores/fields";
import { PhotoUploadForm } from "~/components/admin/stores/photo-upload-form";
import { StoreTabs } from "~/components/admin/stores/store-tabs";
import { parseForm } from "~/domain/form-input";
import { STORE_IMAGE_KIND_LABELS, storePhotoActionSchema } from "~/domain/store-schemas";
import {
  coverPhotoId,
  listStorePhotos,
  moveStorePhoto,
  removeStorePhoto,
  updateStorePhoto,
} from "~/models/admin-store-content.server";
import { countPendingTestimonials } from "~/models/admin-testimonials.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { parseUploadForm, UploadError } from "~/server/uploads.server";
import type { Route } from "./+types/store-photos";
import { isMultipart, requireStoreParam } from "./store-params.server";
import { uploadStorePhotos, uploadSummary } from "./store-photos.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return adminMeta(`Fotos · ${loaderData?.store.name ?? "Loja"}`, matches);
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const app = getApp(args.context);
  const store = await requireStoreParam(app, args.params.id);
  const [photos, pending] = await Promise.all([
    listStorePhotos(app.db, store.id),
    countPendingTestimonials(app.db, store.id),
  ]);
  return {
    store: { id: store.id, name: store.name, slug: store.slug, active: store.active },
    photos,
    coverId: coverPhotoId(photos),
    pending,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const store = await requireStoreParam(app, args.params.id);
  const fail = async (title: string, description?: string, status = 400) =>
    data(
      { error: description ?? title },
      { status, headers: await toastHeaders(app.env, { type: "error", title, description }) },
    );

  let form: FormData;
  try {
    form = isMultipart(args.request)
      ? await parseUploadForm(args.request)
      : await readFormData(args.request);
  } catch (error) {
    if (error instanceof UploadError) return fail("Erro no Upload", error.message);
    throw error;
  }

  if (form.get("intent") === "upload-photo") {
    const outcome = await uploadStorePhotos(app, store, user.id, form);
    if (outcome.status === "invalid") return fail("Erro no Upload", outcome.error);
    const summary = uploadSummary(outcome.results);
    return data(
      {
        error: summary.ok ? null : (summary.description ?? summary.title),
        uploads: outcome.results,
      },
      {
        status: summary.ok ? 200 : 400,
        headers: await toastHeaders(app.env, {
          type: summary.ok ? "success" : "error",
          title: summary.title,
          description: summary.description,
        }),
      },
    );
  }

  const submission = parseForm(form, { schema: storePhotoActionSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Pedido inválido";
    return fail("Erro ao salvar foto", message);
  }
  const value = submission.value;
  // Uploads were answered above; the form field decides, so this never runs.
  if (value.intent === "upload-photo") return fail("Pedido inválido");

  if (value.intent === "move-photo") {
    await moveStorePhoto(app.db, user.id, store, value.photoId, value.direction);
    return data({ error: null });
  }
  if (value.intent === "update-photo") {
    const result = await updateStorePhoto(app.db, user.id, store, value.photoId, {
      kind: value.kind,
      altText: value.altText,
    });
    if (!result) return fail("Foto não encontrada", undefined, 404);
    return data(
      { error: null },
      {
        headers: await toastHeaders(app.env, {
          type: "success",
          title: "Foto atualizada com sucesso!",
        }),
      },
    );
  }
  const removed = await removeStorePhoto(app, user.id, store, value.photoId);
  if (!removed) return fail("Erro ao remover foto", undefined, 404);
  return data(
    { error: null },
    {
      headers: await toastHeaders(app.env, {
        type: "success",
        title: "Foto removida com sucesso!",
      }),
    },
  );
}

export default function StorePhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { store, photos, coverId, pending } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to="/restrita/lojas" className="text-sm font-medium text-brand-700 hover:underline">
          ← Voltar para Lojas
        </Link>
        <div>
          <h1 className="font-display text-2xl font-bold text-neutral-900">Fotos da Loja</h1>
          <p className="text-neutral-600">{store.name}</p>
        </div>
        <StoreTabs storeId={store.id} pendingTestimonials={pending} />
      </header>

      <Section
        id="enviar"
        title="Enviar fotos"
        description="A foto de fachada é a capa da loja (buscadores e compartilhamentos); sem fachada, vale a primeira foto. As fotos de interior aparecem em 'Conheça nossa loja'."
      >
        <PhotoUploadForm
          storeId={store.id}
          storeName={store.name}
          serverUploads={
            navigation.state === "idle" && actionData && "uploads" in actionData
              ? actionData.uploads
              : null
          }
          serverError={actionData?.error && navigation.state === "idle" ? actionData.error : null}
        />
      </Section>

      <Section id="fotos" title={`Fotos (${photos.length})`}>
        {photos.length === 0 ? (
          <p className="text-sm text-neutral-600">Nenhuma foto enviada para esta loja.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {photos.map((photo, index) => (
              <li key={photo.id} className="overflow-hidden rounded-lg border border-neutral-200">
                <div className="relative">
                  <img
                    src={photo.url}
                    alt={photo.altText ?? ""}
                    width={photo.width ?? 800}
                    height={photo.height ?? 600}
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-neutral-100 object-cover"
                  />
                  {photo.id === coverId ? (
                    <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-700 shadow">
                      <Star aria-hidden className="h-3 w-3" />
                      Capa
                    </span>
                  ) : null}
                </div>
                <Form method="post" className="flex flex-col gap-3 p-3">
                  <input type="hidden" name="intent" value="update-photo" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <div className="grid gap-3 sm:grid-cols-[9rem_1fr]">
                    <div className="flex flex-col gap-1">
                      <label
                        htmlFor={`kind-${photo.id}`}
                        className="text-xs font-medium text-neutral-700"
                      >
                        Tipo
                      </label>
                      <select
                        id={`kind-${photo.id}`}
                        name="kind"
                        defaultValue={photo.kind}
                        className={inputClass}
                      >
                        {storeImageKinds.map((kind) => (
                          <option key={kind} value={kind}>
                            {STORE_IMAGE_KIND_LABELS[kind]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="flex flex-col gap-1">
                      <label
                        htmlFor={`alt-${photo.id}`}
                        className="text-xs font-medium text-neutral-700"
                      >
                        Texto alternativo
                      </label>
                      <input
                        id={`alt-${photo.id}`}
                        name="altText"
                        defaultValue={photo.altText ?? ""}
                        maxLength={300}
                        className={inputClass}
                      />
                    </div>
                  </div>
                  <button
                    type="submit"
                    disabled={busy}
                    className={`${buttonSecondary} self-start text-sm`}
                  >
                    Salvar foto {index + 1}
                  </button>
                </Form>
                <div className="flex items-center justify-between gap-2 border-t border-neutral-100 px-3 py-2">
                  <span className="text-sm text-neutral-600">
                    Posição {index + 1} · {STORE_IMAGE_KIND_LABELS[photo.kind]}
                  </span>
                  <div className="flex gap-1">
                    {(["up", "down"] as const).map((direction) => (
                      <IconSubmit
                        key={direction}
                        fields={{ intent: "move-photo", photoId: photo.id, direction }}
                        label={`Mover foto ${index + 1} para ${direction === "up" ? "cima" : "baixo"}`}
                        tooltip={direction === "up" ? "Mover para cima" : "Mover para baixo"}
                        icon={
                          direction === "up" ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />
                        }
                        disabled={busy || index === (direction === "up" ? 0 : photos.length - 1)}
                      />
                    ))}
                    <ConfirmSubmit
                      title="Remover foto"
                      message="Tem certeza que deseja remover esta foto? A imagem também será apagada."
                      confirmLabel="Remover"
                      fields={{ intent: "remove-photo", photoId: photo.id }}
                      trigger={<Trash2 aria-hidden className="h-4 w-4" />}
                      triggerLabel={`Remover foto ${index + 1}`}
                      triggerClassName="rounded p-2 text-red-700 hover:bg-red-50"
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
