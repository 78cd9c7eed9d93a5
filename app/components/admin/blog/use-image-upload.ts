import { useState } from "react";
import { toast } from "sonner";
import { uploadImage } from "~/components/admin/upload-image";
import { CONTENT_TEXT, MAX_IMAGE_BYTES } from "~/domain/content-schemas";

type UploadedImage = Awaited<ReturnType<typeof uploadImage>>;

/**
 * Sends one image of a post (its cover, an image inside its text) to the upload endpoint with
 * the restricted area's feedback: too large a file is refused before sending, the outcome is
 * toasted, and the error stays on screen under the field until the next try.
 */
export function useImageUpload(folder: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** The stored image, or null when refused or failed (the reason is in `error`). */
  async function upload(file: File, alt: string): Promise<UploadedImage | null> {
    if (file.size > MAX_IMAGE_BYTES) {
      setError(CONTENT_TEXT.imageTooLarge);
      return null;
    }
    setBusy(true);
    setError(null);
    try {
      const image = await uploadImage(file, folder, alt);
      toast.success("Imagem enviada com sucesso!");
      return image;
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : "Erro no Upload";
      setError(message);
      toast.error("Erro no Upload", { description: message });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, upload };
}
