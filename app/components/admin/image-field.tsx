import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ImagePlus } from "lucide-react";
import { useEffect, useState } from "react";
import { CONTENT_TEXT } from "~/domain/content-schemas";
import { FieldError } from "./admin-ui";

export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/avif,image/gif";

/** What a banner looks best at: the site shows banners at 8:3 on every screen. */
export const BANNER_RECOMMENDED = "1600 × 600 px (proporção 8:3)";

/**
 * The part of an 8:3 banner that stays readable everywhere: text and logos inside it are never
 * under the carousel's arrows and keep a usable size on a phone.
 */
function SafeArea() {
  return (
    <span
      aria-hidden="true"
      data-testid="banner-safe-area"
      className="pointer-events-none absolute inset-x-[12%] inset-y-[15%] rounded border-2 border-dashed border-white/90 shadow-[0_0_0_1px_rgba(0,0,0,0.35)]"
    />
  );
}

/**
 * A banner's crop as visitors will see it: on a computer, and on a phone at its real size
 * (a 390 px wide screen, shown at half scale: 195 px inside a 1 px border), with the safe area marked on both.
 */
function BannerCropPreview({ src, alt }: { src: string; alt: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end" data-testid="banner-crop-preview">
      <figure className="flex-1">
        <div className="relative overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100">
          <img
            src={src}
            alt={alt}
            width={800}
            height={300}
            className="aspect-[8/3] w-full object-cover"
          />
          <SafeArea />
        </div>
        <figcaption className="mt-1 text-xs text-neutral-600">No computador</figcaption>
      </figure>
      <figure className="w-[197px] shrink-0">
        <div className="relative overflow-hidden rounded-md border border-neutral-200 bg-neutral-100">
          <img
            src={src}
            alt=""
            width={195}
            height={73}
            className="aspect-[8/3] w-full object-cover"
          />
          <SafeArea />
        </div>
        <figcaption className="mt-1 text-xs text-neutral-600">
          No celular (tamanho real: metade da largura da tela)
        </figcaption>
      </figure>
    </div>
  );
}

/**
 * A file input for one image with a preview of the chosen file (or of the current image when
 * editing) and the spec's hint. Size is checked by the form schema before anything is sent.
 * For banners the preview shows the crop on a computer and on a phone with the safe area, and
 * the hint gives the recommended size.
 */
export function ImageField({
  label,
  meta,
  currentUrl,
  currentAlt,
  previewClassName = "aspect-[8/3] w-full object-cover",
  banner = false,
}: {
  label: string;
  /** A banner: crop previews with the safe area and the recommended size. */
  banner?: boolean;
  meta: FieldMetadata<File | undefined>;
  currentUrl?: string | null;
  currentAlt?: string;
  previewClassName?: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const hintId = `${meta.id}-hint`;
  const props = getInputProps(meta, { type: "file" });
  const shown = preview ?? currentUrl ?? null;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={meta.id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      {shown && banner ? (
        <BannerCropPreview
          src={shown}
          alt={preview ? "Pré-visualização da nova imagem" : (currentAlt ?? "Imagem atual")}
        />
      ) : shown ? (
        <div className="overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100">
          <img
            src={shown}
            alt={preview ? "Pré-visualização da nova imagem" : (currentAlt ?? "Imagem atual")}
            width={800}
            height={300}
            className={previewClassName}
          />
        </div>
      ) : (
        <div className="flex aspect-[8/3] w-full items-center justify-center rounded-lg border border-dashed border-neutral-300 bg-neutral-50 text-neutral-500">
          <ImagePlus aria-hidden className="size-8" />
        </div>
      )}
      <input
        {...props}
        accept={IMAGE_ACCEPT}
        aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ")}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
        }}
        className="block w-full text-sm text-neutral-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      />
      <p id={hintId} className="text-xs text-neutral-500">
        {CONTENT_TEXT.imageHint}
        {banner
          ? ` · tamanho recomendado ${BANNER_RECOMMENDED}; mantenha textos e logotipos dentro da área tracejada`
          : ""}
        {currentUrl ? " · deixe em branco para manter a imagem atual" : ""}
      </p>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
