/**
 * What staff maintain around a store's public page: banners, photos (facade/interior) and page
 * sections (specialties, testimonials and the weekly hours have their own modules).
 * Rich text is sanitised here, on save, with the one sanitiser (and again on render).
 *
 * Every change goes through `staffChange` (its audit row in the same transaction, then every
 * cache is told); a stored image file a change lets go of is deleted once the change has
 * committed, and an image stored for a change that did not happen is discarded.
 */
import { and, asc, eq } from "drizzle-orm";
import {
  media,
  storeBanners,
  storeImages,
  storeSections,
  stores,
  type Store,
  type StoreBanner,
  type StoreImage,
  type StoreImageKind,
  type StoreSectionKey,
} from "#db/schema";
import { mediaColumns } from "./media-columns.server";
import { STORE_SECTION_LABELS } from "~/domain/store-schemas";
import { MAX_BANNERS } from "~/domain/content-schemas";
import { expectRoomInWindow } from "~/domain/display-window";
import { changedFields } from "~/server/audit.server";
import type { AuditChanges } from "~/domain/audit-labels";
import type { Database } from "~/server/db.server";
import { storeImageFiles, UPLOAD_MESSAGES, type UploadServices } from "~/server/uploads.server";
import { BannerImageError, storeBannerFiles } from "./banner-images.server";
import {
  auditedCollection,
  moveInOrder,
  type CollectionImages,
  type MoveDirection,
} from "./audited-collection.server";
import {
  expectListVersion,
  nextVersion,
  readListVersion,
  type ExpectedVersion,
  type VersionedList,
} from "./edit-version.server";
import { storedSectionBody } from "~/server/rich-text-content.server";
import { staffChange, type AuditEntry, type StaffActor } from "./staff-change.server";

/** The store whose page is changed: its id, and its name for the activity log. */
export type StoreRef = Pick<Store, "id" | "name">;

type StoreEntity = "store_banner" | "store_image" | "store_section";

/**
 * The audit row of a change to one of a store's records; `label` names the record as staff know
 * it, `storeId` the store (a conflict on one of its lists reads what changed since). None when
 * there is no record (not found, nothing changed).
 */
function storeEntry(
  store: StoreRef,
  action: AuditEntry["action"],
  entity: StoreEntity,
  record: { id: number; label: string; fields?: string[]; changes?: AuditChanges } | null,
): AuditEntry | null {
  if (!record) return null;
  const { id, label, fields, changes } = record;
  const details = {
    ...(fields ? { fields } : {}),
    ...(changes ? { changes } : {}),
    label,
    storeId: store.id,
  };
  return { action, entity, entityId: id, details };
}

/** A banner or photo as the activity log names it: its alternative text, else the store's name. */
const imageLabel = (store: StoreRef) => (row: { altText: string | null }) =>
  row.altText ?? store.name;

/** The order of the store's banners and photos, as their screens list them and moves count it. */
const storeBannerOrder = [
  asc(storeBanners.position),
  asc(storeBanners.createdAt),
  asc(storeBanners.id),
];
const storePhotoOrder = [asc(storeImages.position), asc(storeImages.id)];

/**
 * The store's banners and photos: lists of its own in tables shared by every store, changed
 * through the one audited collection (audited-collection.server.ts), their audit rows naming
 * the store (a conflict on one of its lists reads what changed since).
 */
const storeBannerList = (store: StoreRef) =>
  auditedCollection<StoreBanner>({
    table: storeBanners,
    entity: "store_banner",
    label: imageLabel(store),
    storeId: store.id,
    order: storeBannerOrder,
    images: (row) => [row.url, row.phoneUrl],
  });

const storePhotoList = (store: StoreRef) =>
  auditedCollection<StoreImage>({
    table: storeImages,
    entity: "store_image",
    label: imageLabel(store),
    storeId: store.id,
    order: storePhotoOrder,
    images: (row) => [row.url],
  });

