/**
 * The one HTML sanitiser: rich text from staff (blog posts, store history and page sections) is
 * cleaned when it is saved, so stored markup can never run script in a visitor's browser and the
 * pages serve it as stored. Markup stored under older options is cleaned again at start-up
 * (app/server/rich-text-content.server.ts). This module is the only producer of `SanitizedHtml`.
 */
import { escapeUTF8 } from "entities";
import sanitizeHtml from "sanitize-html";
import type { SanitizedHtml } from "~/domain/sanitized-html";

/**
 * The version of the options below. Bump it whenever they change (a tag, an attribute, a scheme,
 * a transform, the sanitize-html major version): the next start-up then re-sanitises every stored
 * rich text with the new options before the pages serve it.
 */
export const SANITIZER_VERSION = 1;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "small",
    "sub",
    "sup",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Relative image sources (our own /media/...) are fine; data: and javascript: are not.
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" }
          : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

export function sanitizeRichText(html: string | null | undefined): SanitizedHtml {
  if (!html) return "" as SanitizedHtml;
  return sanitizeHtml(html, OPTIONS).trim() as SanitizedHtml;
}

/** Text as HTML with no markup at all: every tag dropped, the text entity-escaped. */
export function sanitizePlainText(html: string | null | undefined): SanitizedHtml {
  return htmlToPlainText(html) as SanitizedHtml;
}

/**
 * Markup written in the code with values escaped into it, for text the pages build themselves
 * (`safeHtml\`<p>A ${store.name} fica…</p>\``): the literal parts are ours, every value is text.
 */
export function safeHtml(parts: TemplateStringsArray, ...values: string[]): SanitizedHtml {
  return parts.reduce(
    (html, part, i) => html + escapeUTF8(values[i - 1] ?? "") + part,
  ) as SanitizedHtml;
}

/** Plain text of some HTML (for excerpts, meta descriptions and search). */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
