import { ArrowRight, Rss } from "lucide-react";
import { Link } from "react-router";
import { data } from "react-router";
import { BlogSearchForm, POPULAR_TERMS } from "~/components/blog/blog-search-form";
import { Pagination } from "~/components/blog/pagination";
import { CategoryTiles } from "~/components/blog/category-tiles";
import { PostListSection, type PostListResult } from "~/components/blog/post-list-section";
import { blogPageCount, blogPageHref } from "~/domain/blog-pages";
import { blogJsonLd } from "~/domain/structured-data";
import {
  countPublishedPosts,
  FEATURED_POSTS,
  listLatestPosts,
  RECENT_POSTS,
  termsWithResults,
  type PostSummary,
} from "~/models/blog-posts.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { getApp } from "~/server/context.server";
import { buildSeo } from "~/server/seo.server";
import type { Route } from "./+types/index";
import { BLOG_CACHE_CONTROL, BLOG_FEED_PATH, blogHeaders, blogMeta, NO_STORE } from "./shared";

type Section = PostListResult<PostSummary>;

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  // Each section fails on its own, with its own message.
  const section = (what: string, load: Promise<PostSummary[]>): Promise<Section> =>
    load.then(
      (posts) => ({ ok: true as const, posts }),
      (error: unknown) => {
        app.logger.error({ err: error }, `blog home: ${what} posts failed`);
        return { ok: false as const };
      },
    );
  const [settings, featured, recent, total, popularTerms] = await Promise.all([
    getSiteSettings(app.db),
    section("featured", listLatestPosts(app.db, { limit: FEATURED_POSTS })),
    section("recent", listLatestPosts(app.db, { limit: RECENT_POSTS, offset: FEATURED_POSTS })),
    // Older posts and the quick terms are extras: without them the page still works.
    countPublishedPosts(app.db).catch((error: unknown) => {
      app.logger.error({ err: error }, "blog home: post count failed");
      return 0;
    }),
    termsWithResults(app.db, POPULAR_TERMS).catch((error: unknown) => {
      app.logger.error({ err: error }, "blog home: popular terms failed");
      return [];
    }),
  ]);
  const brandName = settings.brandName;
  const description = `Dicas de beleza, skincare, maquiagem, cabelos e novidades das lojas ${brandName}.`;
  const seo = buildSeo(app, brandName, {
    path: "/blog",
    title: `Blog ${brandName} | Dicas de beleza, skincare e maquiagem`,
    description,
    keywords: "blog de beleza, skincare, maquiagem, cabelos, hidratação, resenhas, dicas rápidas",
    jsonLd: [
      blogJsonLd(app.env.PUBLIC_SITE_URL, settings, {
        path: "/blog",
        name: `Blog ${brandName}`,
        description,
      }),
    ],
  });
  const failed = !featured.ok || !recent.ok;
  return data(
    { brandName, featured, recent, pageCount: blogPageCount(total), popularTerms, seo },
    { headers: { "Cache-Control": failed ? NO_STORE : BLOG_CACHE_CONTROL } },
  );
}

export const meta = ({ data }: Route.MetaArgs) => blogMeta(data);
export const headers = blogHeaders;

export default function BlogHome({ loaderData }: Route.ComponentProps) {
  const { brandName, featured, recent, pageCount, popularTerms } = loaderData;
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-lilac-600 px-4 py-10 text-white md:py-24">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
            Blog {brandName}
          </p>
          <h1 className="max-w-3xl font-display text-4xl font-bold md:text-6xl">
            Beleza, cuidado e autoestima em cada post
          </h1>
          <p className="max-w-2xl text-lg text-brand-50">
            Dicas de skincare, maquiagem, cabelos e hidratação, resenhas sinceras e as novidades que
            chegam às nossas lojas.
          </p>
          <BlogSearchForm tone="dark" popularTerms={popularTerms} />
        </div>
      </section>

      <section aria-labelledby="temas" className="px-4 py-8 md:py-14">
        <div className="mx-auto max-w-6xl">
          <h2
            id="temas"
            className="mb-4 font-display text-2xl font-bold text-neutral-900 md:mb-6 md:text-3xl"
          >
            Navegue Por Temas
          </h2>
          <CategoryTiles />
        </div>
      </section>

      <PostListSection
        id="destaques"
        title="Destaques da Semana"
        className="bg-nude-50 px-4 py-14"
        result={featured}
        failedTitle="Não foi possível carregar os posts em destaque."
        emptyTitle="Nenhum post em destaque encontrado."
        listClassName="grid gap-8 md:grid-cols-2"
        large
      />

      <PostListSection
        id="recentes"
        title="Postagens Recentes"
        className="px-4 py-14"
        result={recent}
        failedTitle="Não foi possível carregar os posts recentes."
        emptyTitle="Nenhum post recente encontrado."
        listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      >
        {pageCount > 1 ? (
          <>
            <p className="mt-10 text-center">
              <Link
                to={blogPageHref(2)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
              >
                Ver mais posts
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </p>
            <Pagination page={1} pageCount={pageCount} hrefFor={blogPageHref} />
          </>
        ) : null}
        <p className="mt-10 text-center">
          <a
            href={BLOG_FEED_PATH}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            <Rss aria-hidden="true" className="size-4" />
            Assine o feed RSS do blog
          </a>
        </p>
      </PostListSection>
    </main>
  );
}
