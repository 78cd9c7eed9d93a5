import type { SanitizedHtml } from "~/domain/sanitized-html";

/**
 * Markup as a fixture writes it straight into a rich-text column, past the models and the
 * sanitiser: benign demo text, or hostile markup standing for a hand-written SQL update.
 */
export const storedHtml = (html: string) => html as SanitizedHtml;
