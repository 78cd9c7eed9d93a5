/**
 * YouTube addresses (watch, embed or short-link form) to the 11-character video id,
 * plus thumbnail and privacy-enhanced embed URLs. Only the exact YouTube hosts are accepted, so
 * lookalikes ('youtube.com.evil.example', 'evilyoutube.com') and other schemes are rejected.
 */

const ID = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
/** Path forms on youtube.com whose second segment is the id. */
const ID_PATHS = new Set(["embed", "shorts", "live", "v"]);

export function isYoutubeId(id: string | null | undefined): id is string {
  return typeof id === "string" && ID.test(id);
}

/** The video id of a YouTube URL, or null when the URL is not a recognised YouTube address. */
export function parseYoutubeId(input: string | null | undefined): string | null {
  if (typeof input !== "string") return null;
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) {
    id = segments.length === 1 ? segments[0] : null;
  } else if (WATCH_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") id = url.searchParams.get("v");
    else if (segments.length === 2 && ID_PATHS.has(segments[0] ?? "")) id = segments[1];
  } else if (NOCOOKIE_HOSTS.has(host)) {
    if (segments.length === 2 && segments[0] === "embed") id = segments[1];
  }
  return isYoutubeId(id) ? id : null;
}

export type YoutubeThumbnailQuality =
  "default" | "mqdefault" | "hqdefault" | "sddefault" | "maxresdefault";

/** Thumbnail from the video host (hqdefault exists for every video); null for an invalid id. */
export function youtubeThumbnailUrl(
  id: string,
  quality: YoutubeThumbnailQuality = "hqdefault",
): string | null {
  return isYoutubeId(id) ? `https://i.ytimg.com/vi/${id}/${quality}.jpg` : null;
}

/** The privacy-enhanced player's host: the one frame the site allows, after a click. */
export const YOUTUBE_EMBED_HOST = "www.youtube-nocookie.com";

/**
 * The thumbnail as the public pages show it: from our own address, which fetches it from the
 * video host (app/routes/api/video-thumbnail.ts), so a visitor's browser asks YouTube nothing
 * before they press play. Null for an invalid id.
 */
export function videoThumbnailPath(id: string): string | null {
  return isYoutubeId(id) ? `/api/videos/miniatura/${id}` : null;
}

/** Privacy-enhanced embed (youtube-nocookie.com); null for an invalid id. */
export function youtubeEmbedUrl(id: string): string | null {
  return isYoutubeId(id) ? `https://${YOUTUBE_EMBED_HOST}/embed/${id}` : null;
}

/** Canonical watch URL; null for an invalid id. */
export function youtubeWatchUrl(id: string): string | null {
  return isYoutubeId(id) ? `https://www.youtube.com/watch?v=${id}` : null;
}
