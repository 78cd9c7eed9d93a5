import type { FieldMetadata } from "@conform-to/react";
import { ImagePlus } from "lucide-react";
import { useEffect, useState } from "react";
import { CONTENT_TEXT } from "~/domain/content-schemas";
import { ConformFileInput } from "./file-input";

export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/avif,image/gif";

/**
 * An image field's picture: the chosen or current image in a frame, or with none an empty box
 * of the same proportions with a picture icon.
 */
export function ImagePreview({
  src,
  alt,
  emptyAspect,
  ...image
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className: string;
  /** The empty box's proportions, e.g. "aspect-[8/3]". */
  emptyAspect: string;
  "data-testid"?: string;
}) {
  return src ? (
    <div className="overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100">
      <img src={src} alt={alt} {...image} />
    </div>
  ) : (
    <div
      className={`flex ${emptyAspect} w-full items-center justify-center rounded-lg border border-dashed border-neutral-300 bg-neutral-50 text-neutral-500`}
    >
      <ImagePlus aria-hidden className="size-8" />
    </div>
  );
}

/**
 * A file input for one image with a preview of the chosen file (or of the current image when
 * editing) and the spec's hint. Size is checked by the form schema before anything is sent.
 * Banners have their own fields (banner-image-fields.tsx): crop previews and a phone image.
 */
export function ImageField({
  label,
  meta,
  currentUrl,
  currentAlt,
  previewClassName = "aspect-[8/3] w-full object-cover",
}: {
  label: string;
  meta: FieldMetadata<File | undefined>;
  currentUrl?: string | null;
  currentAlt?: string;
  previewClassName?: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentUrl ?? null;

  return (
    <div className="flex flex-col gap-2">
      <ImagePreview
        src={shown}
        alt={preview ? "Pré-visualização da nova imagem" : (currentAlt ?? "Imagem atual")}
        width={800}
        height={300}
        className={previewClassName}
        emptyAspect="aspect-[8/3]"
      />
      <ConformFileInput
        meta={meta}
        label={label}
        accept={IMAGE_ACCEPT}
        hint={`${CONTENT_TEXT.imageHint}${currentUrl ? " · deixe em branco para manter a imagem atual" : ""}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
        }}
      />
    </div>
  );
}
