import { data, isRouteErrorResponse, redirect, useNavigation, useParams } from "react-router";
import { BlogListPage } from "~/components/blog/blog-list-page";
import { Pagination } from "~/components/blog/pagination";
import { PostGrid } from "~/components/blog/post-grid";
import { StatusCard } from "~/components/blog/status-card";
import { categoryFromSlug, categoryPath } from "~/domain/blog";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import { BLOG_PAGE_SIZE, listPostsByCategory } from "~/models/blog-posts.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/category";
import { blogHeaders, blogMeta, blogResponse, pageOf, pagesOrRedirect } from "./shared";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const category = categoryFromSlug(params.category);
  if (!category) throw data({ reason: "unknown-category" }, { status: 404 });

  // 'hidratação', 'HIDRATACAO' and 'hidratacao' are one page: /blog/categoria/hidratacao.
  // (`url` is the page address; request.url of a client navigation ends in .data.)
  const canonicalPath = categoryPath(category);
  if (url.pathname !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);

  const page = pageOf(url);
  const [settings, result] = await Promise.all([
    getSiteSettings(app.db),
    listPostsByCategory(app.db, category, { page }).catch((error: unknown) => {
      app.logger.error({ err: error, category }, "blog category failed");
      return null;
    }),
  ]);
  if (!result) throw blogResponse({ reason: "failed" }, { failed: true });
  const pageCount = pagesOrRedirect(url, page, result.total, BLOG_PAGE_SIZE);

  const brandName = settings.brandName;
  const path = page > 1 ? `${canonicalPath}?page=${page}` : canonicalPath;
  const seo = buildSeo(app, brandName, {
    path,
    title: `${category}${page > 1 ? ` - página ${page}` : ""} | Blog ${brandName}`,
    description: `Posts sobre ${category.toLowerCase()} no blog ${brandName}: dicas, tendências e cuidados de beleza.`,
    jsonLd: [
      breadcrumbJsonLd(app.env.PUBLIC_SITE_URL, [
        { name: "Início", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: category, path: canonicalPath },
      ]),
    ],
  });
  return blogResponse({
    brandName,
    category,
    posts: result.posts,
    total: result.total,
    page,
    pageCount,
    seo,
  });
}

export const meta = ({ data, error }: Route.MetaArgs) =>
  data
    ? blogMeta(data)
    : [
        {
          title:
            isRouteErrorResponse(error) && error.status === 404
              ? "Categoria não encontrada"
              : "Não foi possível carregar os posts",
        },
        { name: "robots", content: "noindex" },
      ];

export const headers = blogHeaders;

/** 'dicas-rapidas' -> 'Dicas rapidas': the heading of an address that names no category. */
function headingFromSlug(slug: string | undefined): string {
  let text = slug ?? "";
  try {
    text = decodeURIComponent(text);
  } catch {
    // Keep the raw text.
  }
  text = text.replace(/[-_]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function CategoryLayout({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <BlogListPage eyebrow="Categoria" heading={heading}>
      {children}
    </BlogListPage>
  );
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, posts, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/blog/categoria/");
  const heading = category.charAt(0).toUpperCase() + category.slice(1);
  return (
    <CategoryLayout heading={heading}>
      {loading ? (
        <StatusCard tone="loading" title="Carregando posts..." />
      ) : posts.length === 0 ? (
        <StatusCard
          tone="empty"
          title="Nenhum post encontrado nesta categoria."
          detail="Tente buscar por outra categoria ou volte para o blog."
        />
      ) : (
        <>
          <p className="mb-6 text-sm text-neutral-700">
            {total === 1 ? "1 post" : `${total} posts`}
            {pageCount > 1 ? ` · página ${page} de ${pageCount}` : ""}
          </p>
          <PostGrid posts={posts} eagerCount={3} label={`Posts de ${category}`} />
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(p) =>
              p > 1 ? `${categoryPath(category)}?page=${p}` : categoryPath(category)
            }
          />
        </>
      )}
    </CategoryLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const params = useParams();
  const category = categoryFromSlug(params.category);
  const heading = category ?? headingFromSlug(params.category);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <CategoryLayout heading={heading}>
        <StatusCard
          tone="empty"
          title="Nenhum post encontrado nesta categoria."
          detail="Tente buscar por outra categoria ou volte para o blog."
        />
      </CategoryLayout>
    );
  }
  return (
    <CategoryLayout heading={heading}>
      <StatusCard
        tone="error"
        title="Não foi possível carregar os posts."
        detail="O servidor não respondeu como esperado. Tente novamente em instantes."
      />
    </CategoryLayout>
  );
}