/** The store's page sections as their screen shows them (saved together, see below). */
const storeSectionList = (store: StoreRef): VersionedList => ({
  table: storeSections,
  where: eq(storeSections.storeId, store.id),
  order: [asc(storeSections.position), asc(storeSections.id)],
  target: { entity: "store_section", storeId: store.id },
});

/** The version of the store's photos, banners or page sections, as their screens show it. */
export const storeListVersion = {
  photos: (db: Database, store: StoreRef) => storePhotoList(store).version(db),
  banners: (db: Database, store: StoreRef) => storeBannerList(store).version(db),
  sections: (db: Database, store: StoreRef) => readListVersion(db, storeSectionList(store)),
};

/** A move in one of the store's lists: null when the record is not the store's, else whether it moved. */
const moved = (move: { moved: boolean } | null) => (move ? move.moved : null);

// ---------------------------------------------------------------------------------------------
// Banners (only after the store exists; alt 'Banner da {store}'; removal deletes the file)
// ---------------------------------------------------------------------------------------------

export async function listStoreBanners(db: Database, storeId: number) {
  return db
    .select({
      id: storeBanners.id,
      version: storeBanners.version,
      url: storeBanners.url,
      altText: storeBanners.altText,
      position: storeBanners.position,
      createdAt: storeBanners.createdAt,
      phoneUrl: storeBanners.phoneUrl,
      startsAt: storeBanners.startsAt,
      endsAt: storeBanners.endsAt,
      ...mediaColumns,
    })
    .from(storeBanners)
    .leftJoin(media, eq(media.id, storeBanners.mediaId))
    .where(eq(storeBanners.storeId, storeId))
    .orderBy(...storeBannerOrder);
}

export type AdminStoreBanner = Awaited<ReturnType<typeof listStoreBanners>>[number];

/**
 * Refuses (BannerLimitError) a store banner whose window would make it one more than
 * MAX_BANNERS shown on the store's page at one moment (ADR 0027). The store's row is locked, so
 * two saves for one store queue up.
 */
async function expectRoomForStoreBanner(
  tx: Database,
  store: StoreRef,
  window: { startsAt: Date | null; endsAt: Date | null },
  except?: number,
) {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, store.id)).for("update");
  const shown = await tx
    .select({
      id: storeBanners.id,
      startsAt: storeBanners.startsAt,
      endsAt: storeBanners.endsAt,
      position: storeBanners.position,
    })
    .from(storeBanners)
    .where(eq(storeBanners.storeId, store.id))
    .orderBy(asc(storeBanners.position), asc(storeBanners.id));
  expectRoomInWindow(
    shown
      .map((b, index) => ({ ...b, label: `Banner ${index + 1}` }))
      .filter((b) => b.id !== except),
    window,
    MAX_BANNERS,
  );
}

/** The alternative text of a new store banner ('Banner da {store}'). */
export const storeBannerAltText = (store: StoreRef) => `Banner da ${store.name}`;

/**
 * Adds a banner at the end of the store's list, with its optional phone image. An image that
 * cannot be stored throws a BannerImageError naming its field; nothing is left behind.
 * `by` is also recorded as the images' uploader.
 */
export type StoreBannerUpload = {
  image: FormDataEntryValue | null;
  phoneImage?: FormDataEntryValue | null;
};

/**
 * A store banner's images checked and stored, not yet written to the store: the part a staff
 * banner and a store manager's proposed one share. A missing or refused image throws a
 * BannerImageError naming its field. `by` is recorded as the images' uploader.
 */
export async function storeBannerImages(
  app: UploadServices,
  by: number,
  store: StoreRef,
  files: StoreBannerUpload,
) {
  if (!files.image || typeof files.image === "string" || files.image.size === 0) {
    throw new BannerImageError("image", UPLOAD_MESSAGES.missing);
  }
  const altText = storeBannerAltText(store);
  const images = await storeBannerFiles(app.storage, {
    image: files.image,
    phoneImage: files.phoneImage,
    folder: `lojas/${store.id}/banners`,
    prefix: "banner",
    altText,
    userId: by,
  });
  return { altText, images };
}

