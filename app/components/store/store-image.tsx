import type { PageImage } from "~/models/store-page.server";

/**
 * An image of the store page at its stored size (so its space is kept before it arrives),
 * offering its widths to the browser with `sizes` when it has them; decoded off the main thread.
 */
export function StoreImage({
  image,
  sizes,
  className,
  loading = "lazy",
  fetchPriority,
}: {
  image: PageImage;
  sizes: string;
  className: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low";
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  );
}
