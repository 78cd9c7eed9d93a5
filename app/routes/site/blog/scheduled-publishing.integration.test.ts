/**
 * A post scheduled two minutes ahead, on a fake clock: absent from /blog, its page, the
 * category, the search, related posts, the RSS feed and the sitemap, then present once the
 * time has come, with nothing run in between. The route handlers run as the server runs them; only time is
 * replaced, at both of its sources: the database's now() (which the queries compare against)
 * and the process clock (which the page cache and the next-change lookup read).
 *
 * The database clock is replaced by a now() that reads a settable instant, found first on the
 * search path. That is a session setting, so this runs on the embedded database, whose one
 * connection serves every query.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "#db/schema";
import { categoryPath, postPath } from "~/domain/blog";
import { nextScheduleChange } from "~/models/content-schedule.server";
import { queryRows, type Database } from "~/server/db.server";
import { routeContext, testEnv } from "../../../../tests/support/route-context";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-db";
import * as rssRoute from "../../seo/blog-rss";
import * as sitemapRoute from "../../seo/sitemap";
import * as categoryRoute from "./category";
import * as blogRoute from "./index";
import * as postRoute from "./post";
import * as searchRoute from "./search";
import { storedHtml } from "../../../../tests/support/stored-html";

const START = new Date("2027-03-10T15:00:00.000Z");
const MINUTE = 60_000;
const TITLE = "Batom vinho para o outono";

/** Both clocks at one instant. */
async function setClock(db: Database, at: Date) {
  vi.setSystemTime(at);
  await db.execute(sql`delete from test_clock.instant`);
  await db.execute(
    sql`insert into test_clock.instant (at) values (${at.toISOString()}::timestamptz)`,
  );
}

async function installFakeDatabaseClock(db: Database) {
  await db.execute(sql`create schema test_clock`);
  await db.execute(sql`create table test_clock.instant (at timestamptz not null)`);
  await db.execute(
    sql.raw(`create function test_clock.now() returns timestamptz language sql stable as
      $$ select coalesce((select at from test_clock.instant limit 1), pg_catalog.now()) $$`),
  );
  await db.execute(sql.raw(`set search_path to test_clock, pg_catalog, public`));
}

describe("a post scheduled two minutes ahead (fake clock)", () => {
  let handle: TestDatabase;
  let db: Database;
  let postId: number;
  let path: string;
  /** A post already public in the same category: its page lists related posts. */
  let neighbourPath: string;
  const env = testEnv({ PUBLIC_SITE_URL: "https://www.basiquinha.com.br" });

  const run = async (handler: (args: never) => unknown, url: string, params = {}) => {
    const request = new Request(`https://www.basiquinha.com.br${url}`);
    try {
      return await handler({
        request,
        url: new URL(request.url),
        params,
        context: routeContext(db, env),
      } as never);
    } catch (thrown) {
      return thrown;
    }
  };
  const text = async (value: unknown) => (value instanceof Response ? value.text() : "");
  const titles = (posts: { title: string }[]) => posts.map((p) => p.title);

  async function visibility() {
    const blog = (await run(blogRoute.loader, "/blog")) as {
      data?: { featured: { ok: boolean; posts: { title: string }[] } };
    };
    const home = blog.data ?? (blog as unknown as { featured: { posts: { title: string }[] } });
    const page = (await run(postRoute.loader, path, { post: path.split("/").pop() })) as {
      init?: { status?: number };
    };
    const category = (await run(categoryRoute.loader, categoryPath("Maquiagem"), {
      category: categoryPath("Maquiagem").split("/").pop(),
    })) as { data?: { posts: { title: string }[] }; posts?: { title: string }[] };
    const search = (await run(searchRoute.loader, "/blog/busca?q=batom")) as {
      data: { posts: { title: string }[] };
    };
    const neighbour = (await run(postRoute.loader, neighbourPath, {
      post: neighbourPath.split("/").pop(),
    })) as { data: { related: { title: string }[] } };
    return {
      blog: titles(home.featured.posts).includes(TITLE),
      related: titles(neighbour.data.related).includes(TITLE),
      page: page?.init?.status !== 404,
      category: titles((category.data ?? category).posts ?? []).includes(TITLE),
      search: titles(search.data.posts).includes(TITLE),
      rss: (await text(await run(rssRoute.loader, "/blog/rss.xml"))).includes(TITLE),
      sitemap: (await text(await run(sitemapRoute.loader, "/sitemap.xml"))).includes(path),
    };
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    handle = await createTestDatabase("pglite");
    db = handle.db;
    await installFakeDatabaseClock(db);
    await setClock(db, START);
    const [row] = await db
      .insert(blogPosts)
      .values({
        slug: "batom-vinho-para-o-outono",
        title: TITLE,
        category: "Maquiagem",
        excerpt: "Como usar batom vinho no dia a dia, do trabalho à festa.",
        contentHtml: storedHtml(
          "<p>O batom vinho volta no outono: veja como escolher o tom certo.</p>",
        ),
        published: true,
        publishAt: new Date(START.getTime() + 2 * MINUTE),
      })
      .returning();
    postId = row!.id;
    path = postPath(row!);
    const [neighbour] = await db
      .insert(blogPosts)
      .values({
        slug: "delineado-para-o-outono",
        title: "Delineado para o outono",
        category: "Maquiagem",
        excerpt: "Delineados suaves que combinam com os tons quentes do outono.",
        contentHtml: storedHtml(
          "<p>Tons de marrom e vinho no delineado deixam o olhar mais quente.</p>",
        ),
        published: true,
        publishAt: new Date(START.getTime() - 60 * MINUTE),
      })
      .returning();
    neighbourPath = postPath(neighbour!);
  });

  afterAll(async () => {
    vi.useRealTimers();
    await handle?.destroy();
  });

  it("the database and the process share the fake clock", async () => {
    const [row] = await queryRows<{ at: Date | string }>(db, sql`select now() as at`);
    expect(new Date(row!.at).toISOString()).toBe(START.toISOString());
    expect(new Date().toISOString()).toBe(START.toISOString());
  });

  it("is absent everywhere before its time, and the caches expire exactly then", async () => {
    expect(await visibility()).toEqual({
      blog: false,
      related: false,
      page: false,
      category: false,
      search: false,
      rss: false,
      sitemap: false,
    });
    expect(await nextScheduleChange(db)).toEqual(new Date(START.getTime() + 2 * MINUTE));
  });

  it("is still absent one second before", async () => {
    await setClock(db, new Date(START.getTime() + 2 * MINUTE - 1000));
    expect(Object.values(await visibility()).some(Boolean)).toBe(false);
  });

  it("is present everywhere once the time has come, with nothing run in between", async () => {
    await setClock(db, new Date(START.getTime() + 3 * MINUTE));
    expect(await visibility()).toEqual({
      blog: true,
      related: true,
      page: true,
      category: true,
      search: true,
      rss: true,
      sitemap: true,
    });
    expect(postId).toBeGreaterThan(0);
    expect(await nextScheduleChange(db)).toBeNull();
  });
});
