/**
 * Screens that get a banner's phone image: below Tailwind's md breakpoint (768 px), the same
 * screens where the carousels put their controls under the banner.
 */
export const PHONE_MEDIA_QUERY = "(max-width: 767px)";

/**
 * srcset of an uploaded image: its narrower WebP variants and the main file, narrowest first.
 * Undefined when there are no usable variants (one file, nothing for the browser to choose).
 */
export type ImageVariant = { url: string; width: number };

export function srcSetOf(
  url: string,
  width: number | null | undefined,
  variants: ImageVariant[] | null | undefined,
): string | undefined {
  const usable = (variants ?? []).filter((v) => v.url && v.width > 0);
  if (usable.length === 0 || !width) return undefined;
  return [...usable.filter((v) => v.width < width), { url, width }]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}
