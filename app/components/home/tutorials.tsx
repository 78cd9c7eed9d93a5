import { Play } from "lucide-react";
import { useState } from "react";
import { ExternalLink } from "~/components/external-link";
import { SocialIcon } from "~/components/social-links";
import { videoThumbnailPath, youtubeEmbedUrl, youtubeWatchUrl } from "~/domain/youtube";
import type { PublicVideo } from "~/models/videos.server";
import { HeadedSection } from "~/components/ui/section-heading";

/**
 * A video that costs nothing until it is wanted: a thumbnail (served from our own address) and a
 * play button. The privacy-enhanced player (youtube-nocookie) loads only on click; without
 * JavaScript the link opens the video on YouTube.
 */
function VideoFacade({ video }: { video: PublicVideo }) {
  const [playing, setPlaying] = useState(false);
  const embed = youtubeEmbedUrl(video.youtubeId);
  const watch = youtubeWatchUrl(video.youtubeId);
  const thumbnail = videoThumbnailPath(video.youtubeId);
  if (!embed || !watch) return null;

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-gradient-to-br from-neutral-800 to-brand-900">
      {playing ? (
        <iframe
          src={`${embed}?autoplay=1&rel=0`}
          title={video.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      ) : (
        <a
          href={watch}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
          className="group absolute inset-0 flex items-center justify-center"
          data-testid="video-facade"
        >
          {thumbnail ? (
            <img
              src={thumbnail}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
          ) : null}
          <span className="absolute inset-0 bg-gradient-to-t from-black/60 to-transparent" />
          <span className="relative flex size-16 items-center justify-center rounded-full bg-red-600 text-white shadow-xl transition-transform group-hover:scale-110">
            <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
          </span>
          <span className="sr-only">Assistir ao vídeo: {video.title}</span>
        </a>
      )}
    </div>
  );
}

/** Section 5: tutorials from the videos staff manage, and the channel's subscribe link. */
export function TutorialsSection({
  videos,
  youtubeUrl,
  brandName,
}: {
  videos: PublicVideo[];
  youtubeUrl: string | null;
  brandName: string;
}) {
  const subscribeUrl = youtubeUrl
    ? `${youtubeUrl}${youtubeUrl.includes("?") ? "&" : "?"}sub_confirmation=1`
    : null;
  return (
    <HeadedSection
      id="tutoriais"
      headingId="tutoriais-titulo"
      className="scroll-mt-24 bg-neutral-950 py-20 text-white"
      eyebrow="Tutoriais"
      tone="dark"
      title="Aprenda com as nossas consultoras"
      intro={`Passo a passo de maquiagem, skincare e cabelos no canal da ${brandName} no YouTube.`}
    >
      {videos.length ? (
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoFacade video={video} />
              <h3 className="mt-4 text-lg font-semibold text-white">{video.title}</h3>
              {video.description ? (
                <p className="mt-1 text-sm leading-relaxed text-neutral-300">{video.description}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-center text-neutral-300">
          Novos tutoriais chegam em breve. Inscreva-se no canal para não perder nenhum.
        </p>
      )}
      {subscribeUrl ? (
        <div className="mt-12 text-center">
          <ExternalLink
            href={subscribeUrl}
            className="inline-flex items-center gap-2 rounded-full bg-red-600 px-7 py-3.5 font-semibold text-white hover:bg-red-700"
          >
            <SocialIcon network="youtube" />
            Inscreva-se no Canal
          </ExternalLink>
        </div>
      ) : null}
    </HeadedSection>
  );
}
