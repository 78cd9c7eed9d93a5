/**
 * What staff maintain around a store's public page: banners, photos (facade/interior) and page
 * sections (specialties, testimonials and the weekly hours have their own modules).
 * Rich text is sanitised here, on save, with the one sanitiser (and again on render).
 *
 * Every change goes through `staffChange` (its audit row in the same transaction, then every
 * cache is told); a stored image file a change lets go of is deleted once the change has
 * committed, and an image stored for a change that did not happen is discarded.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  media,
  storeBanners,
  storeImages,
  storeSections,
  stores,
  type Media,
  type Store,
  type StoreBanner,
  type StoreImage,
  type StoreImageKind,
  type StoreSectionKey,
} from "#db/schema";
import { STORE_SECTION_LABELS } from "~/domain/store-schemas";
import { MAX_BANNERS } from "~/domain/content-schemas";
import { expectRoomInWindow } from "~/domain/display-window";
import { changeDetails, changedFields } from "~/server/audit.server";
import type { AuditChanges } from "~/domain/audit-labels";
import type { Database } from "~/server/db.server";
import {
  deleteStoredImage,
  storeImageFiles,
  UPLOAD_MESSAGES,
  type StoredImageFiles,
  type UploadServices,
} from "~/server/uploads.server";
import { BannerImageError, storeBannerFiles } from "./banner-images.server";
import {
  expectListVersion,
  expectVersion,
  nextVersion,
  readListVersion,
  type ExpectedVersion,
  type VersionedList,
} from "./edit-version.server";
import type { MoveDirection } from "./ordering.server";
import { storedSectionBody } from "~/server/rich-text-content.server";
import {
  staffChange,
  staffChangeWithImages,
  type AuditEntry,
  type StaffActor,
} from "./staff-change.server";

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

type StoreListTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  position: PgColumn;
  storeId: PgColumn;
};

/** One of a store's lists as its screen shows it: its version covers rows, order and versions. */
function storeList(store: StoreRef, entity: StoreEntity, table: StoreListTable): VersionedList {
  return {
    table,
    where: eq(table.storeId, store.id),
    order: [asc(table.position), asc(table.id)],
    target: { entity, storeId: store.id },
  };
}

/** The version of the store's photos, banners or page sections, as their screens show it. */
export const storeListVersion = {
  photos: (db: Database, store: StoreRef) =>
    readListVersion(db, storeList(store, "store_image", storeImages)),
  banners: (db: Database, store: StoreRef) =>
    readListVersion(db, storeList(store, "store_banner", storeBanners)),
  sections: (db: Database, store: StoreRef) =>
    readListVersion(db, storeList(store, "store_section", storeSections)),
};

/**
 * One of the store's records, locked until the transaction ends and checked against the
 * version its screen showed (StaleEdit when it changed); null when it is not the store's.
 */
async function lockStoreRecord<Row extends { version: number }>(
  tx: Database,
  table: StoreListTable,
  entity: StoreEntity,
  store: StoreRef,
  id: number,
  version: ExpectedVersion,
): Promise<Row | null> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.storeId, store.id)))
    .for("update");
  if (row) expectVersion(row as Row, version, { entity, entityId: id });
  return (row as Row | undefined) ?? null;
}

/**
 * Moves a record one place up or down its store's list (the store's banners, its photos, its
 * differentials) and renumbers that list 0..n-1, so gaps and ties left by older rows disappear:
 * the shared ordering rule (ordering.server.ts) applied to one store's rows rather than to a
 * whole table. The table is locked for the move, so two staff members moving at once cannot
 * leave two records on one position. False when the record is not in the list or already at
 * that end.
 */
async function moveInStoreList(
  tx: Database,
  table: PgTable & { id: PgColumn; position: PgColumn },
  list: (tx: Database) => Promise<{ id: number }[]>,
  id: number,
  direction: MoveDirection,
): Promise<boolean> {
  await tx.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  const ids = (await list(tx)).map((row) => row.id);
  const index = ids.indexOf(id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= ids.length) return false;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  for (const [position, rowId] of ids.entries()) {
    await tx
      .update(table)
      .set({ position } as never)
      .where(eq(table.id, rowId));
  }
  return true;
}

