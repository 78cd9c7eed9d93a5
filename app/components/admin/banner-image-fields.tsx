import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ImagePlus } from "lucide-react";
import { useEffect, useState } from "react";
import { CONTENT_TEXT } from "~/domain/content-schemas";
import { ConformFileInput } from "./file-input";
import { IMAGE_ACCEPT } from "./image-field";

/** What a banner looks best at: the site shows banners at 8:3 on computers and tablets. */
export const BANNER_RECOMMENDED = "1600 × 600 px (proporção 8:3)";
/** A phone image is shown at its own proportion across the phone's width; square fits best. */
export const BANNER_PHONE_RECOMMENDED = "800 × 800 px (proporção 1:1)";

/**
 * The part of a banner that stays readable everywhere: text and logos inside it are never
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
 * A banner's crop as visitors will see it: on a computer, and on a phone at its real size (a
 * 390 px wide screen, shown at half scale: 195 px inside a 1 px border), with the safe area
 * marked on both. The phone shows the phone image, at its own proportion, when there is one.
 */
export function BannerCropPreview({
  src,
  alt,
  phoneSrc,
}: {
  src: string | null;
  alt: string;
  phoneSrc: string | null;
}) {
  const phoneShown = phoneSrc ?? src;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end" data-testid="banner-crop-preview">
      <figure className="flex-1">
        <div className="relative overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100">
          {src ? (
            <img
              src={src}
              alt={alt}
              width={800}
              height={300}
              className="aspect-[8/3] w-full object-cover"
            />
          ) : (
            <div className="flex aspect-[8/3] w-full items-center justify-center text-neutral-500">
              <ImagePlus aria-hidden className="size-8" />
            </div>
          )}
          <SafeArea />
        </div>
        <figcaption className="mt-1 text-xs text-neutral-600">No computador</figcaption>
      </figure>
      <figure className="w-[197px] shrink-0">
        <div className="relative overflow-hidden rounded-md border border-neutral-200 bg-neutral-100">
          {phoneShown ? (
            <img
              src={phoneShown}
              alt=""
              data-testid="banner-phone-preview"
              width={195}
              height={phoneSrc ? 195 : 73}
              className={phoneSrc ? "h-auto w-full" : "aspect-[8/3] w-full object-cover"}
            />
          ) : (
            <div className="aspect-[8/3] w-full" />
          )}
          <SafeArea />
        </div>
        <figcaption className="mt-1 text-xs text-neutral-600">
          {phoneSrc
            ? "No celular: imagem para celular (tamanho real: metade da largura da tela)"
            : "No celular (tamanho real: metade da largura da tela)"}
        </figcaption>
      </figure>
    </div>
  );
}

/** The object URL of the image chosen in a file field, released when it changes. */
function useChosenImage() {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
  };
  return [preview, onChange] as const;
}

/**
 * A banner's images: the desktop image (required for a new banner) and an optional phone
 * image, with one crop preview of both. Editing keeps the current images unless new ones are
 * chosen; the current phone image can be removed, and phones then get the desktop image.
 */
export function BannerImageFields({
  image,
  phoneImage,
  removePhoneImage,
  currentUrl,
  currentPhoneUrl,
  currentAlt,
}: {
  image: FieldMetadata<File | undefined>;
  phoneImage: FieldMetadata<File | undefined>;
  removePhoneImage: FieldMetadata<boolean | undefined>;
  currentUrl?: string | null;
  currentPhoneUrl?: string | null;
  currentAlt?: string;
}) {
  const [desktopPreview, onDesktop] = useChosenImage();
  const [phonePreview, onPhone] = useChosenImage();
  const [removing, setRemoving] = useState(removePhoneImage.value === "on");
  const src = desktopPreview ?? currentUrl ?? null;
  const phoneSrc = phonePreview ?? (removing ? null : (currentPhoneUrl ?? null));
  const removeProps = getInputProps(removePhoneImage, { type: "checkbox" });

  return (
    <div className="flex flex-col gap-4">
      <BannerCropPreview
        src={src}
        alt={desktopPreview ? "Pré-visualização da nova imagem" : (currentAlt ?? "Imagem atual")}
        phoneSrc={phoneSrc}
      />
      <ConformFileInput
        meta={image}
        accept={IMAGE_ACCEPT}
        label="Imagem"
        onChange={onDesktop}
        hint={`${CONTENT_TEXT.imageHint} · tamanho recomendado ${BANNER_RECOMMENDED}; mantenha textos e logotipos dentro da área tracejada${currentUrl ? " · deixe em branco para manter a imagem atual" : ""}`}
      />
      <ConformFileInput
        meta={phoneImage}
        accept={IMAGE_ACCEPT}
        label="Imagem para celular (opcional)"
        onChange={onPhone}
        hint={`${CONTENT_TEXT.imageHint} · tamanho recomendado ${BANNER_PHONE_RECOMMENDED}; sem ela, o celular mostra a imagem acima${currentPhoneUrl ? " · deixe em branco para manter a imagem para celular atual" : ""}`}
      />
      {currentPhoneUrl ? (
        <label className="flex items-center gap-2 text-sm text-neutral-800">
          <input
            {...removeProps}
            onChange={(event) => setRemoving(event.currentTarget.checked)}
            className="size-4 rounded border-neutral-300 accent-brand-600"
          />
          Remover a imagem para celular (o celular passa a mostrar a imagem do computador)
        </label>
      ) : null}
    </div>
  );
}
