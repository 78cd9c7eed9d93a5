import { CalendarDays, Clock, MessageCircle, UserRound } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { BackToBlog } from "~/components/blog/back-link";
import { searchHref } from "~/components/blog/blog-search-form";
import { PostCard } from "~/components/blog/post-card";
import { PostContent } from "~/components/blog/post-content";
import { PostImage } from "~/components/blog/post-image";
import { PostNotFound } from "~/components/blog/post-not-found";
import { ReadingProgress } from "~/components/blog/reading-progress";
import { ShareButton } from "~/components/blog/share-button";
import { categoryPath, formatPtBrDate, parsePostParam, postAuthor, postPath } from "~/domain/blog";
import { absoluteUrl, breadcrumbJsonLd } from "~/domain/seo";
import {
  getPublishedPost,
  listRelatedPosts,
  postReadingTime,
  type PostSummary,
} from "~/models/blog-posts.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import { htmlToPlainText, sanitizeRichText } from "~/server/sanitize.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/post";
import { BLOG_CACHE_CONTROL, blogHeaders, blogMeta } from "./shared";

const CONTENT_ID = "conteudo-do-post";

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const id = parsePostParam(params.post);
  if (id === null) notFound();
  const [settings, post] = await Promise.all([
    getSiteSettings(app.db),
    getPublishedPost(app.db, id),
  ]);
  if (!post) notFound();

  // One address per post: /blog/{id}-{slug}. Old /blog/{id} links and stale slugs move there.
  const canonicalPath = postPath(post);
  if (url.pathname !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);

  const related = await listRelatedPosts(app.db, post).catch((error: unknown) => {
    app.logger.warn({ err: error, postId: post.id }, "related posts failed");
    return [] as PostSummary[];
  });

  const brandName = settings.brandName;
  const origin = app.env.PUBLIC_SITE_URL;
  const html = sanitizeRichText(post.contentHtml);
  const author = postAuthor(post.author, brandName);
  const canonical = absoluteUrl(origin, canonicalPath);
  const description = post.excerpt.trim() || htmlToPlainText(html);
  const image = post.imageUrl ? absoluteUrl(origin, post.imageUrl) : null;
  const seo = buildSeo(app, brandName, {
    path: canonicalPath,
    title: `${post.title} | Blog ${brandName}`,
    description,
    image: post.imageUrl,
    imageAlt: post.title,
    type: "article",
    keywords: [post.category, ...post.tags].join(", "),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title.slice(0, 110),
        description,
        ...(image ? { image: [image] } : {}),
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        author: post.author?.trim()
          ? { "@type": "Person", name: author }
          : { "@type": "Organization", name: author, url: absoluteUrl(origin, "/") },
        publisher: {
          "@type": "Organization",
          name: brandName,
          url: absoluteUrl(origin, "/"),
          logo: { "@type": "ImageObject", url: absoluteUrl(origin, "/favicon.svg") },
        },
        mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
        articleSection: post.category,
        ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
        inLanguage: "pt-BR",
      },
      breadcrumbJsonLd(origin, [
        { name: "Início", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.category, path: categoryPath(post.category) },
        { name: post.title, path: canonicalPath },
      ]),
    ],
  });

  return data(
    {
      brandName,
      seo,
      post: {
        id: post.id,
        title: post.title,
        excerpt: post.excerpt,
        category: post.category,
        imageUrl: post.imageUrl,
        createdAt: post.createdAt,
        updatedAt: post.updatedAt,
        tags: post.tags,
        author,
        readingTime: postReadingTime(post),
        html,
      },
      related,
      commentUrl: settings.instagramUrl || `mailto:${settings.contactEmail}`,
    },
    { headers: { "Cache-Control": BLOG_CACHE_CONTROL } },
  );
}

export const meta = ({ data }: Route.MetaArgs) => {
  if (!data) return [{ title: "Post não encontrado" }, { name: "robots", content: "noindex" }];
  return blogMeta(data, [
    { property: "article:published_time", content: data.post.createdAt },
    { property: "article:modified_time", content: data.post.updatedAt },
    { property: "article:section", content: data.post.category },
    ...data.post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ]);
};

export const headers = blogHeaders;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, brandName, commentUrl } = loaderData;
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
                <time dateTime={post.createdAt}>{formatPtBrDate(post.createdAt)}</time>
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
            <h2 id="relacionados" className="mb-6 font-display text-3xl font-bold text-neutral-900">
              Posts Relacionados
            </h2>
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

/** Missing, unpublished or failing post: the spec's message, with the error's status. */
export function ErrorBoundary() {
  return <PostNotFound />;
}
