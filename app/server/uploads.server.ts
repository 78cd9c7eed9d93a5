/**
 * The one upload path for every image field of the restricted area: size limit, content
 * sniffing (the bytes decide, not the file name), re-encoding with sharp (which drops EXIF and
 * any other metadata), WebP variants for srcset and storage through the configured adapter. The
 * media row of an upload is written by the staff change that uses it (staffChangeWithImages),
 * in the change's transaction.
 */
import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Logger } from "pino";
import sharp, { type OutputInfo } from "sharp";
import { media, type Media, type MediaVariant } from "#db/schema";
import type { Database } from "./db.server";
import { bodyTooLarge } from "./request-body.server";
import type { StorageAdapter } from "./storage.server";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Larger bodies are cut off while streaming; up to here the other fields survive. */
const HARD_REQUEST_FILE_LIMIT = 25 * 1024 * 1024;
/** Files one upload form may carry. */
export const MAX_FILES_PER_REQUEST = 10;
const MAX_WIDTH = 2000;
/** Narrower copies made of every image, for srcset (the demo images get them too). */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600];
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);

export const UPLOAD_MESSAGES = {
  missing: "Selecione uma imagem para upload.",
  tooLarge: "A imagem deve ter no máximo 5MB",
  unsupported:
    "Formato não aceito. Envie uma imagem JPG, PNG, WebP, AVIF ou GIF (SVG não é aceito).",
  unreadable: "Não foi possível ler a imagem. O arquivo pode estar corrompido.",
  tooManyPixels:
    "A imagem é grande demais: no máximo 40 megapixels (por exemplo, 8000 × 5000). Reduza e envie de novo.",
  failed: "Erro no Upload",
  tooManyFiles: `Envie no máximo ${MAX_FILES_PER_REQUEST} arquivos de cada vez.`,
  success: "Imagem enviada com sucesso!",
} as const;

export class UploadError extends Error {
  override name = "UploadError";
}

/**
 * Reads a multipart form without buffering unbounded bodies. Files stay in memory (they are at
 * most a few MB); an over-large file becomes an UploadError with the spec's message.
 */
export async function parseUploadForm(request: Request): Promise<FormData> {
  try {
    return await parseFormData(request, {
      maxFileSize: HARD_REQUEST_FILE_LIMIT,
      maxFiles: MAX_FILES_PER_REQUEST,
    });
  } catch (error) {
    const tooLarge = bodyTooLarge(error);
    if (tooLarge) throw new UploadError(tooLarge.message);
    if (error instanceof MaxFilesExceededError) throw new UploadError(UPLOAD_MESSAGES.tooManyFiles);
    if (error instanceof MaxFileSizeExceededError) throw new UploadError(UPLOAD_MESSAGES.tooLarge);
    if (error instanceof MultipartParseError) throw new UploadError(UPLOAD_MESSAGES.failed);
    throw error;
  }
}

