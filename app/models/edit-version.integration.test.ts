/**
 * Every staff edit, called on the model with the version its screen was opened at after someone
 * else saved: the save is refused with StaleEdit, nothing of it is written (its table, the media
 * rows and files, the audit log) and the other person's change survives. The same call with the
 * current version goes through.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  banners,
  blogPosts,
  brands,
  holidayDecisions,
  media,
  privacySettings,
  siteSettings,
  specialties,
  storeBanners,
  storeImages,
  storeSections,
  stores,
  testimonials,
  users,
  videos,
  type Store,
} from "#db/schema";
import { parseForm } from "~/domain/form-input";
import { storeFormSchema } from "~/domain/store-schemas";
import type { Database } from "~/server/db.server";
import { createLocalStorage } from "~/server/storage.server";
import { storeImageFiles } from "~/server/uploads.server";
import { postValues } from "../../tests/support/post-values";
import { newStaffSession, pngImage } from "../../tests/support/staff-client";
import { validStoreFields } from "../../tests/support/store-admin";
import { describeEachDatabase } from "../../tests/support/test-db";
import {
  bannerListVersion,
  createBanner,
  moveBanner,
  toggleBanner,
  updateBanner,
} from "./admin-banners.server";
import { createPost, deletePost, updatePost } from "./admin-blog-posts.server";
import { createBrand, deleteBrand, storeBrandLogo, updateBrand } from "./admin-brands.server";
import { getSettingsForAdmin, saveSettings } from "./admin-settings.server";
import {
  addStoreBanner,
  addStorePhoto,
  moveStoreBanner,
  moveStorePhoto,
  removeStoreBanner,
  removeStorePhoto,
  saveStoreSections,
  storeListVersion,
  updateStoreBannerDetails,
  updateStorePhoto,
} from "./admin-store-content.server";
import {
  createSpecialty,
  deleteSpecialty,
  moveSpecialty,
  specialtiesVersion,
  toggleSpecialty,
  updateSpecialty,
} from "./admin-specialties.server";
import { createStore, updateStore } from "./admin-stores.server";
import {
  createTestimonial,
  deleteTestimonial,
  updateTestimonial,
} from "./admin-testimonials.server";
import {
  createVideo,
  deleteVideo,
  moveVideo,
  updateVideo,
  videoListVersion,
} from "./admin-videos.server";
import { storeBannerFiles } from "./banner-images.server";
import { StaleEdit } from "./edit-version.server";
import {
  deleteHolidayDecision,
  holidayDecisionsVersion,
  saveHolidayDecision,
} from "./holidays.server";
import { getPrivacySettingsForAdmin, savePrivacySettings } from "./privacy-settings.server";
import { saveStoreHours } from "./store-hours.server";
import { changeUserRole, setPasswordByStaff, setUserActive } from "./users.server";

describeEachDatabase("a save from a stale screen", (getDb) => {
  let db: Database;
  let by: number;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "edit-version-"));
  const storage = createLocalStorage(dir, "/media");
  const app = () => ({ db, storage });
  let serial = 0;

  beforeAll(async () => {
    db = getDb().db;
    by = (await newStaffSession(db, { role: "admin", name: "Ana Concorrente" })).user.id;
  });

  /** Every row of `table`, the media rows, the files and the audit log's size. */
  async function state(table: PgTable) {
    const rows = (
      (await db.execute(sql`SELECT to_jsonb(t)::text AS row FROM ${table} t`)) as {
        rows: { row: string }[];
      }
    ).rows.map((r) => r.row);
    return {
      rows: rows.sort(),
      media: await db.$count(media),
      files: fs.readdirSync(dir, { recursive: true }).length,
      audit: await db.$count(auditLog),
    };
  }

  /** `stale` is refused with StaleEdit and leaves `table` (and everything around it) as it was. */
  async function expectRefused(table: PgTable, stale: () => Promise<unknown>, kind?: string) {
    const before = await state(table);
    const refused = await stale().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StaleEdit);
    if (kind) expect((refused as StaleEdit).kind).toBe(kind);
    expect(await state(table)).toEqual(before);
  }

  /**
   * `save` from a screen goes through with `first`; the same screen (same opened version) saving
   * `second` afterwards is refused and changes nothing.
   */
  async function expectSecondSaveRefused<Values>(
    table: PgTable,
    save: (values: Values) => Promise<unknown>,
    first: Values,
    second: Values,
  ) {
    await save(first);
    await expectRefused(table, () => save(second));
  }

  /**
   * Two rows added to a list of `store` (photos, banners); the first moved down from the list as a
   * screen opened it, then that screen's move up is refused. The first row, as added, is returned.
   */
  async function firstAfterStaleMove<Row extends { id: number }>(
    table: PgTable,
    store: Store,
    list: keyof typeof storeListVersion,
    add: () => Promise<Row>,
    move: (
      db: Database,
      by: number,
      store: Store,
      id: number,
      direction: "up" | "down",
      version?: string,
    ) => Promise<unknown>,
  ): Promise<Row> {
    const first = await add();
    await add();
    const opened = await storeListVersion[list](db, store);
    await move(db, by, store, first.id, "down", opened);
    await expectRefused(table, () => move(db, by, store, first.id, "up", opened), "list");
    return first;
  }

  function storeValues(fields: Record<string, string> = {}) {
    const form = new FormData();
    const name = `Basiquinha Versão ${++serial}`;
    for (const [key, value] of Object.entries(validStoreFields({ name, ...fields }))) {
      form.set(key, value ?? "");
    }
    const parsed = parseForm(form, { schema: storeFormSchema });
    if (parsed.status !== "success") throw new Error("the valid store form was refused");
    return parsed.value;
  }

  const storeRow = async (id: number) =>
    (await db.select().from(stores).where(eq(stores.id, id)))[0] as Store;
  /** The store form saved with `values` from a form opened at `version`. */
  const saveStore = (id: number, values: ReturnType<typeof storeValues>, version: number) =>
    updateStore(db, by, id, values, { version });

  describe("the store form and the hours screen (one version per store)", () => {
    it("refuses the second save of a form opened before the first", async () => {
      const store = await createStore(db, by, storeValues());
      const opened = store.version;
      const values = { ...storeValues(), name: store.name };
      await saveStore(store.id, { ...values, whatsapp: "(62) 98888-1111" }, opened);
      await expectRefused(stores, () =>
        saveStore(store.id, { ...values, notes: "Vitrine nova" }, opened),
      );
      expect((await storeRow(store.id)).whatsapp).toBe("(62) 98888-1111");
      const current = (await storeRow(store.id)).version;
      expect(current).toBe(opened + 1);
      await saveStore(store.id, { ...values, notes: "Vitrine nova" }, current);
      expect(await storeRow(store.id)).toMatchObject({
        notes: "Vitrine nova",
        version: opened + 2,
      });
    });

    it("refuses hours saved from a screen opened before the store was saved", async () => {
      const store = await createStore(db, by, storeValues());
      await saveStore(
        store.id,
        { ...storeValues(), name: store.name, notes: "Vitrine nova" },
        store.version,
      );
      const week = { week: [{ day: 1, open: "09:00", close: "18:00" }], special: [] };
      await expectRefused(stores, () => saveStoreHours(db, by, store, week, store.version));
      await saveStoreHours(db, by, store, week, store.version + 1);
      expect((await storeRow(store.id)).weeklyHours).toEqual(week);
    });
  });

  describe("a store's page content and photos (one version per list)", () => {
    it("refuses the page content saved over sections someone else changed", async () => {
      const store = await createStore(db, by, storeValues());
      const section = { section: "sobre_loja" as const, title: null, active: true };
      const opened = await storeListVersion.sections(db, store);
      await saveStoreSections(
        db,
        by,
        store,
        { sections: [{ ...section, bodyHtml: "<p>A</p>" }] },
        opened,
      );
      await expectRefused(storeSections, () =>
        saveStoreSections(
          db,
          by,
          store,
          { sections: [{ ...section, bodyHtml: "<p>B</p>" }] },
          opened,
        ),
      );
      const [row] = await db
        .select()
        .from(storeSections)
        .where(eq(storeSections.storeId, store.id));
      expect(row?.bodyHtml).toBe("<p>A</p>");
    });

    it("refuses a move, a save and a removal from a stale photo list", async () => {
      const store = await createStore(db, by, storeValues());
      const add = async () =>
        (await addStorePhoto(app(), by, store, {
          file: await pngImage("foto.png", 300, 200),
          kind: "interior",
          altText: null,
        }))!;
      const first = await firstAfterStaleMove(storeImages, store, "photos", add, moveStorePhoto);
      await expectSecondSaveRefused(
        storeImages,
        (values) => updateStorePhoto(db, by, store, first.id, values, first.version),
        { kind: "facade" as const, altText: "Fachada" },
        { kind: "interior" as const, altText: "x" },
      );
      await expectRefused(storeImages, () =>
        removeStorePhoto(app(), by, store, first.id, first.version),
      );
      expect(await removeStorePhoto(app(), by, store, first.id, first.version + 1)).not.toBeNull();
    });
  });

  it("refuses a move, a save and a removal from a store's stale banner list", async () => {
    const store = await createStore(db, by, storeValues());
    const add = async () =>
      (await addStoreBanner(app(), by, store, {
        image: await pngImage("banner.png", 960, 320),
      }))!;
    const first = await firstAfterStaleMove(storeBanners, store, "banners", add, moveStoreBanner);
    const details = {
      altText: "Vitrine",
      startsAt: null,
      endsAt: null,
      phoneImage: null,
      removePhone: false,
    };
    await updateStoreBannerDetails(app(), by, store, first.id, details, first.version);
    await expectRefused(storeBanners, async () =>
      updateStoreBannerDetails(
        app(),
        by,
        store,
        first.id,
        { ...details, altText: "Atrasado", phoneImage: await pngImage("celular.png", 300, 300) },
        first.version,
      ),
    );
    await expectRefused(storeBanners, () =>
      removeStoreBanner(app(), by, store, first.id, first.version),
    );
  });

  describe("home banners, brands and videos", () => {
    it("refuses a banner's save, switch and move from stale screens, keeping its new image out", async () => {
      await db.delete(banners);
      const files = () =>
        pngImage("banner.png", 320, 120).then((image) =>
          storeBannerFiles(storage, {
            image,
            folder: "banners",
            prefix: "b",
            altText: "B",
            userId: by,
          }),
        );
      const values = { description: "Semana do Skincare", url: null, active: true };
      const desktop = (await files()).desktop!;
      const banner = await createBanner(app(), by, values, { desktop, phone: null });
      await createBanner(
        app(),
        by,
        { ...values, description: "Outro" },
        {
          desktop: (await files()).desktop!,
          phone: null,
        },
      );
      const list = await bannerListVersion(db);
      await updateBanner(
        app(),
        by,
        banner.id,
        { ...values, description: "Nova descrição" },
        {
          version: banner.version,
        },
      );
      // The refused save had stored a new image: its file and media row go with it.
      await expectRefused(banners, async () =>
        updateBanner(app(), by, banner.id, values, {
          files: await files(),
          version: banner.version,
        }),
      );
      await expectRefused(banners, () => toggleBanner(db, by, banner.id, banner.version));
      await expectRefused(banners, () => moveBanner(db, by, banner.id, "down", list), "list");
    });

    it("refuses a brand's save and removal from stale screens", async () => {
      const logo = () =>
        pngImage("logo.png", 200, 200).then((file) =>
          storeBrandLogo(storage, { file, name: "Marca", userId: by }),
        );
      const brand = await createBrand(
        app(),
        by,
        { name: "Marca Versão", active: true },
        await logo(),
      );
      await updateBrand(
        app(),
        by,
        brand.id,
        { name: "Marca Renomeada", active: true },
        {
          version: brand.version,
        },
      );
      await expectRefused(brands, async () =>
        updateBrand(
          app(),
          by,
          brand.id,
          { name: "Marca Velha", active: false },
          {
            logo: await logo(),
            version: brand.version,
          },
        ),
      );
      await expectRefused(brands, () => deleteBrand(app(), by, brand.id, brand.version));
    });

    it("refuses a video's save, move and removal from stale screens", async () => {
      const values = {
        url: "https://youtu.be/dQw4w9WgXcQ",
        youtubeId: "dQw4w9WgXcQ",
        title: "Rotina da manhã",
        description: null,
      };
      const video = await createVideo(db, by, values);
      await createVideo(db, by, { ...values, title: "Rotina da noite" });
      const list = await videoListVersion(db);
      await expectSecondSaveRefused(
        videos,
        (title: string) => updateVideo(db, by, video.id, { ...values, title }, video.version),
        "Rotina nova",
        "Rotina velha",
      );
      await expectRefused(videos, () => moveVideo(db, by, video.id, "down", list), "list");
      await expectRefused(videos, () => deleteVideo(db, by, video.id, video.version));
    });
  });

  describe("specialties and testimonials", () => {
    it("refuses a specialty's save, switch, move and removal from stale screens", async () => {
      const values = {
        title: "Maquiagem",
        description: "Para o dia a dia",
        icon: "Sparkles" as const,
        active: true,
      };
      const specialty = (await createSpecialty(db, by, values))!;
      await createSpecialty(db, by, { ...values, title: "Cabelos" });
      const list = await specialtiesVersion(db);
      await expectSecondSaveRefused(
        specialties,
        (title: string) =>
          updateSpecialty(db, by, specialty.id, { ...values, title }, specialty.version),
        "Make",
        "Velho",
      );
      await expectRefused(specialties, () =>
        toggleSpecialty(db, by, specialty.id, specialty.version),
      );
      await expectRefused(
        specialties,
        () => moveSpecialty(db, by, specialty.id, "down", list),
        "list",
      );
      await expectRefused(specialties, () =>
        deleteSpecialty(db, by, specialty.id, specialty.version),
      );
      // At the current versions every change goes through.
      expect(
        await moveSpecialty(db, by, specialty.id, "down", await specialtiesVersion(db)),
      ).toEqual({
        moved: true,
      });
      expect(await deleteSpecialty(db, by, specialty.id, specialty.version + 1)).not.toBeNull();
    });

    it("refuses a testimonial's correction, approval and removal from stale screens", async () => {
      const store = await createStore(db, by, storeValues());
      const values = {
        customerName: "Joana",
        city: null,
        rating: 5,
        text: "Atendimento excelente, voltarei sempre.",
        approved: false,
      };
      const testimonial = (await createTestimonial(db, by, { ...values, storeId: store.id }))!;
      await updateTestimonial(db, by, testimonial.id, { approved: true }, testimonial.version);
      await expectRefused(testimonials, () =>
        updateTestimonial(
          db,
          by,
          testimonial.id,
          { text: `${values.text} Nota 10.` },
          testimonial.version,
        ),
      );
      await expectRefused(testimonials, () =>
        updateTestimonial(db, by, testimonial.id, { approved: false }, testimonial.version),
      );
      await expectRefused(testimonials, () =>
        deleteTestimonial(db, by, testimonial.id, testimonial.version),
      );
      expect(
        (await db.select().from(testimonials).where(eq(testimonials.id, testimonial.id)))[0]
          ?.approved,
      ).toBe(true);
    });
  });

  describe("posts, settings, holiday decisions and accounts", () => {
    it("refuses a post's save and removal from stale screens", async () => {
      const cover = await storeImageFiles(storage, {
        file: await pngImage("capa.png", 600, 315),
        folder: "blog-images",
      });
      const values = postValues({
        slug: "post-versao",
        title: "Post da versão",
        excerpt: "Resumo do post da versão.",
      });
      const post = await createPost(app(), by, values, cover);
      const saved = { ...values, imageUrl: post.imageUrl! };
      await updatePost(
        app(),
        by,
        post.id,
        { ...saved, title: "Título de Ana" },
        { version: post.version },
      );
      await expectRefused(blogPosts, () =>
        updatePost(
          app(),
          by,
          post.id,
          { ...saved, excerpt: "Resumo de Bia, atrasado." },
          {
            version: post.version,
          },
        ),
      );
      await expectRefused(blogPosts, () => deletePost(db, by, post.id, post.version));
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row?.title).toBe("Título de Ana");
    });

    it("refuses settings saved from a screen opened before the last save", async () => {
      const { id: _id, version, ...values } = await getSettingsForAdmin(db);
      await saveSettings(db, by, { ...values, brandName: "Basiquinha Ana" }, version);
      await expectRefused(siteSettings, () =>
        saveSettings(db, by, { ...values, contactPhone: "(62) 4002-8922" }, version),
      );
      expect((await getSettingsForAdmin(db)).brandName).toBe("Basiquinha Ana");
    });

    it("refuses privacy settings saved from a screen opened before the last save", async () => {
      const { version, ...values } = await getPrivacySettingsForAdmin(db);
      await savePrivacySettings(db, by, { ...values, dpoName: "Ana Encarregada" }, version);
      await expectRefused(privacySettings, () =>
        savePrivacySettings(db, by, { ...values, eventsMonths: 6 }, version),
      );
      const now = await getPrivacySettingsForAdmin(db);
      expect(now.dpoName).toBe("Ana Encarregada");
      await savePrivacySettings(db, by, { ...values, eventsMonths: 6 }, now.version);
      expect((await getPrivacySettingsForAdmin(db)).eventsMonths).toBe(6);
    });

    it("refuses a holiday decision over decisions someone else changed, and a stale removal", async () => {
      const rule = {
        date: "2031-12-25",
        holidayKey: "natal",
        holidayName: "Natal",
        scope: "all" as const,
        state: "",
        city: "",
        opens: null,
        closes: null,
      };
      const opened = holidayDecisionsVersion([]);
      const { decision } = await saveHolidayDecision(db, by, { ...rule, mode: "closed" }, opened);
      await expectRefused(
        holidayDecisions,
        () => saveHolidayDecision(db, by, { ...rule, mode: "normal" }, opened),
        "list",
      );
      await saveHolidayDecision(
        db,
        by,
        { ...rule, mode: "normal" },
        holidayDecisionsVersion([decision]),
      );
      await expectRefused(holidayDecisions, () =>
        deleteHolidayDecision(db, by, decision.id, decision.version),
      );
    });

    it("refuses a role, status or password change of an account changed since", async () => {
      const person = (await newStaffSession(db, { role: "editor", name: "Bia Editora" })).user;
      const opened = person.version;
      await changeUserRole(db, by, person, "admin", opened);
      await expectRefused(users, () => setUserActive(db, by, person, false, opened));
      await expectRefused(users, () => changeUserRole(db, by, person, "editor", opened));
      await expectRefused(users, () =>
        setPasswordByStaff(db, by, person, "senha-atrasada-123", { version: opened }),
      );
      const [row] = await db.select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({ role: "admin", active: true, version: opened + 1 });
    });
  });
});
