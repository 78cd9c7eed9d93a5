/**
 * Staff access to the home banners. The carousel order is `position` (0 first);
 * a new banner goes first, as the newest, and staff can move banners up and down.
 */
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { banners, media, type Banner } from "#db/schema";
import { MAX_BANNERS } from "~/domain/content-schemas";
import { displayWindowState, type DisplayWindowState } from "~/domain/display-window";
import type { Database } from "~/server/db.server";
import { listedRecords, type ListedKind } from "./content-list.server";
import { moveAudited, type MoveDirection } from "./ordering.server";
import type { StaffActor } from "./staff-change.server";

export type AdminBanner = Pick<
  Banner,
  "id" | "description" | "imageUrl" | "url" | "active" | "position" | "mediaId"
> & {
  createdAt: string;
  width: number | null;
  height: number | null;
  /** Display window (ISO) and where now falls in it. */
  startsAt: string | null;
  endsAt: string | null;
  window: DisplayWindowState;
};

export type BannerValues = {
  description: string;
  imageUrl: string;
  url: string | null;
  active: boolean;
  mediaId: number | null;
  /** The optional phone image (null: phones get the desktop image). */
  phoneImageUrl?: string | null;
  phoneMediaId?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
};

/** Thrown when a 7th banner would be created. */
export class BannerLimitError extends Error {
  override name = "BannerLimitError";
}

const carouselOrder = [asc(banners.position), desc(banners.createdAt), desc(banners.id)];

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

/**
 * Saving (the images it replaces deleted), switching and removing a banner: audited, null when
 * it no longer exists.
 */
export const {
  find: getBanner,
  update: updateBanner,
  toggle: toggleBanner,
  remove: deleteBanner,
} = records;

/**
 * Inserts a banner unless MAX_BANNERS exist, audited. The count and the insert run in one
 * transaction holding a table lock that conflicts with itself, so simultaneous creations queue
 * up and the limit holds on PostgreSQL; PGlite runs one transaction at a time anyway.
 */
export async function createBanner(
  db: Database,
  by: StaffActor,
  values: BannerValues,
): Promise<Banner> {
  const fields = ["description", "imageUrl", "url", "active"];
  if (values.phoneImageUrl) fields.push("phoneImageUrl");
  return records.create(
    db,
    by,
    async (tx) => {
      await tx.execute(sql`LOCK TABLE ${banners} IN SHARE ROW EXCLUSIVE MODE`);
      const [row] = await tx.select({ n: count() }).from(banners);
      if (Number(row?.n ?? 0) >= MAX_BANNERS) throw new BannerLimitError();
      await tx.update(banners).set({ position: sql`${banners.position} + 1` });
      const [created] = await tx
        .insert(banners)
        .values({ ...values, position: 0 })
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
): Promise<Banner | null> {
  const { before } = await moveAudited(
    db,
    by,
    {
      table: banners,
      order: carouselOrder,
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
  );
  return before;
}
