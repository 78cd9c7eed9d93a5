import { asc, desc, eq } from "drizzle-orm";
import { videos } from "#db/schema";
import { rowExists, type Database } from "~/server/db.server";

export type PublicVideo = {
  id: number;
  youtubeId: string;
  title: string;
  description: string | null;
};

/** The home tutorials: videos in the order staff gave them, newest first on ties. */
export async function listPublicVideos(db: Database, limit = 6): Promise<PublicVideo[]> {
  return db
    .select({
      id: videos.id,
      youtubeId: videos.youtubeId,
      title: videos.title,
      description: videos.description,
    })
    .from(videos)
    .orderBy(asc(videos.position), desc(videos.addedAt), asc(videos.id))
    .limit(limit);
}

/** Whether a video with this YouTube id is on the site (the thumbnail route serves no others). */
export async function hasVideo(db: Database, youtubeId: string): Promise<boolean> {
  return rowExists(db, videos, eq(videos.youtubeId, youtubeId));
}
