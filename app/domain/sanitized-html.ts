/**
 * HTML that is safe to inject into a page: only app/server/sanitize.server.ts produces it (the
 * sanitiser's output, or markup whose every interpolation it escaped). Rich-text columns are
 * typed with it (db/schema.ts), so a model can only store it and a page only injects it; a raw
 * string passed where a page renders HTML fails the typecheck. A type only: nothing ships.
 */
export type SanitizedHtml = string & { readonly __brand: "SanitizedHtml" };
