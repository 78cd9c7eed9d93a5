import { useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { Section } from "~/components/admin/stores/fields";
import { PhotoUploadForm } from "~/components/admin/stores/photo-upload-form";
import { StoreContentScreen } from "~/components/admin/store-content/store-content-screen";
import { StorePhotosList } from "~/components/admin/store-content/store-photos-list";
import {
  conflictOf,
  EditConflictNotice,
  revalidateOnConflict,
} from "~/components/admin/edit-conflict";
import {
  coverPhotoId,
  listStorePhotos,
  storeListVersion,
} from "~/models/admin-store-content.server";
import { openEdit } from "./edit-version.server";
import type { Route } from "./+types/store-photos";
import { storeContentAction, storeContentLoader } from "./store-content.server";
import { readPhotoForm, storePhotosAction } from "./store-photos.server";
import { assertPermission } from "~/server/auth.server";
import { formatZoned } from "~/domain/sao-paulo-time";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return adminMeta(`Fotos · ${loaderData?.store.name ?? "Loja"}`, matches);
}

export async function loader(args: Route.LoaderArgs) {
  const { app, store, pending } = await storeContentLoader(args);
  const [photos, version] = await Promise.all([
    listStorePhotos(app.db, store.id),
    storeListVersion.photos(app.db, store),
  ]);
  // A scheduled photo says when it appears; the cover is chosen among the photos shown now.
  const now = new Date();
  const ahead = (at: Date | null): at is Date => at !== null && at > now;
  return {
    store: {
      id: store.id,
      name: store.name,
      slug: store.slug,
      active: store.active,
      timezone: store.timezone,
    },
    photos: photos.map(({ visibleFrom, ...photo }) => ({
      ...photo,
      appearsAt: ahead(visibleFrom) ? formatZoned(visibleFrom, store.timezone) : null,
    })),
    coverId: coverPhotoId(photos.filter((photo) => !ahead(photo.visibleFrom))),
    pending,
    edit: openEdit(version),
  };
}

export const shouldRevalidate = revalidateOnConflict;

export async function action(args: Route.ActionArgs) {
  // A new photo is a store manager's change request; changing, moving or removing photos is
  // head office's (checked once the form says which, before anything is written).
  const screen = await storeContentAction(args);
  const form = await readPhotoForm(args.request);
  if (form instanceof FormData && form.get("intent") !== "upload-photo") {
    assertPermission(screen.user, "stores.publish");
  }
  return storePhotosAction(screen, form);
}

export default function StorePhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { store, photos, coverId, pending, edit } = loaderData;
  const idle = useNavigation().state === "idle";
  return (
    <StoreContentScreen title="Fotos da Loja" store={store} pending={pending}>
      <EditConflictNotice conflict={conflictOf(actionData)} />
      <Section
        id="enviar"
        title="Enviar fotos"
        description="A foto de fachada é a capa da loja (buscadores e compartilhamentos); sem fachada, vale a primeira foto. As fotos de interior aparecem em 'Conheça nossa loja'."
      >
        <PhotoUploadForm
          storeId={store.id}
          storeName={store.name}
          timeZone={store.timezone}
          serverUploads={idle && actionData && "uploads" in actionData ? actionData.uploads : null}
          serverError={idle && actionData?.error ? actionData.error : null}
          serverFieldErrors={
            idle && actionData && "fieldErrors" in actionData ? actionData.fieldErrors : null
          }
          serverTyped={idle && actionData && "typed" in actionData ? actionData.typed : null}
        />
      </Section>

      <Section id="fotos" title={`Fotos (${photos.length})`}>
        {photos.length === 0 ? (
          <p className="text-sm text-neutral-600">Nenhuma foto enviada para esta loja.</p>
        ) : (
          <StorePhotosList photos={photos} coverId={coverId} edit={edit} />
        )}
      </Section>
    </StoreContentScreen>
  );
}
