import { asc, desc, eq } from "drizzle-orm";
import { banners, media } from "#db/schema";
import { bannerIsShown } from "./publish-window.server";
import type { Database } from "~/server/db.server";

export type PublicBanner = {
  id: number;
  description: string;
  imageUrl: string;
  url: string | null;
  width: number | null;
  height: number | null;
};

/** The home carousel: active banners, newest first (public spec §7). */
export async function listActiveBanners(db: Database): Promise<PublicBanner[]> {
  return (
    db
      .select({
        id: banners.id,
        description: banners.description,
        imageUrl: banners.imageUrl,
        url: banners.url,
        width: media.width,
        height: media.height,
      })
      .from(banners)
      .leftJoin(media, eq(media.id, banners.mediaId))
      .where(bannerIsShown())
      // The order staff set (arrows in the banner list); newest first among equals.
      .orderBy(asc(banners.position), desc(banners.createdAt), desc(banners.id))
  );
}
