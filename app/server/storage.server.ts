/**
 * Object storage behind one interface. The local-disk adapter keeps files under UPLOADS_DIR and
 * the app serves them under MEDIA_BASE_URL (/media/...). An S3-compatible adapter plugs in here.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Env } from "./env.server";

export interface StorageAdapter {
  readonly driver: string;
  /** Stores bytes under a key such as "lojas/12/banners/banner-1732262400000.webp". */
  put(key: string, body: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of safe segments: no "..", no absolute paths, no backslashes. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((s) => s === "." || s === "..")) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export function createLocalStorage(
  rootDir: string,
  baseUrl: string,
): StorageAdapter & {
  resolve(key: string): string | null;
} {
  const root = path.resolve(rootDir);
  const base = baseUrl.replace(/\/+$/, "");
  const resolve = (key: string): string | null => {
    try {
      assertSafeKey(key);
    } catch {
      return null;
    }
    const full = path.resolve(root, key);
    return full.startsWith(root + path.sep) ? full : null;
  };
  return {
    driver: "local",
    resolve,
    async put(key, body) {
      const full = resolve(key);
      if (!full) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, body);
      return { key, url: `${base}/${key}` };
    },
    async delete(key) {
      const full = resolve(key);
      if (!full) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      await fs.rm(full, { force: true });
    },
    publicUrl(key) {
      return `${base}/${key}`;
    },
  };
}

export type S3Config = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public (CDN) base URL of the bucket; defaults to endpoint/bucket. */
  publicBaseUrl?: string;
  forcePathStyle: boolean;
};

/** Any S3-compatible object store (AWS S3, MinIO, R2, ...), behind the same interface. */
export function createS3Storage(config: S3Config): StorageAdapter {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const base = (
    config.publicBaseUrl ??
    (config.endpoint
      ? `${config.endpoint.replace(/\/+$/, "")}/${config.bucket}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`)
  ).replace(/\/+$/, "");
  return {
    driver: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Keys are timestamped and never rewritten: caches may keep them forever.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return { key, url: `${base}/${key}` };
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    publicUrl(key) {
      return `${base}/${key}`;
    },
  };
}

type StorageEnv = Pick<
  Env,
  | "STORAGE_DRIVER"
  | "UPLOADS_DIR"
  | "MEDIA_BASE_URL"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_BUCKET"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_PUBLIC_BASE_URL"
  | "S3_FORCE_PATH_STYLE"
>;

export function createStorage(env: StorageEnv): StorageAdapter {
  if (env.STORAGE_DRIVER === "s3") {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      publicBaseUrl: env.S3_PUBLIC_BASE_URL,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(env.UPLOADS_DIR, env.MEDIA_BASE_URL);
}

let adapter: StorageAdapter | undefined;

/** The process-wide adapter chosen by STORAGE_DRIVER. */
export function getStorage(env: StorageEnv): StorageAdapter {
  adapter ??= createStorage(env);
  return adapter;
}
