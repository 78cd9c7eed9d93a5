/**
 * The start-up pass over stored rich text: markup stored under another sanitiser version is
 * cleaned before any page serves it, the version is recorded in the same transaction, and with
 * the version current the pass writes nothing.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { appState, blogPosts, storeSections, stores } from "#db/schema";
import { postPath } from "~/domain/blog";
import type { Database } from "~/server/db.server";
import { SANITIZER_VERSION } from "~/server/sanitize.server";
import { XSS_DOCUMENT, XSS_MARKERS } from "../../tests/fixtures/xss-payloads";
import { productionEnv, routeArgs, routeContext } from "../../tests/support/route-context";
import { storeRow } from "../../tests/support/store-rows";
import { describeEachDatabase } from "../../tests/support/test-db";
import { loader as postLoader } from "../routes/site/blog/post";
import { loader as storeLoader } from "../routes/site/store";
import {
  ensureRichTextSanitized,
  resanitizeStoredRichText,
  SANITIZER_VERSION_KEY,
  storedSanitizerVersion,
} from "./rich-text-content.server";
import { storedHtml } from "../../tests/support/stored-html";

const CURRENT = String(SANITIZER_VERSION);
const EDITED_AT = new Date("2026-01-10T12:00:00Z");

/** Records `version` as the one the stored rich text was cleaned with. */
async function recordVersion(db: Database, version: string): Promise<void> {
  await db.update(appState).set({ value: version }).where(eq(appState.key, SANITIZER_VERSION_KEY));
}

/** A store, its page sections and a published post, written straight into the database. */
async function insertRawContent(db: Database, name: string) {
  const [store] = await db
    .insert(stores)
    .values(
      storeRow(name, {
        historyHtml: storedHtml(`<p>Desde 2020<script>alert("h")</script></p>`),
        updatedAt: EDITED_AT,
      }),
    )
    .returning();
  const sections = await db
    .insert(storeSections)
    .values([
      {
        storeId: store!.id,
        section: "sobre_loja",
        title: "Sobre",
        bodyHtml: storedHtml(
          `<p onclick="steal()">Olá</p><img src="x" onerror="alert(1)"><script>alert(2)</script>`,
        ),
        updatedAt: EDITED_AT,
      },
      {
        storeId: store!.id,
        section: "diferenciais",
        title: "Seguro",
        bodyHtml: storedHtml(`<a href="javascript:alert(3)">clique</a>`),
        updatedAt: EDITED_AT,
      },
      {
        storeId: store!.id,
        section: "hero_description",
        bodyHtml: storedHtml(`<b>Beleza</b><script>alert(4)</script> perto de você`),
        updatedAt: EDITED_AT,
      },
    ])
    .returning();
  const [post] = await db
    .insert(blogPosts)
    .values({
      slug: store!.slug,
      title: `Post ${name}`,
      excerpt: "Resumo do post.",
      contentHtml: storedHtml(XSS_DOCUMENT),
      category: "Skincare",
      published: true,
      updatedAt: EDITED_AT,
    })
    .returning();
  return { store: store!, sections, post: post! };
}

type RawContent = Awaited<ReturnType<typeof insertRawContent>>;

async function storedRows(db: Database, content: RawContent) {
  const [store] = await db.select().from(stores).where(eq(stores.id, content.store.id));
  const sections = await db
    .select()
    .from(storeSections)
    .where(eq(storeSections.storeId, content.store.id))
    .orderBy(storeSections.id);
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, content.post.id));
  return { store: store!, sections, post: post! };
}

