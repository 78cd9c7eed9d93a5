/**
 * What staff maintain around a store's public page: banners, photos (facade/interior), page
 * sections and structured hours (specialties and testimonials have their own modules).
 * Rich text is sanitised here, on save, with the one sanitiser (and again on render).
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  media,
  type Media,
  storeBanners,
  storeImages,
  storeSections,
  stores,
  type StoreImageKind,
  type StoreSectionKey,
  type WeeklyHours,
} from "#db/schema";
import type { Database } from "~/server/db.server";
import { htmlToPlainText, sanitizeRichText } from "~/server/sanitize.server";
import {
  deleteStoredImage,
  storeImageUpload,
  UPLOAD_MESSAGES,
  type UploadServices,
} from "~/server/uploads.server";
import { BannerImageError, discardBannerImages, storeBannerImages } from "./banner-images.server";
import { PLAIN_TEXT_SECTIONS } from "~/domain/store-schemas";
import { storesChanged } from "./admin-stores.server";

type Direction = "up" | "down";

/**
 * Moves one row a place up or down in its ordered list and renumbers the list 0..n-1, so gaps
 * and ties left by older rows disappear. Returns false when the row is not in the list.
 */
async function moveInList(
  db: Database,
  table: PgTable & { id: PgColumn; position: PgColumn },
  ids: number[],
  id: number,
  direction: Direction,
): Promise<boolean> {
  const index = ids.indexOf(id);
  if (index < 0) return false;
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return true;
  const order = [...ids];
  [order[index], order[target]] = [order[target]!, order[index]!];
  await db.transaction(async (tx) => {
    for (const [position, rowId] of order.entries()) {
      await tx
        .update(table)
        .set({ position } as never)
        .where(eq(table.id, rowId));
    }
  });
  return true;
}

const mediaColumns = { width: media.width, height: media.height, variants: media.variants };

// ---------------------------------------------------------------------------------------------
// Banners (admin spec: only after the store exists; alt 'Banner da {store}'; removal deletes the
// file)
// ---------------------------------------------------------------------------------------------

