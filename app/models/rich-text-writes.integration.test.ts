/**
 * Every model function that writes rich text, called directly (no route, no form, no sanitiser
 * in front of it) with an image whose error handler runs script: what the database keeps and
 * what the public page injects (PostContent, RichText, rendered as a visitor receives them)
 * carry no handler. Routes do not sanitise: the models do, for any caller.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { isRouteErrorResponse, type RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { blogPosts, storeSections, stores } from "#db/schema";
import { PostContent } from "~/components/blog/post-content";
import { RichText } from "~/components/store/rich-text";
import { postPath } from "~/domain/blog";
import { parseForm } from "~/domain/form-input";
import type { SanitizedHtml } from "~/domain/sanitized-html";
import { storeFormSchema } from "~/domain/store-schemas";
import { loader as postLoader } from "~/routes/site/blog/post";
import { loader as storeLoader } from "~/routes/site/store";
import type { Database } from "~/server/db.server";
import { createLocalStorage } from "~/server/storage.server";
import { storeImageFiles } from "~/server/uploads.server";
import { routeArgs, routeContext, SITE_ORIGIN, testEnv } from "../../tests/support/route-context";
import { postValues } from "../../tests/support/post-values";
import { newStaffSession, pngImage } from "../../tests/support/staff-client";
import { storeCsv, validStoreFields } from "../../tests/support/store-admin";
import { describeEachDatabase } from "../../tests/support/test-db";
import { createPost, updatePost } from "./admin-blog-posts.server";
import { saveStoreSections } from "./admin-store-content.server";
import { createStore, updateStore } from "./admin-stores.server";
import { applyStoreImport } from "./store-csv.server";

const PAYLOAD = "<img src=x onerror=alert(1)>";
/** What must not reach a page: the handler, and the call it makes. */
const HANDLER = /onerror|alert\(1\)/i;
const text = (words: string) => `<p>${words} ${"Texto seguro para a página. ".repeat(3)}</p>`;

/** The markup a visitor receives for the stored HTML the page injects. */
const injected = (html: SanitizedHtml[]) =>
  html.map((body) => renderToStaticMarkup(createElement(RichText, { html: body }))).join("\n");

