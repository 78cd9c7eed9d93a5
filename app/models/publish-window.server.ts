/**
 * Who decides what is public at this moment: the database clock, in the query itself. A post is
 * public once published and its publishing time (if any) has come; a banner is shown inside its
 * display window (from `startsAt`, until `endsAt`, either end optional). No job switches
 * anything on or off; the page cache expires at the next change (content-schedule.server.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import { banners, blogPosts, storeBanners, storeImages } from "#db/schema";

export function postIsPublic(): SQL {
  return sql`(${blogPosts.published} and (${blogPosts.publishAt} is null or ${blogPosts.publishAt} <= now()))`;
}

export function bannerIsShown(): SQL {
  return sql`(${banners.active} and (${banners.startsAt} is null or ${banners.startsAt} <= now()) and (${banners.endsAt} is null or ${banners.endsAt} > now()))`;
}

export function storeBannerIsShown(): SQL {
  return sql`((${storeBanners.startsAt} is null or ${storeBanners.startsAt} <= now()) and (${storeBanners.endsAt} is null or ${storeBanners.endsAt} > now()))`;
}

/**
 * A store photo is shown from its `visibleFrom` (when set). By the application's clock (`at`,
 * a timestamptz), as the store's hours and closures are, so the page and its hours turn together.
 */
export function storePhotoIsShown(at: SQL): SQL {
  return sql`(${storeImages.visibleFrom} is null or ${storeImages.visibleFrom} <= ${at})`;
}
