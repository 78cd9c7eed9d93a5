/** Staff access to the YouTube videos: listed by order, created, edited, deleted. */
import { asc, desc, eq, sql } from "drizzle-orm";
import { videos, type Video } from "#db/schema";
import { VIDEO_DESCRIPTION_MAX } from "~/domain/content-schemas";
import { changeDetails } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import {
  expectVersion,
  nextVersion,
  readListVersion,
  type ExpectedVersion,
} from "./edit-version.server";
import { moveAudited, type MoveDirection } from "./ordering.server";
import { auditEntries } from "./staff-audit-entry.server";
import { staffChange, type StaffActor } from "./staff-change.server";

export type AdminVideo = Omit<Video, "addedAt" | "updatedAt"> & { addedAt: string };

export type VideoValues = {
  url: string;
  youtubeId: string;
  title: string;
  description: string | null;
  /** Where it goes in the order; a new video without one goes last, an edited one stays put. */
  position?: number;
};

const audit = auditEntries("video", (video: Video) => video.title);

/** The home's order: position, then the newest first, as the public list reads it. */
const videoOrder = [asc(videos.position), desc(videos.addedAt), asc(videos.id)];

/** The videos as the list screen shows them: their version covers order and every video. */
const videoList = { table: videos, order: videoOrder, target: { entity: "video" } };

/** The list's version (see edit-version.server.ts). */
export const videoListVersion = (db: Database) => readListVersion(db, videoList);

const videoTarget = (id: number) => ({ entity: "video", entityId: id });

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

export async function getVideo(db: Database, id: number): Promise<Video | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row ?? null;
}

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
  const position =
    values.position ??
    sql<number>`(select coalesce(max(${videos.position}) + 1, 0) from ${videos})`;
  return staffChange(
    db,
    by,
    async (tx) => {
      const [row] = await tx
        .insert(videos)
        .values({ ...clip(values), position })
        .returning();
      return row!;
    },
    (row) => audit("create", row, Object.keys(values)),
  );
}

/**
 * Moves a video one place up or down the home's order (see ordering.server.ts); a screen that
 * showed the list at another `version` throws StaleEdit.
 */
export async function moveVideo(
  db: Database,
  by: StaffActor,
  id: number,
  direction: MoveDirection,
  version?: string,
): Promise<boolean> {
  const { moved } = await moveAudited(
    db,
    by,
    { ...videoList, find: getVideo, entry: (video) => audit("update", video, ["position"]) },
    id,
    direction,
    version,
  );
  return moved;
}

/** The video, locked until the transaction ends and checked against the version it was opened at. */
async function lockVideo(tx: Database, id: number, version: ExpectedVersion) {
  const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for("update");
  if (row) expectVersion(row, version, videoTarget(id));
  return row ?? null;
}

/** Saves a video edited from `version` (StaleEdit when it changed since); null when it is gone. */
export async function updateVideo(
  db: Database,
  by: StaffActor,
  id: number,
  values: VideoValues,
  version?: ExpectedVersion,
): Promise<Video | null> {
  const { row } = await staffChange(
    db,
    by,
    async (tx) => {
      const before = await lockVideo(tx, id, version);
      if (!before) return { before, row: null };
      const [row] = await tx
        .update(videos)
        .set({ ...clip(values), ...nextVersion(videos) })
        .where(eq(videos.id, id))
        .returning();
      return { before, row: row ?? null };
    },
    ({ before, row }) =>
      before && row ? audit("update", row, changeDetails(before, clip(values))) : null,
  );
  return row;
}

/** Removes a video shown at `version` (StaleEdit when it changed since); null when it is gone. */
export async function deleteVideo(
  db: Database,
  by: StaffActor,
  id: number,
  version?: ExpectedVersion,
): Promise<Video | null> {
  return staffChange(
    db,
    by,
    async (tx) => {
      if (!(await lockVideo(tx, id, version))) return null;
      const [row] = await tx.delete(videos).where(eq(videos.id, id)).returning();
      return row ?? null;
    },
    (row) => (row ? audit("delete", row) : null),
  );
}
