import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, countDistinct, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db.server";
import { verifyPassword } from "~/server/password.server";
import { createLocalStorage } from "~/server/storage.server";
import { describeEachDatabase } from "../tests/support/test-db";
import * as schema from "./schema";
import { ensureDemoAdmin } from "~/models/users.server";
import { DEMO_MANAGERS, ensureDemoManagers } from "~/models/demo-managers.server";
import { escapeXml, mulberry32, seedDemoData, seedSyntheticStores, type SeedSummary } from "./seed";
import { DEMO_CITY_CENTERS, REQUIRED_DEMO_CITIES } from "./seed-data";
import { slugify } from "~/domain/slug";

const SLUG_SHAPE = /^[a-z0-9_]+(-[a-z0-9_]+)*$/;
const MEDIA_BASE = "/media";

async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function allCounts(db: Database) {
  return {
    stores: await rowCount(db, schema.stores),
    storeBanners: await rowCount(db, schema.storeBanners),
    storeImages: await rowCount(db, schema.storeImages),
    storeSections: await rowCount(db, schema.storeSections),
    testimonials: await rowCount(db, schema.testimonials),
    specialties: await rowCount(db, schema.specialties),
    banners: await rowCount(db, schema.banners),
    brands: await rowCount(db, schema.brands),
    blogPosts: await rowCount(db, schema.blogPosts),
    videos: await rowCount(db, schema.videos),
    media: await rowCount(db, schema.media),
    siteSettings: await rowCount(db, schema.siteSettings),
  };
}

describe("seed helpers", () => {
  it("slugify follows the admin slug rule", () => {
    expect(slugify("Basiquinha Anápolis Centro")).toBe("basiquinha-anapolis-centro");
    expect(slugify("  Loja  São João -- Ção!  ")).toBe("loja-sao-joao-cao");
    expect(slugify("Mel & Argila_2")).toBe("mel-argila_2");
  });

  it("mulberry32 is deterministic per seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(seqA[0]);
  });

  it("escapeXml escapes markup characters", () => {
    expect(escapeXml(`Mel & Argila <"x">'`)).toBe("Mel &amp; Argila &lt;&quot;x&quot;&gt;&apos;");
  });
});

