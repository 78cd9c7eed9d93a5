import { parseForm } from "~/domain/form-input";
import { ExternalLink, Eye, Pencil, Plus, Search } from "lucide-react";
import { useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import {
  EmptyState,
  formatDate,
  iconButton,
  LoadError,
  PageHeader,
  primaryButton,
} from "~/components/admin/admin-ui";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { postPath } from "~/domain/blog";
import { blogListActionSchema } from "~/domain/content-schemas";
import { queryText } from "~/domain/text-input";
import { deletePost, getPostForAdmin, listPostsForAdmin } from "~/models/admin-blog-posts.server";
import { recordAudit } from "~/server/audit.server";
import { requireUser } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { deleteStoredImage } from "~/server/uploads.server";
import { formatSaoPaulo } from "~/domain/sao-paulo-time";
import type { Route } from "./+types/blog";
import { Tooltip } from "~/components/ui/tooltip";

const LIST = "/restrita/blog";

export function meta() {
  return [{ title: "Gerenciar Blog | Área Restrita" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const { db } = getApp(args.context);
  return { posts: await listPostsForAdmin(db) };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = getApp(args.context);
  const submission = parseForm(await readFormData(args.request), {
    schema: blogListActionSchema,
  });
  const failure = {
    type: "error" as const,
    title: "Não foi possível excluir o post",
    description: "Tente novamente mais tarde",
  };
  if (submission.status !== "success") return redirectWithToast(app.env, LIST, failure);
  try {
    const post = await getPostForAdmin(app.db, submission.value.id);
    if (!post) return redirectWithToast(app.env, LIST, failure);
    await deletePost(app.db, post.id);
    if (post.imageUrl && !post.contentHtml.includes(post.imageUrl)) {
      await deleteStoredImage(app, post.imageUrl);
    }
    await recordAudit(app.db, {
      userId: user.id,
      action: "delete",
      entity: "blog_post",
      entityId: post.id,
      details: { label: post.title },
    });
    return redirectWithToast(app.env, LIST, {
      type: "success",
      title: "Post excluído com sucesso!",
    });
  } catch (error) {
    app.logger.error({ err: error }, "blog post delete failed");
    return redirectWithToast(app.env, LIST, failure);
  }
}

/** Case- and accent-insensitive, as staff type ('hidratacao' finds 'Hidratação'). */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function Header() {
  return (
    <PageHeader
      title="Gerenciar Blog"
      description="Posts publicados aparecem no site; rascunhos ficam só aqui."
      actions={
        <Link to="/restrita/blog/novo" className={primaryButton}>
          <Plus aria-hidden className="size-4" />
          Novo Post
        </Link>
      }
    />
  );
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const [params] = useSearchParams();
  const [term, setTerm] = useState(() => queryText(params, "q"));
  const navigation = useNavigation();
  const needle = fold(term.trim());
  const shown = needle
    ? posts.filter((p) => fold(p.title).includes(needle) || fold(p.category).includes(needle))
    : posts;
  const opening =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/restrita/blog/editar/");
  const reloading = navigation.state === "loading" && navigation.location.pathname === LIST;

  // Filtering happens here, in the browser; the address keeps the term for a reload without
  // asking the server again.
  function search(value: string) {
    setTerm(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <div className="flex flex-col gap-6">
      <Header />
      <form
        method="get"
        role="search"
        className="relative max-w-md"
        onSubmit={(event) => event.preventDefault()}
      >
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
        />
        <label htmlFor="blog-search" className="sr-only">
          Buscar posts
        </label>
        <input
          id="blog-search"
          type="search"
          name="q"
          value={term}
          onChange={(event) => search(event.currentTarget.value)}
          placeholder="Buscar posts..."
          className="w-full rounded-lg border border-neutral-300 bg-white py-2 pr-3 pl-9 focus:border-brand-500 focus:outline-none"
        />
      </form>
      <p role="status" className="text-sm text-neutral-600">
        {opening
          ? "Carregando post..."
          : reloading
            ? "Carregando posts do blog..."
            : needle
              ? `${shown.length} de ${posts.length} posts`
              : `${posts.length} posts`}
      </p>
      {shown.length === 0 ? (
        <EmptyState>
          <p className="text-lg font-semibold text-neutral-900">Nenhum post encontrado</p>
          {needle ? (
            <button
              type="button"
              onClick={() => search("")}
              className="font-semibold text-brand-700 underline"
            >
              Limpar busca
            </button>
          ) : (
            <>
              <p>Comece criando seu primeiro post no blog.</p>
              <Link to="/restrita/blog/novo" className={primaryButton}>
                <Plus aria-hidden className="size-4" />
                Criar Primeiro Post
              </Link>
            </>
          )}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Posts do blog</caption>
            <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Título
                </th>
                <th scope="col" className="px-4 py-3">
                  Categoria
                </th>
                <th scope="col" className="px-4 py-3 whitespace-nowrap">
                  Data de Criação
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {shown.map((post) => (
                <tr key={post.id} data-testid="post-row">
                  <td className="px-4 py-3 font-medium text-neutral-900">{post.title}</td>
                  <td className="px-4 py-3">{post.category}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(post.createdAt)}</td>
                  <td className="px-4 py-3">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
                        post.scheduled
                          ? "bg-amber-100 text-amber-900"
                          : post.published
                            ? "bg-green-100 text-green-800"
                            : "bg-neutral-200 text-neutral-700"
                      }`}
                    >
                      {post.scheduled && post.publishAt
                        ? `Agendado para ${formatSaoPaulo(post.publishAt)}`
                        : post.published
                          ? "Publicado"
                          : "Rascunho"}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex gap-2">
                      {post.published ? (
                        <Tooltip label="Ver no site">
                          <a
                            href={postPath(post)}
                            target="_blank"
                            rel="noopener noreferrer"
                            className={iconButton}
                            aria-label={`Ver post ${post.title} no site (abre em nova aba)`}
                          >
                            <ExternalLink aria-hidden className="size-4" />
                          </a>
                        </Tooltip>
                      ) : (
                        <Tooltip label="Pré-visualizar">
                          <a
                            href={`/restrita/blog/visualizar/${post.id}`}
                            target="_blank"
                            rel="noopener noreferrer"
                            className={iconButton}
                            aria-label={`Pré-visualizar rascunho ${post.title} (abre em nova aba)`}
                          >
                            <Eye aria-hidden className="size-4" />
                          </a>
                        </Tooltip>
                      )}
                      <Tooltip label="Editar">
                        <Link
                          to={`/restrita/blog/editar/${post.id}`}
                          className={iconButton}
                          aria-label={`Editar post ${post.title}`}
                        >
                          <Pencil aria-hidden className="size-4" />
                        </Link>
                      </Tooltip>
                      <ConfirmDelete
                        fields={{ intent: "delete", id: post.id }}
                        message="Tem certeza que deseja excluir este post?"
                        label={`Excluir post ${post.title}`}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="flex flex-col gap-6">
      <Header />
      <LoadError title="Erro ao Carregar Posts" message="Erro ao carregar posts do blog" />
    </div>
  );
}
