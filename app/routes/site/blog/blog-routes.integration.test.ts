/**
 * The blog's route loaders on a real database: canonical post addresses and their redirects,
 * 404s, category addresses, paging, search input, the RSS feed, and stored XSS in a post.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { sql } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#db/schema";
import { postPath } from "~/domain/blog";
import { resanitizeStoredRichText } from "~/server/rich-text-content.server";
import type { Database } from "~/server/db.server";
import { XSS_DOCUMENT, XSS_PAYLOADS } from "../../../../tests/fixtures/xss-payloads";
import { routeContext, testEnv } from "../../../../tests/support/route-context";
import { validateJsonLd } from "../../../../tests/support/structured-data";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { loader as rssLoader } from "../../seo/blog-rss";
import { loader as categoryLoader } from "./category";
import { loader as homeLoader } from "./index";
import BlogPost, { loader as postLoader } from "./post";
import { loader as searchLoader } from "./search";
import { storedHtml } from "../../../../tests/support/stored-html";

const ORIGIN = "https://www.basiquinha.com.br";
const env = testEnv({ PUBLIC_SITE_URL: ORIGIN });
const DAY = 86_400_000;

type Thrown = { type?: string; data?: unknown; init?: ResponseInit | null };

/** Runs a loader and returns what it returned or threw (redirects and 404s are thrown). */
async function run<T>(call: () => Promise<T>): Promise<{ value?: T; thrown?: unknown }> {
  try {
    return { value: await call() };
  } catch (thrown) {
    return { thrown };
  }
}

function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as Thrown)?.init?.status ?? undefined;
}

function locationOf(thrown: unknown): string | null {
  return thrown instanceof Response ? thrown.headers.get("Location") : null;
}

type LoaderArgs = { request: Request; params: Record<string, string>; context: unknown };

/**
 * Loader arguments for a page address. `requestPath` is what reached the server when it differs
 * (a client navigation asks for `{path}.data?_routes=...`; React Router hands the loader the
 * page address as `url`).
 */
function args(
  db: Database,
  path: string,
  params: Record<string, string> = {},
  requestPath = path,
): never {
  return {
    request: new Request(`${ORIGIN}${requestPath}`),
    params,
    context: routeContext(db, env),
    url: new URL(`${ORIGIN}${path}`),
    pattern: "",
  } satisfies LoaderArgs & { url: URL; pattern: string } as never;
}

/** `data()` results carry their payload and init; plain objects are returned as they are. */
function payload<T>(result: T): T extends { data: infer D } ? D : T {
  return ((result as { data?: unknown })?.data ?? result) as never;
}

async function insertPost(
  db: Database,
  values: Partial<typeof blogPosts.$inferInsert> & { title: string },
): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: values.title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      excerpt: "Resumo do post.",
      contentHtml: storedHtml("<p>Conteúdo do post.</p>"),
      category: "Skincare",
      published: true,
      ...values,
    })
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  return row!;
}