/**
 * A move in one of a store's lists, audited as a change of the record's position. Null when the
 * record is not the store's; false when it is already at that end (no row then).
 */
async function moveStoreRecord<Row extends { id: number }>(
  db: Database,
  by: StaffActor,
  target: {
    store: StoreRef;
    entity: StoreEntity;
    table: StoreListTable;
    list: (tx: Database) => Promise<Row[]>;
    label: (row: NoInfer<Row>) => string;
  },
  id: number,
  direction: MoveDirection,
  version: string | undefined,
): Promise<boolean | null> {
  const { row, moved } = await staffChange(
    db,
    by,
    async (tx) => {
      const list = storeList(target.store, target.entity, target.table);
      await expectListVersion(tx, list, version);
      const row = (await target.list(tx)).find((r) => r.id === id) ?? null;
      const moved = row
        ? await moveInStoreList(tx, target.table, target.list, id, direction)
        : false;
      return { row, moved };
    },
    ({ row, moved }) =>
      storeEntry(
        target.store,
        "update",
        target.entity,
        row && moved ? { id, label: target.label(row), fields: ["position"] } : null,
      ),
  );
  return row ? moved : null;
}

/** A banner or photo as the activity log names it: its alternative text, else the store's name. */
const imageLabel = (store: StoreRef) => (row: { altText: string | null }) =>
  row.altText ?? store.name;

type FileUrl = string | null | undefined;

/**
 * An audited change to a store's banner or photo, and the image files around it: `images` were
 * stored for this change beforehand (never inside its transaction); their media rows are written
 * with the change, and their files discarded when it fails or finds no record. `released` are
 * the files the saved record no longer uses, deleted once the change has committed. The change
 * answers null when the record is not the store's (no audit row then).
 */
async function imageRecordChange<R>(
  app: UploadServices,
  by: StaffActor,
  change: {
    images?: (StoredImageFiles | null)[];
    run: (tx: Database, media: (Media | null)[]) => Promise<R | null>;
    audit: (result: R) => AuditEntry | null;
    released?: (result: R) => FileUrl[];
  },
): Promise<R | null> {
  const result = await staffChangeWithImages(
    app,
    by,
    change.images ?? [],
    change.run,
    (r) => r && change.audit(r),
  );
  for (const url of result ? (change.released?.(result) ?? []) : []) {
    await deleteStoredImage(app, url);
  }
  return result;
}

const mediaColumns = { width: media.width, height: media.height, variants: media.variants };

async function nextPosition(
  db: Database,
  table: typeof storeBanners | typeof storeImages,
  storeId: number,
) {
  const rows = await db
    .select({ position: table.position })
    .from(table)
    .where(eq(table.storeId, storeId))
    .orderBy(desc(table.position))
    .limit(1);
  return (rows[0]?.position ?? -1) + 1;
}

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
    .orderBy(asc(storeBanners.position), asc(storeBanners.createdAt), asc(storeBanners.id));
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

const ownBanner = (store: StoreRef, bannerId: number) =>
  and(eq(storeBanners.id, bannerId), eq(storeBanners.storeId, store.id));

/**
 * Adds a banner at the end of the store's list, with its optional phone image. An image that
 * cannot be stored throws a BannerImageError naming its field; nothing is left behind.
 * `by` is also recorded as the images' uploader.
 */
