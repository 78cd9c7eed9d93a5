import { asc, desc, eq } from "drizzle-orm";
import { banners, media } from "#db/schema";
import { mediaColumns, phoneMedia, phoneMediaColumns } from "./media-columns.server";
import { srcSetOf } from "~/domain/responsive-image";
import { bannerIsShown } from "./publish-window.server";
import type { Database } from "~/server/db.server";

/** One picture of a banner: the file, its size when known and the widths the browser may pick. */
export type BannerPicture = {
  url: string;
  width: number | null;
  height: number | null;
  srcSet?: string;
};

export type PublicBanner = {
  id: number;
  description: string;
  imageUrl: string;
  url: string | null;
  width: number | null;
  height: number | null;
  srcSet?: string;
  /** The image for phone screens, when staff gave one; phones get the desktop image otherwise. */
  phone: BannerPicture | null;
};

/** The home carousel: active banners inside their display window, in the order staff set. */
export async function listActiveBanners(db: Database): Promise<PublicBanner[]> {
  const rows = await db
    .select({
      id: banners.id,
      description: banners.description,
      imageUrl: banners.imageUrl,
      url: banners.url,
      ...mediaColumns,
      phoneUrl: banners.phoneImageUrl,
      ...phoneMediaColumns,
    })
    .from(banners)
    .leftJoin(media, eq(media.id, banners.mediaId))
    .leftJoin(phoneMedia, eq(phoneMedia.id, banners.phoneMediaId))
    .where(bannerIsShown())
    // The order staff set (arrows in the banner list); newest first among equals.
    .orderBy(asc(banners.position), desc(banners.createdAt), desc(banners.id));
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    imageUrl: r.imageUrl,
    url: r.url,
    width: r.width,
    height: r.height,
    srcSet: srcSetOf(r.imageUrl, r.width, r.variants),
    phone: r.phoneUrl
      ? {
          url: r.phoneUrl,
          width: r.phoneWidth,
          height: r.phoneHeight,
          srcSet: srcSetOf(r.phoneUrl, r.phoneWidth, r.phoneVariants),
        }
      : null,
  }));
}
