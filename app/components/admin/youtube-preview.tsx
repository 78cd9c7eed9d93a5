import { PlaySquare } from "lucide-react";
import { parseYoutubeId, youtubeEmbedUrl } from "~/domain/youtube";

/**
 * The embedded player for the address being typed (privacy-enhanced host). Nothing loads until
 * the address is a recognised YouTube link.
 */
export function YoutubePreview({ url, title }: { url: string; title: string }) {
  const id = parseYoutubeId(url);
  const embed = id ? youtubeEmbedUrl(id) : null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-neutral-800">Pré-visualização</p>
      <div className="relative aspect-video overflow-hidden rounded-lg bg-neutral-900">
        {embed ? (
          <iframe
            key={embed}
            src={`${embed}?rel=0`}
            title={`Pré-visualização: ${title.trim() || "vídeo do YouTube"}`}
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            loading="lazy"
            className="absolute inset-0 size-full"
            data-testid="video-preview"
            data-video-id={id}
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-neutral-300">
            <PlaySquare aria-hidden className="size-10" />
            Cole uma URL do YouTube para ver a pré-visualização.
          </div>
        )}
      </div>
    </div>
  );
}
