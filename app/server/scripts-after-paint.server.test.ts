import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { decodeHTMLAttribute } from "entities";
import {
  BOOT_SCRIPT,
  DEFERRED_MODULE_ID,
  DEFERRED_MODULE_LIST,
  DEFERRED_MODULE_TYPE,
  paintsBeforeScripts,
  scriptsAfterFirstPaint,
  scriptsAfterFirstPaintStream,
} from "./scripts-after-paint.server";

const NONCE = "bm9uY2UtZGUtdGVzdGU=";
const MODULE_CODE =
  'import * as route0 from "/assets/root.js"; window.__reactRouterRouteModules = {"root": route0};' +
  'import("/assets/entry.client.js");';

// The shape React Router 7 and React 19 give a page: preloads hoisted to <head>, the inline
// module after the content, the loader data streamed by classic scripts after it.
const page =
  '<!DOCTYPE html><html lang="pt-BR"><head><title>Lojas em Goiânia</title>' +
  '<link rel="preload" as="image" href="/media/banner.webp"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/chunk.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root.js" nonce="${NONCE}"/></head>` +
  "<body><main><p>Maquiagem, skincare e perfumes — Anápolis</p></main>" +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_CODE}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script>` +
  "</body></html>";

/** The module list the rewrite put on the inert module, decoded as the browser would. */
function moduleListOf(html: string): string[] {
  const match = new RegExp(
    `<script type="${DEFERRED_MODULE_TYPE}"[^>]*${DEFERRED_MODULE_LIST}="([^"]*)"`,
  ).exec(html);
  if (!match?.[1]) throw new Error("no module list in the page");
  return JSON.parse(decodeHTMLAttribute(match[1])) as string[];
}

describe("scriptsAfterFirstPaint", () => {
  const result = scriptsAfterFirstPaint(page);

  it("takes out every module preload and keeps the other links", () => {
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(result).toContain('<link rel="preload" as="image" href="/media/banner.webp"/>');
    expect(result).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it("keeps the inline module as an inert data block with the same code", () => {
    expect(result).not.toMatch(/<script[^>]*type="module"/);
    expect(result).toMatch(
      new RegExp(`<script type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}" [^>]*>`),
    );
    expect(result).toContain(`>${MODULE_CODE}</script>`);
  });

  it("lists the same modules in order and adds the boot script with the page's nonce", () => {
    expect(moduleListOf(result)).toEqual([
      "/assets/entry.client.js",
      "/assets/chunk.js",
      "/assets/root.js",
    ]);
    expect(result).toContain(`<script nonce="${NONCE}">${BOOT_SCRIPT}</script>`);
  });

  it("leaves the content and the data scripts where they were", () => {
    const strip = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script[^>]*type="(module|text\/x-hydration-module)"[\s\S]*?<\/script>/g, "")
        .replace(`<script nonce="${NONCE}">${BOOT_SCRIPT}</script>`, "");
    expect(strip(result)).toBe(strip(page));
    expect(result.indexOf("streamController.close")).toBeGreaterThan(
      result.indexOf(DEFERRED_MODULE_ID),
    );
  });

  it("runs the boot script, which creates the preloads and the module after a frame", () => {
    const created: Record<string, unknown>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      currentScript: { nonce: NONCE },
      visibilityState: "visible",
      createElement: (tag: string) => ({ tag }),
      getElementById: (id: string) =>
        id === DEFERRED_MODULE_ID
          ? {
              textContent: MODULE_CODE,
              getAttribute: (name: string) =>
                name === DEFERRED_MODULE_LIST ? JSON.stringify(moduleListOf(result)) : null,
            }
          : null,
      head: { appendChild: (element: Record<string, unknown>) => created.push(element) },
      body: { appendChild: (element: Record<string, unknown>) => created.push(element) },
    };
    const run = new Function("document", "requestAnimationFrame", "setTimeout", BOOT_SCRIPT) as (
      ...args: unknown[]
    ) => void;
    run(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(created).toEqual([]);
    frames.forEach((frame) => frame());
    expect(created).toEqual([]);
    timers.forEach((timer) => timer());
    expect(created).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js", nonce: NONCE },
      { tag: "link", rel: "modulepreload", href: "/assets/chunk.js", nonce: NONCE },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js", nonce: NONCE },
      { tag: "script", type: "module", nonce: NONCE, textContent: MODULE_CODE },
    ]);

    // A hidden tab paints no frame: the scripts start at once.
    created.length = 0;
    run(
      { ...document, visibilityState: "hidden" },
      () => {
        throw new Error("no frame in a hidden tab");
      },
      () => {
        throw new Error("no timer in a hidden tab");
      },
    );
    expect(created).toHaveLength(4);
  });

  it("reads addresses as React escaped them and writes them back escaped", () => {
    const odd = '/assets/chunk.js?v=1&x=</script><script>alert(1)//"';
    const hostile = page.replace(
      "/assets/chunk.js",
      "/assets/chunk.js?v=1&amp;x=&lt;/script&gt;&lt;script&gt;alert(1)//&quot;",
    );
    const rewritten = scriptsAfterFirstPaint(hostile);
    expect(moduleListOf(rewritten)[1]).toBe(odd);
    expect(rewritten.match(/<\/script>/g)).toHaveLength(page.match(/<\/script>/g)!.length + 1);
  });

  it("returns a page without React Router's module unchanged", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Sem scripts</p></body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});

describe("paintsBeforeScripts", () => {
  it("holds the scripts of public pages, not those of sign-in and the restricted area", () => {
    for (const path of ["/", "/nossas-lojas", "/blog/um-post", "/restritas", "/loginho"]) {
      expect(paintsBeforeScripts(path), path).toBe(true);
    }
    for (const path of ["/login", "/restrita", "/restrita/lojas", "/restrita/blog/novo"]) {
      expect(paintsBeforeScripts(path), path).toBe(false);
    }
  });
});

describe("scriptsAfterFirstPaintStream", () => {
  it("gives the same page wherever the stream is cut, even inside a character", async () => {
    const bytes = Buffer.from(page);
    const expected = scriptsAfterFirstPaint(page);
    for (let cut = 1; cut < bytes.length; cut += 3) {
      const stream = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(
        scriptsAfterFirstPaintStream(),
      );
      expect(await text(stream), `cut at byte ${cut}`).toBe(expected);
    }
  });
});