export async function addStoreBanner(
  app: UploadServices,
  by: number,
  store: StoreRef,
  files: StoreBannerUpload,
  window: { startsAt: Date | null; endsAt: Date | null } = { startsAt: null, endsAt: null },
) {
  const { altText, images } = await storeBannerImages(app, by, store, files);
  return storeBannerList(store).create(
    app,
    by,
    (tx, image) =>
      insertStoreBanner(tx, store, {
        ...window,
        url: image.url!,
        altText,
        mediaId: image.mediaId ?? null,
        phoneUrl: image.phoneUrl ?? null,
        phoneMediaId: image.phoneMediaId ?? null,
      }),
    {
      fields: images.phone ? ["url", "phone_url"] : ["url"],
      images: {
        files: [images.desktop, images.phone],
        values: ([desktop, phone]) => ({
          ...(desktop ? { url: desktop.url, mediaId: desktop.id } : {}),
          ...(phone ? { phoneUrl: phone.url, phoneMediaId: phone.id } : {}),
        }),
      },
    },
  );
}

/**
 * The banner row, at the end of the store's list, for images already stored (media rows);
 * BannerLimitError when its window would show one banner too many.
 */
export async function insertStoreBanner(
  tx: Database,
  store: StoreRef,
  banner: Pick<
    StoreBanner,
    "url" | "altText" | "mediaId" | "phoneUrl" | "phoneMediaId" | "startsAt" | "endsAt"
  >,
): Promise<StoreBanner> {
  await expectRoomForStoreBanner(tx, store, banner);
  const [row] = await tx
    .insert(storeBanners)
    .values({ ...banner, storeId: store.id, position: storeBannerList(store).endPosition() })
    .returning();
  return row!;
}

/**
 * Removes a store banner and then its image files; null when it is not the store's, StaleEdit
 * when it changed since its screen showed it at `version`.
 */
export async function removeStoreBanner(
  app: UploadServices,
  by: StaffActor,
  store: StoreRef,
  bannerId: number,
  version?: ExpectedVersion,
) {
  return storeBannerList(store).remove(app, by, bannerId, version);
}

export type StoreBannerDetails = {
  altText: string;
  startsAt: Date | null;
  endsAt: Date | null;
  /** A new phone image, or nothing to keep the current one (unless removePhone). */
  phoneImage: FormDataEntryValue | null;
  removePhone: boolean;
};

/**
 * Saves a store banner's text, display window and phone image; once saved, the phone image it
 * replaces or drops is deleted. A phone image that cannot be stored throws a BannerImageError.
 * Null when the banner is not the store's: nothing changes then and the new image is discarded.
 */
export async function updateStoreBannerDetails(
  app: UploadServices,
  by: number,
  store: StoreRef,
  bannerId: number,
  details: StoreBannerDetails,
  version?: ExpectedVersion,
) {
  const { phone: phoneFiles } = await storeBannerFiles(app.storage, {
    phoneImage: details.phoneImage,
    folder: `lojas/${store.id}/banners`,
    prefix: "banner",
    altText: details.altText,
    userId: by,
  });
  const window = { startsAt: details.startsAt, endsAt: details.endsAt };
  const phone: CollectionImages<StoreBanner> = {
    files: [phoneFiles],
    values: ([phone]) =>
      phone
        ? { phoneUrl: phone.url, phoneMediaId: phone.id }
        : details.removePhone
          ? { phoneUrl: null, phoneMediaId: null }
          : {},
  };
  const saved = await storeBannerList(store).update(
    app,
    by,
    bannerId,
    { altText: details.altText, ...window },
    {
      images: phone,
      version,
      check: (tx) => expectRoomForStoreBanner(tx, store, window, bannerId),
    },
  );
  return saved?.row ?? null;
}

