import { ArrowLeft } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { formatDateTime, LoadError, PageHeader, useActionToast } from "~/components/admin/admin-ui";
import { PostDraftNotice } from "~/components/admin/blog/post-draft-notice";
import {
  BLOG_LIST,
  POST_NOT_FOUND_MESSAGE,
  postDefaults,
  sameAsDraft,
} from "~/components/admin/blog/post-editor";
import { PostForm } from "~/components/admin/blog/post-form";
import { EditConflictNotice, useEditState } from "~/components/admin/edit-conflict";
import {
  readLocalDraft,
  removeLocalDraft,
  type LocalDraft,
} from "~/components/admin/use-local-draft";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import { blogEditorAction, loadPostForEditor } from "./blog.server";
import type { Route } from "./+types/blog-editor";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Editar Post" : "Novo Post"} | Área Restrita` }];
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "blog.edit");
  const { db } = getApp(args.context);
  return loadPostForEditor(db, args.params.id);
}

export async function action(args: Route.ActionArgs) {
  return blogEditorAction(args);
}

/** The editor's page: the way back to the list above whatever it shows. */
function EditorPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link
        to={BLOG_LIST}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Voltar para o Blog
      </Link>
      {children}
    </div>
  );
}

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  const editing = useEditState(loaderData.edit, actionData);
  const draftKey = `basiquinha:blog-draft:${post?.id ?? "novo"}`;
  const [defaults, setDefaults] = useState(() => postDefaults(post));
  const [version, setVersion] = useState(0);
  const formKey = `post-${post?.id ?? "new"}-${version}-${editing.key}`;
  const [found, setFound] = useState<LocalDraft | null>(null);
  useActionToast(actionData?.toast);

  useEffect(() => {
    const draft = readLocalDraft(draftKey);
    if (draft && !sameAsDraft(draft, postDefaults(post))) setFound(draft);
    // Only once per post: later changes are this session's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  function restore(draft: LocalDraft) {
    setDefaults(postDefaults(draft.values));
    setVersion((n) => n + 1);
    setFound(null);
  }

  return (
    <EditorPage>
      <PageHeader
        title={post ? "Editar Post" : "Novo Post"}
        description={
          post
            ? `Criado em ${formatDateTime(post.createdAt)} · atualizado em ${formatDateTime(post.updatedAt)}`
            : undefined
        }
      />
      {found ? (
        <PostDraftNotice
          draft={found}
          onRestore={() => restore(found)}
          onDiscard={() => {
            setFound(null);
            removeLocalDraft(draftKey);
          }}
        />
      ) : null}
      <EditConflictNotice
        conflict={editing.conflict}
        formId={formKey}
        reloadTo={post ? `/restrita/blog/editar/${post.id}` : undefined}
      />
      <PostForm
        key={formKey}
        editing={post !== null}
        formKey={formKey}
        defaults={editing.values ? postDefaults(editing.values) : defaults}
        edit={editing.edit}
        draftKey={draftKey}
        cancelTo={BLOG_LIST}
        lastResult={version === 0 && !editing.conflict ? actionData?.result : undefined}
      />
    </EditorPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EditorPage>
      <LoadError
        title={missing ? "Erro ao Carregar Post" : "Ocorreu um Erro"}
        message={
          missing
            ? POST_NOT_FOUND_MESSAGE
            : "Não foi possível carregar os dados do post para edição."
        }
        retryLabel="Tentar Novamente"
        backTo={{ to: BLOG_LIST, label: "Voltar para Lista" }}
        toastTitle="Erro ao carregar dados do post"
        toastDescription="Não foi possível carregar os dados do post para edição."
      />
    </EditorPage>
  );
}
