import { useNavigation } from "react-router";
import {
  BlogSearchForm,
  POPULAR_TERMS,
  SEARCH_PATH,
  searchHref,
} from "~/components/blog/blog-search-form";
import { BlogListPage } from "~/components/blog/blog-list-page";
import { Pagination } from "~/components/blog/pagination";
import { PostGrid } from "~/components/blog/post-grid";
import { StatusCard } from "~/components/blog/status-card";
import {
  BLOG_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  searchPosts,
  termsWithResults,
  type SearchResults,
} from "~/models/blog-posts.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import { buildSeo } from "~/server/seo.server";
import { queryText } from "~/domain/text-input";
import type { Route } from "./+types/search";
import { blogHeaders, blogMeta, blogResponse, pageOf, pagesOrRedirect } from "./shared";

const EMPTY: SearchResults = { posts: [], total: 0, terms: [] };

export async function loader({ url, context }: Route.LoaderArgs) {
  const app = getApp(context);
  // Control characters are dropped: never searched for, never echoed into the title or the page.
  const q = queryText(url.searchParams, "q", SEARCH_MAX_LENGTH);
  const page = pageOf(url);

  // An empty search shows an empty list and never reaches the database.
  const [settings, popularTerms, outcome] = await Promise.all([
    getSiteSettings(app.db),
    termsWithResults(app.db, POPULAR_TERMS).catch(() => []),
    q
      ? searchPosts(app.db, q, { page }).then(
          (results) => ({ ok: true as const, results }),
          (error: unknown) => {
            app.logger.error({ err: error }, "blog search failed");
            return { ok: false as const, results: EMPTY };
          },
        )
      : Promise.resolve({ ok: true as const, results: EMPTY }),
  ]);
  const { results } = outcome;
  // A failed search shows one empty page, wherever the address pointed.
  const pageCount = outcome.ok ? pagesOrRedirect(url, page, results.total, BLOG_PAGE_SIZE) : 1;

  const brandName = settings.brandName;
  const seo = buildSeo(app, brandName, {
    path: q ? searchHref(q, page) : SEARCH_PATH,
    title: q ? `Busca: ${q} | Blog ${brandName}` : `Buscar no blog | Blog ${brandName}`,
    description: `Encontre posts do blog ${brandName} sobre skincare, maquiagem, cabelos e muito mais.`,
    // Result pages change with every post: keep them out of search engines.
    noindex: true,
  });
  return blogResponse(
    { brandName, q, page, pageCount, failed: !outcome.ok, popularTerms, ...results, seo },
    { failed: !outcome.ok },
  );
}

export const meta = ({ data }: Route.MetaArgs) => blogMeta(data);
export const headers = blogHeaders;

export default function BlogSearch({ loaderData }: Route.ComponentProps) {
  const { q, posts, total, terms, page, pageCount, failed, popularTerms } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === SEARCH_PATH;
  return (
    <BlogListPage
      heading={
        q ? (
          <>
            Resultados para <span className="text-brand-700">“{q}”</span>
          </>
        ) : (
          "Buscar no blog"
        )
      }
      aside={<BlogSearchForm defaultQuery={q} popularTerms={popularTerms} />}
      headerGap="gap-5"
      liveList
    >
      {searching ? (
        <StatusCard tone="loading" title="Buscando posts..." />
      ) : failed ? (
        <StatusCard
          tone="error"
          title="Não foi possível realizar a busca."
          detail="Ocorreu um erro ao buscar posts."
        />
      ) : !q ? (
        <StatusCard
          tone="empty"
          title="Digite um termo para buscar."
          detail="Procure por temas, produtos ou cuidados, como hidratação ou protetor solar."
        />
      ) : posts.length === 0 ? (
        <StatusCard
          tone="empty"
          title={`Nenhum resultado encontrado para "${q}".`}
          detail="Tente buscar com outras palavras-chave."
        />
      ) : (
        <>
          <p className="mb-6 text-sm text-neutral-700">
            {total === 1 ? "1 post encontrado" : `${total} posts encontrados`}
            {pageCount > 1 ? ` · página ${page} de ${pageCount}` : ""}
          </p>
          <PostGrid
            posts={posts}
            highlight={terms}
            eagerCount={3}
            label={`Resultados da busca por ${q}`}
          />
          <Pagination page={page} pageCount={pageCount} hrefFor={(p) => searchHref(q, p)} />
        </>
      )}
    </BlogListPage>
  );
}