/**
 * Moves a banner one place in the store's list shown at `version` (StaleEdit when it changed
 * since), audited when it moved. Null when it is not the store's; false when it is already at
 * that end.
 */
export async function moveStoreBanner(
  db: Database,
  by: StaffActor,
  store: StoreRef,
  bannerId: number,
  direction: MoveDirection,
  version?: string,
) {
  return moved(await storeBannerList(store).move(db, by, bannerId, direction, version));
}

// ---------------------------------------------------------------------------------------------
// Photos (kind facade/interior; the cover is the facade, else the first)
// ---------------------------------------------------------------------------------------------

export async function listStorePhotos(db: Database, storeId: number) {
  return db
    .select({
      id: storeImages.id,
      version: storeImages.version,
      url: storeImages.url,
      kind: storeImages.kind,
      altText: storeImages.altText,
      position: storeImages.position,
      visibleFrom: storeImages.visibleFrom,
      ...mediaColumns,
    })
    .from(storeImages)
    .leftJoin(media, eq(media.id, storeImages.mediaId))
    .where(eq(storeImages.storeId, storeId))
    .orderBy(...storePhotoOrder);
}

export type AdminStorePhoto = Awaited<ReturnType<typeof listStorePhotos>>[number];

/** The photo search engines and link previews use: the facade, else the first photo. */
export function coverPhotoId(photos: Pick<AdminStorePhoto, "id" | "kind">[]): number | null {
  return (photos.find((p) => p.kind === "facade") ?? photos[0])?.id ?? null;
}

/** A photo as staff upload it: the file, facade or interior, and its text (null: a default). */
export type StorePhotoUpload = {
  file: FormDataEntryValue | null;
  kind: StoreImageKind;
  altText: string | null;
};

/**
 * Adds a photo at the end of the store's list; its alternative text defaults to 'Fachada da …'
 * or 'Interior da …'. With `visibleFrom` it is scheduled: on the public page only from that
 * moment (ADR 0028). A file that cannot be stored throws an UploadError; nothing is left
 * behind. `by` is also recorded as the image's uploader.
 */
export async function addStorePhoto(
  app: UploadServices,
  by: number,
  store: StoreRef,
  input: StorePhotoUpload & { visibleFrom?: Date | null },
) {
  const { files, altText } = await storePhotoFiles(app, by, store, input);
  return storePhotoList(store).create(
    app,
    by,
    (tx, image) =>
      insertStorePhoto(tx, store, {
        url: image.url!,
        mediaId: image.mediaId!,
        kind: input.kind,
        altText,
        visibleFrom: input.visibleFrom ?? null,
      }),
    {
      fields: input.visibleFrom ? [...PHOTO_FIELDS, "visibleFrom"] : PHOTO_FIELDS,
      images: {
        files: [files],
        values: ([image]) => (image ? { url: image.url, mediaId: image.id } : {}),
      },
    },
  );
}

/** What the audit row of a new photo lists. */
const PHOTO_FIELDS = ["url", "kind"];

/**
 * A photo's file, checked, re-encoded and stored (before any transaction), and its alternative
 * text: the one typed, else 'Fachada da …' or 'Interior da …'. Throws an UploadError.
 */
export async function storePhotoFiles(
  app: UploadServices,
  by: number,
  store: StoreRef,
  input: StorePhotoUpload,
) {
  const altText =
    input.altText ??
    (input.kind === "facade" ? `Fachada da ${store.name}` : `Interior da ${store.name}`);
  const files = await storeImageFiles(app.storage, {
    file: input.file,
    folder: `lojas/${store.id}/fotos`,
    prefix: input.kind === "facade" ? "fachada" : "interior",
    altText,
    userId: by,
  });
  return { files, altText };
}

