import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "#db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-db";
import { createLocalStorage, createS3Storage, type StorageAdapter } from "./storage.server";
import {
  deleteStoredImage,
  MAX_IMAGE_BYTES,
  parseUploadForm,
  recordStoredImage,
  storeImageFiles,
  UPLOAD_MESSAGES,
  UploadError,
  type StoreImageInput,
  type UploadServices,
} from "./uploads.server";

/** An image's files stored, then its media row written (as a staff change does, unaudited). */
async function storeAndRecord(app: UploadServices, input: StoreImageInput) {
  return recordStoredImage(app.db, await storeImageFiles(app.storage, input));
}

async function jpegWithExif(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 219, g: 39, b: 119 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Copyright: "segredo-exif", Make: "CameraSecreta", Artist: "Fotógrafa" },
    })
    .toBuffer();
}

/** A real PNG over 6 MB: random pixels do not compress. */
async function largePng(): Promise<Buffer> {
  const side = 1500;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const file = (bytes: Buffer | string, name: string, type: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

type Harness = {
  name: string;
  setup(): Promise<{ storage: StorageAdapter; read(url: string): Promise<Buffer | null> }>;
  teardown(): Promise<void>;
};

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-local-"));
let s3server: S3rver | undefined;

const harnesses: Harness[] = [
  {
    name: "local disk",
    async setup() {
      const storage = createLocalStorage(localDir, "/media");
      return {
        storage,
        async read(url) {
          const full = path.join(localDir, url.replace(/^\/media\//, ""));
          return fs.existsSync(full) ? fs.readFileSync(full) : null;
        },
      };
    },
    async teardown() {
      fs.rmSync(localDir, { recursive: true, force: true });
    },
  },
  {
    name: "S3-compatible",
    async setup() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-s3-"));
      s3server = new S3rver({
        port: 0,
        address: "127.0.0.1",
        silent: true,
        directory: dir,
        configureBuckets: [{ name: "media", configs: [] }],
      });
      const { port } = await s3server.run();
      const storage = createS3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        region: "us-east-1",
        bucket: "media",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      });
      return {
        storage,
        async read(url) {
          const res = await fetch(url);
          return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
        },
      };
    },
    async teardown() {
      await s3server?.close();
    },
  },
];

for (const harness of harnesses) {
  describe(`image uploads [${harness.name}]`, () => {
    let db: TestDatabase;
    let storage: StorageAdapter;
    let read: (url: string) => Promise<Buffer | null>;

    beforeAll(async () => {
      db = await createTestDatabase();
      ({ storage, read } = await harness.setup());
    });
    afterAll(async () => {
      await harness.teardown();
      await db.destroy();
    });

    const mediaCount = async () => (await db.db.select({ n: count() }).from(media))[0]!.n;

    it.each([
      [
        "a 6 MB image",
        async () => file(await largePng(), "grande.png", "image/png"),
        UPLOAD_MESSAGES.tooLarge,
      ],
      [
        "a text file named .png",
        async () => file("não sou uma imagem", "foto.png", "image/png"),
        UPLOAD_MESSAGES.unsupported,
      ],
      [
        "an SVG carrying script",
        async () =>
          file(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            "logo.svg",
            "image/svg+xml",
          ),
        UPLOAD_MESSAGES.unsupported,
      ],
      [
        "a sound picture over 40 megapixels (too big, not corrupt)",
        async () =>
          file(
            await sharp({
              create: { width: 8100, height: 5100, channels: 3, background: "#db2777" },
            })
              .png()
              .toBuffer(),
            "enorme.png",
            "image/png",
          ),
        UPLOAD_MESSAGES.tooManyPixels,
      ],
      ["an empty file", async () => file("", "vazio.jpg", "image/jpeg"), UPLOAD_MESSAGES.missing],
      ["no file at all", async () => null, UPLOAD_MESSAGES.missing],
    ])("refuses %s with a clear message and stores nothing", async (_label, make, message) => {
      const before = await mediaCount();
      const upload = await make();
      if (upload && upload.name === "grande.png")
        expect(upload.size).toBeGreaterThan(MAX_IMAGE_BYTES);
      const attempt = storeAndRecord(
        { db: db.db, storage },
        { file: upload, folder: "lojas/1/banners", prefix: "banner" },
      );
      await expect(attempt).rejects.toThrow(UploadError);
      await expect(attempt).rejects.toThrow(message);
      expect(await mediaCount()).toBe(before);
    });

    it("stores a valid JPEG as WebP with variants and without its EXIF data", async () => {
      const source = await jpegWithExif();
      expect((await sharp(source).metadata()).exif).toBeDefined();
      expect(source.includes(Buffer.from("segredo-exif"))).toBe(true);
      const row = await storeAndRecord(
        { db: db.db, storage },
        {
          file: file(source, "fachada.jpg", "image/jpeg"),
          folder: "lojas/7/banners",
          prefix: "banner",
          altText: "Banner da Loja",
        },
      );
      expect(row.storageKey).toMatch(/^lojas\/7\/banners\/banner-\d{13}-[0-9a-f]{6}\.webp$/);
      expect(row.width).toBe(2000);
      expect(row.height).toBe(1333);
      expect(row.variants.map((v) => v.width)).toEqual([400, 800, 1200, 1600]);

      for (const url of [row.url, ...row.variants.map((v) => v.url)]) {
        const bytes = await read(url);
        expect(bytes, url).not.toBeNull();
        const meta = await sharp(bytes!).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.exif).toBeUndefined();
        expect(bytes!.includes(Buffer.from("segredo-exif"))).toBe(false);
        expect(bytes!.includes(Buffer.from("CameraSecreta"))).toBe(false);
      }

      await deleteStoredImage({ db: db.db, storage }, row.url);
      for (const url of [row.url, ...row.variants.map((v) => v.url)]) {
        expect(await read(url), url).toBeNull();
      }
      expect(await mediaCount()).toBe(0);
    });

    it("logs a failed file removal without failing the record change", async () => {
      const row = await storeAndRecord(
        { db: db.db, storage },
        { file: file(await jpegWithExif(300, 200), "a.jpg", "image/jpeg"), folder: "blog-images" },
      );
      expect(row.storageKey).toMatch(/^blog-images\/\d{13}-[0-9a-f]{6}\.webp$/);
      const warnings: unknown[] = [];
      const failing: StorageAdapter = {
        ...storage,
        delete: async () => {
          throw new Error("disco indisponível");
        },
      };
      await deleteStoredImage(
        {
          db: db.db,
          storage: failing,
          logger: { warn: (o: unknown) => warnings.push(o) } as never,
        },
        row.url,
      );
      expect(warnings).toHaveLength(1);
      expect(await mediaCount()).toBe(0);
      await storage.delete(row.storageKey);
    });
  });
}

describe("multipart parsing", () => {
  const multipart = (parts: Record<string, File | string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(parts)) form.set(k, v);
    return new Request("http://localhost/x", { method: "POST", body: form });
  };

  it("keeps the other fields when the image is too large, so nothing typed is lost", async () => {
    const big = file(Buffer.alloc(6 * 1024 * 1024, 1), "grande.jpg", "image/jpeg");
    const form = await parseUploadForm(multipart({ description: "Promoção de verão", image: big }));
    expect(form.get("description")).toBe("Promoção de verão");
    expect((form.get("image") as File).size).toBe(6 * 1024 * 1024);
  });

  it("refuses a file beyond the streaming limit with the size message", async () => {
    const huge = file(Buffer.alloc(26 * 1024 * 1024, 1), "enorme.jpg", "image/jpeg");
    await expect(parseUploadForm(multipart({ image: huge }))).rejects.toThrow(
      UPLOAD_MESSAGES.tooLarge,
    );
  });
});
