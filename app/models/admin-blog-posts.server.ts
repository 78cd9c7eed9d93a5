/**
 * Staff access to blog posts: every post, drafts included. created_at is set once
 * on create; updated_at moves on every update. Every change is audited (staffChange).
 */
import { desc, eq } from "drizzle-orm";
import { blogPosts, media as mediaTable, type BlogPost, type Media } from "#db/schema";
import { htmlToText, readingTimeMinutes } from "~/domain/blog";
import { BLOG_CONTENT_MIN } from "~/domain/content-schemas";
import { changeDetails } from "~/server/audit.server";
import { rowExists, type Database } from "~/server/db.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import type { StoredImageFiles, UploadServices } from "~/server/uploads.server";
import { expectVersion, nextVersion, type ExpectedVersion } from "./edit-version.server";
import { auditEntries } from "./staff-audit-entry.server";
import { staffChange, staffChangeWithImages, type StaffActor } from "./staff-change.server";

export type AdminPostRow = {
  id: number;
  version: number;
  slug: string;
  title: string;
  category: string;
  published: boolean;
  /** When a published post becomes public (ISO), or null: at once. */
  publishAt: string | null;
  /** Published, but its publishing time is still to come. */
  scheduled: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A post as staff send it: `contentHtml` as typed (the model sanitises it). */
export type PostValues = {
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  category: string;
  /** The cover's address, unless an image is stored for the save. */
  imageUrl: string;
  /** Null: computed from the text. */
  readingTime: number | null;
  published: boolean;
  publishAt: Date | null;
  author: string | null;
  tags: string[];
  seoDescription: string | null;
};

export async function listPostsForAdmin(db: Database): Promise<AdminPostRow[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      version: blogPosts.version,
      slug: blogPosts.slug,
      title: blogPosts.title,
      category: blogPosts.category,
      published: blogPosts.published,
      publishAt: blogPosts.publishAt,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map((r) => ({
    ...r,
    publishAt: r.publishAt ? new Date(r.publishAt).toISOString() : null,
    scheduled: r.published && r.publishAt !== null && new Date(r.publishAt).getTime() > Date.now(),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  }));
}

export async function getPostForAdmin(db: Database, id: number): Promise<BlogPost | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

const audit = auditEntries("blog_post", (post: BlogPost) => post.title);

/** A post the model refuses, with the form field to say it beside. */
export class PostRefused extends Error {
  override name = "PostRefused";
  constructor(
    readonly field: "content" | "image",
    message: string,
  ) {
    super(message);
  }
}

/** A saved or removed post, with the stored cover it left behind (its file can go). */
export type PostChange = { post: BlogPost; freedCover: string | null };

/**
 * The old cover is freed when it is no longer the cover and the text does not show it either
 * (a cover also used inside the post's text stays stored).
 */
function freedCover(oldCover: string | null, newCover: string | null, text: string) {
  return oldCover && oldCover !== newCover && !text.includes(oldCover) ? oldCover : null;
}

/**
 * What a save stores: the text sanitised here (whatever the caller sent), long enough once
 * sanitised, and the reading time computed from it when none was given.
 */
function storedPost(values: PostValues) {
  const contentHtml = sanitizeRichText(values.contentHtml);
  const tooShort = htmlToText(contentHtml).length < BLOG_CONTENT_MIN;
  return {
    tooShort,
    row: {
      ...values,
      contentHtml,
      readingTime: values.readingTime ?? readingTimeMinutes(null, contentHtml),
    },
  };
}

/**
 * The cover a save keeps: an image stored for it (`cover`, its media row written now), else the
 * address sent, which must be one of our uploads or the post's current cover (no hot-linking).
 */
async function coverOf(
  tx: Database,
  media: Media | null,
  imageUrl: string,
  current: string | null,
): Promise<string> {
  if (media) return media.url;
  if (imageUrl && (imageUrl === current || (await isUploadedImage(tx, imageUrl)))) return imageUrl;
  throw new PostRefused("image", "Selecione uma imagem de capa");
}

const contentTooShort = () =>
  new PostRefused("content", `O conteúdo precisa ter pelo menos ${BLOG_CONTENT_MIN} caracteres`);

/**
 * Adds a post (draft, published or scheduled as its values say), audited. `cover`: an image
 * stored for it (its media row is written in the same transaction, its files removed if the
 * post is not saved). Throws PostRefused for a text too short once sanitised or a foreign cover.
 */
export async function createPost(
  app: UploadServices,
  by: StaffActor,
  values: PostValues,
  cover: StoredImageFiles | null = null,
): Promise<BlogPost> {
  const { tooShort, row } = storedPost(values);
  const now = new Date();
  return staffChangeWithImages(
    app,
    by,
    [cover],
    async (tx, [media]) => {
      if (tooShort) throw contentTooShort();
      const imageUrl = await coverOf(tx, media ?? null, values.imageUrl, null);
      const [post] = await tx
        .insert(blogPosts)
        .values({ ...row, imageUrl, createdAt: now, updatedAt: now })
        .returning();
      return post!;
    },
    (post) => audit("create", post, Object.keys(values)),
  );
}

/**
 * Saves an edited post (its text, cover, publishing or schedule) opened at `version`, audited
 * with the fields that changed; null when it no longer exists. Throws StaleEdit when it was
 * saved by someone else since, PostRefused as createPost. The freed cover's file is the
 * caller's to delete once this has resolved.
 */
export async function updatePost(
  app: UploadServices,
  by: StaffActor,
  id: number,
  values: PostValues,
  options: { version?: ExpectedVersion; cover?: StoredImageFiles | null } = {},
): Promise<PostChange | null> {
  const { tooShort, row } = storedPost(values);
  return staffChangeWithImages(
    app,
    by,
    [options.cover ?? null],
    async (tx, [media]) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) return null;
      expectVersion(before, options.version, { entity: "blog_post", entityId: id });
      if (tooShort) throw contentTooShort();
      const imageUrl = await coverOf(tx, media ?? null, values.imageUrl, before.imageUrl);
      const saved = { ...row, imageUrl };
      const [post] = await tx
        .update(blogPosts)
        .set({ ...saved, ...nextVersion(blogPosts), updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      return {
        post: post!,
        fields: changeDetails(before, saved),
        freedCover: freedCover(before.imageUrl, post!.imageUrl, post!.contentHtml),
      };
    },
    (change) => change && audit("update", change.post, change.fields),
  );
}

/**
 * Removes a post, audited; null when it no longer exists. Throws StaleEdit when the list showed
 * it at another `version`.
 */
export async function deletePost(
  db: Database,
  by: StaffActor,
  id: number,
  version?: ExpectedVersion,
): Promise<PostChange | null> {
  return staffChange(
    db,
    by,
    async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) return null;
      expectVersion(before, version, { entity: "blog_post", entityId: id });
      const [post] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      return post ? { post, freedCover: freedCover(post.imageUrl, null, post.contentHtml) } : null;
    },
    (change) => change && audit("delete", change.post),
  );
}

/** Whether an image address is one of our uploads (a cover must be, or stay what it was). */
export async function isUploadedImage(db: Database, url: string): Promise<boolean> {
  return rowExists(db, mediaTable, eq(mediaTable.url, url));
}