/** The photo row, at the end of the store's list, for an image already stored (media row). */
export async function insertStorePhoto(
  tx: Database,
  store: StoreRef,
  photo: {
    url: string;
    mediaId: number;
    kind: StoreImageKind;
    altText: string;
    visibleFrom?: Date | null;
  },
): Promise<StoreImage> {
  const [row] = await tx
    .insert(storeImages)
    .values({
      storeId: store.id,
      ...photo,
      position: storePhotoList(store).endPosition(),
    })
    .returning();
  return row!;
}

/** The audit row of a new photo. */
export const storePhotoEntry = (store: StoreRef, photo: StoreImage) =>
  storeEntry(store, "create", "store_image", {
    id: photo.id,
    label: imageLabel(store)(photo),
    fields: PHOTO_FIELDS,
  });

/**
 * Saves a photo's kind and alternative text; null when it is not the store's, StaleEdit when it
 * changed since its screen showed it at `version`.
 */
export async function updateStorePhoto(
  db: Database,
  by: StaffActor,
  store: StoreRef,
  photoId: number,
  values: { kind: StoreImageKind; altText: string | null },
  version?: ExpectedVersion,
) {
  const saved = await storePhotoList(store).update(db, by, photoId, values, { version });
  return saved?.row ?? null;
}

/**
 * Moves a photo one place in the store's list shown at `version` (StaleEdit when it changed
 * since), audited when it moved. Null when it is not the store's; false when it is already at
 * that end.
 */
export async function moveStorePhoto(
  db: Database,
  by: StaffActor,
  store: StoreRef,
  photoId: number,
  direction: MoveDirection,
  version?: string,
) {
  return moved(await storePhotoList(store).move(db, by, photoId, direction, version));
}

/**
 * Removes a photo and then its image file; null when it is not the store's, StaleEdit when it
 * changed since its screen showed it at `version`.
 */
export async function removeStorePhoto(
  app: UploadServices,
  by: StaffActor,
  store: StoreRef,
  photoId: number,
  version?: ExpectedVersion,
) {
  return storePhotoList(store).remove(app, by, photoId, version);
}

// ---------------------------------------------------------------------------------------------
// Page sections
// ---------------------------------------------------------------------------------------------

export async function listStoreSections(db: Database, storeId: number) {
  return db
    .select()
    .from(storeSections)
    .where(eq(storeSections.storeId, storeId))
    .orderBy(asc(storeSections.position), asc(storeSections.id));
}

/** A section as the activity log names it: 'Basiquinha Centro · Sobre a loja'. */
const sectionLabel = (store: StoreRef) => (row: { section: StoreSectionKey }) =>
  `${store.name} · ${STORE_SECTION_LABELS[row.section]}`;

export type StoreSectionInput = {
  sectionId?: number;
  section: StoreSectionKey;
  title: string | null;
  bodyHtml: string;
  active: boolean;
};

/**
 * Saves one section in the transaction. Every key but 'diferenciais' has one row per store (a
 * second save of the key updates it); 'diferenciais' has as many rows as staff add. `fields`
 * lists what changed. Null when the section asked for is not the store's.
 */
export async function saveSection(tx: Database, store: StoreRef, input: StoreSectionInput) {
  const values = {
    title: input.title,
    bodyHtml: storedSectionBody(input.section, input.bodyHtml),
    active: input.active,
  };
  const existing = await listStoreSections(tx, store.id);
  const current =
    input.sectionId !== undefined
      ? existing.find((s) => s.id === input.sectionId && s.section === input.section)
      : input.section === "diferenciais"
        ? undefined
        : existing.find((s) => s.section === input.section);
  if (input.sectionId !== undefined && !current) return null;
  if (current) {
    const [row] = await tx
      .update(storeSections)
      .set({ ...values, ...nextVersion(storeSections) })
      .where(eq(storeSections.id, current.id))
      .returning();
    return { action: "update" as const, row: row!, fields: changedFields(current, values) };
  }
  const position =
    input.section === "diferenciais"
      ? existing.filter((s) => s.section === "diferenciais").length
      : 0;
  const [row] = await tx
    .insert(storeSections)
    .values({ storeId: store.id, section: input.section, position, ...values })
    .returning();
  return { action: "create" as const, row: row!, fields: Object.keys(values) };
}

