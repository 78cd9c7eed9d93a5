import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, blogSearchDocument } from "#db/schema";
import { queryRows, type Database } from "~/server/db.server";
import { describeEachDatabase } from "../../tests/support/test-db";
import {
  getPublishedPost,
  listFeedPosts,
  listLatestPosts,
  listPostsByCategory,
  listRelatedPosts,
  hasSearchResults,
  searchPosts,
  termsWithResults,
} from "./blog-posts.server";
import { storedHtml } from "../../tests/support/stored-html";

const DAY = 86_400_000;
const now = Date.now();

type Seed = {
  key: string;
  title: string;
  category: string;
  excerpt?: string;
  contentHtml?: string;
  published?: boolean;
  daysAgo: number;
};

const SEEDS: Seed[] = [
  {
    key: "hydration",
    title: "Hidratação profunda para o tempo seco",
    category: "Hidratação",
    excerpt: "Como cuidar da pele quando a umidade cai.",
    contentHtml: "<p>Cremes com ceramidas e muita água.</p>",
    daysAgo: 20,
  },
  {
    key: "makeup",
    title: "Maquiagem leve para o trabalho",
    category: "Maquiagem",
    excerpt: "Uma produção rápida para o dia a dia.",
    contentHtml: "<p>Comece sempre pela hidratação da pele antes da base.</p>",
    daysAgo: 2,
  },
  {
    key: "hair",
    title: "Cronograma para cabelos cacheados",
    category: "Cabelos",
    excerpt: "Nutrição, reconstrução e finalização.",
    contentHtml: "<p>Máscaras semanais.</p>",
    daysAgo: 5,
  },
  {
    key: "hair-older",
    title: "Como escolher o shampoo",
    category: "cabelos",
    excerpt: "Entenda os rótulos antes de comprar.",
    contentHtml: "<p>Sem sulfato para fios secos.</p>",
    daysAgo: 40,
  },
  {
    key: "hair-draft",
    title: "Rascunho secreto sobre cabelos e hidratação",
    category: "Cabelos",
    excerpt: "Ainda não revisado.",
    contentHtml: "<p>Hidratação de cabelos, texto provisório.</p>",
    published: false,
    daysAgo: 1,
  },
  {
    key: "sale",
    title: "Promoção: 50% de desconto em batons",
    category: "Novidades",
    excerpt: "Só nesta semana, nas lojas físicas.",
    contentHtml:
      '<p><strong>Glitter</strong> para todas. <a href="https://exemplo.com/unicornio">Veja</a></p>',
    daysAgo: 8,
  },
  ...Array.from({ length: 14 }, (_, i) => ({
    key: `skin-${i}`,
    title: `Skincare número ${i + 1}`,
    category: "Skincare",
    excerpt: "Rotina de cuidados.",
    contentHtml: "<p>Limpeza, tratamento e proteção.</p>",
    daysAgo: 50 + i,
  })),
];

async function insertPosts(db: Database): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const seed of SEEDS) {
    const createdAt = new Date(now - seed.daysAgo * DAY);
    const [row] = await db
      .insert(blogPosts)
      .values({
        slug: seed.key,
        title: seed.title,
        category: seed.category,
        excerpt: seed.excerpt ?? "Resumo.",
        contentHtml: storedHtml(seed.contentHtml ?? "<p>Texto.</p>"),
        published: seed.published ?? true,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: blogPosts.id });
    ids.set(seed.key, row!.id);
  }
  return ids;
}

/** A database that fails the test if anything touches it. */
const untouchable = new Proxy({} as Database, {
  get() {
    throw new Error("the database must not be queried");
  },
});

