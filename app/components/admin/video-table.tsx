import type { ReactNode } from "react";
import type { EditState } from "~/domain/edit-version";
import { youtubeThumbnailUrl } from "~/domain/youtube";
import type { AdminVideo } from "~/models/admin-videos.server";
import { formatDate } from "./admin-ui";
import { DataTable, type DataColumn } from "./data-table";

const columns: DataColumn<AdminVideo>[] = [
  {
    header: "Miniatura",
    cell: (video, index) => (
      <img
        src={youtubeThumbnailUrl(video.youtubeId, "mqdefault") ?? ""}
        alt=""
        width={120}
        height={68}
        loading={index < 6 ? "eager" : "lazy"}
        decoding="async"
        className="h-[68px] w-[120px] rounded bg-neutral-200 object-cover"
      />
    ),
  },
  {
    header: "Título",
    className: "font-medium text-neutral-900",
    cell: (video) => (
      <a href={video.url} target="_blank" rel="noopener noreferrer" className="hover:underline">
        {video.title}
      </a>
    ),
  },
  {
    header: "Descrição",
    className: "max-w-sm text-neutral-700",
    cell: (video) => video.description || "—",
  },
  { header: "Data de adição", nowrap: true, cell: (video) => formatDate(video.addedAt) },
];

/**
 * The videos in the home's order, each with its thumbnail, its details, arrows to move it up or
 * down the order, edit and delete; `empty` stands in when there is none.
 */
export function VideoTable({
  videos,
  edit,
  empty,
}: {
  videos: AdminVideo[];
  /** The list's version as shown: the arrows post it, and delete posts the video's own. */
  edit: EditState;
  empty: ReactNode;
}) {
  return (
    <DataTable
      caption="Vídeos cadastrados"
      columns={columns}
      rows={videos}
      rowKey={(video) => video.id}
      name={(video) => `vídeo ${video.title}`}
      rowTestId="video-row"
      empty={empty}
      move
      edit={{ list: edit, row: (video) => video.version }}
      editTo={(video) => `?editar=${video.id}`}
      deleteMessage="Tem certeza que deseja excluir este vídeo? Esta ação não pode ser desfeita."
    />
  );
}
