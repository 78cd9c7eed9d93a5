import { CalendarDays, Clock, ExternalLink, Pencil, UserRound } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { secondaryButton } from "~/components/admin/admin-ui";
import { PostContent } from "~/components/blog/post-content";
import { PostImage } from "~/components/blog/post-image";
import { formatPtBrDate, postAuthor, postPath, readingTimeMinutes } from "~/domain/blog";
import { parseRecordId } from "~/domain/content-schemas";
import { getPostForAdmin } from "~/models/admin-blog-posts.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import type { Route } from "./+types/blog-preview";

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `Pré-visualização: ${loaded?.post.title ?? "post"} | Área Restrita` }];
}

/** Any post, drafts included, as visitors would read it: only staff reach this address. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  const id = parseRecordId(args.params.id);
  const [post, settings] = await Promise.all([
    id ? getPostForAdmin(db, id) : null,
    getSiteSettings(db),
  ]);
  if (!post) throw data({ message: "Post não encontrado." }, { status: 404 });
  return {
    post: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      category: post.category,
      imageUrl: post.imageUrl,
      published: post.published,
      createdAt: post.createdAt.toISOString(),
      author: postAuthor(post.author, settings.brandName),
      readingTime: readingTimeMinutes(post.readingTime, post.contentHtml),
    },
    html: sanitizeRichText(post.contentHtml),
  };
}

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  const { post, html } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div
        role="status"
        className={`flex flex-wrap items-center gap-3 rounded-xl px-4 py-3 text-sm ${
          post.published ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"
        }`}
      >
        <p className="flex-1">
          <strong>Pré-visualização.</strong>{" "}
          {post.published
            ? "Este post está publicado e aparece no site."
            : "Este post é um rascunho: só a equipe vê esta página."}
        </p>
        {post.published ? (
          <a
            href={postPath(post)}
            target="_blank"
            rel="noopener noreferrer"
            className={secondaryButton}
          >
            <ExternalLink aria-hidden className="size-4" />
            Ver no site
          </a>
        ) : null}
        <Link to={`/restrita/blog/editar/${post.id}`} className={secondaryButton}>
          <Pencil aria-hidden className="size-4" />
          Editar Post
        </Link>
      </div>
      <article className="mx-auto w-full max-w-3xl overflow-hidden rounded-2xl bg-white shadow-sm">
        <PostImage
          src={post.imageUrl}
          category={post.category}
          eager
          className="aspect-[1200/630] w-full object-cover"
        />
        <div className="flex flex-col gap-4 p-6 md:p-10">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {post.category}
          </p>
          <h1 className="font-display text-3xl font-bold text-neutral-900 md:text-4xl">
            {post.title}
          </h1>
          <ul className="flex flex-wrap gap-4 text-sm text-neutral-600">
            <li className="inline-flex items-center gap-1">
              <UserRound aria-hidden className="size-4" />
              {post.author}
            </li>
            <li className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="size-4" />
              {formatPtBrDate(post.createdAt)}
            </li>
            <li className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-4" />
              {post.readingTime} min de leitura
            </li>
          </ul>
          <p className="text-lg text-neutral-700 italic">{post.excerpt}</p>
          <PostContent html={html} />
        </div>
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-neutral-900">
        {missing ? "Post não encontrado" : "Ocorreu um Erro"}
      </h1>
      <p className="mt-2 text-neutral-600">
        {missing
          ? "O post que você está procurando não existe ou foi removido."
          : "Não foi possível carregar o post. Tente novamente."}
      </p>
      <Link to="/restrita/blog" className="mt-6 inline-block font-semibold text-brand-700">
        Voltar para Lista
      </Link>
    </div>
  );
}