describeEachDatabase("seedDemoData", (getDb) => {
  let storageDir = "";
  let summary: SeedSummary;

  const fileFor = (url: string): string => {
    expect(url.startsWith(`${MEDIA_BASE}/`)).toBe(true);
    return path.join(storageDir, url.slice(MEDIA_BASE.length + 1));
  };

  beforeAll(async () => {
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), "basiquinha-seed-"));
    summary = await seedDemoData(getDb().db, createLocalStorage(storageDir, MEDIA_BASE));
  });

  afterAll(async () => {
    await fs.rm(storageDir, { recursive: true, force: true });
  });

  it("reports what it inserted", async () => {
    expect(summary.skipped).toBe(false);
    const { durationMs, skipped, ...reported } = summary;
    expect(skipped).toBe(false);
    expect(durationMs).toBeGreaterThan(0);
    expect(reported).toEqual(await allCounts(getDb().db));
  });

  it("creates active stores in every required city and one inactive store", async () => {
    const rows = await getDb().db.select().from(schema.stores);
    const active = rows.filter((s) => s.active);
    expect(active.length).toBeGreaterThanOrEqual(18);
    expect(rows.filter((s) => !s.active)).toHaveLength(1);

    for (const [city, min] of Object.entries(REQUIRED_DEMO_CITIES)) {
      expect(active.filter((s) => s.city === city).length, city).toBeGreaterThanOrEqual(min);
    }
    expect(active.some((s) => s.state !== "Goiás")).toBe(true);
    // Full state names, never UF abbreviations.
    expect(rows.every((s) => s.state.length > 2)).toBe(true);

    const slugs = rows.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of rows) {
      expect(s.slug, s.name).toMatch(SLUG_SHAPE);
      expect(s.slug).toBe(slugify(s.name));
      const centre = DEMO_CITY_CENTERS[s.city];
      expect(centre, s.city).toBeDefined();
      expect(Math.abs((s.latitude ?? NaN) - centre!.lat), s.name).toBeLessThanOrEqual(0.3);
      expect(Math.abs((s.longitude ?? NaN) - centre!.lng), s.name).toBeLessThanOrEqual(0.3);
      expect(s.postalCode).toMatch(/^\d{5}-\d{3}$/);
      expect(s.hoursText.length).toBeGreaterThanOrEqual(5);
    }
    for (const s of rows.filter((r) => r.city === "Goiânia")) expect(s.postalCode).toMatch(/^74/);
    for (const s of rows.filter((r) => r.city === "Anápolis")) expect(s.postalCode).toMatch(/^75/);

    expect(rows.some((s) => s.whatsapp === null)).toBe(true);
    expect(rows.some((s) => s.instagramUrl !== null)).toBe(true);
    expect(rows.some((s) => s.instagramUrl === null)).toBe(true);
    expect(rows.some((s) => s.hoursText === "24 horas")).toBe(true);
    expect(rows.some((s) => s.weeklyHours?.special?.some((day) => day.closed === true))).toBe(true);
  });

  it("gives stores banners, a facade and interior photos", async () => {
    const db = getDb().db;
    const stores = await db.select().from(schema.stores);
    const banners = await db.select().from(schema.storeBanners);
    const images = await db.select().from(schema.storeImages);
    const name = new Map(stores.map((s) => [s.id, s.name]));
    expect(new Set(banners.map((b) => b.storeId)).size).toBeGreaterThan(stores.length / 2);
    for (const b of banners) expect(b.altText).toBe(`Banner da ${name.get(b.storeId)}`);
    const facades = images.filter((i) => i.kind === "facade");
    expect(facades.length).toBeGreaterThan(stores.length / 2);
    expect(images.some((i) => i.kind === "interior")).toBe(true);
    // At most one facade per store.
    expect(new Set(facades.map((f) => f.storeId)).size).toBe(facades.length);
  });

  it("creates the home banners, brands, specialties and videos", async () => {
    const db = getDb().db;
    const banners = await db.select().from(schema.banners);
    expect(banners).toHaveLength(6);
    expect(banners.every((b) => b.active && b.description.length >= 3)).toBe(true);
    expect(banners.some((b) => b.url !== null)).toBe(true);

    const brands = await db.select().from(schema.brands);
    expect(brands.length).toBeGreaterThanOrEqual(11);
    expect(brands.filter((b) => b.active).length).toBeGreaterThanOrEqual(11);

    const specialties = await db.select().from(schema.specialties);
    expect(specialties.length).toBeGreaterThanOrEqual(6);
    for (const s of specialties) expect(schema.specialtyIcons).toContain(s.icon);

    const videos = await db.select().from(schema.videos);
    expect(videos.length).toBeGreaterThanOrEqual(4);
    for (const v of videos) {
      expect(v.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(v.url).toBe(`https://www.youtube.com/watch?v=${v.youtubeId}`);
      expect((v.description ?? "").length).toBeLessThanOrEqual(200);
    }
    expect(videos.map((v) => v.position).sort((a, b) => a - b)).toEqual(videos.map((_, i) => i));
  });

  it("creates blog posts in all seven categories, with drafts", async () => {
    const posts = await getDb().db.select().from(schema.blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(schema.blogCategories));
    expect(posts.filter((p) => !p.published).length).toBeGreaterThanOrEqual(2);
    const newest = [...posts].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(newest?.published).toBe(true);
    expect(posts.some((p) => p.author === null)).toBe(true);
    expect(posts.some((p) => p.readingTime === null)).toBe(true);
    const slugs = posts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const text = posts.map((p) => `${p.title} ${p.contentHtml}`).join(" ");
    for (const word of ["Hidratação", "cabelos", "skincare"]) expect(text).toContain(word);
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
    expect(posts.filter((p) => words(p.contentHtml) >= 300).length).toBeGreaterThan(
      posts.length / 2,
    );
  });

  it("creates testimonials, store sections and the site settings", async () => {
    const db = getDb().db;
    const testimonials = await db.select().from(schema.testimonials);
    expect(testimonials.some((t) => t.approved)).toBe(true);
    expect(testimonials.some((t) => !t.approved)).toBe(true);
    expect(testimonials.every((t) => t.rating >= 1 && t.rating <= 5)).toBe(true);

    const sections = await db.select().from(schema.storeSections);
    expect(new Set(sections.map((s) => s.section))).toEqual(new Set(schema.storeSectionKeys));
    expect(sections.filter((s) => s.section === "diferenciais").length).toBeGreaterThan(1);

    const [settings] = await db
      .select()
      .from(schema.siteSettings)
      .where(eq(schema.siteSettings.id, 1));
    expect(settings?.brandName).toBe("Basiquinha");
    expect(settings?.contactEmail).toBe("contato@basiquinha.com.br");
    expect(settings?.mapTileUrl).toBeNull();
  });

  it("stores every referenced image as a file with a media row", async () => {
    const db = getDb().db;
    const urls = [
      ...(await db.select({ url: schema.storeBanners.url }).from(schema.storeBanners)).map(
        (r) => r.url,
      ),
      ...(await db.select({ url: schema.storeImages.url }).from(schema.storeImages)).map(
        (r) => r.url,
      ),
      ...(await db.select({ url: schema.banners.imageUrl }).from(schema.banners)).map((r) => r.url),
      ...(await db.select({ url: schema.brands.logoUrl }).from(schema.brands)).map((r) => r.url),
      ...(await db.select({ url: schema.blogPosts.imageUrl }).from(schema.blogPosts)).map(
        (r) => r.url,
      ),
    ];
    // Every post has a cover in the demo, so no URL is null.
    expect(urls).not.toContain(null);
    for (const url of urls) await expect(fs.stat(fileFor(url ?? ""))).resolves.toBeTruthy();

    const mediaRows = await db.select().from(schema.media);
    expect(new Set(mediaRows.map((m) => m.url))).toEqual(new Set(urls));
    for (const m of mediaRows) {
      expect(m.mimeType).toBe("image/webp");
      expect(m.url).toBe(`${MEDIA_BASE}/${m.storageKey}`);
      const stat = await fs.stat(fileFor(m.url));
      expect(stat.size).toBe(m.byteSize);
      expect(m.width).toBeGreaterThan(0);
      expect(m.height).toBeGreaterThan(0);
    }
    // Files really are WebP (RIFF....WEBP).
    const sample = await fs.readFile(fileFor(mediaRows[0]!.url));
    expect(sample.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(sample.subarray(8, 12).toString("ascii")).toBe("WEBP");
    expect(
      mediaRows.some((m) => /^lojas\/\d+\/banners\/banner-\d+\.webp$/.test(m.storageKey)),
    ).toBe(true);
    expect(mediaRows.some((m) => /^lojas\/\d+\/fotos\/fachada-\d+\.webp$/.test(m.storageKey))).toBe(
      true,
    );
    expect(mediaRows.some((m) => /^blog-images\/\d+\.webp$/.test(m.storageKey))).toBe(true);
  });

  it("does nothing when run again", async () => {
    const db = getDb().db;
    const before = await allCounts(db);
    const again = await seedDemoData(db, createLocalStorage(storageDir, MEDIA_BASE));
    expect(again.skipped).toBe(true);
    expect(again.stores).toBe(0);
    expect(await allCounts(db)).toEqual(before);
  });

  it("adds two demo store managers, two stores each, one request of each waiting", async () => {
    const db = getDb().db;
    await ensureDemoManagers(db, "senha-demo-123");
    await ensureDemoManagers(db, "senha-demo-123");
    const managers = await db.select().from(schema.users).where(eq(schema.users.role, "manager"));
    expect(managers.map((m) => m.email).sort()).toEqual(DEMO_MANAGERS.map((m) => m.email).sort());
    for (const manager of managers) {
      expect(await verifyPassword(manager.passwordHash, "senha-demo-123")).toBe(true);
      const links = await db
        .select()
        .from(schema.managerStores)
        .where(eq(schema.managerStores.userId, manager.id));
      expect(links).toHaveLength(2);
      const requests = await db
        .select()
        .from(schema.storeChangeRequests)
        .where(eq(schema.storeChangeRequests.requestedBy, manager.id));
      expect(requests.map((r) => r.status)).toEqual(["pending"]);
    }
  });

  it("adds synthetic stores with unique slugs", async () => {
    const db = getDb().db;
    const before = await rowCount(db, schema.stores);
    const inserted = await seedSyntheticStores(db, 500, { seed: 7 });
    expect(inserted).toBe(500);
    const rows = await db.select().from(schema.stores);
    expect(rows).toHaveLength(before + 500);
    const synthetic = rows.filter((s) => s.slug.startsWith("loja-sintetica-"));
    expect(synthetic).toHaveLength(500);
    expect(synthetic.every((s) => s.active && SLUG_SHAPE.test(s.slug))).toBe(true);
    expect(
      synthetic.every(
        (s) => Math.abs(s.latitude ?? NaN) <= 34 && Math.abs(s.longitude ?? NaN) <= 74,
      ),
    ).toBe(true);
    expect(new Set(synthetic.map((s) => s.city)).size).toBeGreaterThan(10);
    expect(new Set(synthetic.map((s) => s.hoursText)).size).toBeGreaterThan(3);

    // A second run continues the numbering instead of colliding.
    await seedSyntheticStores(db, 3, { seed: 7 });
    const [distinct] = await db
      .select({ total: count(), unique: countDistinct(schema.stores.slug) })
      .from(schema.stores);
    expect(distinct?.total).toBe(before + 503);
    expect(distinct?.unique).toBe(distinct?.total);

    // Same seed, same sequence: the new rows repeat the content of the first three.
    const pick = (slug: string) => {
      const s = rows.find((r) => r.slug === slug) ?? null;
      return (
        s && {
          city: s.city,
          lat: s.latitude,
          lng: s.longitude,
          hours: s.hoursText,
          phone: s.whatsapp,
        }
      );
    };
    const later = await db
      .select()
      .from(schema.stores)
      .where(eq(schema.stores.slug, "loja-sintetica-00501"));
    expect(later).toHaveLength(1);
    expect({
      city: later[0]!.city,
      lat: later[0]!.latitude,
      lng: later[0]!.longitude,
      hours: later[0]!.hoursText,
      phone: later[0]!.whatsapp,
    }).toEqual(pick("loja-sintetica-00001"));
  });

  it("ensureDemoAdmin creates one admin and is idempotent", async () => {
    const db = getDb().db;
    await ensureDemoAdmin(db, "Admin@Basiquinha.com.br", "basiquinha123");
    await ensureDemoAdmin(db, "admin@basiquinha.com.br", "outra-senha-123");
    // The demo's store managers (created above) are not administrators.
    const users = await db.select().from(schema.users).where(eq(schema.users.role, "admin"));
    expect(users).toHaveLength(1);
    const [admin] = users;
    expect(admin?.email).toBe("admin@basiquinha.com.br");
    expect(admin?.role).toBe("admin");
    expect(admin?.name).toBe("Administrador Demo");
    expect(admin?.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, "basiquinha123")).toBe(true);
  });
});
