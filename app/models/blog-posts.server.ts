/**
 * Public blog queries: every function here returns published posts only, so a
 * draft can never reach a page, the search, related posts, the feed or the sitemap.
 */
import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { blogPosts, blogSearchDocument, blogTrigramDocument } from "#db/schema";
import { countWords, formatPtBrDate, READING_TIME_FALLBACK, WORDS_PER_MINUTE } from "~/domain/blog";
import type { SanitizedHtml } from "~/domain/sanitized-html";
import { postIsPublic } from "./publish-window.server";
import { queryRows, type Database } from "~/server/db.server";

export const BLOG_PAGE_SIZE = 12;
export const FEATURED_POSTS = 2;
export const RECENT_POSTS = 4;
export const RELATED_POSTS = 3;
export const FEED_POSTS = 20;

/** Longest search text we look at; anything after it is ignored. */
export const SEARCH_MAX_LENGTH = 200;
const SEARCH_MAX_TERMS = 8;
/** Typo-tolerant (trigram) matching only from this many letters: shorter text matches too much. */
const TRIGRAM_MIN_LENGTH = 4;
const MAX_POST_ID = 2_147_483_647;

/** What a post card shows. Dates are ISO strings so they survive any serialisation. */
export type PostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  createdAt: string;
  /**
   * createdAt as the card shows it ('22 de nov. de 2026'), written here on the server: formatted
   * in the browser, the blog's pages would start the browser's ICU for it (see count-format.ts).
   */
  createdLabel: string;
};

export type PublishedPost = PostSummary & {
  contentHtml: SanitizedHtml;
  author: string | null;
  readingTime: number | null;
  tags: string[];
  updatedAt: string;
};

export type PostPage = { posts: PostSummary[]; total: number };

export type SearchResults = PostPage & {
  /** Word beginnings that matched (Portuguese stems, unaccented): the page highlights them. */
  terms: string[];
};

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  imageUrl: blogPosts.imageUrl,
  createdAt: blogPosts.createdAt,
};

type SummaryRow = Omit<PostSummary, "createdAt" | "createdLabel"> & { createdAt: Date | string };

function toSummary(row: SummaryRow): PostSummary {
  const createdAt = new Date(row.createdAt);
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    imageUrl: row.imageUrl,
    createdAt: createdAt.toISOString(),
    createdLabel: formatPtBrDate(createdAt),
  };
}

const newestFirst = [desc(blogPosts.createdAt), desc(blogPosts.id)];

/** Published posts, newest first: featured are items 1-2, recent items 3-6. */
export async function listLatestPosts(
  db: Database,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<PostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(postIsPublic())
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map(toSummary);
}

/** How many posts are published: the blog's pages of older posts are counted from it. */
export async function countPublishedPosts(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(postIsPublic());
  return Number(row?.total ?? 0);
}

/**
 * The blog's 'Populares' terms that find at least one published post, in the given order: a
 * quick link must never lead to 'Nenhum resultado encontrado'.
 */
export async function termsWithResults(db: Database, terms: readonly string[]): Promise<string[]> {
  const found = await Promise.all(terms.map((term) => hasSearchResults(db, term)));
  return terms.filter((_, i) => found[i]);
}

/** One published post by id, or null when it does not exist or is a draft. */
export async function getPublishedPost(db: Database, id: number): Promise<PublishedPost | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_POST_ID) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      contentHtml: blogPosts.contentHtml,
      author: blogPosts.author,
      readingTime: blogPosts.readingTime,
      tags: blogPosts.tags,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), postIsPublic()))
    .limit(1);
  if (!row) return null;
  return {
    ...toSummary(row),
    contentHtml: row.contentHtml,
    author: row.author,
    readingTime: row.readingTime,
    tags: row.tags ?? [],
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Minutes shown in the post hero: the stored value, else words / 200 rounded up, else 5. */
export function postReadingTime(post: { readingTime: number | null; contentHtml: string }): number {
  const stored = post.readingTime;
  if (typeof stored === "number" && Number.isInteger(stored) && stored > 0) return stored;
  const words = countWords(post.contentHtml);
  return words > 0 ? Math.ceil(words / WORDS_PER_MINUTE) : READING_TIME_FALLBACK;
}

function sameCategory(category: string): SQL {
  return sql`app_unaccent(lower(${blogPosts.category})) = app_unaccent(lower(${category}))`;
}

/** Up to 3 other published posts of the same category, newest first. */
export async function listRelatedPosts(
  db: Database,
  post: { id: number; category: string },
  limit = RELATED_POSTS,
): Promise<PostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(postIsPublic(), ne(blogPosts.id, post.id), sameCategory(post.category)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

function pageBounds(page: number, pageSize: number): { limit: number; offset: number } {
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  return { limit: pageSize, offset: (safePage - 1) * pageSize };
}

/** A page of a category's published posts (case- and accent-insensitive), newest first. */
export async function listPostsByCategory(
  db: Database,
  category: string,
  { page = 1, pageSize = BLOG_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<PostPage> {
  const where = and(postIsPublic(), sameCategory(category));
  const { limit, offset } = pageBounds(page, pageSize);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(where),
  ]);
  return { posts: rows.map(toSummary), total: Number(counted?.total ?? 0) };
}

export type ParsedSearch = {
  /** Letters and digits only, lower case, accents removed: safe to join into a tsquery. */
  terms: string[];
  /** `term:* & term:*` for to_tsquery, or '' when nothing searchable is left. */
  tsquery: string;
  /** The terms as one phrase for trigram matching, or '' when too short for it. */
  fuzzy: string;
};

/**
 * Turns what a visitor typed into search terms. Only runs of letters and digits survive, so
 * '%', '_', quotes, backslashes and tsquery operators are plain separators, never syntax.
 * Single letters are dropped (a prefix of one letter matches nearly every post); a lone digit
 * stays, matched exactly ('5 dicas').
 */
export function parseSearch(raw: string | null | undefined): ParsedSearch {
  const text = (typeof raw === "string" ? raw : "").slice(0, SEARCH_MAX_LENGTH);
  const words =
    text
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    const term = word.slice(0, 40);
    if (term.length < 2 && !/^\d$/.test(term)) continue;
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === SEARCH_MAX_TERMS) break;
  }
  const tsquery = terms.map((t) => (t.length === 1 ? t : `${t}:*`)).join(" & ");
  const phrase = terms.join(" ");
  return { terms, tsquery, fuzzy: phrase.length >= TRIGRAM_MIN_LENGTH ? phrase : "" };
}

