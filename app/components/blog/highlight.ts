/**
 * Splits text into plain and highlighted parts for search results. A word is highlighted when,
 * without accents and in lower case, it begins with one of the matched terms (the search
 * answers with Portuguese stems such as 'hidrat' or 'cabel'). Returns data, not markup, so the
 * text is always rendered escaped.
 */
export type TextPart = { text: string; match: boolean };

export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const prefixes = terms.map(foldText).filter((t) => t.length > 0);
  if (!text) return [];
  if (prefixes.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  let index = 0;
  for (const found of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = found[0];
    const start = found.index ?? 0;
    const folded = foldText(word);
    push(text.slice(index, start), false);
    push(
      word,
      prefixes.some((p) => folded.startsWith(p)),
    );
    index = start + word.length;
  }
  push(text.slice(index), false);
  return parts;
}
