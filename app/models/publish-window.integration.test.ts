/**
 * Scheduled content stays out of every public read until its time: a post published for later
 * is absent from the latest posts, the count, its page, its category, related posts, search,
 * the feed and the sitemap; a banner outside its display window is not in the carousel.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { banners, blogPosts } from "#db/schema";
import { describeEachDatabase } from "../../tests/support/test-db";
import { listActiveBanners } from "./banners.server";
import {
  countPublishedPosts,
  getPublishedPost,
  listFeedPosts,
  listLatestPosts,
  listPostsByCategory,
  listRelatedPosts,
  searchPosts,
} from "./blog-posts.server";
import { nextScheduleChange } from "./content-schedule.server";
import { listSitemapEntries } from "./sitemap.server";
import { storedHtml } from "../../tests/support/stored-html";

const HOUR = 3_600_000;

describeEachDatabase("publishing windows", (getDb) => {
  let visibleId: number;
  let scheduledId: number;

  beforeAll(async () => {
    const { db } = getDb();
    const post = (slug: string, title: string, publishAt: Date | null) => ({
      slug,
      title,
      category: "Maquiagem",
      excerpt: "Resumo do post de maquiagem.",
      contentHtml: storedHtml("<p>Delineado gráfico com glitter dourado para o verão.</p>"),
      published: true,
      publishAt,
    });
    const rows = await db
      .insert(blogPosts)
      .values([
        post("delineado-publicado", "Delineado gráfico publicado", new Date(Date.now() - HOUR)),
        post("delineado-agendado", "Delineado gráfico agendado", new Date(Date.now() + HOUR)),
      ])
      .returning({ id: blogPosts.id });
    visibleId = rows[0]!.id;
    scheduledId = rows[1]!.id;
    await db.insert(banners).values([
      { description: "Sempre no ar", imageUrl: "/media/a.webp" },
      {
        description: "Campanha futura",
        imageUrl: "/media/b.webp",
        startsAt: new Date(Date.now() + 2 * HOUR),
      },
      {
        description: "Campanha encerrada",
        imageUrl: "/media/c.webp",
        endsAt: new Date(Date.now() - HOUR),
      },
      {
        description: "Campanha em curso",
        imageUrl: "/media/d.webp",
        startsAt: new Date(Date.now() - HOUR),
        endsAt: new Date(Date.now() + 3 * HOUR),
      },
    ]);
  });

  it("keeps a post scheduled for later out of every public read", async () => {
    const { db } = getDb();
    const titles = (rows: { title: string }[]) => rows.map((r) => r.title);
    expect(titles(await listLatestPosts(db, { limit: 10 }))).toEqual([
      "Delineado gráfico publicado",
    ]);
    expect(await countPublishedPosts(db)).toBe(1);
    expect(await getPublishedPost(db, scheduledId)).toBeNull();
    expect(await getPublishedPost(db, visibleId)).not.toBeNull();
    expect(titles((await listPostsByCategory(db, "Maquiagem")).posts)).toEqual([
      "Delineado gráfico publicado",
    ]);
    expect(titles(await listRelatedPosts(db, { id: visibleId, category: "Maquiagem" }))).toEqual(
      [],
    );
    expect(titles((await searchPosts(db, "delineado")).posts)).toEqual([
      "Delineado gráfico publicado",
    ]);
    expect(titles(await listFeedPosts(db))).toEqual(["Delineado gráfico publicado"]);
    const urls = (await listSitemapEntries(db)).map((e) => e.path);
    expect(urls.some((u) => u.includes(String(scheduledId)) || u.includes("agendado"))).toBe(false);
    expect(urls.some((u) => u.includes(String(visibleId)) || u.includes("publicado"))).toBe(true);
  });

  it("shows a post once its time has come, with no job in between", async () => {
    const { db } = getDb();
    await db
      .update(blogPosts)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(sql`${blogPosts.id} = ${scheduledId}`);
    expect(await getPublishedPost(db, scheduledId)).not.toBeNull();
    expect((await listFeedPosts(db)).map((p) => p.title)).toContain("Delineado gráfico agendado");
  });

  it("shows banners only inside their display window and knows the next change", async () => {
    const { db } = getDb();
    expect((await listActiveBanners(db)).map((b) => b.description).sort()).toEqual([
      "Campanha em curso",
      "Sempre no ar",
    ]);
    const next = await nextScheduleChange(db);
    expect(next).not.toBeNull();
    expect(next!.getTime()).toBeGreaterThan(Date.now());
    expect(next!.getTime()).toBeLessThanOrEqual(Date.now() + 2 * HOUR);
  });
});
