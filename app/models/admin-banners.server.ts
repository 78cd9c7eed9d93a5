/**
 * Staff access to the home banners. The carousel order is `position` (0 first); staff choose
 * where a new banner goes and move banners up and down. At most MAX_BANNERS are shown at the
 * same moment (ADR 0027): any number can be stored, inactive or queued for later.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { banners, media, type Banner } from "#db/schema";
import { MAX_BANNERS } from "~/domain/content-schemas";
import {
  BannerLimitError,
  displayWindowState,
  expectRoomInWindow,
  type DisplayWindowState,
} from "~/domain/display-window";
import type { Database } from "~/server/db.server";
import type { StoredImageFiles, UploadServices } from "~/server/uploads.server";
import type { BannerFiles } from "./banner-images.server";
import {
  auditedCollection,
  type CollectionImages,
  type ContentListModel,
} from "./audited-collection.server";
import type { ExpectedVersion } from "./edit-version.server";
import type { StaffActor } from "./staff-change.server";

export type AdminBanner = Pick<
  Banner,
  "id" | "version" | "description" | "imageUrl" | "url" | "active" | "position" | "mediaId"
> & {
  createdAt: string;
  width: number | null;
  height: number | null;
  /** Display window (ISO) and where now falls in it. */
  startsAt: string | null;
  endsAt: string | null;
  window: DisplayWindowState;
};

/** What the banner form sets besides the images it uploads. */
export type BannerValues = {
  description: string;
  url: string | null;
  active: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** Back to the desktop image on phones (unless a new phone image comes with the save). */
  removePhoneImage?: boolean;
};

export { BannerLimitError };

/**
 * Refuses (BannerLimitError) an active banner whose window would make it the MAX_BANNERS+1th
 * shown at one moment. Runs in the write's transaction, after it locked the table.
 */
async function expectRoomInCarousel(
  tx: Database,
  window: { startsAt?: Date | null; endsAt?: Date | null },
  except?: number,
) {
  const shown = await tx
    .select({ label: banners.description, startsAt: banners.startsAt, endsAt: banners.endsAt })
    .from(banners)
    .where(
      and(eq(banners.active, true), except === undefined ? undefined : ne(banners.id, except)),
    );
  expectRoomInWindow(shown, window, MAX_BANNERS);
}

const lockBanners = (tx: Database) =>
  tx.execute(sql`LOCK TABLE ${banners} IN SHARE ROW EXCLUSIVE MODE`);

const carouselOrder = [asc(banners.position), desc(banners.createdAt), desc(banners.id)];

const records = auditedCollection<Banner>({
  table: banners,
  entity: "banner",
  label: (banner) => banner.description,
  order: carouselOrder,
  images: (banner) => [banner.imageUrl, banner.phoneImageUrl],
});

/** The carousel's version as the list screen shows it (see edit-version.server.ts). */
export const bannerListVersion = records.version;

export async function listBannersForAdmin(db: Database): Promise<AdminBanner[]> {
  const rows = await db
    .select({
      id: banners.id,
      version: banners.version,
      description: banners.description,
      imageUrl: banners.imageUrl,
      url: banners.url,
      active: banners.active,
      position: banners.position,
      mediaId: banners.mediaId,
      createdAt: banners.createdAt,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
      width: media.width,
      height: media.height,
    })
    .from(banners)
    .leftJoin(media, eq(media.id, banners.mediaId))
    .orderBy(...carouselOrder);
  const now = new Date();
  return rows.map((r) => {
    const startsAt = r.startsAt ? new Date(r.startsAt) : null;
    const endsAt = r.endsAt ? new Date(r.endsAt) : null;
    return {
      ...r,
      createdAt: new Date(r.createdAt).toISOString(),
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
      window: displayWindowState(startsAt, endsAt, now),
    };
  });
}

/**
 * Removing a banner (audited, null when it no longer exists) and moving it one place in the
 * carousel order shown at a list version (StaleEdit when it changed since; audited when it
 * moved; null when it no longer exists).
 */
export const { find: getBanner, remove: deleteBanner, move: moveBanner } = records;

/** Switching a banner on or off; switching it on must leave room in its window. */
export async function toggleBanner(
  db: Database,
  by: StaffActor,
  id: number,
  version?: ExpectedVersion,
): Promise<Banner | null> {
  return records.toggle(db, by, id, version, async (tx, banner) => {
    if (banner.active) return;
    await lockBanners(tx);
    await expectRoomInCarousel(tx, banner, banner.id);
  });
}

/** The carousel as its list screen reads and changes it; the limit's refusal is worded. */
export const bannerList: ContentListModel<AdminBanner[]> = {
  read: listBannersForAdmin,
  version: bannerListVersion,
  toggle: toggleBanner,
  remove: deleteBanner,
  move: moveBanner,
  refusal: (error) => (error instanceof BannerLimitError ? error.message : null),
};

/** The image columns from the media rows written in the save's transaction. */
const bannerImages = (files: BannerFiles): CollectionImages<Banner> => ({
  files: [files.desktop, files.phone],
  values: ([desktop, phone]) => ({
    ...(desktop ? { imageUrl: desktop.url, mediaId: desktop.id } : {}),
    ...(phone ? { phoneImageUrl: phone.url, phoneMediaId: phone.id } : {}),
  }),
});

/** The banner's columns from the form's values (the images come apart). */
function bannerColumns({ removePhoneImage, ...values }: BannerValues) {
  return removePhoneImage ? { ...values, phoneImageUrl: null, phoneMediaId: null } : values;
}

/**
 * Saves a banner opened at `version` (StaleEdit when it changed since), with the images stored
 * for it (their media rows written in the same transaction; the images they replace deleted
 * after the commit). Null when the banner no longer exists.
 */
export async function updateBanner(
  app: UploadServices,
  by: StaffActor,
  id: number,
  values: BannerValues,
  options: { files?: BannerFiles; version?: ExpectedVersion } = {},
): Promise<Banner | null> {
  const saved = await records.update(app, by, id, bannerColumns(values), {
    images: bannerImages(options.files ?? { desktop: null, phone: null }),
    version: options.version,
    check: async (tx) => {
      if (!values.active) return;
      await lockBanners(tx);
      await expectRoomInCarousel(tx, values, id);
    },
  });
  return saved?.row ?? null;
}

/**
 * Inserts a banner at `position` (0 first; past the end: last), audited, unless it would be
 * the MAX_BANNERS+1th shown at one moment. The check and the insert run in one transaction
 * holding a table lock that conflicts with itself, so simultaneous saves queue up and the limit
 * holds on PostgreSQL; PGlite runs one transaction at a time anyway.
 */
export async function createBanner(
  app: UploadServices,
  by: StaffActor,
  values: BannerValues,
  files: BannerFiles & { desktop: StoredImageFiles },
  position = 0,
): Promise<Banner> {
  const fields = ["description", "imageUrl", "url", "active"];
  if (files.phone) fields.push("phoneImageUrl");
  return records.create(
    app,
    by,
    async (tx, images) => {
      await lockBanners(tx);
      if (values.active) await expectRoomInCarousel(tx, values);
      // Renumbered in carousel order, leaving the new banner's place free.
      const at = await records.makeRoom(tx, position);
      const [created] = await tx
        .insert(banners)
        .values({
          ...bannerColumns(values),
          imageUrl: images.imageUrl!,
          mediaId: images.mediaId ?? null,
          phoneImageUrl: images.phoneImageUrl ?? null,
          phoneMediaId: images.phoneMediaId ?? null,
          position: at,
        })
        .returning();
      return created!;
    },
    { fields, images: bannerImages(files) },
  );
}
