import type { SanitizedHtml } from "~/domain/sanitized-html";

/**
 * The body of a post. `html` is the post's content as stored, which only ever holds what
 * sanitizeRichText (server) returned: the editor's save sanitises it, and start-up re-sanitises
 * it when the sanitiser's options change (app/server/rich-text-content.server.ts). It is the only
 * HTML the blog injects. Styles reach the sanitiser's tags from here, so no global CSS is needed.
 */
export function PostContent({ html }: { html: SanitizedHtml }) {
  return (
    <div
      className="text-lg leading-relaxed text-neutral-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-neutral-600 [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-neutral-900 [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-neutral-900 [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-display [&_h4]:font-semibold [&_hr]:my-8 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mb-2 [&_ol]:mb-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-5 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-neutral-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-neutral-100 [&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-neutral-200 [&_td]:p-2 [&_th]:border [&_th]:border-neutral-200 [&_th]:bg-nude-50 [&_th]:p-2 [&_th]:text-left [&_ul]:mb-5 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
