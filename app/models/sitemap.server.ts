import { and, desc, eq, max, sql } from "drizzle-orm";
import { blogPosts, stores } from "#db/schema";
import { categoryFromSlug, categoryPath, categorySlug, postPath } from "~/domain/blog";
import { STATIC_SITEMAP_PAGES, type SitemapEntry } from "~/domain/sitemap";
import type { Database } from "~/server/db.server";
import { postIsPublic } from "./publish-window.server";
import { listDirectoryIndex } from "./store-directory.server";

/**
 * Every public URL: the fixed pages, the store directory's state and city pages, active stores
 * (/{slug}), published posts and the blog categories that have published posts. Drafts and
 * inactive stores never appear.
 */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [storeRows, postRows, categoryRows, directory] = await Promise.all([
    db
      .select({ slug: stores.slug, updatedAt: stores.updatedAt })
      .from(stores)
      .where(eq(stores.active, true))
      .orderBy(stores.name, stores.id),
    db
      .select({ id: blogPosts.id, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(postIsPublic())
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)),
    db
      .select({ category: blogPosts.category, updatedAt: max(blogPosts.updatedAt) })
      .from(blogPosts)
      .where(and(postIsPublic(), sql`${blogPosts.category} <> ''`))
      .groupBy(blogPosts.category),
    listDirectoryIndex(db),
  ]);

  // Categories are free text in old rows: keep only those the blog's category pages know, and
  // merge spelling variants ('skincare', 'Skincare') into one URL with the newest date.
  const categories = new Map<string, SitemapEntry>();
  for (const row of categoryRows) {
    const category = categoryFromSlug(categorySlug(row.category));
    if (!category) continue;
    const path = categoryPath(category);
    const previous = categories.get(path)?.lastModified;
    const lastModified =
      previous instanceof Date && row.updatedAt && previous > new Date(row.updatedAt)
        ? previous
        : row.updatedAt
          ? new Date(row.updatedAt)
          : null;
    categories.set(path, { path, lastModified, changeFrequency: "weekly", priority: 0.5 });
  }

  const directoryPages = directory.flatMap((state): SitemapEntry[] => [
    { path: state.path, lastModified: null, changeFrequency: "weekly", priority: 0.7 },
    ...state.cities.map((city): SitemapEntry => ({
      path: city.path,
      lastModified: null,
      changeFrequency: "weekly",
      priority: 0.7,
    })),
  ]);

  return [
    ...STATIC_SITEMAP_PAGES,
    ...directoryPages,
    ...storeRows.map((s): SitemapEntry => ({
      path: `/${s.slug}`,
      lastModified: s.updatedAt,
      changeFrequency: "weekly",
      priority: 0.8,
    })),
    ...postRows.map((p): SitemapEntry => ({
      path: postPath(p),
      lastModified: p.updatedAt,
      changeFrequency: "monthly",
      priority: 0.6,
    })),
    ...categories.values(),
  ];
}
