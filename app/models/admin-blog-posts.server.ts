/**
 * Staff access to blog posts: every post, drafts included. created_at is set once
 * on create; updated_at moves on every update. Every change is audited (staffChange).
 */
import { desc, eq } from "drizzle-orm";
import { blogPosts, media, type BlogPost } from "#db/schema";
import { changedFields } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import { auditEntries } from "./staff-audit-entry.server";
import { staffChange, type StaffActor } from "./staff-change.server";

export type AdminPostRow = {
  id: number;
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

export type PostValues = {
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  category: string;
  imageUrl: string;
  readingTime: number;
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

/** A saved or removed post, with the stored cover it left behind (its file can go). */
export type PostChange = { post: BlogPost; freedCover: string | null };

/**
 * The old cover is freed when it is no longer the cover and the text does not show it either
 * (a cover also used inside the post's text stays stored).
 */
function freedCover(oldCover: string | null, newCover: string | null, text: string) {
  return oldCover && oldCover !== newCover && !text.includes(oldCover) ? oldCover : null;
}

/** Adds a post (draft, published or scheduled as its values say), audited. */
export async function createPost(
  db: Database,
  by: StaffActor,
  values: PostValues,
): Promise<BlogPost> {
  const now = new Date();
  return staffChange(
    db,
    by,
    async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },
    (row) => audit("create", row, Object.keys(values)),
  );
}

/**
 * Saves an edited post (its text, cover, publishing or schedule), audited with the fields that
 * changed; null when it no longer exists. The freed cover's file is the caller's to delete once
 * this has resolved.
 */
export async function updatePost(
  db: Database,
  by: StaffActor,
  id: number,
  values: PostValues,
): Promise<PostChange | null> {
  return staffChange(
    db,
    by,
    async (tx) => {
      const before = await getPostForAdmin(tx, id);
      if (!before) return null;
      const [post] = await tx
        .update(blogPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!post) return null;
      const fields = changedFields(before, values);
      return {
        post,
        fields,
        freedCover: freedCover(before.imageUrl, post.imageUrl, post.contentHtml),
      };
    },
    (change) => change && audit("update", change.post, change.fields),
  );
}

/** Removes a post, audited; null when it no longer exists. */
export async function deletePost(
  db: Database,
  by: StaffActor,
  id: number,
): Promise<PostChange | null> {
  return staffChange(
    db,
    by,
    async (tx) => {
      const [post] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      return post ? { post, freedCover: freedCover(post.imageUrl, null, post.contentHtml) } : null;
    },
    (change) => change && audit("delete", change.post),
  );
}

/** Whether an image address is one of our uploads (a cover must be, or stay what it was). */
export async function isUploadedImage(db: Database, url: string): Promise<boolean> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.url, url)).limit(1);
  return Boolean(row);
}
