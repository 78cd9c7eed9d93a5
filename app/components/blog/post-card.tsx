import { Link } from "react-router";
import { categoryPath, postPath } from "~/domain/blog";
import type { PostSummary } from "~/models/blog-posts.server";
import { HighlightedText } from "./highlighted-text";
import { PostImage } from "./post-image";

type PostCardProps = {
  post: PostSummary;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3;
  /** Word beginnings to highlight in the excerpt (search results). */
  highlight?: readonly string[];
  /** Load the image at once (the first cards of a page, above the fold). */
  eager?: boolean;
  size?: "default" | "large";
};

/** Image, category badge, pt-BR date, title, excerpt clamped to 3 lines and 'Ler mais'. */
export function PostCard({
  post,
  headingLevel = 3,
  highlight,
  eager = false,
  size = "default",
}: PostCardProps) {
  const href = postPath(post);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[40/21] overflow-hidden bg-brand-50">
        <PostImage
          src={post.imageUrl}
          category={post.category}
          eager={eager}
          className="h-full w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className={`flex flex-1 flex-col gap-3 ${size === "large" ? "p-6" : "p-5"}`}>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <Link
            to={categoryPath(post.category)}
            className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-200"
          >
            {post.category}
          </Link>
          <time dateTime={post.createdAt} className="text-neutral-600">
            {post.createdLabel}
          </time>
        </div>
        <Heading
          className={`font-display font-bold text-neutral-900 ${size === "large" ? "text-2xl" : "text-xl"}`}
        >
          <Link to={href} className="hover:text-brand-700">
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm leading-relaxed text-neutral-700">
          <HighlightedText text={post.excerpt} terms={highlight} />
        </p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:text-brand-900"
        >
          Ler mais<span className="sr-only">: {post.title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
