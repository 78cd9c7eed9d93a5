/**
 * Staff access to the home banners. The carousel order is `position` (0 first);
 * a new banner goes first, as the newest, and staff can move banners up and down.
 */
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { banners, media, type Banner } from "#db/schema";
import { MAX_BANNERS } from "~/domain/content-schemas";
import { displayWindowState, type DisplayWindowState } from "~/domain/display-window";
import type { Database } from "~/server/db.server";
import type { StoredImageFiles, UploadServices } from "~/server/uploads.server";
import type { BannerFiles } from "./banner-images.server";
import { listedRecords, type ListedImages, type ListedKind } from "./content-list.server";
import { readListVersion, type ExpectedVersion } from "./edit-version.server";
import { moveAudited, type MoveDirection } from "./ordering.server";
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

/** Thrown when a 7th banner would be created. */
export class BannerLimitError extends Error {
  override name = "BannerLimitError";
}

const carouselOrder = [asc(banners.position), desc(banners.createdAt), desc(banners.id)];

/** The carousel as the list screen shows it: its version covers order and every banner. */
const bannerList = { table: banners, order: carouselOrder, target: { entity: "banner" } };

/** The carousel's version (see edit-version.server.ts). */
export const bannerListVersion = (db: Database) => readListVersion(db, bannerList);

const bannerKind: ListedKind<Banner> = {
  table: banners,
  entity: "banner",
  label: (banner) => banner.description,
  images: (banner) => [banner.imageUrl, banner.phoneImageUrl],
};

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

export async function countBanners(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(banners);
  return Number(row?.n ?? 0);
}

const records = listedRecords(bannerKind);

/** Switching and removing a banner: audited, null when it no longer exists. */
export const { find: getBanner, toggle: toggleBanner, remove: deleteBanner } = records;

/** The image columns from the media rows written in the save's transaction. */
const bannerImages = (files: BannerFiles): ListedImages<Banner> => ({
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
  return records.update(app, by, id, bannerColumns(values), {
    images: bannerImages(options.files ?? { desktop: null, phone: null }),
    version: options.version,
  });
}

/**
 * Inserts a banner unless MAX_BANNERS exist, audited. The count and the insert run in one
 * transaction holding a table lock that conflicts with itself, so simultaneous creations queue
 * up and the limit holds on PostgreSQL; PGlite runs one transaction at a time anyway.
 */
export async function createBanner(
  app: UploadServices,
  by: StaffActor,
  values: BannerValues,
  files: BannerFiles & { desktop: StoredImageFiles },
): Promise<Banner> {
  const fields = ["description", "imageUrl", "url", "active"];
  if (files.phone) fields.push("phoneImageUrl");
  return records.create(
    app,
    by,
    bannerImages(files),
    async (tx, images) => {
      await tx.execute(sql`LOCK TABLE ${banners} IN SHARE ROW EXCLUSIVE MODE`);
      const [row] = await tx.select({ n: count() }).from(banners);
      if (Number(row?.n ?? 0) >= MAX_BANNERS) throw new BannerLimitError();
      await tx.update(banners).set({ position: sql`${banners.position} + 1` });
      const [created] = await tx
        .insert(banners)
        .values({
          ...bannerColumns(values),
          imageUrl: images.imageUrl!,
          mediaId: images.mediaId ?? null,
          phoneImageUrl: images.phoneImageUrl ?? null,
          phoneMediaId: images.phoneMediaId ?? null,
          position: 0,
        })
        .returning();
      return created!;
    },
    fields,
  );
}

/**
 * Moves a banner one place in the carousel order (see ordering.server.ts), audited when it
 * moved. Answers the banner (moved, or already at that end); null when it no longer exists.
 */
export async function moveBanner(
  db: Database,
  by: StaffActor,
  id: number,
  direction: MoveDirection,
  version?: string,
): Promise<Banner | null> {
  const { before } = await moveAudited(
    db,
    by,
    {
      ...bannerList,
      find: getBanner,
      entry: (banner) => ({
        action: "update",
        entity: "banner",
        entityId: id,
        details: { fields: ["position"], label: banner.description },
      }),
    },
    id,
    direction,
    version,
  );
  return before;
}
