/**
 * GET /api/videos/miniatura/:id: the thumbnail of a video on the site, from our own address
 * (app/server/video-thumbnails.server.ts). Ids of videos the site does not show answer 404.
 */
import { isYoutubeId } from "~/domain/youtube";
import { hasVideo } from "~/models/videos.server";
import { CACHE_CONTROL } from "~/server/cache-policy";
import { getApp } from "~/server/context.server";
import { videoThumbnail } from "~/server/video-thumbnails.server";
import type { Route } from "./+types/video-thumbnail";

const missing = () =>
  new Response(null, { status: 404, headers: { "Cache-Control": CACHE_CONTROL.noStore } });

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = params.id;
  if (!isYoutubeId(id) || !(await hasVideo(getApp(context).db, id))) return missing();
  const thumbnail = await videoThumbnail(id);
  if (!thumbnail) return missing();
  return new Response(thumbnail.bytes, {
    headers: {
      "Content-Type": thumbnail.type,
      "Cache-Control": CACHE_CONTROL.videoThumbnail,
      "Content-Length": String(thumbnail.bytes.byteLength),
    },
  });
}
