import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, PUBLIC_CACHE_CONTROL } from "./page-cache.server";

describe("page cache", () => {
  const cache = createPageCache({ ttlMs: 60_000 });
  let renders = 0;
  let base = "";
  let server: http.Server;

  beforeAll(async () => {
    const app = express();
    app.use(cache.middleware);
    app.get("/pagina", (_req, res) => {
      renders++;
      res.type("html");
      // Written in pieces, like the streamed React render.
      res.write("<html><body>");
      res.write(`render ${renders}`);
      res.end("</body></html>");
    });
    app.get("/com-cookie", (_req, res) => {
      renders++;
      res.setHeader("Set-Cookie", "x=1");
      res.send("ok");
    });
    app.get("/nossas-lojas", (_req, res) => {
      renders++;
      res.send(`lojas ${renders}`);
    });
    app.post("/restrita/banners", (_req, res) => res.status(204).end());
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("serves anonymous pages from memory with cache headers and an ETag", async () => {
    const first = await fetch(`${base}/pagina`);
    const second = await fetch(`${base}/pagina`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(first.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("answers 304 when the browser already has the page", async () => {
    const { headers } = await fetch(`${base}/pagina`);
    const again = await fetch(`${base}/pagina`, {
      headers: { "If-None-Match": headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("never caches staff, toast or position requests, nor responses setting cookies", async () => {
    const before = renders;
    await fetch(`${base}/pagina`, { headers: { Cookie: "__session=abc" } });
    await fetch(`${base}/pagina`, { headers: { Cookie: "__flash=abc" } });
    await fetch(`${base}/nossas-lojas?lat=-16.6&lng=-49.2`);
    await fetch(`${base}/nossas-lojas?lat=-16.6&lng=-49.2`);
    await fetch(`${base}/com-cookie`);
    const cookieAgain = await fetch(`${base}/com-cookie`);
    expect(cookieAgain.headers.get("x-cache")).not.toBe("HIT");
    expect(renders - before).toBe(6);
  });

  it("is cleared by any staff change", async () => {
    await fetch(`${base}/pagina`);
    const cached = await fetch(`${base}/pagina`);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    await fetch(`${base}/restrita/banners`, { method: "POST" });
    const fresh = await fetch(`${base}/pagina`);
    expect(fresh.headers.get("x-cache")).toBe("MISS");
  });
});
