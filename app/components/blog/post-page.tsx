/**
 * A blog post as visitors read it: header, cover, content, topics, author, comments and related
 * posts. The public post page and the staff preview render this same component, so the preview
 * is the public page (the preview adds only its notice above the site header).
 */
import { CalendarDays, Clock, MessageCircle, UserRound } from "lucide-react";
import { Link } from "react-router";
import { BackToBlog } from "./back-link";
import { searchHref } from "./blog-search-form";
import { PostCard } from "./post-card";
import { PostContent } from "./post-content";
import { PostImage } from "./post-image";
import { ReadingProgress } from "./reading-progress";
import { ShareButton } from "./share-button";
import { categoryPath } from "~/domain/blog";
import type { PostPageView } from "~/models/blog-post-page.server";
import type { PostSummary } from "~/models/blog-posts.server";
import { SectionTitle } from "~/components/ui/titled-section";

const CONTENT_ID = "conteudo-do-post";

export type PostPageProps = {
  post: PostPageView;
  related: PostSummary[];
  brandName: string;
  commentUrl: string;
};

export function PostPage({ post, related, brandName, commentUrl }: PostPageProps) {
  const external = /^https?:\/\//i.test(commentUrl);
  // Say where the button leads: the comments live on the brand's profile, not on this page.
  const commentLabel = /instagram\.com/i.test(commentUrl)
    ? "Comentar no Instagram"
    : external
      ? "Comentar"
      : "Comentar por e-mail";
  return (
    <main>
      <ReadingProgress targetId={CONTENT_ID} />
      <article>
        <header className="bg-gradient-to-b from-nude-100 to-white px-4 pt-8 pb-10">
          <div className="mx-auto flex max-w-3xl flex-col gap-5">
            <BackToBlog />
            <Link
              to={categoryPath(post.category)}
              className="self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-200"
            >
              {post.category}
            </Link>
            <h1 className="font-display text-3xl leading-tight font-bold text-neutral-900 md:text-5xl">
              {post.title}
            </h1>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-neutral-700">
              <span className="inline-flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-4 text-brand-600" />
                <span>
                  <span className="sr-only">Autor: </span>
                  {post.author}
                </span>
              </span>
              <span className="inline-flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
                <time dateTime={post.createdAt}>{post.createdLabel}</time>
              </span>
              <span className="inline-flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 text-brand-600" />
                {post.readingTime} min de leitura
              </span>
              <span className="sm:ml-auto">
                <ShareButton title={post.title} text={post.excerpt} />
              </span>
            </div>
          </div>
        </header>

        <div className="mx-auto max-w-4xl px-4">
          <div className="aspect-[40/21] overflow-hidden rounded-3xl bg-brand-50 shadow-sm">
            <PostImage
              src={post.imageUrl}
              category={post.category}
              eager
              className="h-full w-full object-cover"
            />
          </div>
        </div>

        <div id={CONTENT_ID} className="mx-auto max-w-3xl px-4 py-10">
          {post.excerpt ? (
            <p className="mb-8 border-l-4 border-brand-500 pl-4 text-xl leading-relaxed text-neutral-700 italic">
              {post.excerpt}
            </p>
          ) : null}
          <PostContent html={post.html} />

          {post.tags.length > 0 ? (
            <section aria-labelledby="topicos" className="mt-10 border-t border-neutral-200 pt-6">
              <h2
                id="topicos"
                className="mb-3 font-display text-base font-semibold text-neutral-700"
              >
                Tópicos
              </h2>
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={searchHref(tag)}
                      className="inline-block rounded-full border border-brand-200 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <aside
            aria-label="Sobre o autor"
            className="mt-10 flex items-center gap-4 rounded-2xl bg-nude-50 p-6"
          >
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 font-display text-2xl font-bold text-white"
            >
              {post.author.charAt(0).toUpperCase()}
            </span>
            <div>
              <p className="font-semibold text-neutral-900">{post.author}</p>
              <p className="text-sm text-neutral-700">
                Conteúdo escrito com carinho pela equipe de beleza da {brandName}, que testa
                produtos e acompanha as tendências para você.
              </p>
            </div>
          </aside>

          <section
            aria-labelledby="comentarios"
            className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-brand-100 p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="comentarios" className="font-display text-lg font-semibold text-neutral-900">
                Gostou deste post?
              </h2>
              <p className="text-sm text-neutral-700">
                Conte para a gente o que você achou e quais temas quer ver por aqui.
              </p>
            </div>
            <a
              href={commentUrl}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {commentLabel}
              {external ? <span className="sr-only"> (abre em uma nova aba)</span> : null}
            </a>
          </section>
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="relacionados" className="bg-nude-50 px-4 py-14">
          <div className="mx-auto max-w-6xl">
            <SectionTitle id="relacionados" className="mb-6">
              Posts Relacionados
            </SectionTitle>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </main>
  );
}
