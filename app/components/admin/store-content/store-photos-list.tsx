/**
 * A store's photos as cards: the image (the cover marked 'Capa'), its kind and alternative text
 * saved by its own small form, its position with the arrows to move it, and its removal. A
 * scheduled photo says when it appears on the page (removing it cancels it).
 */
import { Star } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { storeImageKinds } from "#db/constants";
import type { StoreImageKind } from "#db/schema";
import { EditVersionFields } from "~/components/admin/edit-conflict";
import { rowEdit, type EditState } from "~/domain/edit-version";
import { buttonSecondary, inputClass } from "~/components/admin/stores/fields";
import { StoreImageControls } from "~/components/admin/stores/store-image-controls";
import { STORE_IMAGE_KIND_LABELS } from "~/domain/store-schemas";

export type StorePhotoCard = {
  id: number;
  version: number;
  url: string;
  kind: StoreImageKind;
  altText: string | null;
  width: number | null;
  height: number | null;
  /** 'dd/mm/aaaa às hh:mm' (the store's clock) of a photo not on the page yet. */
  appearsAt?: string | null;
};

export function StorePhotosList({
  photos,
  coverId,
  edit,
}: {
  photos: StorePhotoCard[];
  coverId: number | null;
  /** The list's version as shown: moves post it, a photo's save or removal its own. */
  edit: EditState;
}) {
  const busy = useNavigation().state === "submitting";
  return (
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
          {photo.appearsAt ? (
            <p
              data-testid="photo-appears-at"
              className="bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              Aparece a partir de {photo.appearsAt}
            </p>
          ) : null}
          <Form method="post" className="flex flex-col gap-3 p-3">
            <input type="hidden" name="intent" value="update-photo" />
            <input type="hidden" name="photoId" value={photo.id} />
            <EditVersionFields edit={rowEdit(edit, photo.version)} />
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
                <label htmlFor={`alt-${photo.id}`} className="text-xs font-medium text-neutral-700">
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
            <StoreImageControls image="photo" list={photos} index={index} edit={edit} busy={busy} />
          </div>
        </li>
      ))}
    </ul>
  );
}