describeEachDatabase("blog routes", (getDb) => {
  const db = () => getDb().db;
  let published: { id: number; slug: string };
  let draft: { id: number; slug: string };
  let xss: { id: number; slug: string };

  beforeAll(async () => {
    const base = Date.now() - 30 * DAY;
    // 24 published Skincare posts and a draft, oldest first.
    for (let i = 0; i < 24; i++) {
      await insertPost(db(), {
        title: `Skincare parte ${i + 1}`,
        createdAt: new Date(base + i * DAY),
        updatedAt: new Date(base + i * DAY),
      });
    }
    published = await insertPost(db(), {
      title: "Hidratação no inverno",
      slug: "hidratacao-no-inverno",
      category: "Hidratação",
      tags: ["hidratação", "inverno"],
      createdAt: new Date(base + 25 * DAY),
    });
    draft = await insertPost(db(), {
      title: "Rascunho de hidratação",
      category: "Hidratação",
      published: false,
      createdAt: new Date(base + 26 * DAY),
    });
    // Text fields carry markup too (kept apart from the fixture's markers, which the escaped
    // text would contain).
    const payloadText =
      "<script>alert('xss-text')</script><b onmouseenter=\"alert('xss-text')\">b</b>";
    xss = await insertPost(db(), {
      title: `Post perigoso ${payloadText}`,
      slug: "post-perigoso",
      excerpt: `Resumo ${payloadText}`,
      author: `Autora ${payloadText}`,
      tags: [payloadText],
      category: "Resenhas",
      contentHtml: storedHtml(XSS_DOCUMENT),
      createdAt: new Date(base + 27 * DAY),
    });
    // Written past the application, like content stored under an older sanitiser version:
    // start-up cleans it before any page serves it.
    await resanitizeStoredRichText(db());
  });

  describe("post page", () => {
    it("renders a published post at its canonical address, cacheable", async () => {
      const path = postPath(published);
      const { value } = await run(() =>
        postLoader(args(db(), path, { post: path.slice("/blog/".length) })),
      );
      const data = payload(value!);
      expect(data.post).toMatchObject({
        title: "Hidratação no inverno",
        author: "Equipe Basiquinha",
        readingTime: 1,
      });
      expect(data.seo.canonical).toBe(`${ORIGIN}/blog/${published.id}-hidratacao-no-inverno`);
      expect(data.seo.type).toBe("article");
      expect(data.seo.jsonLd?.[0]).toMatchObject({
        "@type": "BlogPosting",
        headline: "Hidratação no inverno",
        // Without a person's name the brand wrote it: the publisher's node, named once.
        author: { "@id": `${ORIGIN}/#organizacao` },
        publisher: { "@type": "Organization", "@id": `${ORIGIN}/#organizacao` },
      });
      const issues = await validateJsonLd(data.seo.jsonLd ?? []);
      expect(issues, JSON.stringify(issues)).toEqual([]);
      expect((value as { init?: ResponseInit }).init?.headers).toMatchObject({
        "Cache-Control": expect.stringContaining("s-maxage"),
      });
    });

    it("moves /blog/{id} and stale slugs permanently to the canonical address", async () => {
      const canonical = `/blog/${published.id}-hidratacao-no-inverno`;
      for (const [path, param, expected] of [
        [`/blog/${published.id}`, `${published.id}`, canonical],
        [`/blog/${published.id}-titulo-antigo`, `${published.id}-titulo-antigo`, canonical],
        [
          `/blog/${published.id}-Hidratacao-No-Inverno?utm_source=x`,
          `${published.id}-Hidratacao-No-Inverno`,
          `${canonical}?utm_source=x`,
        ],
      ] as const) {
        const { thrown } = await run(() => postLoader(args(db(), path, { post: param })));
        expect(statusOf(thrown), path).toBe(301);
        expect(locationOf(thrown), path).toBe(expected);
      }
    });

    it("does not redirect a client navigation to the canonical address", async () => {
      const path = postPath(published);
      const param = path.slice("/blog/".length);
      const { value, thrown } = await run(() =>
        postLoader(args(db(), path, { post: param }, `${path}.data?_routes=routes%2Fpost`)),
      );
      expect(thrown).toBeUndefined();
      expect(payload(value!).post.id).toBe(published.id);
      const category = await run(() =>
        categoryLoader(
          args(
            db(),
            "/blog/categoria/hidratacao",
            { category: "hidratacao" },
            "/blog/categoria/hidratacao.data",
          ),
        ),
      );
      expect(category.thrown).toBeUndefined();
    });

    it("answers 404 for drafts, unknown ids and addresses that are not post ids", async () => {
      for (const param of [
        `${draft.id}`,
        `${draft.id}-rascunho-de-hidratacao`,
        "999999",
        "99999999999999",
        "abc",
        "0",
        "-1",
        "1e3",
        "%00",
      ]) {
        const { thrown, value } = await run(() =>
          postLoader(args(db(), `/blog/${encodeURIComponent(param)}`, { post: param })),
        );
        expect(value, param).toBeUndefined();
        expect(statusOf(thrown), param).toBe(404);
      }
    });

    it("renders none of the stored XSS payloads active", async () => {
      const path = postPath(xss);
      const { value } = await run(() =>
        postLoader(args(db(), path, { post: path.slice("/blog/".length) })),
      );
      const loaderData = payload(value!);
      const Stub = createRoutesStub([
        {
          id: "post",
          path: "/blog/:post",
          Component: BlogPost as unknown as ComponentType,
          loader: () => loaderData,
        },
      ]);
      const html = renderToString(
        createElement(Stub, {
          initialEntries: [path],
          hydrationData: { loaderData: { post: loaderData } },
        }),
      );
      // The body is injected as stored, sanitised (React writes it verbatim) ...
      const body = loaderData.post.html;
      expect(html).toContain(body);
      for (let i = 1; i <= XSS_PAYLOADS.length; i++) {
        expect(body).toContain(`Parágrafo seguro ${i}.`);
      }
      // ... and holds nothing a payload needs to run. (Checked on the body: the page's own
      // icons are inline <svg>.)
      const lower = body.toLowerCase();
      for (const p of XSS_PAYLOADS) {
        for (const marker of p.markers) {
          expect(lower, `${p.name}: ${marker}`).not.toContain(marker);
        }
      }
      expect(html).toContain("Post perigoso");
      // Text fields are text: their markup arrives escaped.
      expect(html).not.toMatch(/<(script|iframe|math|style|object|embed)\b/i);
      expect(html).not.toMatch(/<b onmouseenter/i);
      expect(html).toContain("Post perigoso &lt;script&gt;");
    });
  });

  describe("blog home", () => {
    it("loads the 2 featured and the next 4 recent posts, with valid structured data", async () => {
      const data = payload((await run(() => homeLoader(args(db(), "/blog")))).value!);
      expect(data.featured).toMatchObject({ ok: true });
      expect(data.recent).toMatchObject({ ok: true });
      const titles = (section: typeof data.featured) =>
        section.ok ? section.posts.map((p) => p.title) : [];
      expect(titles(data.featured)).toEqual([
        "Post perigoso <script>alert('xss-text')</script><b onmouseenter=\"alert('xss-text')\">b</b>",
        "Hidratação no inverno",
      ]);
      expect(titles(data.recent)).toEqual([
        "Skincare parte 24",
        "Skincare parte 23",
        "Skincare parte 22",
        "Skincare parte 21",
      ]);
      expect(await validateJsonLd(data.seo.jsonLd ?? [])).toEqual([]);
    });
  });

  describe("category page", () => {
    it("maps accented, upper-case and hyphenated addresses to one canonical page", async () => {
      for (const [param, expected] of [
        ["hidratação", "/blog/categoria/hidratacao"],
        ["HIDRATACAO", "/blog/categoria/hidratacao"],
        ["Dicas-Rápidas", "/blog/categoria/dicas-rapidas"],
      ]) {
        const { thrown } = await run(() =>
          categoryLoader(
            args(db(), `/blog/categoria/${encodeURIComponent(param!)}`, { category: param! }),
          ),
        );
        expect(statusOf(thrown), param).toBe(301);
        expect(locationOf(thrown), param).toBe(expected);
      }
      const { value } = await run(() =>
        categoryLoader(args(db(), "/blog/categoria/hidratacao", { category: "hidratacao" })),
      );
      const data = payload(value!);
      expect(data.category).toBe("Hidratação");
      expect(data.posts.map((p) => p.id)).toEqual([published.id]);
    });

    it("answers 404 for a name that is no category", async () => {
      const { thrown } = await run(() =>
        categoryLoader(args(db(), "/blog/categoria/perfumes", { category: "perfumes" })),
      );
      expect(statusOf(thrown)).toBe(404);
    });

    it("pages 12 posts at a time and survives bad page numbers", async () => {
      const page = async (query: string) =>
        payload(
          (
            await run(() =>
              categoryLoader(
                args(db(), `/blog/categoria/skincare${query}`, { category: "skincare" }),
              ),
            )
          ).value!,
        );
      const first = await page("");
      expect(first).toMatchObject({ total: 24, page: 1, pageCount: 2 });
      expect(first.posts[0]?.title).toBe("Skincare parte 24");
      expect(first.posts).toHaveLength(12);
      const second = await page("?page=2");
      expect(second.posts.at(-1)?.title).toBe("Skincare parte 1");
      for (const bad of ["?page=abc", "?page=-3", "?page=0", "?page=1.5", "?page="]) {
        expect((await page(bad)).page, bad).toBe(1);
      }
      const { thrown } = await run(() =>
        categoryLoader(args(db(), "/blog/categoria/skincare?page=40", { category: "skincare" })),
      );
      expect(statusOf(thrown)).toBe(302);
      expect(locationOf(thrown)).toBe("/blog/categoria/skincare?page=2");
    });
  });

  describe("search page", () => {
    const search = async (query: string) =>
      payload((await run(() => searchLoader(args(db(), `/blog/busca${query}`)))).value!);

    it("finds posts and returns the terms to highlight", async () => {
      const result = await search("?q=HIDRATACAO");
      expect(result.posts.map((p) => p.id)).toEqual([published.id]);
      expect(result.terms).toEqual(["hidrataca"]);
      expect(result.seo.noindex).toBe(true);
    });

    it("shows an empty list for an empty or symbol-only search", async () => {
      for (const query of ["", "?q=", "?q=%20%20", "?q=%25", "?q=_", "?q=%27", "?q=%5C"]) {
        const result = await search(query);
        expect(result.posts, query).toEqual([]);
        expect(result.failed, query).toBe(false);
      }
    });

    it("drops control characters from the term: searched without them, never echoed", async () => {
      const result = await search("?q=%00HIDRATA%00CAO%1B");
      expect(result.q).toBe("HIDRATACAO");
      expect(result.posts.map((p) => p.id)).toEqual([published.id]);
      expect(result.seo.title).toMatch(/^Busca: HIDRATACAO \| Blog /);
      // JSON writes a control character as \u00XX: none may be in what the page renders.
      expect(JSON.stringify(result)).not.toMatch(/\\u00[01][0-9a-f]|\\u007f/i);
      const onlyControls = await search("?q=%00%00%07");
      expect(onlyControls).toMatchObject({ q: "", posts: [], failed: false });
    });

    it("pages results and sends an out-of-range page to the last one", async () => {
      const second = await search("?q=skincare&page=2");
      expect(second).toMatchObject({ total: 24, page: 2, pageCount: 2 });
      expect(second.posts).toHaveLength(12);
      const { thrown } = await run(() => searchLoader(args(db(), "/blog/busca?q=skincare&page=9")));
      expect(locationOf(thrown)).toBe("/blog/busca?q=skincare&page=2");
    });
  });

  describe("RSS feed", () => {
    it("is valid RSS 2.0 with the 20 newest published posts", async () => {
      const response = (await rssLoader(args(db(), "/blog/rss.xml"))) as Response;
      expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
      expect(feed.rss["@_version"]).toBe("2.0");
      const items = feed.rss.channel.item as { title: string; link: string; guid: unknown }[];
      expect(items).toHaveLength(20);
      expect(items[0]?.title).toContain("Post perigoso");
      expect(items[1]?.link).toBe(`${ORIGIN}/blog/${published.id}-hidratacao-no-inverno`);
      expect(items.map((i) => i.title)).not.toContain("Rascunho de hidratação");
      expect(items.at(-1)?.title).toBe("Skincare parte 7");
    });
  });
});

describeEachDatabase("blog routes when posts cannot be read", (getDb) => {
  const db = () => getDb().db;

  beforeAll(async () => {
    // The page chrome (site settings) still loads; every blog query fails.
    await db().execute(sql`alter table blog_posts rename to blog_posts_unavailable`);
  });

  it("shows the home's error cards and is not cached", async () => {
    const { value } = await run(() => homeLoader(args(db(), "/blog")));
    expect(payload(value!)).toMatchObject({ featured: { ok: false }, recent: { ok: false } });
    expect((value as { init?: ResponseInit }).init?.headers).toMatchObject({
      "Cache-Control": "private, no-store",
    });
  });

  it("answers 503 on a category page, which shows its error card", async () => {
    const { thrown } = await run(() =>
      categoryLoader(args(db(), "/blog/categoria/skincare", { category: "skincare" })),
    );
    expect(statusOf(thrown)).toBe(503);
  });

  it("reports a failed search with status 503", async () => {
    const { value } = await run(() => searchLoader(args(db(), "/blog/busca?q=pele")));
    expect(payload(value!)).toMatchObject({ failed: true, posts: [] });
    expect((value as { init?: ResponseInit }).init?.status).toBe(503);
  });
});