describeEachDatabase("rich text written through the models", (getDb) => {
  let db: Database;
  let by: number;
  let context: RouterContextProvider;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rich-text-writes-"));
  const app = () => ({ db, storage: createLocalStorage(dir, "/media") });

  beforeAll(async () => {
    db = getDb().db;
    by = (await newStaffSession(db)).user.id;
    context = routeContext(db, testEnv());
  });

  function storeValues(fields: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries(validStoreFields(fields))) form.set(key, value ?? "");
    const parsed = parseForm(form, { schema: storeFormSchema });
    if (parsed.status !== "success") throw new Error("the store form was refused");
    return parsed.value;
  }

  async function storePage(slug: string) {
    try {
      return (await storeLoader(routeArgs(`/${slug}`, context, { slug }))).store;
    } catch (thrown) {
      throw new Error(
        `no page for /${slug}: ${isRouteErrorResponse(thrown) ? thrown.status : thrown}`,
      );
    }
  }

  it("blog: createPost and updatePost keep no handler, and the post page injects none", async () => {
    const cover = await storeImageFiles(app().storage, {
      file: await pngImage("capa.png", 600, 315),
      folder: "blog-images",
    });
    const values = postValues({
      slug: "post-com-imagem",
      title: "Post com imagem",
      excerpt: "Um resumo para o post com imagem.",
      contentHtml: `${PAYLOAD}${text("Criado")}`,
      published: true,
    });
    const post = await createPost(app(), by, values, cover);
    expect(post.contentHtml).not.toMatch(HANDLER);
    expect(post.contentHtml).toContain("Criado");

    await updatePost(app(), by, post.id, {
      ...values,
      imageUrl: post.imageUrl!,
      contentHtml: `${text("Editado")}${PAYLOAD}`,
    });
    const [stored] = await db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(stored!.contentHtml).not.toMatch(HANDLER);

    const pathname = postPath(stored!);
    // The post route reads the address it answers as `url` too.
    const args = routeArgs(pathname, context, { post: pathname.slice("/blog/".length) });
    const url = new URL(pathname, SITE_ORIGIN);
    const page = await postLoader({ ...(args as object), url } as never);
    const markup = renderToStaticMarkup(createElement(PostContent, { html: page.data.post.html }));
    expect(markup).toContain("Editado");
    expect(markup).not.toMatch(HANDLER);
  });

  it("store history: createStore and updateStore keep no handler, and the store page injects none", async () => {
    const created = await createStore(
      db,
      by,
      storeValues({ name: "Basiquinha História", historyHtml: `<p>Desde 2010</p>${PAYLOAD}` }),
    );
    expect(created.historyHtml).not.toMatch(HANDLER);
    const saved = await updateStore(
      db,
      by,
      created.id,
      storeValues({ name: created.name, historyHtml: `${PAYLOAD}<p>Desde 2011</p>` }),
      { version: created.version },
    );
    expect(saved.historyHtml).not.toMatch(HANDLER);
    const view = await storePage(saved.slug);
    const markup = injected([view.about.historyHtml!]);
    expect(markup).toContain("Desde 2011");
    expect(markup).not.toMatch(HANDLER);
  });

  it("page sections: saveStoreSections keeps no handler in any section, and the page injects none", async () => {
    const store = await createStore(db, by, storeValues({ name: "Basiquinha Seções" }));
    const section = (
      key:
        "sobre_loja" | "diferenciais" | "expertise" | "localizacao_estrategica" | "cta_principal",
    ) => ({
      section: key,
      title: "Título",
      bodyHtml: `${PAYLOAD}<p>Seção ${key}</p>`,
      active: true,
    });
    await saveStoreSections(db, by, store, {
      sections: [
        section("sobre_loja"),
        section("diferenciais"),
        section("expertise"),
        section("localizacao_estrategica"),
        section("cta_principal"),
        { section: "hero_description", title: null, bodyHtml: PAYLOAD, active: true },
      ],
    });
    const rows = await db.select().from(storeSections).where(eq(storeSections.storeId, store.id));
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.bodyHtml, row.section).not.toMatch(HANDLER);

    const view = await storePage(store.slug);
    const markup = injected([
      view.about.html,
      ...view.differentials.map((d) => d.html),
      view.expertise.html,
      view.location!.html,
      view.cta.html,
    ]);
    expect(markup).toContain("Seção localizacao_estrategica");
    expect(markup).not.toMatch(HANDLER);
  });

  it("spreadsheet import: applyStoreImport keeps no handler, created or updated, and the page injects none", async () => {
    const row = { ...storeCsvRow("Basiquinha Planilha"), historia: `<p>Importada</p>${PAYLOAD}` };
    const created = await applyStoreImport(db, by, storeCsv([row]));
    expect(created.ok).toBe(true);
    const [store] = await db.select().from(stores).where(eq(stores.name, "Basiquinha Planilha"));
    expect(store!.historyHtml).not.toMatch(HANDLER);

    const updated = await applyStoreImport(
      db,
      by,
      storeCsv([{ slug: store!.slug, historia: `${PAYLOAD}<p>Reimportada</p>` }]),
    );
    expect(updated.ok).toBe(true);
    const view = await storePage(store!.slug);
    const markup = injected([view.about.historyHtml!]);
    expect(markup).toContain("Reimportada");
    expect(markup).not.toMatch(HANDLER);
  });
});

/** A spreadsheet row of a new store, in the file's column names. */
function storeCsvRow(name: string): Record<string, string> {
  return {
    nome: name,
    estado: "Goiás",
    cidade: "Goiânia",
    bairro: "Setor Oeste",
    logradouro: "Rua 9",
    numero: "120",
    cep: "74120-010",
    whatsapp: "(62) 99999-1234",
    horario_funcionamento: "Seg. a Sex.: 9h às 19h",
  };
}