export async function addStoreBanner(
  app: UploadServices,
  by: number,
  store: StoreRef,
  files: { image: FormDataEntryValue | null; phoneImage?: FormDataEntryValue | null },
  window: { startsAt: Date | null; endsAt: Date | null } = { startsAt: null, endsAt: null },
) {
  const altText = `Banner da ${store.name}`;
  if (!files.image || typeof files.image === "string" || files.image.size === 0) {
    throw new BannerImageError("image", UPLOAD_MESSAGES.missing);
  }
  const images = await storeBannerFiles(app.storage, {
    image: files.image,
    phoneImage: files.phoneImage,
    folder: `lojas/${store.id}/banners`,
    prefix: "banner",
    altText,
    userId: by,
  });
  return imageRecordChange(app, by, {
    images: [images.desktop, images.phone],
    run: async (tx, [desktop, phone]) => {
      await expectRoomForStoreBanner(tx, store, window);
      const [banner] = await tx
        .insert(storeBanners)
        .values({
          ...window,
          storeId: store.id,
          url: desktop!.url,
          altText,
          mediaId: desktop!.id,
          phoneUrl: phone?.url ?? null,
          phoneMediaId: phone?.id ?? null,
          position: await nextPosition(tx, storeBanners, store.id),
        })
        .returning();
      return banner!;
    },
    audit: (banner) =>
      storeEntry(store, "create", "store_banner", {
        id: banner.id,
        label: imageLabel(store)(banner),
        fields: banner.phoneUrl ? ["url", "phone_url"] : ["url"],
      }),
  });
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
  return imageRecordChange(app, by, {
    run: async (tx) => {
      const own = await lockStoreRecord(tx, storeBanners, "store_banner", store, bannerId, version);
      if (!own) return null;
      return (await tx.delete(storeBanners).where(ownBanner(store, bannerId)).returning())[0]!;
    },
    audit: (row) =>
      storeEntry(store, "delete", "store_banner", { id: row.id, label: imageLabel(store)(row) }),
    released: (row) => [row.url, row.phoneUrl],
  });
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
  const saved = await imageRecordChange(app, by, {
    images: [phoneFiles],
    run: async (tx, [phone]) => {
      const values = {
        altText: details.altText,
        startsAt: details.startsAt,
        endsAt: details.endsAt,
        ...(phone
          ? { phoneUrl: phone.url, phoneMediaId: phone.id }
          : details.removePhone
            ? { phoneUrl: null, phoneMediaId: null }
            : {}),
      };
      const before = await lockStoreRecord<StoreBanner>(
        tx,
        storeBanners,
        "store_banner",
        store,
        bannerId,
        version,
      );
      if (!before) return null;
      await expectRoomForStoreBanner(tx, store, values, bannerId);
      const [after] = await tx
        .update(storeBanners)
        .set({ ...values, ...nextVersion(storeBanners) })
        .where(ownBanner(store, bannerId))
        .returning();
      return { before, after: after!, ...changeDetails(before, values) };
    },
    audit: ({ after, fields, changes }) =>
      storeEntry(store, "update", "store_banner", {
        id: after.id,
        label: imageLabel(store)(after),
        fields,
        changes,
      }),
    released: ({ before, after }) => (before.phoneUrl !== after.phoneUrl ? [before.phoneUrl] : []),
  });
  return saved?.after ?? null;
}

/** Moves a banner one place in the store's list shown at `version`; see moveStoreRecord. */
export async function moveStoreBanner(
  db: Database,
  by: StaffActor,
  store: StoreRef,
  bannerId: number,
  direction: MoveDirection,
  version?: string,
) {
  return moveStoreRecord(
    db,
    by,
    {
      store,
      entity: "store_banner",
      table: storeBanners,
      list: (tx: Database) => listStoreBanners(tx, store.id),
      label: imageLabel(store),
    },
    bannerId,
    direction,
    version,
  );
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
      ...mediaColumns,
    })
    .from(storeImages)
    .leftJoin(media, eq(media.id, storeImages.mediaId))
    .where(eq(storeImages.storeId, storeId))
    .orderBy(asc(storeImages.position), asc(storeImages.id));
}

export type AdminStorePhoto = Awaited<ReturnType<typeof listStorePhotos>>[number];

/** The photo search engines and link previews use: the facade, else the first photo. */
export function coverPhotoId(photos: Pick<AdminStorePhoto, "id" | "kind">[]): number | null {
  return (photos.find((p) => p.kind === "facade") ?? photos[0])?.id ?? null;
}