/** Checks a submitted file: present, within 5 MB, and a real raster image by its content. */
export async function inspectImage(file: FormDataEntryValue | null | undefined): Promise<{
  bytes: Buffer;
  mime: string;
}> {
  if (!file || typeof file === "string" || file.size === 0) {
    throw new UploadError(UPLOAD_MESSAGES.missing);
  }
  if (file.size > MAX_IMAGE_BYTES) throw new UploadError(UPLOAD_MESSAGES.tooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new UploadError(UPLOAD_MESSAGES.unsupported);
  return { bytes, mime: type.mime };
}

export type StoreImageInput = {
  file: FormDataEntryValue | null | undefined;
  /** Folder inside the bucket, e.g. "lojas/12/banners" or "blog-images". */
  folder: string;
  /** File name prefix before the timestamp, e.g. "banner" gives banner-1732262400000.webp. */
  prefix?: string;
  altText?: string | null;
  userId?: number | null;
};

export type UploadServices = { db: Database; storage: StorageAdapter; logger?: Logger };

/**
 * An image whose files are stored and whose media row is still to be written: the slow part of
 * an upload (decoding, resizing, writing files) is done before any transaction opens, and the
 * row is written by the change that uses the image (see recordStoredImage).
 */
export type StoredImageFiles = { row: typeof media.$inferInsert; keys: string[] };

/** Validates, re-encodes and stores an image with its variants; no database work. */
export async function storeImageFiles(
  storage: StorageAdapter,
  input: StoreImageInput,
): Promise<StoredImageFiles> {
  const { bytes, mime } = await inspectImage(input.file);
  const animated = mime === "image/gif" || mime === "image/webp";
  let main: { data: Buffer; info: OutputInfo };
  try {
    main = await sharp(bytes, { animated, limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    // sharp's 'Input image exceeds pixel limit': a sound picture, only too big to handle.
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw new UploadError(tooBig ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.unreadable);
  }
  const width = main.info.width;
  const height = animated && main.info.pageHeight ? main.info.pageHeight : main.info.height;
  // Timestamped as the spec's paths, plus a random part: two uploads in the same millisecond
  // must never share a key.
  const stamp = `${Date.now()}-${randomBytes(3).toString("hex")}`;
  const base = `${input.folder.replace(/\/+$/, "")}/${input.prefix ? `${input.prefix}-` : ""}${stamp}`;
  const keys: string[] = [];
  try {
    const stored = await storage.put(`${base}.webp`, main.data, "image/webp");
    keys.push(stored.key);
    const variants: MediaVariant[] = [];
    for (const target of VARIANT_WIDTHS.filter((w) => w < width)) {
      const out = await sharp(bytes, { animated, limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: target })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const variant = await storage.put(`${base}-w${target}.webp`, out.data, "image/webp");
      keys.push(variant.key);
      variants.push({
        width: out.info.width,
        height: animated && out.info.pageHeight ? out.info.pageHeight : out.info.height,
        key: variant.key,
        url: variant.url,
      });
    }
    const row = {
      storageKey: stored.key,
      url: stored.url,
      mimeType: "image/webp",
      byteSize: main.data.length,
      width,
      height,
      variants,
      altText: input.altText ?? null,
      createdBy: input.userId ?? null,
    };
    return { row, keys };
  } catch (error) {
    await discardImageFiles(storage, { keys });
    throw error;
  }
}

/** Writes the media row of stored files (inside the transaction of the change using them). */
export async function recordStoredImage(db: Database, files: StoredImageFiles): Promise<Media> {
  const [row] = await db.insert(media).values(files.row).returning();
  return row!;
}

/** Removes the files of an image whose media row was never kept; a failure is ignored. */
export async function discardImageFiles(
  storage: StorageAdapter,
  files: Pick<StoredImageFiles, "keys">,
) {
  await Promise.all(files.keys.map((key) => storage.delete(key).catch(() => {})));
}

/**
 * Removes an uploaded image (by its public URL) with its variants and media row. A file that
 * cannot be removed is logged and left behind: the record change must not fail because of it.
 */
export async function deleteStoredImage(app: UploadServices, url: string | null | undefined) {
  if (!url) return;
  const [row] = await app.db.select().from(media).where(eq(media.url, url)).limit(1);
  if (!row) return;
  for (const key of [row.storageKey, ...row.variants.map((v) => v.key)]) {
    try {
      await app.storage.delete(key);
    } catch (error) {
      app.logger?.warn({ err: error, key }, "could not remove stored file");
    }
  }
  await app.db.delete(media).where(eq(media.id, row.id));
}

/** srcset for an uploaded image (main file plus its variants). */
export function srcSetFor(row: Pick<Media, "url" | "width" | "variants">): string {
  return [
    ...row.variants.map((v) => `${v.url} ${v.width}w`),
    `${row.url} ${row.width ?? MAX_WIDTH}w`,
  ].join(", ");
}
