import { Transform } from "node:stream";
import { decodeHTMLAttribute, escapeUTF8 } from "entities";

/**
 * Hydration scripts start loading after the first paint.
 *
 * Every page is complete HTML with its stylesheet, fonts and images: it can be read before any
 * script runs. React Router's `<Scripts />` writes module preloads in the head and one inline
 * module that imports the route modules and the browser entry; on a slow phone connection those
 * ≈140 KB of JavaScript share the first round trips with the stylesheet, the fonts and the hero
 * image, and the first paint comes later. Here the preloads are taken out, the inline module is
 * kept as an inert data block that also lists them, and a small nonce'd script, the same on every
 * page, starts both (preloads first, so the modules download in parallel) once the browser has
 * painted: `requestAnimationFrame` runs just before the first frame, the timeout right after it.
 * In a hidden tab there is no frame to wait for, so the scripts start at once.
 *
 * The boot script runs with the response's nonce and hands it to the elements it creates, so the
 * Content-Security-Policy ('nonce-…' 'strict-dynamic') allows them. Without JavaScript nothing
 * changes: the page never needed the scripts to be read.
 */
export const DEFERRED_MODULE_ID = "hydration-module";
export const DEFERRED_MODULE_TYPE = "text/x-hydration-module";
/** On the inert module: the module URLs to preload, as a JSON array. */
export const DEFERRED_MODULE_LIST = "data-modules";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const INLINE_MODULE = /<script([^>]*?) type="module"([^>]*)>([\s\S]*?)<\/script>/;
const HREF = /\shref="([^"]+)"/;
const NONCE = /\snonce="([^"]+)"/;

/** The same on every page: everything it needs is on the inert module element. */
export const BOOT_SCRIPT =
  "(function(){" +
  `var d=document,n=d.currentScript.nonce,m=d.getElementById("${DEFERRED_MODULE_ID}");` +
  "function start(){" +
  `JSON.parse(m.getAttribute("${DEFERRED_MODULE_LIST}")).forEach(function(h){` +
  'var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});' +
  'var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=m.textContent;' +
  "d.body.appendChild(s)}" +
  'if(d.visibilityState==="hidden")start();' +
  "else requestAnimationFrame(function(){setTimeout(start,0)})" +
  "})()";

/**
 * Public pages paint before their scripts start. The sign-in page and the restricted area load
 * them at once, as React Router writes them: no paint budget applies there, and staff act right
 * away (a delete button must open its confirmation, not post before the page is interactive).
 */
export function paintsBeforeScripts(pathname: string): boolean {
  return !/^\/(restrita|login)(\/|$)/.test(pathname);
}

/**
 * Rewrites one whole HTML document. A document without React Router's inline module (a page
 * rendered without scripts) is returned unchanged.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const module = INLINE_MODULE.exec(html);
  if (!module) return html;
  const [tag, before = "", after = "", code = ""] = module;
  const nonce = NONCE.exec(before + after)?.[1];
  const modules: string[] = [];
  const withoutPreloads = (text: string) =>
    text.replace(MODULE_PRELOAD, (link) => {
      const raw = HREF.exec(link)?.[1];
      const href = raw === undefined ? undefined : decodeHTMLAttribute(raw);
      if (href && !modules.includes(href)) modules.push(href);
      return "";
    });
  const head = withoutPreloads(html.slice(0, module.index));
  const tail = withoutPreloads(html.slice(module.index + tag.length));
  const list = escapeUTF8(JSON.stringify(modules));
  const inert = `<script type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}" ${DEFERRED_MODULE_LIST}="${list}">${code}</script>`;
  const boot = `<script${nonce ? ` nonce="${nonce}"` : ""}>${BOOT_SCRIPT}</script>`;
  return head + inert + boot + tail;
}

/**
 * The same rewrite on the response stream. The document is rendered completely before its first
 * byte is sent (entry.server waits for onAllReady), so holding it until the end costs no time.
 */
export function scriptsAfterFirstPaintStream(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8")));
    },
  });
}
