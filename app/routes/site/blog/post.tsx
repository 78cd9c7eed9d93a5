import { data, redirect } from "react-router";
import { PostNotFound } from "~/components/blog/post-not-found";
import { PostPage } from "~/components/blog/post-page";
import { categoryPath, parsePostParam, postPath } from "~/domain/blog";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/domain/structured-data";
import { postCommentUrl, postPageView } from "~/models/blog-post-page.server";
import { getPublishedPost, listRelatedPosts, type PostSummary } from "~/models/blog-posts.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import { htmlToPlainText } from "~/server/sanitize.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/post";
import { BLOG_CACHE_CONTROL, blogHeaders, blogMeta } from "./shared";

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
  const description = post.excerpt.trim() || htmlToPlainText(post.contentHtml);
  const seo = buildSeo(app, brandName, {
    path: canonicalPath,
    title: `${post.title} | Blog ${brandName}`,
    description,
    image: post.imageUrl,
    imageAlt: post.title,
    type: "article",
    keywords: [post.category, ...post.tags].join(", "),
    jsonLd: [
      blogPostingJsonLd(origin, settings, {
        path: canonicalPath,
        headline: post.title,
        description,
        image: post.imageUrl,
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        author: post.author,
        section: post.category,
        keywords: post.tags.join(", "),
      }),
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
      post: postPageView(post, brandName),
      related,
      commentUrl: postCommentUrl(settings),
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
  return <PostPage post={post} related={related} brandName={brandName} commentUrl={commentUrl} />;
}

/** Missing, unpublished or failing post: the spec's message, with the error's status. */
export function ErrorBoundary() {
  return <PostNotFound />;
}