export async function listStoreBanners(db: Database, storeId: number) {
  return db
    .select({
      id: storeBanners.id,
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

/**
 * Adds a banner at the end of the store's list, with its optional phone image. An image that
 * cannot be stored throws a BannerImageError naming its field; nothing is left behind.
 */
export async function addStoreBanner(
  app: UploadServices,
  input: {
    storeId: number;
    storeName: string;
    file: FormDataEntryValue | null;
    phoneFile?: FormDataEntryValue | null;
    userId: number;
  },
) {
  const altText = `Banner da ${input.storeName}`;
  if (!input.file || typeof input.file === "string" || input.file.size === 0) {
    throw new BannerImageError("image", UPLOAD_MESSAGES.missing);
  }
  const images = await storeBannerImages(app, {
    image: input.file,
    phoneImage: input.phoneFile,
    folder: `lojas/${input.storeId}/banners`,
    prefix: "banner",
    altText,
    userId: input.userId,
  });
  const { desktop, phone } = images;
  try {
    const [banner] = await app.db
      .insert(storeBanners)
      .values({
        storeId: input.storeId,
        url: desktop!.url,
        altText,
        mediaId: desktop!.id,
        phoneUrl: phone?.url ?? null,
        phoneMediaId: phone?.id ?? null,
        position: await nextPosition(app.db, storeBanners, input.storeId),
      })
      .returning();
    storesChanged();
    return banner!;
  } catch (error) {
    await discardBannerImages(app, images);
    throw error;
  }
}

export async function removeStoreBanner(app: UploadServices, storeId: number, bannerId: number) {
  const [row] = await app.db
    .delete(storeBanners)
    .where(and(eq(storeBanners.id, bannerId), eq(storeBanners.storeId, storeId)))
    .returning();
  if (!row) return null;
  await deleteStoredImage(app, row.url);
  await deleteStoredImage(app, row.phoneUrl);
  storesChanged();
  return row;
}

export type StoreBannerDetails = {
  altText: string;
  startsAt: Date | null;
  endsAt: Date | null;
  /** A newly stored phone image, or null to keep the current one (unless removePhone). */
  phone: Media | null;
  removePhone: boolean;
};

/**
 * Saves a store banner's text, display window and phone image; the phone image it replaces or
 * drops is deleted. Null when the banner is not the store's (nothing changes then).
 */
export async function updateStoreBannerDetails(
  app: UploadServices,
  storeId: number,
  bannerId: number,
  details: StoreBannerDetails,
) {
  const where = and(eq(storeBanners.id, bannerId), eq(storeBanners.storeId, storeId));
  const [before] = await app.db.select().from(storeBanners).where(where).limit(1);
  if (!before) return null;
  const phoneChange = details.phone
    ? { phoneUrl: details.phone.url, phoneMediaId: details.phone.id }
    : details.removePhone
      ? { phoneUrl: null, phoneMediaId: null }
      : {};
  const values = {
    altText: details.altText,
    startsAt: details.startsAt,
    endsAt: details.endsAt,
    ...phoneChange,
  };
  const [after] = await app.db.update(storeBanners).set(values).where(where).returning();
  if (!after) return null;
  if (before.phoneUrl && before.phoneUrl !== after.phoneUrl) {
    await deleteStoredImage(app, before.phoneUrl);
  }
  storesChanged();
  return { before, after, values };
}

export async function moveStoreBanner(
  db: Database,
  storeId: number,
  bannerId: number,
  direction: Direction,
) {
  const ids = (await listStoreBanners(db, storeId)).map((b) => b.id);
  return moveInList(db, storeBanners, ids, bannerId, direction);
}

// ---------------------------------------------------------------------------------------------
// Photos (kind facade/interior; the cover is the facade, else the first)
// ---------------------------------------------------------------------------------------------

export async function listStorePhotos(db: Database, storeId: number) {
  return db
    .select({
      id: storeImages.id,
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

export async function addStorePhoto(
  app: UploadServices,
  input: {
    storeId: number;
    storeName: string;
    file: FormDataEntryValue | null;
    kind: StoreImageKind;
    altText: string | null;
    userId: number;
  },
) {
  const altText =
    input.altText ??
    (input.kind === "facade" ? `Fachada da ${input.storeName}` : `Interior da ${input.storeName}`);
  const row = await storeImageUpload(app, {
    file: input.file,
    folder: `lojas/${input.storeId}/fotos`,
    prefix: input.kind === "facade" ? "fachada" : "interior",
    altText,
    userId: input.userId,
  });
  try {
    const [photo] = await app.db
      .insert(storeImages)
      .values({
        storeId: input.storeId,
        url: row.url,
        kind: input.kind,
        altText,
        mediaId: row.id,
        position: await nextPosition(app.db, storeImages, input.storeId),
      })
      .returning();
    storesChanged();
    return photo!;
  } catch (error) {
    await deleteStoredImage(app, row.url);
    throw error;
  }
}

export async function updateStorePhoto(
  db: Database,
  storeId: number,
  photoId: number,
  values: { kind: StoreImageKind; altText: string | null },
) {
  const [before] = await db
    .select()
    .from(storeImages)
    .where(and(eq(storeImages.id, photoId), eq(storeImages.storeId, storeId)))
    .limit(1);
  if (!before) return null;
  const [after] = await db
    .update(storeImages)
    .set(values)
    .where(eq(storeImages.id, photoId))
    .returning();
  storesChanged();
  return { before, after: after! };
}

export async function moveStorePhoto(
  db: Database,
  storeId: number,
  photoId: number,
  direction: Direction,
) {
  const ids = (await listStorePhotos(db, storeId)).map((p) => p.id);
  return moveInList(db, storeImages, ids, photoId, direction);
}

export async function removeStorePhoto(app: UploadServices, storeId: number, photoId: number) {
  const [row] = await app.db
    .delete(storeImages)
    .where(and(eq(storeImages.id, photoId), eq(storeImages.storeId, storeId)))
    .returning();
  if (!row) return null;
  await deleteStoredImage(app, row.url);
  storesChanged();
  return row;
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

/** The body as it is stored: sanitised HTML, or plain text for the plain-text sections. */
export function storedSectionBody(section: StoreSectionKey, body: string): string {
  return PLAIN_TEXT_SECTIONS.has(section)
    ? htmlToPlainText(body).replace(/\s+/g, " ").trim()
    : sanitizeRichText(body);
}

/**
 * Saves a section. Every key but 'diferenciais' has one row per store (a second save of the key
 * updates it); 'diferenciais' has as many rows as staff add.
 */
export async function saveStoreSection(
  db: Database,
  storeId: number,
  input: {
    sectionId?: number;
    section: StoreSectionKey;
    title: string | null;
    bodyHtml: string;
    active: boolean;
  },
) {
  const values = {
    title: input.title,
    bodyHtml: storedSectionBody(input.section, input.bodyHtml),
    active: input.active,
  };
  const existing = await listStoreSections(db, storeId);
  const current =
    input.sectionId !== undefined
      ? existing.find((s) => s.id === input.sectionId && s.section === input.section)
      : input.section === "diferenciais"
        ? undefined
        : existing.find((s) => s.section === input.section);
  if (input.sectionId !== undefined && !current) return null;
  if (current) {
    const [after] = await db
      .update(storeSections)
      .set(values)
      .where(eq(storeSections.id, current.id))
      .returning();
    storesChanged();
    return { before: current, after: after!, created: false };
  }
  const position =
    input.section === "diferenciais"
      ? existing.filter((s) => s.section === "diferenciais").length
      : 0;
  const [after] = await db
    .insert(storeSections)
    .values({ storeId, section: input.section, position, ...values })
    .returning();
  storesChanged();
  return { before: null, after: after!, created: true };
}

export async function deleteStoreSection(db: Database, storeId: number, sectionId: number) {
  const [row] = await db
    .delete(storeSections)
    .where(and(eq(storeSections.id, sectionId), eq(storeSections.storeId, storeId)))
    .returning();
  if (row) storesChanged();
  return row ?? null;
}

/** Reorders a differential among the store's differentials. */
export async function moveStoreSection(
  db: Database,
  storeId: number,
  sectionId: number,
  direction: Direction,
) {
  const rows = await listStoreSections(db, storeId);
  const row = rows.find((s) => s.id === sectionId);
  if (!row) return false;
  const ids = rows.filter((s) => s.section === row.section).map((s) => s.id);
  const moved = await moveInList(db, storeSections, ids, sectionId, direction);
  storesChanged();
  return moved;
}

// ---------------------------------------------------------------------------------------------
// Structured hours
// ---------------------------------------------------------------------------------------------

export async function saveWeeklyHours(
  db: Database,
  storeId: number,
  weeklyHours: WeeklyHours | null,
) {
  const [row] = await db
    .update(stores)
    .set({ weeklyHours })
    .where(eq(stores.id, storeId))
    .returning({ id: stores.id });
  storesChanged();
  return Boolean(row);
}
