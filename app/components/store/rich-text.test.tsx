/**
 * The components that inject stored HTML take only `SanitizedHtml`, which only the sanitiser
 * makes. The `@ts-expect-error` lines are the proof: `npm run typecheck` fails if a raw string
 * is ever accepted there (or stored in a rich-text column).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { blogPosts, storeSections } from "#db/schema";
import { PostContent } from "~/components/blog/post-content";
import { sanitizeRichText } from "~/server/sanitize.server";
import { RichText } from "./rich-text";

const RAW = '<img src=x onerror=alert(1)><p>Olá</p><a href="javascript:alert(2)">link</a>';

describe("pages inject only sanitised HTML", () => {
  it("renders what the sanitiser made, with no handler left", () => {
    const clean = sanitizeRichText(RAW);
    for (const markup of [
      renderToStaticMarkup(<RichText html={clean} />),
      renderToStaticMarkup(<PostContent html={clean} />),
    ]) {
      expect(markup).toContain("<p>Olá</p>");
      expect(markup).not.toMatch(/onerror|javascript:/);
    }
  });

  it("does not compile with a raw string where a page renders HTML or a model stores it", () => {
    // @ts-expect-error a raw string is not SanitizedHtml: the store page injects only that
    const store = <RichText html={RAW} />;
    // @ts-expect-error the same for a post's body
    const post = <PostContent html={RAW} />;
    // @ts-expect-error a rich-text column takes SanitizedHtml only: the model sanitises first
    const row: Pick<typeof blogPosts.$inferInsert, "contentHtml"> = { contentHtml: RAW };
    // @ts-expect-error the same for a store's page section
    const section: Pick<typeof storeSections.$inferInsert, "bodyHtml"> = { bodyHtml: RAW };
    // At run time a string is a string: only the compiler stands in the way.
    expect([store.props.html, post.props.html, row.contentHtml, section.bodyHtml]).toEqual(
      Array(4).fill(RAW),
    );
  });
});
