/**
 * The view of a post page, built one way for the public post page and for the staff preview, so
 * both render the same article: the content as stored (sanitised when saved), the author (or the
 * brand), the reading time and where 'Comentar' leads.
 */
import type { SanitizedHtml } from "~/domain/sanitized-html";
import type { PublicSiteSettings } from "~/models/site-settings.server";
import { formatPtBrDate, postAuthor } from "~/domain/blog";
import { postReadingTime, type PostSummary } from "./blog-posts.server";

/** The card's fields of the post (but its address) and what only its page shows. */
export type PostPageView = Omit<PostSummary, "slug"> & {
  updatedAt: string;
  tags: string[];
  author: string;
  readingTime: number;
  html: SanitizedHtml;
};

type PostFields = {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  tags: string[] | null;
  author: string | null;
  readingTime: number | null;
  contentHtml: SanitizedHtml;
};

export function postPageView(post: PostFields, brandName: string): PostPageView {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    imageUrl: post.imageUrl,
    createdAt: new Date(post.createdAt).toISOString(),
    createdLabel: formatPtBrDate(post.createdAt),
    updatedAt: new Date(post.updatedAt).toISOString(),
    tags: post.tags ?? [],
    author: postAuthor(post.author, brandName),
    readingTime: postReadingTime(post),
    html: post.contentHtml,
  };
}

/** 'Comentar' leads to the brand's Instagram, else to its contact e-mail. */
export function postCommentUrl(
  settings: Pick<PublicSiteSettings, "instagramUrl" | "contactEmail">,
) {
  return settings.instagramUrl || `mailto:${settings.contactEmail}`;
}