/** The markup the store page and the post page would inject, lower-cased. */
async function servedMarkup(db: Database, content: RawContent): Promise<string> {
  const context = routeContext(db, productionEnv());
  const storePage = await storeLoader(
    routeArgs(`/${content.store.slug}`, context, { slug: content.store.slug }),
  );
  const path = postPath(content.post);
  const postPage = (await postLoader({
    ...(routeArgs(path, context, { post: path.slice("/blog/".length) }) as object),
    url: new URL(path, "https://www.basiquinha.com.br"),
  } as never)) as unknown as { data: { post: { html: string } } };
  const view = storePage.store;
  expect(view.about.html).toContain("<p>Olá</p>");
  expect(view.hero.description).toBe("Beleza perto de você");
  expect(postPage.data.post.html).toContain("<p>Parágrafo seguro 1.</p>");
  return [
    view.about.html,
    view.about.historyHtml,
    ...view.differentials.map((d) => d.html),
    postPage.data.post.html,
  ]
    .join("\n")
    .toLowerCase();
}

describeEachDatabase("stored rich text", (getDb) => {
  it("starts migrated with the current sanitiser version recorded", async () => {
    expect(await storedSanitizerVersion(getDb().db)).toBe(CURRENT);
  });

  it("re-sanitises every rich-text column when another version is recorded", async () => {
    const { db } = getDb();
    const content = await insertRawContent(db, "Loja Antiga Centro");
    await recordVersion(db, "0");

    expect(await ensureRichTextSanitized(db)).toEqual({ resanitized: true, changedRows: 5 });

    expect(await storedSanitizerVersion(db)).toBe(CURRENT);
    const markup = await servedMarkup(db, content);
    for (const marker of ["<script", "onerror", "onclick", "javascript:", ...XSS_MARKERS]) {
      expect(markup, marker).not.toContain(marker);
    }
    // Cleaning is no edit: the rows keep the time staff last changed them.
    const stored = await storedRows(db, content);
    expect(stored.sections.map((s) => s.bodyHtml)).toEqual([
      `<p>Olá</p><img src="x" loading="lazy" />`,
      "<a>clique</a>",
      "Beleza perto de você",
    ]);
    for (const row of [stored.store, stored.post, ...stored.sections]) {
      expect(row.updatedAt).toEqual(EDITED_AT);
    }
  });

  it("writes nothing when the recorded version is current", async () => {
    const { db } = getDb();
    const content = await insertRawContent(db, "Loja Atual Centro");
    const [before] = await db
      .select()
      .from(appState)
      .where(eq(appState.key, SANITIZER_VERSION_KEY));

    expect(await ensureRichTextSanitized(db)).toEqual({ resanitized: false, changedRows: 0 });

    // Markup written by hand stays as it was: the pass read the version and stopped.
    const stored = await storedRows(db, content);
    expect(stored.store.historyHtml).toBe(content.store.historyHtml);
    expect(stored.sections.map((s) => s.bodyHtml)).toEqual(content.sections.map((s) => s.bodyHtml));
    expect(stored.post.contentHtml).toBe(XSS_DOCUMENT);
    const [after] = await db.select().from(appState).where(eq(appState.key, SANITIZER_VERSION_KEY));
    expect(after).toEqual(before);

    // Markup from outside the application (a restore, hand-written SQL) is cleaned on request.
    expect(await resanitizeStoredRichText(db)).toBe(5);
    expect(await servedMarkup(db, content)).not.toContain("<script");
  });

  it("lets one of several instances starting together do the pass", async () => {
    const { db } = getDb();
    await insertRawContent(db, "Loja Paralela Centro");
    await recordVersion(db, "0");

    const passes = await Promise.all([
      ensureRichTextSanitized(db),
      ensureRichTextSanitized(db),
      ensureRichTextSanitized(db),
    ]);

    expect(passes.filter((p) => p.resanitized)).toEqual([{ resanitized: true, changedRows: 5 }]);
    expect(await storedSanitizerVersion(db)).toBe(CURRENT);
  });

  it("records the version on a database that never had one", async () => {
    const { db } = getDb();
    await db.delete(appState).where(eq(appState.key, SANITIZER_VERSION_KEY));

    expect(await ensureRichTextSanitized(db)).toEqual({ resanitized: true, changedRows: 0 });
    expect(await storedSanitizerVersion(db)).toBe(CURRENT);
  });
});