const ownPhoto = (store: StoreRef, photoId: number) =>
  and(eq(storeImages.id, photoId), eq(storeImages.storeId, store.id));

/**
 * Adds a photo at the end of the store's list; its alternative text defaults to 'Fachada da …'
 * or 'Interior da …'. A file that cannot be stored throws an UploadError; nothing is left
 * behind. `by` is also recorded as the image's uploader.
 */
export async function addStorePhoto(
  app: UploadServices,
  by: number,
  store: StoreRef,
  input: { file: FormDataEntryValue | null; kind: StoreImageKind; altText: string | null },
) {
  const { files, altText } = await storePhotoFiles(app, by, store, input);
  return imageRecordChange(app, by, {
    images: [files],
    run: (tx, [image]) =>
      insertStorePhoto(tx, store, {
        url: image!.url,
        mediaId: image!.id,
        kind: input.kind,
        altText,
      }),
    audit: (photo) => storePhotoEntry(store, photo),
  });
}

/**
 * A photo's file, checked, re-encoded and stored (before any transaction), and its alternative
 * text: the one typed, else 'Fachada da …' or 'Interior da …'. Throws an UploadError.
 */
export async function storePhotoFiles(
  app: UploadServices,
  by: number,
  store: StoreRef,
  input: { file: FormDataEntryValue | null; kind: StoreImageKind; altText: string | null },
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
  photo: { url: string; mediaId: number; kind: StoreImageKind; altText: string },
): Promise<StoreImage> {
  const [row] = await tx
    .insert(storeImages)
    .values({
      storeId: store.id,
      ...photo,
      position: await nextPosition(tx, storeImages, store.id),
    })
    .returning();
  return row!;
}

/** The audit row of a new photo. */
export const storePhotoEntry = (store: StoreRef, photo: StoreImage) =>
  storeEntry(store, "create", "store_image", {
    id: photo.id,
    label: imageLabel(store)(photo),
    fields: ["url", "kind"],
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
  const saved = await staffChange(
    db,
    by,
    async (tx) => {
      const before = await lockStoreRecord<StoreImage>(
        tx,
        storeImages,
        "store_image",
        store,
        photoId,
        version,
      );
      if (!before) return null;
      const [after] = await tx
        .update(storeImages)
        .set({ ...values, ...nextVersion(storeImages) })
        .where(ownPhoto(store, photoId))
        .returning();
      return { before, after: after! };
    },
    (saved) =>
      storeEntry(
        store,
        "update",
        "store_image",
        saved && {
          id: photoId,
          label: imageLabel(store)(saved.after),
          ...changeDetails(saved.before, values),
        },
      ),
  );
  return saved?.after ?? null;
}

/** Moves a photo one place in the store's list shown at `version`; see moveStoreRecord. */
export async function moveStorePhoto(
  db: Database,
  by: StaffActor,
  store: StoreRef,
  photoId: number,
  direction: MoveDirection,
  version?: string,
) {
  return moveStoreRecord(
    db,
    by,
    {
      store,
      entity: "store_image",
      table: storeImages,
      list: (tx: Database) => listStorePhotos(tx, store.id),
      label: imageLabel(store),
    },
    photoId,
    direction,
    version,
  );
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
  return imageRecordChange(app, by, {
    run: async (tx) => {
      const own = await lockStoreRecord(tx, storeImages, "store_image", store, photoId, version);
      if (!own) return null;
      return (await tx.delete(storeImages).where(ownPhoto(store, photoId)).returning())[0]!;
    },
    audit: (row) =>
      storeEntry(store, "delete", "store_image", { id: row.id, label: imageLabel(store)(row) }),
    released: (row) => [row.url],
  });
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
  const sameKey = async (tx: Database) =>
    (await listStoreSections(tx, store.id)).filter((s) => s.section === row.section);
  const moved = await moveInStoreList(tx, storeSections, sameKey, sectionId, direction);
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
      await expectListVersion(tx, storeList(store, "store_section", storeSections), version);
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
