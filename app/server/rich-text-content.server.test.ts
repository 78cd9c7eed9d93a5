/**
 * The rules for what a rich-text column stores. The demo seed writes its content straight into
 * the database after start-up has recorded the sanitiser version, so that content must already
 * be exactly what the rules store.
 */
import { describe, expect, it } from "vitest";
import { buildStoreSections, DEMO_POSTS, DEMO_STORES } from "#db/seed-data";
import { sanitizeRichText } from "~/server/sanitize.server";
import { storedSectionBody, storedStoreHistory } from "./rich-text-content.server";

describe("stored rich text", () => {
  it("keeps a store's history as sanitised HTML, or null when nothing is left", () => {
    expect(storedStoreHistory(`<p onclick="x()">Desde 2014</p><script>alert(1)</script>`)).toBe(
      "<p>Desde 2014</p>",
    );
    expect(storedStoreHistory("<script>alert(1)</script>")).toBeNull();
    expect(storedStoreHistory("")).toBeNull();
    expect(storedStoreHistory(null)).toBeNull();
  });

  it("keeps plain-text sections as plain text and the others as sanitised HTML", () => {
    const body = `<p>Beleza <b>perto</b>\n de você</p><script>alert(1)</script>`;
    expect(storedSectionBody("hero_description", body)).toBe("Beleza perto de você");
    expect(storedSectionBody("meta_description", body)).toBe("Beleza perto de você");
    expect(storedSectionBody("sobre_loja", body)).toBe("<p>Beleza <b>perto</b>\n de você</p>");
  });

  it("finds the demo seed's rich text already stored as the rules store it", () => {
    for (const store of DEMO_STORES) {
      if (store.historyHtml) {
        expect(storedStoreHistory(store.historyHtml), store.name).toBe(store.historyHtml);
      }
      for (const row of buildStoreSections(store)) {
        expect(storedSectionBody(row.section, row.bodyHtml), `${store.name} ${row.section}`).toBe(
          row.bodyHtml,
        );
      }
    }
    for (const post of DEMO_POSTS) {
      expect(sanitizeRichText(post.contentHtml), post.title).toBe(post.contentHtml);
    }
  });
});
