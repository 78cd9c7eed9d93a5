import type { FieldMetadata } from "@conform-to/react";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { CONTENT_TEXT, MAX_IMAGE_BYTES } from "~/domain/content-schemas";
import { FieldError } from "./admin-ui";
import { FileInput } from "./file-input";
import { IMAGE_ACCEPT, ImagePreview } from "./image-field";
import { useImageUpload } from "./blog/use-image-upload";

/**
 * The post cover. With JavaScript the chosen file is uploaded at once and only its address
 * travels with the form (so a failed save or a restored draft keeps it); without JavaScript the
 * file itself is submitted as `fileName` and the server stores it.
 */
export function CoverImageField({
  label,
  meta,
  fileName,
  folder = "blog-images",
  onChange,
}: {
  label: string;
  meta: FieldMetadata<string | undefined>;
  fileName: string;
  folder?: string;
  onChange?: (url: string) => void;
}) {
  const [url, setUrl] = useState(String(meta.initialValue ?? ""));
  const { busy, error, upload } = useImageUpload(folder);
  const fileId = `${meta.id}-file`;
  const errors = error ? [error] : meta.errors;

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    const image = await upload(file, "Imagem de capa");
    if (!image) {
      // Too large: the file is not kept to be sent with the form either.
      if (file.size > MAX_IMAGE_BYTES) input.value = "";
      return;
    }
    setUrl(image.url);
    onChange?.(image.url);
    // Sent already: the form carries only its address now (the change event clears the name
    // shown; with no file left, choose() returns at once).
    input.value = "";
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }

  return (
    <div className="flex flex-col gap-2">
      <input type="hidden" name={meta.name} value={url} />
      <ImagePreview
        src={url || null}
        alt="Imagem de capa atual"
        width={1200}
        height={630}
        className="aspect-[1200/630] w-full object-cover"
        data-testid="cover-preview"
        emptyAspect="aspect-[1200/630]"
      />
      <FileInput
        id={fileId}
        name={fileName}
        label={label}
        accept={IMAGE_ACCEPT}
        hint={CONTENT_TEXT.imageHint}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? meta.errorId : undefined}
        onChange={(event) => void choose(event.currentTarget)}
      />
      {busy ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-neutral-700">
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:hidden" />
          Enviando imagem...
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={errors} />
    </div>
  );
}
