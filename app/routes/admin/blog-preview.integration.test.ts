/**
 * The staff preview builds the post exactly as the public post page does (same view, same
 * component), says whether the post is public, and answers uncached and noindex.
 */
import { expect, it } from "vitest";
import { blogPosts } from "#db/schema";
import { postPath } from "~/domain/blog";
import { resanitizeStoredRichText } from "~/server/rich-text-content.server";
import { describeContentScreens } from "../../../tests/support/content-admin";
import { routeContext, testEnv } from "../../../tests/support/route-context";
import { loader as publicLoader } from "../site/blog/post";
import * as preview from "./blog-preview";
import { storedHtml } from "../../../tests/support/stored-html";

describeContentScreens("blog post preview", (getDb, client) => {
  const insertPost = async (values: Partial<typeof blogPosts.$inferInsert>) => {
    const [row] = await getDb()
      .db.insert(blogPosts)
      .values({
        title: "Rotina de skincare para o verão",
        slug: "rotina-de-skincare-para-o-verao",
        excerpt: "Leveza, protetor e hidratação na medida.",
        contentHtml: storedHtml(
          "<p>Conteúdo do post com <strong>destaque</strong>.</p><script>x()</script>",
        ),
        category: "Skincare",
        tags: ["verão"],
        published: true,
        ...values,
      })
      .returning();
    // Written past the application, like content stored under an older sanitiser version:
    // start-up cleans it before any page serves it.
    await resanitizeStoredRichText(getDb().db);
    return row!;
  };

  const previewOf = (id: number) =>
    client.get(preview.loader, `/restrita/blog/visualizar/${id}`, { id: String(id) });

  it("gives the preview the public page's view of a published post", async () => {
    const post = await insertPost({});
    const path = postPath(post);
    const env = testEnv();
    const shown = (await publicLoader({
      request: new Request(`http://localhost${path}`),
      params: { post: path.slice("/blog/".length) },
      context: routeContext(getDb().db, env),
      url: new URL(`http://localhost${path}`),
      pattern: "",
    } as never)) as unknown as { data: { post: unknown; commentUrl: string } };
    const seen = await previewOf(post.id);
    expect(seen.status).toBe(200);
    expect(seen.body?.post).toEqual(shown.data.post);
    expect(seen.body?.commentUrl).toBe(shown.data.commentUrl);
    expect(seen.body?.status).toMatchObject({ public: true, scheduledFor: null, path });
    expect((seen.body?.post as { html: string }).html).not.toContain("<script");
  });

  it("says a draft or a scheduled post is not public", async () => {
    const draft = await insertPost({
      title: "Rascunho de maquiagem",
      slug: "rascunho",
      published: false,
    });
    expect((await previewOf(draft.id)).body?.status).toMatchObject({ public: false });
    const later = await insertPost({
      title: "Post agendado",
      slug: "post-agendado",
      publishAt: new Date("2099-03-01T12:00:00Z"),
    });
    expect((await previewOf(later.id)).body?.status).toMatchObject({
      public: false,
      scheduledFor: "01/03/2099 às 09:00",
    });
  });

  it("is never cached and never indexed", () => {
    const headers = new Headers(preview.headers());
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(preview.meta({ data: undefined } as never)).toContainEqual({
      name: "robots",
      content: "noindex, nofollow",
    });
    expect(preview.handle).toEqual({ publicChrome: true });
  });
});
