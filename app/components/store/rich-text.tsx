import type { SanitizedHtml } from "~/domain/sanitized-html";

/**
 * Staff-written HTML, as the database stores it: every write sanitises it with the shared
 * sanitiser (sanitizeRichText), and start-up re-sanitises it when the sanitiser's options change
 * (app/server/rich-text-content.server.ts). That is why setting it as HTML is safe here.
 */
export function RichText({ html, className = "" }: { html: SanitizedHtml; className?: string }) {
  return (
    <div
      className={`space-y-4 leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
