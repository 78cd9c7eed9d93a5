import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog, blogPosts, media } from "#db/schema";
import { getPublishedPost } from "~/models/blog-posts.server";
import {
  describeContentScreens,
  pngImage,
  refusedFieldErrors,
} from "../../../tests/support/content-admin";
import { XSS_DOCUMENT, XSS_MARKERS } from "../../../tests/fixtures/xss-payloads";
import * as editor from "./blog-editor";
import * as list from "./blog";
import * as preview from "./blog-preview";
import { postFormFields } from "../../../tests/support/post-values";
import { storedHtml } from "../../../tests/support/stored-html";

const BODY = `<h2>Passo a passo</h2><p>${"Limpeza, tônico e hidratante todos os dias. ".repeat(60)}</p>`;

describeContentScreens("blog administration", (getDb, client) => {
  it.each([
    [
      "an incomplete post with the spec's messages",
      {
        title: "Oi",
        category: "",
        excerpt: "curto",
        content: "<p><strong></strong></p>".repeat(20),
        image: "",
      },
      {
        title: ["O título precisa ter pelo menos 5 caracteres"],
        category: ["Selecione uma categoria"],
        excerpt: ["O resumo precisa ter pelo menos 10 caracteres"],
        content: ["O conteúdo precisa ter pelo menos 50 caracteres"],
        image: ["Selecione uma imagem de capa"],
      },
    ],
    [
      "a cover that is not one of our uploads",
      {
        title: "Capa de outro site",
        category: "Skincare",
        excerpt: "Um resumo suficiente.",
        content: BODY,
        image: "https://evil.example/capa.png",
      },
      { image: ["Selecione uma imagem de capa"] },
    ],
  ])("refuses %s and saves nothing", async (_case, fields, errors) => {
    const answer = await client.post(editor.action, "/restrita/blog/novo", fields);
    expect(refusedFieldErrors(answer)).toEqual(errors);
    expect(await getDb().db.$count(blogPosts)).toBe(0);
  });

  it("creates a draft (cover sent as a file), computes reading time; drafts stay private", async () => {
    const answer = await client.post(
      editor.action,
      "/restrita/blog/novo",
      postFormFields("Rotina de skincare noturna", {
        content: BODY,
        coverFile: await pngImage("capa.png", 1200, 630),
      }),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/restrita/blog");
    const [post] = await getDb().db.select().from(blogPosts);
    expect(post).toMatchObject({
      slug: "rotina-de-skincare-noturna",
      published: false,
      readingTime: 3,
    });
    expect(post!.imageUrl).toMatch(
      /^\/media\/blog-images\/capa-[0-9a-f]{6}-\d+-[0-9a-f]{6}\.webp$/,
    );
    expect(await getPublishedPost(getDb().db, post!.id)).toBeNull();
    const seen = await client.get(preview.loader, `/restrita/blog/visualizar/${post!.id}`, {
      id: String(post!.id),
    });
    expect(seen.status).toBe(200);
    expect((seen.body?.post as { title: string }).title).toBe("Rotina de skincare noturna");
  });

  it("sanitises the editor's HTML on save (shared stored-XSS payloads)", async () => {
    const [post] = await getDb().db.select().from(blogPosts);
    const answer = await client.post(
      editor.action,
      `/restrita/blog/editar/${post!.id}`,
      {
        title: post!.title,
        category: post!.category,
        excerpt: post!.excerpt,
        content: `<p>${"Texto legítimo do post para passar do mínimo. ".repeat(3)}</p>${XSS_DOCUMENT}`,
        image: post!.imageUrl!,
        readingTime: "7",
        published: "on",
      },
      { id: String(post!.id) },
    );
    expect(answer.status).toBe(302);
    const [saved] = await getDb().db.select().from(blogPosts).where(eq(blogPosts.id, post!.id));
    const stored = saved!.contentHtml.toLowerCase();
    for (const marker of XSS_MARKERS) expect(stored, marker).not.toContain(marker);
    expect(saved!.contentHtml).toContain("<p>Parágrafo seguro 1.</p>");
    expect(saved!.readingTime).toBe(7);
    expect(saved!.published).toBe(true);
    // created_at is kept; updated_at moves.
    expect(saved!.createdAt.getTime()).toBe(post!.createdAt.getTime());
    expect(saved!.updatedAt.getTime()).toBeGreaterThan(post!.updatedAt.getTime());
    expect(await getPublishedPost(getDb().db, post!.id)).not.toBeNull();
  });

  it("lists drafts and published posts newest first and deletes with audit", async () => {
    const { db } = getDb();
    const [cover] = await db.select().from(media);
    await db.insert(blogPosts).values({
      slug: "rascunho-novo",
      title: "Rascunho mais novo",
      excerpt: "Resumo do rascunho",
      contentHtml: storedHtml("<p>texto</p>"),
      category: "Cabelos",
      imageUrl: cover!.url,
      published: false,
      createdAt: new Date(Date.now() + 60_000),
    });
    const loaded = await client.get(list.loader, "/restrita/blog");
    const rows = loaded.body?.posts as { title: string; published: boolean }[];
    expect(rows.map((r) => [r.title, r.published])).toEqual([
      ["Rascunho mais novo", false],
      ["Rotina de skincare noturna", true],
    ]);

    const [target] = await db.select().from(blogPosts).where(eq(blogPosts.slug, "rascunho-novo"));
    const answer = await client.post(list.action, "/restrita/blog", {
      intent: "delete",
      id: String(target!.id),
    });
    expect(answer.status).toBe(302);
    expect(await db.$count(blogPosts)).toBe(1);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(target!.id)));
    expect(audit).toMatchObject({ entity: "blog_post", action: "delete" });
  });

  it("answers 404 for an unknown post in the editor and the preview", async () => {
    for (const handler of [editor.loader, preview.loader]) {
      const answer = await client.get(handler, "/restrita/blog/editar/424242", { id: "424242" });
      expect(answer.status).toBe(404);
    }
  });
  it("schedules a post for a São Paulo time, with author, topics and SEO description", async () => {
    const fields = postFormFields("Protetor solar no inverno", {
      excerpt: "Por que o filtro continua na rotina nos dias frios.",
      content: BODY,
      published: "on",
      author: "Equipe Basiquinha",
      tags: "protetor solar, inverno, protetor solar",
      seoDescription: "Filtro solar também no inverno: veja como usar.",
    });
    const wrong = await client.post(editor.action, "/restrita/blog/novo", {
      ...fields,
      publishAt: "amanhã cedo",
      coverFile: await pngImage("capa-inverno.png", 1200, 630),
    });
    expect(refusedFieldErrors(wrong).publishAt).toEqual(["Informe a data e a hora da publicação"]);

    const answer = await client.post(editor.action, "/restrita/blog/novo", {
      ...fields,
      publishAt: "2099-01-01T09:00",
      coverFile: await pngImage("capa-inverno.png", 1200, 630),
    });
    expect(answer.status).toBe(302);
    const [post] = await getDb()
      .db.select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "protetor-solar-no-inverno"));
    expect(post).toMatchObject({
      published: true,
      author: "Equipe Basiquinha",
      tags: ["protetor solar", "inverno"],
      seoDescription: "Filtro solar também no inverno: veja como usar.",
    });
    expect(post!.publishAt?.toISOString()).toBe("2099-01-01T12:00:00.000Z");
    expect(await getPublishedPost(getDb().db, post!.id)).toBeNull();
    const loaded = await client.get(list.loader, "/restrita/blog");
    const row = (loaded.body?.posts as { id: number; scheduled: boolean }[]).find(
      (r) => r.id === post!.id,
    );
    expect(row?.scheduled).toBe(true);
    const edit = await client.get(editor.loader, `/restrita/blog/editar/${post!.id}`, {
      id: String(post!.id),
    });
    expect(edit.body?.post).toMatchObject({
      publishAt: "2099-01-01T09:00",
      tags: "protetor solar, inverno",
    });
  });

  it("audits a save and a delete once each; a replaced cover goes only once its save is in", async () => {
    const { db } = getDb();
    const fields = postFormFields("Cuidados com a barba", {
      excerpt: "Limpeza e hidratação para a pele do rosto.",
      content: BODY,
    });
    const created = await client.post(editor.action, "/restrita/blog/novo", {
      ...fields,
      coverFile: await pngImage("barba.png", 1200, 630),
    });
    expect(created.status).toBe(302);
    const [post] = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "cuidados-com-a-barba"));
    const rowsOf = (id: number) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "blog_post"), eq(auditLog.entityId, String(id))))
        .orderBy(auditLog.id);
    expect(await rowsOf(post!.id)).toMatchObject([
      { action: "create", details: { label: "Cuidados com a barba" } },
    ]);
    const coverStored = async () => (await db.$count(media, eq(media.url, post!.imageUrl!))) === 1;
    const edit = async (title: string) =>
      client.post(
        editor.action,
        `/restrita/blog/editar/${post!.id}`,
        { ...fields, title, coverFile: await pngImage("barba-nova.png", 1200, 630) },
        { id: String(post!.id) },
      );

    // The audit row cannot be written: the save is undone and the old cover stays.
    await db.execute(sql`
      CREATE FUNCTION refuse_blog_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$`);
    await db.execute(sql`
      CREATE TRIGGER refuse_blog_audit BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_blog_audit()`);
    try {
      expect((await edit("Barba sem registro")).status).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_blog_audit ON audit_log`);
      await db.execute(sql`DROP FUNCTION refuse_blog_audit()`);
    }
    const [kept] = await db.select().from(blogPosts).where(eq(blogPosts.id, post!.id));
    expect(kept).toMatchObject({ title: "Cuidados com a barba", imageUrl: post!.imageUrl });
    expect(await coverStored()).toBe(true);

    expect((await edit("Cuidados com a barba e o bigode")).status).toBe(302);
    expect(await coverStored()).toBe(false);
    const [, updated] = await rowsOf(post!.id);
    expect(updated).toMatchObject({
      action: "update",
      details: { label: "Cuidados com a barba e o bigode" },
    });
    expect((updated!.details as { fields: string[] }).fields).toEqual(
      expect.arrayContaining(["title", "slug", "imageUrl"]),
    );

    const audits = await db.$count(auditLog);
    const unknown = await client.post(list.action, "/restrita/blog", {
      intent: "delete",
      id: "999999",
    });
    expect(unknown.status).toBe(302);
    expect(await db.$count(auditLog)).toBe(audits);

    const [current] = await db.select().from(blogPosts).where(eq(blogPosts.id, post!.id));
    await client.post(list.action, "/restrita/blog", { intent: "delete", id: String(post!.id) });
    expect((await rowsOf(post!.id)).map((row) => row.action)).toEqual([
      "create",
      "update",
      "delete",
    ]);
    expect(await db.$count(media, eq(media.url, current!.imageUrl!))).toBe(0);
  });
});
