/**
 * /blog/pagina/{n}: the older published posts, newest first, after the six on /blog. Page 1 is
 * /blog itself; a page past the last one is not found.
 */
import { data, redirect } from "react-router";
import { BlogListPage } from "~/components/blog/blog-list-page";
import { Pagination } from "~/components/blog/pagination";
import { PostGrid } from "~/components/blog/post-grid";
import {
  blogPageCount,
  blogPageHref,
  blogPageOffset,
  OLDER_POSTS_PAGE_SIZE,
  parseBlogPage,
} from "~/domain/blog-pages";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import { countPublishedPosts, listLatestPosts } from "~/models/blog-posts.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/page";
import { BLOG_CACHE_CONTROL, blogHeaders, blogMeta, NO_STORE } from "./shared";

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  if (params.page === "1") throw redirect("/blog", 301);
  const page = parseBlogPage(params.page);
  if (page === null) throw data(null, { status: 404 });

  const loaded = await Promise.all([
    getSiteSettings(app.db),
    countPublishedPosts(app.db),
    listLatestPosts(app.db, { limit: OLDER_POSTS_PAGE_SIZE, offset: blogPageOffset(page) }),
  ]).catch((error: unknown) => {
    app.logger.error({ err: error, page }, "blog page failed");
    throw data(null, { status: 503, headers: { "Cache-Control": NO_STORE } });
  });
  const [settings, total, posts] = loaded;
  const pageCount = blogPageCount(total);
  if (page > pageCount || posts.length === 0) throw data(null, { status: 404 });

  const brandName = settings.brandName;
  const path = blogPageHref(page);
  const seo = buildSeo(app, brandName, {
    path,
    title: `Posts - página ${page} | Blog ${brandName}`,
    description: `Página ${page} dos posts do blog ${brandName}: dicas de beleza, skincare, maquiagem e cabelos.`,
    jsonLd: [
      breadcrumbJsonLd(app.env.PUBLIC_SITE_URL, [
        { name: "Início", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: `Página ${page}`, path },
      ]),
    ],
  });
  return data(
    { brandName, page, pageCount, total, posts, seo },
    { headers: { "Cache-Control": BLOG_CACHE_CONTROL } },
  );
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? blogMeta(data)
    : [{ title: "Página não encontrada" }, { name: "robots", content: "noindex" }];
export const headers = blogHeaders;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, pageCount, total, posts } = loaderData;
  return (
    <BlogListPage
      heading="Mais posts"
      aside={
        <p className="text-sm text-neutral-700">
          {total} posts · página {page} de {pageCount}
        </p>
      }
    >
      <PostGrid posts={posts} eagerCount={3} label={`Posts da página ${page}`} />
      <Pagination page={page} pageCount={pageCount} hrefFor={blogPageHref} />
    </BlogListPage>
  );
}
