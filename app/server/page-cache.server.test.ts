import { createHash, randomBytes } from "node:crypto";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_CONTROL } from "./cache-policy";
import { createPageCache, pageCacheKey } from "./page-cache.server";

/** A page as React Router writes it: the nonce, when there is one, on every inline script. */
function page(nonce: string | undefined, text: string): string {
  const attr = nonce ? ` nonce="${nonce}"` : "";
  return `<!DOCTYPE html><html><head><script${attr}>boot()</script><script type="application/ld+json">{"a":1}</script></head><body>${text}<script${attr} type="module">hydrate()</script></body></html>`;
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

type Route = (url: URL, nonce: string | undefined) => Response | Promise<Response>;

describe("page cache", () => {
  let nextScheduledChange: number | null = null;
  const cache = createPageCache({
    ttlMs: 60_000,
    nextScheduledChange: () => nextScheduledChange,
    policyForHashes: (hashes) => `script-src 'self' ${hashes.map((h) => `'${h}'`).join(" ")}`,
  });
  const renders: string[] = [];
  let base = "";
  let server: http.Server;
  let slowRelease: (() => void) | undefined;

  const html = (body: string, init: ResponseInit = {}) =>
    new Response(body, {
      ...init,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": CACHE_CONTROL.publicPage,
        ...(init.headers as Record<string, string>),
      },
    });

  const routes: Record<string, Route> = {
    "/pagina": (url, nonce) => html(page(nonce, `pagina ${url.search}`)),
    "/lento": async (_url, nonce) => {
      await new Promise<void>((resolve) => (slowRelease = resolve));
      return html(page(nonce, "lento"));
    },
    "/com-cookie": (_url, nonce) =>
      html(page(nonce, "toast"), { headers: { "Set-Cookie": "x=1" } }),
    "/vazio": () => html(""),
    "/privado": (_url, nonce) =>
      html(page(nonce, "privado"), { headers: { "Cache-Control": CACHE_CONTROL.private } }),
    "/varia": (_url, nonce) => html(page(nonce, "varia"), { headers: { Vary: "Cookie" } }),
    "/dados.json": () => Response.json({ ok: true }),
    "/redireciona": () => new Response(null, { status: 301, headers: { Location: "/pagina" } }),
    "/grande": (_url, nonce) => html(page(nonce, "x".repeat(5_000))),
  };

  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => {
      const responseNonce = randomBytes(16).toString("base64");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${responseNonce}'`);
      const render = async ({ url, scripts }: { url?: string; scripts?: string } = {}) => {
        const nonce = scripts === "hashes" ? undefined : responseNonce;
        const target = new URL(url ?? req.originalUrl, "http://local");
        renders.push(target.pathname + target.search);
        if (req.method === "POST") {
          // A staff action clears the cache once its change has committed, as staffChange does.
          if (target.pathname.startsWith("/restrita/")) cache.clear();
          return new Response(null, { status: 204 });
        }
        const route = routes[target.pathname];
        if (!route) return html(page(nonce, "404"), { status: 404 });
        const response = await route(target, nonce);
        // React Router answers HEAD with the headers only.
        return req.method === "HEAD" ? new Response(null, response) : response;
      };
      cache.serve(req, res, render).catch(next);
    });
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    cache.clear();
    renders.length = 0;
    nextScheduledChange = null;
  });

  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

  it("serves a stored page as the same bytes to everyone, its inline scripts allowed by hash", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}/pagina`, {
        headers: { "Accept-Encoding": "identity" },
      });
      answers.push({ response, body: await response.text() });
    }
    expect(answers.map((a) => a.response.headers.get("x-cache"))).toEqual(["MISS", "HIT", "HIT"]);
    expect(renders).toEqual(["/pagina"]);
    for (const { response, body } of answers) {
      expect(body).toBe(page(undefined, "pagina "));
      const policy = response.headers.get("content-security-policy")!;
      // Both runnable inline scripts by their hash, the JSON-LD data block not at all.
      expect(policy).toBe(`script-src 'self' '${sha256("boot()")}' '${sha256("hydrate()")}'`);
      expect(policy).not.toContain("nonce");
      expect(response.headers.get("cache-control")).toBe(CACHE_CONTROL.publicPage);
    }
  });

  it("renders a staff member's page with this response's nonce and never stores it", async () => {
    const staff = { Cookie: "__session=abc" };
    const first = await fetch(`${base}/pagina`, { headers: staff });
    const second = await fetch(`${base}/pagina`, { headers: staff });
    for (const response of [first, second]) {
      const nonce = nonceOf(response)!;
      expect(nonce).toBeTruthy();
      expect(await response.text()).toBe(page(nonce, "pagina "));
      expect(response.headers.get("x-cache")).toBeNull();
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(renders).toHaveLength(2);
  });

  it("compresses a stored page once, in the encoding each client asks for", async () => {
    const plain = await fetch(`${base}/pagina`, { headers: { "Accept-Encoding": "identity" } });
    const body = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    for (const [asked, sent] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
      ["deflate", null],
    ] as const) {
      const response = await fetch(`${base}/pagina`, { headers: { "Accept-Encoding": asked } });
      expect(response.headers.get("x-cache"), asked).toBe("HIT");
      expect(response.headers.get("content-encoding"), asked).toBe(sent);
      expect(response.headers.get("vary"), asked).toContain("Accept-Encoding");
      expect(await response.text(), asked).toBe(body);
    }
    expect(renders).toEqual(["/pagina"]);
  });

  it("answers HEAD without storing it, and from a stored GET afterwards", async () => {
    const identity = { "Accept-Encoding": "identity" };
    const head = await fetch(`${base}/pagina`, { method: "HEAD", headers: identity });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const get = await fetch(`${base}/pagina`);
    expect(get.headers.get("x-cache")).toBe("MISS");
    const body = await get.text();
    expect(body).toContain("pagina");
    const headAgain = await fetch(`${base}/pagina`, { method: "HEAD", headers: identity });
    expect(headAgain.headers.get("x-cache")).toBe("HIT");
    expect(headAgain.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    const getAgain = await fetch(`${base}/pagina`);
    expect((await getAgain.text()).length).toBe(body.length);
  });

  it("answers 304 to a browser that has the page", async () => {
    const first = await fetch(`${base}/pagina`);
    await first.text();
    const etag = first.headers.get("etag")!;
    const second = await fetch(`${base}/pagina`);
    await second.text();
    expect(second.headers.get("etag")).toBe(etag);
    const revalidated = await fetch(`${base}/pagina`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    const other = await fetch(`${base}/pagina`, { headers: { "If-None-Match": 'W/"outro"' } });
    expect(other.status).toBe(200);
  });

  it.each([
    ["/com-cookie", "a cookie"],
    ["/vazio", "an empty body"],
    ["/privado", "private"],
    ["/varia", "Vary: Cookie"],
    ["/dados.json", "not HTML"],
    ["/redireciona", "a redirect"],
    ["/nao-existe", "an error status"],
  ])("never stores %s (%s)", async (path) => {
    const first = await fetch(`${base}${path}`, { redirect: "manual" });
    const firstBody = await first.text();
    const second = await fetch(`${base}${path}`, { redirect: "manual" });
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).not.toContain("nonce=");
    expect(second.headers.get("x-cache")).toBeNull();
    expect(renders).toHaveLength(2);
  });

  it("ignores tracking parameters and parameter order, and renders the clean address", async () => {
    await (await fetch(`${base}/pagina?b=2&a=1&utm_source=instagram&fbclid=xyz`)).text();
    const again = await fetch(`${base}/pagina?a=1&gclid=1&b=2`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toContain("pagina ?a=1&b=2");
    expect(renders).toEqual(["/pagina?a=1&b=2"]);
    expect(pageCacheKey("/pagina?utm_campaign=x&UTM_MEDIUM=y")).toBe("/pagina");
  });

  it("never keeps a visitor's position", async () => {
    await (await fetch(`${base}/pagina?lat=-16.7&lng=-49.2`)).text();
    await (await fetch(`${base}/pagina?lat=-16.7&lng=-49.2`)).text();
    expect(renders).toHaveLength(2);
    expect(pageCacheKey("/nossas-lojas?lat=1")).toBeNull();
  });

  it("renders once for concurrent misses of one page", async () => {
    const pending = Array.from({ length: 5 }, () => fetch(`${base}/lento`).then((r) => r.text()));
    await vi.waitFor(() => expect(slowRelease).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    slowRelease!();
    const bodies = await Promise.all(pending);
    expect(renders).toEqual(["/lento"]);
    expect(bodies.every((body) => body.includes("lento"))).toBe(true);
    expect(new Set(bodies).size).toBe(1);
    slowRelease = undefined;
  });

  it("a staff change clears the cache, and a render that started before it is not kept", async () => {
    await (await fetch(`${base}/pagina`)).text();
    const slow = fetch(`${base}/lento`).then((r) => r.text());
    await vi.waitFor(() => expect(slowRelease).toBeDefined());
    const post = await fetch(`${base}/restrita/banners`, { method: "POST" });
    expect(post.status).toBe(204);
    slowRelease!();
    await slow;
    slowRelease = undefined;
    expect((await fetch(`${base}/pagina`)).headers.get("x-cache")).toBe("MISS");
    const lento = fetch(`${base}/lento`);
    await vi.waitFor(() => expect(slowRelease).toBeDefined());
    slowRelease!();
    expect((await lento).headers.get("x-cache")).toBe("MISS");
    slowRelease = undefined;
    // A POST never reaches the cache: a public one (newsletter) leaves the kept pages alone.
    expect((await fetch(`${base}/pagina`)).headers.get("x-cache")).toBe("HIT");
    await fetch(`${base}/newsletter`, { method: "POST" });
    expect((await fetch(`${base}/pagina`)).headers.get("x-cache")).toBe("HIT");
  });

  it("keeps nothing past the next scheduled change of content", async () => {
    nextScheduledChange = Date.now() + 150;
    await (await fetch(`${base}/pagina`)).text();
    expect((await fetch(`${base}/pagina`)).headers.get("x-cache")).toBe("HIT");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${base}/pagina`)).headers.get("x-cache")).toBe("MISS");
  });

  it("is bounded by total bytes, least recently used first", async () => {
    const small = createPageCache({ maxBytes: 12_000, policyForHashes: () => "" });
    const app = express();
    app.use((req, res, next) => {
      small.serve(req, res, async () => html("y".repeat(5_000))).catch(next);
    });
    const local = app.listen(0);
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    try {
      for (const path of ["/a", "/b", "/a", "/c"]) await (await fetch(url + path)).text();
      expect(small.size()).toBe(2);
      expect(small.bytes()).toBeLessThanOrEqual(12_000);
      expect((await fetch(`${url}/a`)).headers.get("x-cache")).toBe("HIT");
      expect((await fetch(`${url}/b`)).headers.get("x-cache")).toBe("MISS");
    } finally {
      await new Promise<void>((resolve) => local.close(() => resolve()));
    }
  });
});
