import type { ReactNode } from "react";
import { SectionTitle } from "~/components/ui/titled-section";
import { PostCard } from "./post-card";
import { StatusCard } from "./status-card";

/** A list of posts loaded on its own: it may have failed without taking the page down. */
export type PostListResult<P = CardPost> = { ok: true; posts: P[] } | { ok: false };

/**
 * A titled band of the blog's home page with its posts as cards, or the message of its own
 * failure or of an empty list; `children` comes after the list (links to more).
 */
type CardPost = Parameters<typeof PostCard>[0]["post"];

const ERROR_DETAIL = "O servidor não respondeu como esperado. Tente novamente em instantes.";

export function PostListSection({
  id,
  title,
  className,
  result,
  failedTitle,
  emptyTitle,
  listClassName,
  large = false,
  children,
}: {
  id: string;
  title: string;
  className: string;
  result: PostListResult;
  failedTitle: string;
  emptyTitle: string;
  listClassName: string;
  /** Large cards, the first one loaded at once (it is in view when the page opens). */
  large?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-6xl">
        <SectionTitle id={id} className="mb-6">
          {title}
        </SectionTitle>
        {!result.ok ? (
          <StatusCard tone="error" title={failedTitle} detail={ERROR_DETAIL} />
        ) : result.posts.length === 0 ? (
          <StatusCard tone="empty" title={emptyTitle} />
        ) : (
          <ul className={listClassName}>
            {result.posts.map((post, i) => (
              <li key={post.id}>
                <PostCard post={post} eager={large && i === 0} size={large ? "large" : "default"} />
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </section>
  );
}