describeEachDatabase("public blog queries", (getDb) => {
  let ids: Map<string, number>;
  const id = (key: string) => ids.get(key)!;
  const titles = (posts: { title: string }[]) => posts.map((p) => p.title);

  beforeAll(async () => {
    ids = await insertPosts(getDb().db);
  });

  describe("search", () => {
    it("finds a plural through its Portuguese stem: 'cabelo' finds 'cabelos'", async () => {
      const result = await searchPosts(getDb().db, "cabelo");
      expect(result.posts.map((p) => p.id)).toContain(id("hair"));
      expect(result.terms).toEqual(["cabel"]);
    });

    it("ignores case and accents: 'HIDRATACAO' finds 'Hidratação'", async () => {
      const result = await searchPosts(getDb().db, "HIDRATACAO");
      expect(result.posts[0]?.id).toBe(id("hydration"));
      expect(result.posts.map((p) => p.id)).toContain(id("makeup"));
    });

    it("matches the beginning of a word: 'hidrat' finds 'Hidratação'", async () => {
      for (const q of ["hidrat", "hidrata", "hidratac", "hidratação"]) {
        const result = await searchPosts(getDb().db, q);
        expect(result.posts[0]?.id, q).toBe(id("hydration"));
      }
    });

    it("ranks a title match above a newer post that mentions the word only in its text", async () => {
      const result = await searchPosts(getDb().db, "hidratação");
      expect(result.posts.map((p) => p.id)).toEqual([id("hydration"), id("makeup")]);
      expect(result.total).toBe(2);
    });

    it("orders equally relevant posts newest first", async () => {
      const result = await searchPosts(getDb().db, "skincare", { pageSize: 3 });
      expect(titles(result.posts)).toEqual([
        "Skincare número 1",
        "Skincare número 2",
        "Skincare número 3",
      ]);
      expect(result.total).toBe(14);
    });

    it("searches the category and the content without its markup", async () => {
      expect(titles((await searchPosts(getDb().db, "novidades")).posts)).toEqual([
        "Promoção: 50% de desconto em batons",
      ]);
      expect((await searchPosts(getDb().db, "glitter")).total).toBe(1);
      // Words inside tags and attributes are not content.
      expect((await searchPosts(getDb().db, "unicornio")).total).toBe(0);
      expect((await searchPosts(getDb().db, "strong")).total).toBe(0);
    });

    it("says whether a search finds anything, as the search itself does", async () => {
      for (const q of ["cabelo", "HIDRATACAO", "glitter", "hidratcao", "unicornio", "strong", ""]) {
        const { total } = await searchPosts(getDb().db, q);
        expect(await hasSearchResults(getDb().db, q), q).toBe(total > 0);
      }
      expect(await termsWithResults(getDb().db, ["Skincare", "unicornio", "glitter"])).toEqual([
        "Skincare",
        "glitter",
      ]);
    });

    it("tolerates a typo in a title", async () => {
      const result = await searchPosts(getDb().db, "hidratcao");
      expect(result.posts.map((p) => p.id)).toContain(id("hydration"));
    });

    it("requires every word", async () => {
      expect(titles((await searchPosts(getDb().db, "cabelos cacheados")).posts)).toEqual([
        "Cronograma para cabelos cacheados",
      ]);
    });

    it("never returns drafts", async () => {
      expect((await searchPosts(getDb().db, "rascunho")).total).toBe(0);
      const hair = await searchPosts(getDb().db, "cabelos");
      expect(hair.posts.map((p) => p.id)).not.toContain(id("hair-draft"));
      expect(hair.total).toBe(hair.posts.length);
    });

    it("treats %, _, quotes and backslashes as text, never as patterns or syntax", async () => {
      const db = getDb().db;
      for (const q of ["%", "_", "%%", "'", '"', "\\", "\\\\", "'%'", "_%_", "&", "!", ":*", "|"]) {
        const result = await searchPosts(db, q);
        expect(result, JSON.stringify(q)).toEqual({ posts: [], total: 0, terms: [] });
      }
      expect(titles((await searchPosts(db, "50%")).posts)).toEqual([
        "Promoção: 50% de desconto em batons",
      ]);
      expect((await searchPosts(db, "hidrat%")).posts[0]?.id).toBe(id("hydration"));
      expect((await searchPosts(db, "hidrat_")).posts[0]?.id).toBe(id("hydration"));
      expect((await searchPosts(db, "d'água O'Neil \\ hidrat")).total).toBe(0);
      expect((await searchPosts(db, "'; drop table blog_posts; --")).total).toBe(0);
      expect((await searchPosts(db, "cabelo & | ! <-> :* ( )")).total).toBe(2);
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from blog_posts`,
      );
      expect(count?.n).toBe(SEEDS.length);
    });

    it("returns an empty list for an empty search without querying", async () => {
      for (const q of ["", "   ", null, undefined]) {
        expect(await searchPosts(untouchable, q)).toEqual({ posts: [], total: 0, terms: [] });
      }
    });

    it("pages 12 at a time", async () => {
      const first = await searchPosts(getDb().db, "skincare");
      const second = await searchPosts(getDb().db, "skincare", { page: 2 });
      expect(first.posts).toHaveLength(12);
      expect(second.posts).toHaveLength(2);
      expect(second.total).toBe(14);
      const all = [...first.posts, ...second.posts].map((p) => p.id);
      expect(new Set(all).size).toBe(14);
    });

    it("uses the full-text index", async () => {
      const handle = getDb();
      const plan = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return queryRows<Record<string, string>>(
          tx as unknown as Database,
          sql`explain select id from blog_posts where ${blogSearchDocument(blogPosts)} @@ to_tsquery('portuguese', 'hidrat:*')`,
        );
      });
      expect(plan.map((row) => Object.values(row).join(" ")).join("\n")).toContain(
        "blog_posts_search_idx",
      );
    });
  });

  describe("pages", () => {
    it("lists the newest published posts for the featured and recent sections", async () => {
      const db = getDb().db;
      const featured = await listLatestPosts(db, { limit: 2 });
      const recent = await listLatestPosts(db, { limit: 4, offset: 2 });
      expect(featured.map((p) => p.id)).toEqual([id("makeup"), id("hair")]);
      expect(recent.map((p) => p.id)).toEqual([
        id("sale"),
        id("hydration"),
        id("hair-older"),
        id("skin-0"),
      ]);
    });

    it("returns a published post and hides drafts and unknown ids", async () => {
      const db = getDb().db;
      const post = await getPublishedPost(db, id("hair"));
      expect(post).toMatchObject({ title: "Cronograma para cabelos cacheados", tags: [] });
      expect(await getPublishedPost(db, id("hair-draft"))).toBeNull();
      expect(await getPublishedPost(db, 999_999)).toBeNull();
      expect(await getPublishedPost(db, 99_999_999_999)).toBeNull();
    });

    it("relates up to 3 published posts of the same category, excluding the post itself", async () => {
      const db = getDb().db;
      const related = await listRelatedPosts(db, { id: id("hair"), category: "Cabelos" });
      expect(related.map((p) => p.id)).toEqual([id("hair-older")]);
      const skin = await listRelatedPosts(db, { id: id("skin-0"), category: "Skincare" });
      expect(skin.map((p) => p.id)).toEqual([id("skin-1"), id("skin-2"), id("skin-3")]);
    });

    it("pages a category case- and accent-insensitively, without drafts", async () => {
      const db = getDb().db;
      const hair = await listPostsByCategory(db, "Cabelos");
      expect(hair.posts.map((p) => p.id)).toEqual([id("hair"), id("hair-older")]);
      expect((await listPostsByCategory(db, "HIDRATACAO")).total).toBe(1);
      const second = await listPostsByCategory(db, "Skincare", { page: 2 });
      expect(second).toMatchObject({ total: 14 });
      expect(second.posts.map((p) => p.title)).toEqual([
        "Skincare número 13",
        "Skincare número 14",
      ]);
      expect((await listPostsByCategory(db, "Resenhas")).total).toBe(0);
    });

    it("feeds only published posts", async () => {
      const db = getDb().db;
      const feed = await listFeedPosts(db);
      expect(feed).toHaveLength(SEEDS.filter((s) => s.published !== false).length);
      expect(feed.map((p) => p.id)).not.toContain(id("hair-draft"));
      expect(await listFeedPosts(db, 3)).toHaveLength(3);
    });

    it("writes each post's date as its card and page show it, on São Paulo's calendar", async () => {
      const db = getDb().db;
      // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC-3).
      const createdAt = new Date("2026-03-01T02:00:00Z");
      const [row] = await db
        .insert(blogPosts)
        .values({
          slug: "fuso",
          title: "Um post de fim de fevereiro",
          category: "Fuso horário",
          excerpt: "Resumo.",
          contentHtml: storedHtml("<p>Texto.</p>"),
          published: true,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: blogPosts.id });
      try {
        const listed = await listPostsByCategory(db, "Fuso horário");
        expect(listed.posts).toEqual([
          expect.objectContaining({
            createdAt: "2026-03-01T02:00:00.000Z",
            createdLabel: "28 de fev. de 2026",
          }),
        ]);
        expect(await getPublishedPost(db, row!.id)).toMatchObject({
          createdLabel: "28 de fev. de 2026",
        });
      } finally {
        await db.delete(blogPosts).where(sql`${blogPosts.id} = ${row!.id}`);
      }
    });
  });
});
