/**
 * Staff changes that save uploaded images (store photos and banners, brand logos, home banners,
 * blog covers, the editor's images): the images are decoded, resized and written before the
 * change opens its transaction (the storage is never written while one is open), the media rows
 * are written with the change and its audit row, and a change that does not commit leaves no
 * file and no media row behind.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  banners,
  brands,
  media,
  storeBanners,
  storeImages,
  stores,
  type Store,
} from "#db/schema";
import type { Database } from "~/server/db.server";
import { createLocalStorage, type StorageAdapter } from "~/server/storage.server";
import { storeImageFiles } from "~/server/uploads.server";
import { staffClient, staffSession } from "../../tests/support/content-admin";
import { testEnv } from "../../tests/support/route-context";
import { postFormFields, postValues } from "../../tests/support/post-values";
import { newStaffSession, pngImage, type Answer } from "../../tests/support/staff-client";
import { storeRow } from "../../tests/support/store-rows";
import { describeEachDatabase } from "../../tests/support/test-db";
import {
  addStoreBanner,
  addStorePhoto,
  updateStoreBannerDetails,
} from "./admin-store-content.server";
import * as blogEditor from "~/routes/admin/blog-editor";
import * as brandsForm from "~/routes/admin/brands-form";
import * as imageUpload from "~/routes/admin/image-upload";
import { createBanner } from "./admin-banners.server";
import { createPost, PostRefused } from "./admin-blog-posts.server";
import { createBrand, storeBrandLogo, updateBrand } from "./admin-brands.server";
import { storeBannerFiles } from "./banner-images.server";
import { uploadStaffImage } from "./image-upload.server";
import { filesUnder } from "../../tests/support/files";

describeEachDatabase("staff changes with uploaded images", (getDb) => {
  let db: Database;
  let store: Store;
  let staffId: number;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-change-images-"));
  const local = createLocalStorage(dir, "/media");
  /** Transactions open on the database right now, and the keys written with their count then. */
  let openTransactions = 0;
  let writes: { key: string; openTransactions: number }[] = [];
  const storage: StorageAdapter = {
    ...local,
    async put(key, body, contentType) {
      writes.push({ key, openTransactions });
      return local.put(key, body, contentType);
    },
  };
  const app = () => ({ db, storage });

  const mediaCount = () => db.$count(media);
  const auditCount = () => db.$count(auditLog);

  /** Runs `action` while the audit log refuses every row. */
  async function whileAuditRefused<T>(action: () => Promise<T>): Promise<T> {
    await db.execute(sql`
      CREATE TRIGGER refuse_audit_images BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_audit_images()`);
    try {
      return await action();
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_audit_images ON audit_log`);
    }
  }

  /** What a failed change must leave in `folder`: no file, no media row, no audit row. */
  async function expectNothingLeft(folder: string, action: () => Promise<unknown>) {
    const files = filesUnder(folder);
    const [mediaBefore, auditBefore] = [await mediaCount(), await auditCount()];
    await action();
    expect(filesUnder(folder)).toEqual(files);
    expect(await mediaCount()).toBe(mediaBefore);
    expect(await auditCount()).toBe(auditBefore);
  }

  /** A model change that stored files, then failed: they are gone, and no `records` row stays. */
  async function expectFilesRemoved(
    action: () => Promise<unknown>,
    records?: typeof storeImages | typeof storeBanners,
  ) {
    const rows = records && (await db.$count(records));
    await expectNothingLeft(dir, action);
    expect(writes.length).toBeGreaterThan(0);
    if (records) expect(await db.$count(records)).toBe(rows);
  }

  /** A model change that fails on its audit row. */
  const refusedAudit = (change: () => Promise<unknown>) => () =>
    whileAuditRefused(() => expect(change()).rejects.toThrow(/insert into "audit_log"/));

  beforeAll(async () => {
    db = getDb().db;
    await db.execute(sql`
      CREATE FUNCTION refuse_audit_images() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$`);
    [store] = (await db.insert(stores).values(storeRow("Basiquinha Imagens")).returning()) as [
      Store,
    ];
    staffId = (await newStaffSession(db)).user.id;
  });

  beforeEach(() => {
    writes = [];
    const transaction = db.transaction.bind(db);
    vi.spyOn(db, "transaction").mockImplementation((async (
      ...args: Parameters<Database["transaction"]>
    ) => {
      openTransactions++;
      try {
        return await transaction(...args);
      } finally {
        openTransactions--;
      }
    }) as Database["transaction"]);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    // Whatever happened, no file was written while a transaction was open.
    expect(writes.filter((w) => w.openTransactions > 0)).toEqual([]);
  });

  describe("an editor image", () => {
    it("is stored outside the transaction and audited once with its media row", async () => {
      const [mediaBefore, auditBefore] = [await mediaCount(), await auditCount()];
      const row = await uploadStaffImage(app(), staffId, {
        file: await pngImage("editor.png", 900, 400),
        folder: "blog-images",
      });
      expect(writes.map((w) => w.key)).toContain(row.storageKey);
      expect(writes.every((w) => w.openTransactions === 0)).toBe(true);
      expect(fs.existsSync(path.join(dir, row.storageKey))).toBe(true);
      expect(await mediaCount()).toBe(mediaBefore + 1);
      expect(await auditCount()).toBe(auditBefore + 1);
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(row.id)));
      expect(audit).toMatchObject({ action: "create", entity: "media" });
    });

    it("leaves no file and no media row when its audit row cannot be written", async () => {
      await expectFilesRemoved(
        refusedAudit(async () =>
          uploadStaffImage(app(), staffId, {
            file: await pngImage("editor.png", 900, 400),
            folder: "blog-images",
          }),
        ),
      );
    });
  });

  describe("a store photo", () => {
    it("is saved with one audit row, its file written before the transaction", async () => {
      const auditBefore = await auditCount();
      const photo = await addStorePhoto(app(), staffId, store, {
        file: await pngImage("fachada.png", 900, 400),
        kind: "facade",
        altText: null,
      });
      expect(writes.length).toBeGreaterThan(0);
      expect(await auditCount()).toBe(auditBefore + 1);
      const [saved] = await db.select().from(storeImages).where(eq(storeImages.id, photo!.id));
      const [row] = await db.select().from(media).where(eq(media.id, saved!.mediaId!));
      expect(row?.url).toBe(saved?.url);
      expect(fs.existsSync(path.join(dir, row!.storageKey))).toBe(true);
    });

    it("leaves no file and no media row when its audit row cannot be written", async () => {
      await expectFilesRemoved(
        refusedAudit(async () =>
          addStorePhoto(app(), staffId, store, {
            file: await pngImage("fachada.png", 900, 400),
            kind: "facade",
            altText: null,
          }),
        ),
        storeImages,
      );
    });
  });

  describe("a store banner", () => {
    it("with its phone image leaves nothing when its audit row cannot be written", async () => {
      await expectFilesRemoved(
        refusedAudit(async () =>
          addStoreBanner(app(), staffId, store, {
            image: await pngImage("banner.png", 1200, 400),
            phoneImage: await pngImage("celular.png", 600, 600),
          }),
        ),
        storeBanners,
      );
    });

    it("keeps no new phone image when the banner is gone", async () => {
      await expectFilesRemoved(async () => {
        const saved = await updateStoreBannerDetails(app(), staffId, store, 987_654, {
          altText: "Banner sumido",
          startsAt: null,
          endsAt: null,
          phoneImage: await pngImage("celular.png", 600, 600),
          removePhone: false,
        });
        expect(saved).toBeNull();
      });
    });
  });

  describe("a brand logo, a home banner's images and a blog cover", () => {
    const logo = async () =>
      storeBrandLogo(storage, {
        file: await pngImage("logo.png", 300, 150),
        name: "Marca",
        userId: staffId,
      });
    const bannerFiles = async () =>
      storeBannerFiles(storage, {
        image: await pngImage("banner.png", 1200, 400),
        phoneImage: await pngImage("celular.png", 600, 600),
        folder: "banners",
        prefix: "banner",
        altText: "Banner",
        userId: staffId,
      });
    const cover = async () =>
      storeImageFiles(storage, {
        file: await pngImage("capa.png", 1200, 630),
        folder: "blog-images",
      });
    const post = postValues({
      slug: "post-capa",
      title: "Post com capa",
      excerpt: "Resumo do post com capa.",
    });
    const newBrand = async (name: string) =>
      createBrand(app(), staffId, { name, active: true }, await logo());
    /** The brand's save with a new logo. */
    const saveWithNewLogo = async (brandId: number, name: string) =>
      updateBrand(app(), staffId, brandId, { name, active: true }, { logo: await logo() });
    const newBanner = async () => {
      const files = await bannerFiles();
      return createBanner(
        app(),
        staffId,
        { description: "B", url: null, active: true },
        { desktop: files.desktop!, phone: files.phone },
      );
    };

    it("are written with their record and its one audit row, files stored before", async () => {
      const [mediaBefore, auditBefore] = [await mediaCount(), await auditCount()];
      const brand = await newBrand("Marca Nova");
      await saveWithNewLogo(brand.id, "Marca Nova");
      await db.delete(banners);
      const banner = await newBanner();
      const saved = await createPost(app(), staffId, post, await cover());
      expect(await auditCount()).toBe(auditBefore + 4);
      // The replaced logo went with its media row: one logo, two banner images, one cover.
      expect(await mediaCount()).toBe(mediaBefore + 4);
      const urls = (await db.select({ url: media.url }).from(media)).map((m) => m.url);
      const [stored] = await db.select().from(brands).where(eq(brands.id, brand.id));
      expect(urls).toEqual(
        expect.arrayContaining([
          stored!.logoUrl,
          banner.imageUrl,
          banner.phoneImageUrl,
          saved.imageUrl,
        ]),
      );
    });

    it("leave no file and no media row when their record's audit row cannot be written", async () => {
      const brand = await newBrand("Marca Fixa");
      await expectFilesRemoved(refusedAudit(() => newBrand("Marca Recusada")));
      await expectFilesRemoved(refusedAudit(() => saveWithNewLogo(brand.id, "Marca Fixa")));
      await db.delete(banners);
      await expectFilesRemoved(refusedAudit(newBanner));
      await expectFilesRemoved(
        refusedAudit(async () => createPost(app(), staffId, post, await cover())),
      );
    });

    it("leave no file when the post is refused (text too short once sanitised)", async () => {
      await expectFilesRemoved(async () => {
        const short = { ...post, contentHtml: `<script>${"x".repeat(200)}</script><p>Oi</p>` };
        await expect(createPost(app(), staffId, short, await cover())).rejects.toThrow(PostRefused);
      });
    });
  });

  describe("the staff forms", () => {
    const env = testEnv();
    let client: ReturnType<typeof staffClient>;

    beforeAll(async () => {
      client = staffClient(db, await staffSession(db, env));
    });

    /** A form whose audit row cannot be written answers `status` and keeps nothing. */
    const expectFormLeavesNothing = (post: () => Promise<Answer>, status: number) =>
      expectNothingLeft(env.UPLOADS_DIR, () =>
        whileAuditRefused(async () => expect((await post()).status).toBe(status)),
      );

    it("a post sent without JavaScript stores its cover only once the form is valid", async () => {
      const fields = postFormFields("Ca");
      await expectNothingLeft(env.UPLOADS_DIR, async () => {
        const refused = await client.post(blogEditor.action, "/restrita/blog/novo", {
          ...fields,
          coverFile: await pngImage("capa.png", 1200, 630),
        });
        expect(refused.status).toBe(400);
      });
      await expectFormLeavesNothing(
        async () =>
          client.post(blogEditor.action, "/restrita/blog/novo", {
            ...fields,
            title: "Capa sem registro",
            coverFile: await pngImage("capa.png", 1200, 630),
          }),
        500,
      );
      const auditBefore = await auditCount();
      const saved = await client.post(blogEditor.action, "/restrita/blog/novo", {
        ...fields,
        title: "Capa com registro",
        coverFile: await pngImage("capa.png", 1200, 630),
      });
      expect(saved.status).toBe(302);
      expect(await auditCount()).toBe(auditBefore + 1);
      expect(filesUnder(env.UPLOADS_DIR).length).toBeGreaterThan(0);
    });

    it("the editor's image upload answers its error and keeps no file", async () => {
      await expectFormLeavesNothing(
        async () =>
          client.post(imageUpload.action, "/restrita/api/imagens", {
            image: await pngImage("editor.png", 900, 400),
          }),
        500,
      );
      const answer = await client.post(imageUpload.action, "/restrita/api/imagens", {
        image: await pngImage("editor.png", 900, 400),
      });
      expect(answer.body).toMatchObject({ message: "Imagem enviada com sucesso!" });
      expect(filesUnder(env.UPLOADS_DIR).length).toBeGreaterThan(0);
    });

    it("a new brand whose audit row fails keeps no logo; a saved one has one audit row", async () => {
      const brandCount = await db.$count(brands);
      await expectFormLeavesNothing(
        async () =>
          client.post(brandsForm.action, "/restrita/marcas/novo", {
            name: "Marca Sem Registro",
            image: await pngImage("logo.png", 300, 150),
          }),
        500,
      );
      expect(await db.$count(brands)).toBe(brandCount);
      const auditBefore = await auditCount();
      const answer = await client.post(brandsForm.action, "/restrita/marcas/novo", {
        name: "Marca Registrada",
        image: await pngImage("logo.png", 300, 150),
      });
      expect(answer.status).toBe(302);
      expect(await auditCount()).toBe(auditBefore + 1);
    });
  });
});
