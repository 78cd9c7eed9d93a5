/**
 * The Content-Security-Policy of every response. Scripts are allowed one of two ways:
 *
 * - by a nonce fresh for each response (staff screens, personal and uncached answers): its
 *   scripts carry it and 'strict-dynamic' lets them load our chunks;
 * - by the hashes of the page's inline scripts (pages the page cache keeps, whose bytes are the
 *   same for every visitor, so they can be compressed once): the inline scripts are allowed by
 *   their SHA-256 and the chunks they import by 'self' (ADR 0021).
 *
 * Styles may be inline (React style props); images may come from the map tile server, the object
 * store or a CDN; the only frame is YouTube's privacy-enhanced player.
 */
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

export type ScriptPolicy = { nonce: string } | { hashes: string[] };

export function contentSecurityPolicy(scripts: ScriptPolicy, production: boolean): string {
  const scriptSrc =
    "nonce" in scripts
      ? `script-src 'nonce-${scripts.nonce}' 'strict-dynamic' 'self'`
      : `script-src 'self'${scripts.hashes.map((hash) => ` '${hash}'`).join("")}`;
  return [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Script types the browser runs (anything else, such as JSON-LD, is a data block). */
const RUN_TYPES =
  /^(module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/jscript|text\/livescript)$/i;

/**
 * The CSP hash source ('sha256-…') of every inline script the browser would run in `html`, in
 * document order, without duplicates. The page is read with an HTML tokenizer, never changed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let inline: { text: string } | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "script" || "src" in attributes) return;
      const type = attributes.type?.trim() ?? "";
      if (type === "" || RUN_TYPES.test(type)) inline = { text: "" };
    },
    ontext(text) {
      if (inline) inline.text += text;
    },
    onclosetag(name) {
      if (name !== "script" || !inline) return;
      // The browser hashes the text after its input stream normalised line breaks.
      const text = inline.text.replace(/\r\n?/g, "\n");
      hashes.add(`sha256-${createHash("sha256").update(text).digest("base64")}`);
      inline = null;
    },
  });
  parser.write(html);
  parser.end();
  return [...hashes];
}
