import type { PostSummary } from "~/models/blog-posts.server";
import { PostCard } from "./post-card";

/** The card grid of category pages, search results and related posts. */
export function PostGrid({
  posts,
  highlight,
  headingLevel = 2,
  eagerCount = 0,
  label,
}: {
  posts: PostSummary[];
  highlight?: readonly string[];
  headingLevel?: 2 | 3;
  /** How many of the first cards load their image at once. */
  eagerCount?: number;
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <li key={post.id}>
          <PostCard
            post={post}
            highlight={highlight}
            headingLevel={headingLevel}
            eager={i < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
