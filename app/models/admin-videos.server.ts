/** Staff access to the YouTube videos: listed by order, created, edited, deleted. */
import { asc, count, desc, eq } from "drizzle-orm";
import { videos, type Video } from "#db/schema";
import { VIDEO_DESCRIPTION_MAX } from "~/domain/content-schemas";
import type { Database } from "~/server/db.server";

export type AdminVideo = Omit<Video, "addedAt" | "updatedAt"> & { addedAt: string };

export type VideoValues = {
  url: string;
  youtubeId: string;
  title: string;
  description: string | null;
  position: number;
};

export async function listVideosForAdmin(db: Database): Promise<AdminVideo[]> {
  const rows = await db
    .select()
    .from(videos)
    .orderBy(asc(videos.position), desc(videos.addedAt), asc(videos.id));
  return rows.map(({ updatedAt: _updatedAt, ...r }) => ({
    ...r,
    addedAt: new Date(r.addedAt).toISOString(),
  }));
}

export async function countVideos(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos);
  return Number(row?.n ?? 0);
}

export async function getVideo(db: Database, id: number): Promise<Video | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row ?? null;
}

// The spec cuts the description to 200 characters on save, whatever the form sent.
const clip = (values: VideoValues): VideoValues => ({
  ...values,
  description: values.description ? values.description.slice(0, VIDEO_DESCRIPTION_MAX) : null,
});

export async function createVideo(db: Database, values: VideoValues): Promise<Video> {
  const [row] = await db.insert(videos).values(clip(values)).returning();
  return row!;
}

export async function updateVideo(
  db: Database,
  id: number,
  values: VideoValues,
): Promise<Video | null> {
  const [row] = await db.update(videos).set(clip(values)).where(eq(videos.id, id)).returning();
  return row ?? null;
}

export async function deleteVideo(db: Database, id: number): Promise<Video | null> {
  const [row] = await db.delete(videos).where(eq(videos.id, id)).returning();
  return row ?? null;
}
