/**
 * When public content next changes by itself: a banner or store banner whose display window
 * opens or closes, or a post whose publishing time arrives. Pages kept by the page cache never
 * outlive that moment, so scheduled items appear and disappear on time without a cron.
 */
import { and, eq, gt, min } from "drizzle-orm";
import { banners, blogPosts, storeBanners } from "#db/schema";
import type { Database } from "~/server/db.server";

export async function nextScheduleChange(db: Database, now = new Date()): Promise<Date | null> {
  const [bannerStart, bannerEnd, storeStart, storeEnd, post] = await Promise.all([
    db
      .select({ at: min(banners.startsAt) })
      .from(banners)
      .where(and(eq(banners.active, true), gt(banners.startsAt, now))),
    db
      .select({ at: min(banners.endsAt) })
      .from(banners)
      .where(and(eq(banners.active, true), gt(banners.endsAt, now))),
    db
      .select({ at: min(storeBanners.startsAt) })
      .from(storeBanners)
      .where(gt(storeBanners.startsAt, now)),
    db
      .select({ at: min(storeBanners.endsAt) })
      .from(storeBanners)
      .where(gt(storeBanners.endsAt, now)),
    db
      .select({ at: min(blogPosts.publishAt) })
      .from(blogPosts)
      .where(and(eq(blogPosts.published, true), gt(blogPosts.publishAt, now))),
  ]);
  const times = [bannerStart, bannerEnd, storeStart, storeEnd, post]
    .map((rows) => rows[0]?.at)
    .filter((at): at is Date => at instanceof Date);
  if (times.length === 0) return null;
  return new Date(Math.min(...times.map((at) => at.getTime())));
}
