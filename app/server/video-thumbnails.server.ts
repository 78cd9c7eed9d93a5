/**
 * Video thumbnails fetched by the server from the video host and kept in memory, so the home
 * page shows them from our own address: a visitor's browser contacts YouTube only once they
 * press play. Our request carries nothing about the visitor. A failure (no network, a removed
 * video) is remembered briefly and answered as missing.
 */
import { LRUCache } from "lru-cache";
import { youtubeThumbnailUrl } from "~/domain/youtube";

export type Thumbnail = { bytes: Uint8Array<ArrayBuffer>; type: string };

/** hqdefault pictures are 10-40 KB; anything far larger is not one. */
const MAX_BYTES = 512 * 1024;
const FETCH_TIMEOUT_MS = 5_000;
const KEEP_MS = 24 * 60 * 60 * 1000;
const MISSING_MS = 10 * 60 * 1000;

const cache = new LRUCache<string, Thumbnail | "missing">({ max: 200, ttl: KEEP_MS });
const inFlight = new Map<string, Promise<Thumbnail | null>>();

async function download(id: string): Promise<Thumbnail | null> {
  const url = youtubeThumbnailUrl(id);
  if (!url) return null;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: "error",
      headers: { Accept: "image/jpeg,image/webp,image/*" },
    });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !/^image\//.test(type)) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength > 0 && bytes.byteLength <= MAX_BYTES ? { bytes, type } : null;
  } catch {
    return null;
  }
}

/** The thumbnail of video `id`, or null when the host does not give one now. */
export async function videoThumbnail(
  id: string,
  fetchThumbnail: (id: string) => Promise<Thumbnail | null> = download,
): Promise<Thumbnail | null> {
  const cached = cache.get(id);
  if (cached) return cached === "missing" ? null : cached;
  let pending = inFlight.get(id);
  if (!pending) {
    pending = fetchThumbnail(id).finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  const thumbnail = await pending;
  if (thumbnail) cache.set(id, thumbnail);
  else cache.set(id, "missing", { ttl: MISSING_MS });
  return thumbnail;
}

export function clearVideoThumbnails(): void {
  cache.clear();
}
