import { Sparkles } from "lucide-react";

/** Cover images are 1200x630 (Open Graph size); the box keeps that ratio before they load. */
export const POST_IMAGE_WIDTH = 1200;
export const POST_IMAGE_HEIGHT = 630;

type PostImageProps = {
  src: string | null;
  category: string;
  className?: string;
  eager?: boolean;
  /** Alternative text; cover images next to the post title are decorative by default. */
  alt?: string;
};

export function PostImage({
  src,
  category,
  className = "",
  eager = false,
  alt = "",
}: PostImageProps) {
  if (!src) {
    return (
      <div
        className={`flex items-center justify-center gap-2 bg-gradient-to-br from-brand-100 via-nude-100 to-brand-200 font-display text-lg font-semibold text-brand-700 ${className}`}
      >
        <Sparkles aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{category}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={POST_IMAGE_WIDTH}
      height={POST_IMAGE_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      className={className}
    />
  );
}