/** Moves a differential among the store's differentials; null when it is not the store's. */
async function moveSection(
  tx: Database,
  store: StoreRef,
  sectionId: number,
  direction: MoveDirection,
) {
  const row = (await listStoreSections(tx, store.id)).find((s) => s.id === sectionId);
  if (!row) return null;
  const sameKey = {
    table: storeSections,
    where: and(eq(storeSections.storeId, store.id), eq(storeSections.section, row.section)),
    order: [asc(storeSections.position), asc(storeSections.id)],
  };
  const moved = await moveInOrder(tx, sameKey, sectionId, direction);
  return { action: "update" as const, row, fields: moved ? ["position"] : [] };
}

async function deleteSection(tx: Database, store: StoreRef, sectionId: number) {
  const [row] = await tx
    .delete(storeSections)
    .where(and(eq(storeSections.id, sectionId), eq(storeSections.storeId, store.id)))
    .returning();
  return row ? { action: "delete" as const, row, fields: undefined } : null;
}

type SectionChange = NonNullable<
  Awaited<ReturnType<typeof saveSection | typeof moveSection | typeof deleteSection>>
>;

/**
 * The one audit row of a save of the store's page content: the section's own row when one
 * section changed, else one row for the page naming the sections that changed. None when
 * nothing changed.
 */
function sectionsEntry(store: StoreRef, changes: SectionChange[]): AuditEntry | null {
  const changed = changes.filter((c) => !c.fields || c.fields.length > 0);
  const [only] = changed;
  if (!only) return null;
  if (changed.length === 1) {
    const { action, row, fields } = only;
    return storeEntry(store, action, "store_section", {
      id: row.id,
      label: sectionLabel(store)(row),
      fields,
    });
  }
  const sections = changed.map((c) => STORE_SECTION_LABELS[c.row.section]);
  return {
    action: "update",
    entity: "store_section",
    entityId: null,
    details: {
      fields: [...new Set(sections)],
      label: `${store.name} · Conteúdo da página`,
      storeId: store.id,
    },
  };
}

export type StorePageChanges = {
  /** Sections to save, in order. */
  sections?: StoreSectionInput[];
  /** A differential to move one place. */
  move?: { sectionId: number; direction: MoveDirection };
  /** A section to remove. */
  remove?: number;
};

/**
 * Saves the store's page content: the sections given, then the move, then the removal, in one
 * transaction with one audit row (see sectionsEntry). A part that is not the store's is skipped
 * and reported as `missing`; the rest is saved. Section text is sanitised here. A page opened
 * when its sections were at another `version` (storeListVersion.sections) throws StaleEdit.
 */
export async function saveStoreSections(
  db: Database,
  by: StaffActor,
  store: StoreRef,
  changes: StorePageChanges,
  version?: string,
) {
  const { saved, moved, removed } = await staffChange(
    db,
    by,
    async (tx) => {
      await expectListVersion(tx, storeSectionList(store), version);
      const saved = [];
      for (const input of changes.sections ?? []) saved.push(await saveSection(tx, store, input));
      const moved =
        changes.move &&
        (await moveSection(tx, store, changes.move.sectionId, changes.move.direction));
      const removed =
        changes.remove !== undefined ? await deleteSection(tx, store, changes.remove) : undefined;
      return { saved, moved, removed };
    },
    ({ saved, moved, removed }) =>
      sectionsEntry(
        store,
        [...saved, moved, removed].filter((c): c is SectionChange => Boolean(c)),
      ),
  );
  return {
    /** How many of the sections given changed. */
    changed: saved.filter((c) => c && c.fields.length > 0).length,
    moved: Boolean(moved),
    removed: Boolean(removed),
    missing: saved.includes(null) || moved === null || removed === null,
  };
}
