/** The stored size and resized variants of a picture, selected from its media row. */
import { alias } from "drizzle-orm/pg-core";
import { media } from "#db/schema";

/** The picture's media row, left-joined as `media`. */
export const mediaColumns = { width: media.width, height: media.height, variants: media.variants };

/** A banner's phone picture: its media row, joined beside the desktop one. */
export const phoneMedia = alias(media, "phone_media");

export const phoneMediaColumns = {
  phoneWidth: phoneMedia.width,
  phoneHeight: phoneMedia.height,
  phoneVariants: phoneMedia.variants,
};
