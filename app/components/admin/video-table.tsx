import { Pencil } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { youtubeThumbnailUrl } from "~/domain/youtube";
import type { AdminVideo } from "~/models/admin-videos.server";
import { formatDate, iconButton } from "./admin-ui";
import { ConfirmDelete } from "./confirm-delete";
import { MoveButtons } from "./move-buttons";
import { Tooltip } from "~/components/ui/tooltip";

/**
 * The videos in the home's order, each with its thumbnail, its details, arrows to move it up or
 * down the order, edit and delete.
 */
export function VideoTable({ videos }: { videos: AdminVideo[] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Vídeos cadastrados</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
          <tr>
            <th scope="col" className="px-4 py-3">
              Miniatura
            </th>
            <th scope="col" className="px-4 py-3">
              Título
            </th>
            <th scope="col" className="px-4 py-3">
              Descrição
            </th>
            <th scope="col" className="px-4 py-3 whitespace-nowrap">
              Data de adição
            </th>
            <th scope="col" className="px-4 py-3">
              Ordem
            </th>
            <th scope="col" className="px-4 py-3">
              Ações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {videos.map((video, index) => (
            <tr key={video.id} data-testid="video-row">
              <td className="px-4 py-3">
                <img
                  src={youtubeThumbnailUrl(video.youtubeId, "mqdefault") ?? ""}
                  alt=""
                  width={120}
                  height={68}
                  loading={index < 6 ? "eager" : "lazy"}
                  decoding="async"
                  className="h-[68px] w-[120px] rounded bg-neutral-200 object-cover"
                />
              </td>
              <td className="px-4 py-3 font-medium text-neutral-900">
                <a
                  href={video.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:underline"
                >
                  {video.title}
                </a>
              </td>
              <td className="max-w-sm px-4 py-3 text-neutral-700">{video.description || "—"}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(video.addedAt)}</td>
              <td className="px-4 py-3">
                <MoveButtons
                  id={video.id}
                  index={index}
                  count={videos.length}
                  name={`vídeo ${video.title}`}
                  busy={busy}
                />
              </td>
              <td className="px-4 py-3">
                <div className="flex gap-2">
                  <Tooltip label="Editar">
                    <Link
                      to={`?editar=${video.id}`}
                      className={iconButton}
                      aria-label={`Editar vídeo ${video.title}`}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </Link>
                  </Tooltip>
                  <ConfirmDelete
                    fields={{ intent: "delete", id: video.id }}
                    message="Tem certeza que deseja excluir este vídeo? Esta ação não pode ser desfeita."
                    label={`Excluir vídeo ${video.title}`}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
