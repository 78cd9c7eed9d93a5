import { expect, it } from "vitest";
import { blogPosts, stores } from "#db/schema";
import { storeRow } from "../../tests/support/store-rows";
import { describeEachDatabase } from "../../tests/support/test-db";
import { listSitemapEntries } from "./sitemap.server";
import { storedHtml } from "../../tests/support/stored-html";

const post = (title: string, slug: string, category: string, published: boolean) => ({
  title,
  slug,
  excerpt: "Resumo",
  contentHtml: storedHtml("<p>Texto</p>"),
  category,
  published,
});

describeEachDatabase("sitemap entries", (getDb) => {
  it("lists public pages, active stores, published posts and their categories only", async () => {
    const { db } = getDb();
    await db
      .insert(stores)
      .values([storeRow("basiquinha-centro"), storeRow("basiquinha-fechada", { active: false })]);
    const [published, , oldSpelling] = await db
      .insert(blogPosts)
      .values([
        post("Rotina de skincare", "rotina-de-skincare", "Skincare", true),
        post("Rascunho", "rascunho", "Novidades", false),
        post("Hidratar", "hidratar", "hidratação", true),
        post("Sem categoria conhecida", "sem-categoria", "Outros", true),
      ])
      .returning({ id: blogPosts.id });

    const paths = (await listSitemapEntries(db)).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/nossas-lojas",
        "/blog",
        "/clube-basiquinha",
        "/seja-um-franqueado",
        "/mapa-do-site",
        "/politica-de-privacidade",
        "/basiquinha-centro",
        `/blog/${published!.id}-rotina-de-skincare`,
        `/blog/${oldSpelling!.id}-hidratar`,
        "/blog/categoria/skincare",
        "/blog/categoria/hidratacao",
      ]),
    );
    expect(paths).not.toContain("/basiquinha-fechada");
    expect(paths.some((p) => p.includes("rascunho"))).toBe(false);
    expect(paths).not.toContain("/blog/categoria/novidades");
    expect(paths).not.toContain("/blog/categoria/outros");
    expect(new Set(paths).size).toBe(paths.length);
  });
});
