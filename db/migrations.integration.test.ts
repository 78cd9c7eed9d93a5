import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows } from "~/server/db.server";
import { storeRow } from "../tests/support/store-rows";
import { describeEachDatabase } from "../tests/support/test-db";
import journal from "./migrations/meta/_journal.json";
import { stores, users, newsletterSubscribers, testimonials, videos } from "./schema";

const TABLES = [
  "audit_log",
  "data_requests",
  "privacy_settings",
  "store_event_daily",
  "banners",
  "blog_posts",
  "brands",
  "media",
  "newsletter_subscribers",
  "sessions",
  "site_settings",
  "specialties",
  "store_banners",
  "store_events",
  "store_images",
  "store_sections",
  "stores",
  "testimonials",
  "users",
  "videos",
];

const baseStore = storeRow("Loja Teste Centro");

describeEachDatabase("migrations", (getDb) => {
  it("create every table of the data model", async () => {
    const { db } = getDb();
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(TABLES));
  });

  it("apply again without changes (idempotent)", async () => {
    const handle = getDb();
    await handle.migrate();
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(row?.n).toBe(journal.entries.length);
  });

  it("enable unaccent, pg_trgm and Portuguese text search", async () => {
    const { db } = getDb();
    const [row] = await queryRows<{ plain: string; similar: number; ts: string }>(
      db,
      sql`select app_unaccent('GOIÂNIA Hidratação') as plain,
                 similarity('goiania', 'goiânia') as similar,
                 to_tsvector('portuguese', 'Cabelos hidratados')::text as ts`,
    );
    expect(row!.plain).toBe("GOIANIA Hidratacao");
    expect(Number(row!.similar)).toBeGreaterThan(0.3);
    expect(row!.ts).toContain("cabel");
  });

  it("keep store slugs unique", async () => {
    const { db } = getDb();
    await db.insert(stores).values({ ...baseStore, slug: "loja-teste-centro" });
    await expect(
      db.insert(stores).values({ ...baseStore, slug: "loja-teste-centro" }),
    ).rejects.toThrow();
  });

  it("check coordinates, ratings, video description and position", async () => {
    const { db } = getDb();
    await expect(
      db.insert(stores).values({ ...baseStore, slug: "lat-ruim", latitude: 91 }),
    ).rejects.toThrow();
    await expect(
      db.insert(stores).values({ ...baseStore, slug: "lng-ruim", longitude: -181 }),
    ).rejects.toThrow();
    const [store] = await db
      .insert(stores)
      .values({ ...baseStore, slug: "loja-ok", latitude: -16.68, longitude: -49.25 })
      .returning();
    await expect(
      db
        .insert(testimonials)
        .values({ storeId: store!.id, customerName: "A", text: "B", rating: 6 }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(testimonials)
        .values({ storeId: store!.id, customerName: "A", text: "B", rating: 0 }),
    ).rejects.toThrow();
    const video = { url: "https://youtu.be/dQw4w9WgXcQ", youtubeId: "dQw4w9WgXcQ", title: "T" };
    await expect(
      db.insert(videos).values({ ...video, description: "x".repeat(201) }),
    ).rejects.toThrow();
    await expect(db.insert(videos).values({ ...video, position: -1 })).rejects.toThrow();
    await db.insert(videos).values({ ...video, description: "x".repeat(200), position: 0 });
  });

  it("cascade store children on delete", async () => {
    const { db } = getDb();
    const [store] = await db
      .insert(stores)
      .values({ ...baseStore, slug: "loja-cascata" })
      .returning();
    await db
      .insert(testimonials)
      .values({ storeId: store!.id, customerName: "Ana", text: "Ótimo", rating: 5 });
    await db.execute(sql`delete from stores where id = ${store!.id}`);
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from testimonials where store_id = ${store!.id}`,
    );
    expect(left?.n).toBe(0);
  });

  it("keep user and subscriber e-mails unique regardless of case", async () => {
    const { db } = getDb();
    await db.insert(users).values({ email: "Ana@Example.com", name: "Ana", passwordHash: "x" });
    await expect(
      db.insert(users).values({ email: "ana@example.COM", name: "Ana 2", passwordHash: "x" }),
    ).rejects.toThrow();
    await db.insert(newsletterSubscribers).values({ email: "bia@example.com", source: "footer" });
    await expect(
      db.insert(newsletterSubscribers).values({ email: "BIA@example.com", source: "contact" }),
    ).rejects.toThrow();
  });

  it("keep the subscribers stored before double opt-in, marked as such", async () => {
    const handle = getDb();
    const { db } = handle;
    // The state 0008 leaves an old row in (its new column's default), then 0009 runs again.
    await db
      .insert(newsletterSubscribers)
      .values({ email: "antiga@example.com", source: "footer" });
    await db.insert(newsletterSubscribers).values({
      email: "pedido@example.com",
      source: "footer",
      confirmTokenHash: "hash-de-um-link",
    });
    // Run 0009 again as the migrator runs it: statement by statement.
    const file = path.join(import.meta.dirname, "migrations", "0009_legacy_subscribers.sql");
    for (const statement of fs.readFileSync(file, "utf8").split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }
    const rows = await queryRows<{ email: string; status: string }>(
      db,
      sql`select email, status from newsletter_subscribers
          where email in ('antiga@example.com', 'pedido@example.com') order by email`,
    );
    expect(rows).toEqual([
      { email: "antiga@example.com", status: "legacy" },
      { email: "pedido@example.com", status: "pending" },
    ]);
  });
});
