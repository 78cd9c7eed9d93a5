/**
 * What the blog screens share between browser and server: the list's address, the editor's
 * fields as the form and the browser's draft copy know them, how a saved post or a kept draft
 * fills the form, and whether a draft says anything the saved post does not.
 */
import type { LocalDraft } from "~/components/admin/use-local-draft";

/** The staff list of posts, where every save and delete leads back. */
export const BLOG_LIST = "/restrita/blog";

export const POST_NOT_FOUND_MESSAGE = "Post não encontrado ou não disponível para edição.";

/** Without JavaScript the cover arrives as a file under this name; with it, as an address. */
export const COVER_FILE_FIELD = "coverFile";

/** The fields kept in the browser while staff type (never the cover file itself). */
export const DRAFT_FIELDS = [
  "title",
  "category",
  "excerpt",
  "content",
  "image",
  "readingTime",
  "published",
  "publishAt",
  "author",
  "tags",
  "seoDescription",
] as const;

type DraftField = (typeof DRAFT_FIELDS)[number];

/** What the form starts with: every field as text, but the switch 'Publicar'. */
export type PostDefaults = Record<Exclude<DraftField, "published">, string> & {
  published: boolean;
};

/**
 * The form's starting values from a saved post (numbers, booleans, nulls) or from a kept draft
 * (text, the switch 'on' when set); a missing value is an empty field.
 */
export function postDefaults(source: Partial<Record<DraftField, unknown>> | null): PostDefaults {
  const text = (name: DraftField) => {
    const value = source?.[name];
    return value === null || value === undefined ? "" : String(value);
  };
  const fields = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, text(name)]));
  return {
    ...(fields as Record<DraftField, string>),
    published: source?.published === true || source?.published === "on",
  };
}

/** Whether a kept draft holds just what the form starts with (then it is not offered). */
export function sameAsDraft(draft: LocalDraft, defaults: PostDefaults): boolean {
  return DRAFT_FIELDS.every((name) => {
    const saved = draft.values[name] ?? "";
    const current = name === "published" ? (defaults.published ? "on" : "") : defaults[name];
    return saved === current;
  });
}