/** The lexemes of a tsquery's text form: `'hidrat':* & 'cabel':*` -> ['hidrat', 'cabel']. */
export function tsqueryLexemes(text: string | null | undefined): string[] {
  if (!text) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(/'((?:[^']|'')+)'/g)) {
    const lexeme = match[1]?.replace(/''/g, "'");
    if (lexeme) found.add(lexeme);
  }
  return [...found];
}

/**
 * Full-text search over title, category, excerpt and content of published posts, in Portuguese
 * (stems: 'cabelo' finds 'Cabelos') and accent-insensitive ('HIDRATACAO' finds 'Hidratação'),
 * every term also matching as a word beginning ('hidrat'), plus trigram matching of typos
 * in title, category and excerpt. Ordered by relevance, then newest first. An empty search
 * returns nothing without touching the database.
 */
/** The SQL of a search: which public posts match (words or, from 3 letters, a fuzzy phrase). */
function searchCondition(parsed: ParsedSearch) {
  const document = blogSearchDocument(blogPosts);
  const trigramDocument = blogTrigramDocument(blogPosts);
  const query = sql`to_tsquery('portuguese', app_unaccent(${parsed.tsquery}))`;
  const fullText = sql`${document} @@ ${query}`;
  const fuzzy = parsed.fuzzy ? sql`(${parsed.fuzzy}::text <% ${trigramDocument})` : sql`false`;
  const where = sql`${postIsPublic()} and (${fullText} or ${fuzzy})`;
  const similarity = parsed.fuzzy
    ? sql`word_similarity(${parsed.fuzzy}::text, ${trigramDocument})`
    : sql`0::real`;
  return { document, query, fullText, where, similarity };
}

/**
 * Whether a search would find anything: the database stops at the first match, where a search
 * ranks and counts every one (the blog's quick terms ask this for five terms on every render).
 */
export async function hasSearchResults(db: Database, raw: string): Promise<boolean> {
  const parsed = parseSearch(raw);
  if (!parsed.tsquery) return false;
  const { where } = searchCondition(parsed);
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${blogPosts} where ${where}) as "found"`,
  );
  return row?.found === true;
}

export async function searchPosts(
  db: Database,
  raw: string | null | undefined,
  { page = 1, pageSize = BLOG_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<SearchResults> {
  const parsed = parseSearch(raw);
  if (!parsed.tsquery) return { posts: [], total: 0, terms: [] };
  const { limit, offset } = pageBounds(page, pageSize);
  const { document, query, fullText, where, similarity } = searchCondition(parsed);

  type Row = SummaryRow & { queryText: string | null };
  const [rows, [counted]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${blogPosts.id} as "id", ${blogPosts.slug} as "slug",
            ${blogPosts.title} as "title", ${blogPosts.excerpt} as "excerpt",
            ${blogPosts.category} as "category", ${blogPosts.imageUrl} as "imageUrl",
            ${blogPosts.createdAt} as "createdAt", ${query}::text as "queryText"
          from ${blogPosts}
          where ${where}
          order by (${fullText}) desc,
            ts_rank(${document}, ${query}) desc,
            ${similarity} desc,
            ${blogPosts.createdAt} desc, ${blogPosts.id} desc
          limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as "total" from ${blogPosts} where ${where}`,
    ),
  ]);
  return {
    posts: rows.map(toSummary),
    total: Number(counted?.total ?? 0),
    terms: tsqueryLexemes(rows[0]?.queryText),
  };
}

export type FeedPost = PostSummary & { author: string | null; updatedAt: string };

/** The newest published posts for the RSS feed. */
export async function listFeedPosts(db: Database, limit = FEED_POSTS): Promise<FeedPost[]> {
  const rows = await db
    .select({ ...summaryColumns, author: blogPosts.author, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(postIsPublic())
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => ({
    ...toSummary(row),
    author: row.author,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}
