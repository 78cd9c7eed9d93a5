import { CONTENT_TEXT, MAX_IMAGE_BYTES } from "~/domain/content-schemas";

/** Sends an image to the restricted upload endpoint; resolves with its public URL and size. */
export async function uploadImage(
  file: File,
  folder: string,
  alt: string,
): Promise<{ url: string; width: number | null; height: number | null }> {
  if (file.size > MAX_IMAGE_BYTES) throw new Error(CONTENT_TEXT.imageTooLarge);
  const body = new FormData();
  body.set("image", file);
  body.set("folder", folder);
  body.set("alt", alt);
  const response = await fetch("/restrita/api/imagens", { method: "POST", body });
  const result = (await response.json().catch(() => ({}))) as {
    url?: string;
    width?: number | null;
    height?: number | null;
    error?: string;
  };
  if (!response.ok || !result.url) throw new Error(result.error ?? "Erro no Upload");
  return { url: result.url, width: result.width ?? null, height: result.height ?? null };
}
