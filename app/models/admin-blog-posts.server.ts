/**
 * Staff access to blog posts: every post, drafts included. created_at is set once
 * on create; updated_at moves on every update.
 */
import { desc, eq } from "drizzle-orm";
import { blogPosts, media, type BlogPost } from "#db/schema";
import type { Database } from "~/server/db.server";

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

export async function createPost(db: Database, values: PostValues): Promise<BlogPost> {
  const now = new Date();
  const [row] = await db
    .insert(blogPosts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePost(
  db: Database,
  id: number,
  values: PostValues,
): Promise<BlogPost | null> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row ?? null;
}

export async function deletePost(db: Database, id: number): Promise<BlogPost | null> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row ?? null;
}

/** Whether an image address is one of our uploads (a cover must be, or stay what it was). */
export async function isUploadedImage(db: Database, url: string): Promise<boolean> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.url, url)).limit(1);
  return Boolean(row);
}
