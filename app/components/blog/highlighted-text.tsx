import { highlightParts } from "./highlight";

/** Text with the search terms wrapped in <mark>; always rendered as escaped text. */
export function HighlightedText({ text, terms }: { text: string; terms?: readonly string[] }) {
  if (!terms || terms.length === 0) return <>{text}</>;
  return (
    <>
      {highlightParts(text, terms).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-brand-100 px-0.5 text-brand-900">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
