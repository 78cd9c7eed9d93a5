import { ExternalLink as ExternalLinkIcon, Pencil } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PostPage } from "~/components/blog/post-page";
import { ExternalLink } from "~/components/external-link";
import { postPath } from "~/domain/blog";
import { parseRecordId } from "~/domain/content-schemas";
import { formatSaoPaulo } from "~/domain/sao-paulo-time";
import { getPostForAdmin } from "~/models/admin-blog-posts.server";
import { postCommentUrl, postPageView } from "~/models/blog-post-page.server";
import { listRelatedPosts, type PostSummary } from "~/models/blog-posts.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { PreviewPage, previewHandle, previewHeaders, previewMeta } from "./preview-page";
import type { Route } from "./+types/blog-preview";

export const handle = previewHandle;

export function meta({ data: loaded }: Route.MetaArgs) {
  return previewMeta(loaded?.post.title ?? "post");
}

export const headers = previewHeaders;

/** Any post, drafts included, rendered by the public post page's component. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "blog.view");
  const app = getApp(args.context);
  const id = parseRecordId(args.params.id);
  const [post, settings] = await Promise.all([
    id ? getPostForAdmin(app.db, id) : null,
    getSiteSettings(app.db),
  ]);
  if (!post) throw data({ message: "Post não encontrado." }, { status: 404 });
  const related = await listRelatedPosts(app.db, post).catch((error: unknown) => {
    app.logger.warn({ err: error, postId: post.id }, "related posts failed");
    return [] as PostSummary[];
  });
  const scheduledFor =
    post.published && post.publishAt && post.publishAt.getTime() > Date.now()
      ? formatSaoPaulo(post.publishAt)
      : null;
  return {
    post: postPageView(post, settings.brandName),
    related,
    brandName: settings.brandName,
    commentUrl: postCommentUrl(settings),
    status: {
      public: post.published && !scheduledFor,
      scheduledFor,
      path: postPath(post),
    },
  };
}

function PreviewBar({
  postId,
  status,
}: {
  postId: number;
  status: Route.ComponentProps["loaderData"]["status"];
}) {
  return (
    <div
      role="status"
      data-testid="preview-bar"
      className={`flex flex-wrap items-center gap-3 px-4 py-3 text-sm ${
        status.public ? "bg-green-100 text-green-950" : "bg-amber-100 text-amber-950"
      }`}
    >
      <p className="flex-1 font-semibold">
        {status.public ? "Pré-visualização — publicado" : "Pré-visualização — não publicado"}
        {status.scheduledFor ? (
          <span className="font-normal"> (agendado para {status.scheduledFor})</span>
        ) : null}
      </p>
      {status.public ? (
        <ExternalLink
          href={status.path}
          className="inline-flex items-center gap-1 font-semibold underline"
        >
          <ExternalLinkIcon aria-hidden className="size-4" />
          Ver no site
        </ExternalLink>
      ) : null}
      <Link
        to={`/restrita/blog/editar/${postId}`}
        className="inline-flex items-center gap-1 font-semibold underline"
      >
        <Pencil aria-hidden className="size-4" />
        Editar Post
      </Link>
    </div>
  );
}

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  const { post, related, brandName, commentUrl, status } = loaderData;
  return (
    <PreviewPage bar={<PreviewBar postId={post.id} status={status} />}>
      <PostPage post={post} related={related} brandName={brandName} commentUrl={commentUrl} />
    </PreviewPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div
      role="alert"
      className="mx-auto my-10 max-w-lg rounded-xl bg-white p-8 text-center shadow-sm"
    >
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
