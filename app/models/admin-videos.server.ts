/** Staff access to the YouTube videos: listed by order, created, edited, deleted. */
import { asc, desc } from "drizzle-orm";
import { videos, type Video } from "#db/schema";
import { VIDEO_DESCRIPTION_MAX } from "~/domain/content-schemas";
import type { Database } from "~/server/db.server";
import { auditedCollection } from "./audited-collection.server";
import type { ExpectedVersion } from "./edit-version.server";
import type { StaffActor } from "./staff-change.server";

export type AdminVideo = Omit<Video, "addedAt" | "updatedAt"> & { addedAt: string };

export type VideoValues = {
  url: string;
  youtubeId: string;
  title: string;
  description: string | null;
  /** Where it goes in the order; a new video without one goes last, an edited one stays put. */
  position?: number;
};

/** The home's order: position, then the newest first, as the public list reads it. */
const videoOrder = [asc(videos.position), desc(videos.addedAt), asc(videos.id)];

const records = auditedCollection<Video>({
  table: videos,
  entity: "video",
  label: (video) => video.title,
  order: videoOrder,
});

/** The list's version as its screen shows it (see edit-version.server.ts). */
export const videoListVersion = records.version;

export async function listVideosForAdmin(db: Database): Promise<AdminVideo[]> {
  const rows = await db
    .select()
    .from(videos)
    .orderBy(...videoOrder);
  return rows.map(({ updatedAt: _updatedAt, ...r }) => ({
    ...r,
    addedAt: new Date(r.addedAt).toISOString(),
  }));
}

/**
 * One video as it is now; removing one shown at a version (StaleEdit when it changed since);
 * moving one a place up or down the home's order shown at a list version (StaleEdit when it
 * changed since; audited when it moved). Null when it is gone.
 */
export const { find: getVideo, remove: deleteVideo, move: moveVideo } = records;

// The spec cuts the description to 200 characters on save, whatever the form sent.
const clip = (values: VideoValues): VideoValues => ({
  ...values,
  description: values.description ? values.description.slice(0, VIDEO_DESCRIPTION_MAX) : null,
});

/** Adds a video (last in the order unless a position is given), audited. */
export async function createVideo(
  db: Database,
  by: StaffActor,
  values: VideoValues,
): Promise<Video> {
  return records.add(db, by, clip(values), values.position);
}

/** Saves a video edited from `version` (StaleEdit when it changed since); null when it is gone. */
export async function updateVideo(
  db: Database,
  by: StaffActor,
  id: number,
  values: VideoValues,
  version?: ExpectedVersion,
): Promise<Video | null> {
  return (await records.update(db, by, id, clip(values), { version }))?.row ?? null;
}
