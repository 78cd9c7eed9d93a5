import { Plus, Search } from "lucide-react";
import { useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import {
  EmptyState,
  PageHeader,
  primaryButton,
  ScreenLoadError,
} from "~/components/admin/admin-ui";
import { BLOG_LIST } from "~/components/admin/blog/post-editor";
import { PostTable } from "~/components/admin/blog/post-table";
import { EditConflictNotice, revalidateOnConflict } from "~/components/admin/edit-conflict";
import { queryText } from "~/domain/text-input";
import { listPostsForAdmin } from "~/models/admin-blog-posts.server";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { blogListAction } from "./blog.server";
import { openEdit } from "./edit-version.server";
import type { Route } from "./+types/blog";

export function meta() {
  return [{ title: "Gerenciar Blog | Área Restrita" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "blog.view");
  const { db } = getApp(args.context);
  return { posts: await listPostsForAdmin(db), edit: openEdit(null) };
}

export const shouldRevalidate = revalidateOnConflict;

export async function action(args: Route.ActionArgs) {
  return blogListAction(args);
}

/** Case- and accent-insensitive, as staff type ('hidratacao' finds 'Hidratação'). */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function NewPostLink({ label }: { label: string }) {
  return (
    <Link to="/restrita/blog/novo" className={primaryButton}>
      <Plus aria-hidden className="size-4" />
      {label}
    </Link>
  );
}

function Header() {
  return (
    <PageHeader
      title="Gerenciar Blog"
      description="Posts publicados aparecem no site; rascunhos ficam só aqui."
      actions={<NewPostLink label="Novo Post" />}
    />
  );
}

export default function AdminBlog({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, edit } = loaderData;
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
  const reloading = navigation.state === "loading" && navigation.location.pathname === BLOG_LIST;

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
      <EditConflictNotice conflict={actionData?.conflict} />
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
      <PostTable
        posts={shown}
        edit={edit}
        empty={
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
                <NewPostLink label="Criar Primeiro Post" />
              </>
            )}
          </EmptyState>
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <ScreenLoadError
      header={<Header />}
      title="Erro ao Carregar Posts"
      message="Erro ao carregar posts do blog"
    />
  );
}
