import { ExternalLink, Eye } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate } from "~/components/admin/admin-ui";
import { DataTable, RowLink, StatusBadge, type DataColumn } from "~/components/admin/data-table";
import { postPath } from "~/domain/blog";
import type { EditState } from "~/domain/edit-version";
import { formatSaoPaulo } from "~/domain/sao-paulo-time";
import type { AdminPostRow } from "~/models/admin-blog-posts.server";

/** Scheduled (published, its time still to come), published, or a draft. */
function PostStatus({ post }: { post: AdminPostRow }) {
  if (post.scheduled && post.publishAt) {
    return <StatusBadge tone="amber">Agendado para {formatSaoPaulo(post.publishAt)}</StatusBadge>;
  }
  return post.published ? (
    <StatusBadge tone="green">Publicado</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">Rascunho</StatusBadge>
  );
}

const columns: DataColumn<AdminPostRow>[] = [
  { header: "Título", className: "font-medium text-neutral-900", cell: (post) => post.title },
  { header: "Categoria", cell: (post) => post.category },
  { header: "Data de Criação", nowrap: true, cell: (post) => formatDate(post.createdAt) },
  { header: "Status", cell: (post) => <PostStatus post={post} /> },
];

/** A published post is seen on the site; a draft in the staff preview (both in a new tab). */
function ViewLink({ post }: { post: AdminPostRow }) {
  return post.published ? (
    <RowLink
      newTab
      to={postPath(post)}
      label={`Ver post ${post.title} no site (abre em nova aba)`}
      tooltip="Ver no site"
      icon={<ExternalLink aria-hidden className="size-4" />}
    />
  ) : (
    <RowLink
      newTab
      to={`/restrita/blog/visualizar/${post.id}`}
      label={`Pré-visualizar rascunho ${post.title} (abre em nova aba)`}
      tooltip="Pré-visualizar"
      icon={<Eye aria-hidden className="size-4" />}
    />
  );
}

/** The posts shown (newest first), with status and actions; `empty` stands in when none. */
export function PostTable({
  posts,
  edit,
  empty,
}: {
  posts: AdminPostRow[];
  /** When the list was shown: each row's delete carries the post's version. */
  edit: EditState;
  empty: ReactNode;
}) {
  return (
    <DataTable
      caption="Posts do blog"
      columns={columns}
      rows={posts}
      rowKey={(post) => post.id}
      name={(post) => `post ${post.title}`}
      rowTestId="post-row"
      empty={empty}
      actions={(post) => <ViewLink post={post} />}
      editTo={(post) => `/restrita/blog/editar/${post.id}`}
      deleteMessage="Tem certeza que deseja excluir este post?"
      edit={{ list: edit, row: (post) => post.version }}
    />
  );
}
