/**
 * Blog rules: reading time, category slugs and their
 * reverse mapping, post paths /blog/{id}-{slug}, and pt-BR dates in the store's zone.
 */
import { blogCategories, type BlogCategory } from "#db/constants";
import { slugify } from "./slug";

/** Minutes shown in the post hero when nothing else is known. */
export const READING_TIME_FALLBACK = 5;
export const WORDS_PER_MINUTE = 200;
export const DATE_TIME_ZONE = "America/Sao_Paulo";

/**
 * The 7 categories, in the admin select's order: the database's list, from the module of value
 * lists client bundles may import without the database layer.
 */
export const BLOG_CATEGORIES = blogCategories;

const ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

/** Visible text of an HTML fragment: scripts, styles and tags removed, entities decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (typeof html !== "string") return "";
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith("#")) {
        const n =
          code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : " ";
      }
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of the visible text (runs containing at least one letter or digit). */
export function countWords(html: string | null | undefined): number {
  return htmlToText(html)
    .split(" ")
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * The stored reading time when it is a positive integer, else words / 200 rounded up, at least 1.
 */
export function readingTimeMinutes(stored: number | null | undefined, html: string): number {
  if (typeof stored === "number" && Number.isInteger(stored) && stored > 0) return stored;
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

/** 'Dicas Rápidas' -> 'dicas-rapidas', 'Hidratação' -> 'hidratacao'. */
export function categorySlug(category: string): string {
  return slugify(category);
}

/** Back from a URL segment, accent- and case-insensitive ('hidratação', 'HIDRATACAO'); else null. */
export function categoryFromSlug(slug: string | null | undefined): BlogCategory | null {
  if (typeof slug !== "string") return null;
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // Not percent-encoded (or malformed): use as is.
  }
  const wanted = slugify(text);
  if (!wanted) return null;
  return BLOG_CATEGORIES.find((c) => categorySlug(c) === wanted) ?? null;
}

/** /blog/categoria/{slug} */
export function categoryPath(category: string): string {
  return `/blog/categoria/${categorySlug(category)}`;
}

/** /blog/{id}-{slug}, or /blog/{id} when the post has no usable slug. */
export function postPath(post: { id: number; slug?: string | null }): string {
  const slug = slugify(post.slug);
  return slug ? `/blog/${post.id}-${slug}` : `/blog/${post.id}`;
}

/** The post id of a /blog/{param} segment: '12-some-slug' or '12' -> 12; anything else null. */
export function parsePostParam(param: string | null | undefined): number | null {
  if (typeof param !== "string") return null;
  const match = /^(\d{1,15})(?:-.*)?$/.exec(param.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The author shown on a post: its own, else 'Equipe {brand}'. */
export function postAuthor(author: string | null | undefined, brandName: string): string {
  return author?.trim() || `Equipe ${brandName}`.trim();
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("pt-BR", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone,
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * '22 de nov. de 2026': day, short month, year in pt-BR, in São Paulo time. A date-only string
 * ('2026-11-22') is a calendar date and is shown as written. Invalid input gives ''.
 */
export function formatPtBrDate(date: Date | string | number | null | undefined): string {
  if (date === null || date === undefined || date === "") return "";
  const dateOnly = typeof date === "string" && DATE_ONLY.test(date.trim());
  const value =
    date instanceof Date ? date : new Date(typeof date === "string" ? date.trim() : date);
  if (!Number.isFinite(value.getTime())) return "";
  return dateFormatter(dateOnly ? "UTC" : DATE_TIME_ZONE).format(value);
}
