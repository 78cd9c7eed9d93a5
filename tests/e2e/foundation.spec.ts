import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { JS_BUDGET_BYTES, measureFirstLoad } from "../../scripts/quality-support";
import { hydrated } from "../support/hydrated";
import { collectPageErrors } from "./fixtures";
import { expect, test } from "./test";

test("the home page is server-rendered in Portuguese", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="pt-BR"');
  expect(html).toMatch(/<h1[^>]*>[^<]*Basiquinha/);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(response.headers()["permissions-policy"]).toContain("geolocation=(self)");
  expect(response.headers()["x-request-id"]).toBeTruthy();
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/esta-pagina-nao-existe/de-jeito-nenhum");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar para o início" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Basiquinha");
});

test("/404 itself renders the not-found page with status 404", async ({ request }) => {
  const response = await request.get("/404");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Página não encontrada");
});

test("/healthz reports the database as healthy", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  expect(response.headers()["cache-control"]).toBe("no-store");
});

/** One GET without any decoding: the bytes and headers exactly as the server sent them. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

test("hashed assets are sent precompressed, by the browser's preference, with immutable caching", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/")).text();
  const assets = [
    html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0],
    html.match(/\/assets\/[\w-]+\.css/)?.[0],
  ];
  for (const asset of assets) {
    expect(asset, "the home page links its entry script and its style sheet").toBeTruthy();
    const plain = await rawGet(baseURL + asset!, "");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toContain("immutable");

    const brotli = await rawGet(baseURL + asset!, "gzip, deflate, br");
    expect(brotli.headers["content-encoding"], asset).toBe("br");
    expect(brotli.headers["content-type"]?.toLowerCase()).toBe(
      plain.headers["content-type"]?.toLowerCase(),
    );
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    // Written at the highest quality, not compressed on the fly at the default one.
    const onTheFly = zlib.brotliCompressSync(plain.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(brotli.body.length).toBeLessThan(onTheFly.length);

    const gzip = await rawGet(baseURL + asset!, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  }
});

test("seeded media files are served with long-lived caching and no traversal", async ({
  request,
}) => {
  const uploads = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e", "uploads");
  const files = fs.readdirSync(uploads, { recursive: true, withFileTypes: true });
  const file = files.find((entry) => entry.isFile() && entry.name.endsWith(".webp"));
  expect(file, "the demo seed stores images under data/e2e/uploads").toBeTruthy();
  const key = path.relative(uploads, path.join(file!.parentPath, file!.name));
  const response = await request.get(`/media/${key}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect(response.headers()["cache-control"]).toContain("immutable");

  for (const attack of ["/media/..%2F..%2Fpackage.json", "/media/%2e%2e/session-secret"]) {
    const res = await request.get(attack);
    expect(res.status(), attack).toBe(404);
  }
});

test("pages run under a nonce-based Content-Security-Policy without violations", async ({
  page,
}) => {
  const problems = collectPageErrors(page);
  const response = await page.goto("/login");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Hydrated: client-side validation answers without a server round trip.
  await page.getByLabel("Email").fill("x");
  await page.getByLabel("Email").blur();
  await expect(page.getByText("Email inválido")).toBeVisible();
  expect(problems).toEqual([]);
});

test("public pages carry shared-cache headers and answer 304 to a known ETag", async ({
  request,
}) => {
  const first = await request.get("/");
  expect(first.headers()["cache-control"]).toContain("s-maxage=");
  expect(first.headers()["cache-control"]).toContain("stale-while-revalidate=");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/", { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
  const restricted = await request.get("/login");
  expect(restricted.headers()["cache-control"] ?? "").not.toContain("public");
});

test("public pages load their two fonts without preloading them, each file once, and lay text out the same before they arrive", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
  });
  await page.goto("/nossas-lojas");
  await page.evaluate(() => document.fonts.ready);
  // Off the critical path (ADR 0024): no preload; the style sheet's @font-face asks for them.
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(new Set(fontRequests).size).toBe(fontRequests.length);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, "")),
  );
  expect(loaded).toEqual(expect.arrayContaining(["Inter Variable", "Playfair Display Variable"]));
  // The metric-matched fallbacks take the same room: the page's heading and first paragraph
  // keep their height when set in them instead.
  const heights = (family: string) =>
    page.evaluate((f) => {
      const targets = [document.querySelector("h1"), document.querySelector("main p")];
      return targets.map((el) => {
        const clone = el!.cloneNode(true) as HTMLElement;
        clone.style.fontFamily = f;
        clone.style.width = `${el!.getBoundingClientRect().width}px`;
        el!.parentElement!.append(clone);
        const height = clone.getBoundingClientRect().height;
        clone.remove();
        return height;
      });
    }, family);
  const [webHeading, webText] = await heights("");
  const [fallbackHeading] = await heights('"Playfair Display Fallback"');
  const [, fallbackText] = await heights('"Inter Fallback"');
  expect(fallbackHeading).toBeCloseTo(webHeading!, 0);
  expect(fallbackText).toBeCloseTo(webText!, 0);
});

test("a page's modules are fetched once each at low priority, after what the first paint needs, and the page still hydrates", async ({
  page,
}) => {
  const problems = collectPageErrors(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // Each request with the navigation it belongs to: the page before may still be importing its
  // deferred parts (the footer) while the next one loads, and those are its own fetches.
  const requested: { path: string; priority: string; loaderId: string }[] = [];
  const documents = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (event) => {
    const url = new URL(event.request.url);
    if (event.type === "Document") documents.set(url.pathname, event.loaderId);
    if (url.pathname.startsWith("/assets/"))
      requested.push({
        path: url.pathname,
        priority: event.request.initialPriority,
        loaderId: event.loaderId,
      });
  });
  // A cached page (scripts allowed by hash) and a staff page (scripts allowed by nonce).
  for (const path of ["/blog", "/login"]) {
    await page.goto(path);
    const loaderId = documents.get(path);
    expect(loaderId, path).toBeDefined();
    const preloaded = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      ),
    ]);
    expect(preloaded.length, path).toBeGreaterThan(3);
    // The router exists only once every module has arrived and run.
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window), path).toBe(true);
    for (const module of preloaded) {
      const fetches = requested.filter((r) => r.path === module && r.loaderId === loaderId);
      expect(
        fetches.map((r) => r.priority),
        `${path} ${module}`,
      ).toEqual(["Low"]);
    }
    const styleSheet = requested.find((r) => r.path.endsWith(".css") && r.loaderId === loaderId);
    expect(styleSheet?.priority, path).toBe("VeryHigh");
  }
  expect(problems).toEqual([]);
});

test("public pages load and hydrate without starting the browser's ICU (no Intl formatter, collator or locale method)", async ({
  page,
}) => {
  // The first Intl object a page builds costs 25-50 ms of main thread in Chromium (ICU's
  // start-up), a long task on a phone: counts and dates are written without it (count-format.ts,
  // PostSummary.createdLabel). Every use while a page loads is recorded with where it came from.
  await page.addInitScript(() => {
    const uses: string[] = [];
    (window as unknown as { intlUses: string[] }).intlUses = uses;
    const where = () => (new Error().stack ?? "").split("\n")[3]?.trim() ?? "";
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules"]) {
      intl[name] = new Proxy(intl[name]!, {
        construct(target, args) {
          uses.push(`Intl.${name} ${where()}`);
          return Reflect.construct(target, args) as object;
        },
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [String.prototype, "localeCompare"],
    ];
    for (const [proto, method] of methods) {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method]!;
      Object.defineProperty(proto, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          uses.push(`${method} ${where()}`);
          return original.apply(this, args);
        },
      });
    }
  });
  await page.goto("/blog");
  const post = await page
    .locator("main article h2 a, main article h3 a")
    .first()
    .getAttribute("href");
  expect(post).toMatch(/^\/blog\/\d+-/);
  for (const path of [
    "/",
    "/nossas-lojas",
    "/nossas-lojas?cidade=Goi%C3%A2nia",
    "/basiquinha-jardim-goias",
    "/blog",
    post!,
    "/clube-basiquinha",
    "/seja-um-franqueado",
  ]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await hydrated(page);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window), path).toBe(true);
    // The parts below the fold load and hydrate when they come near the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const uses = await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);
    expect(uses, path).toEqual([]);
  }
  // The recorder itself works: a count formatted through Intl is seen.
  const seen = await page.evaluate(() => {
    new Intl.NumberFormat("pt-BR").format(1234);
    return (window as unknown as { intlUses: string[] }).intlUses.length;
  });
  expect(seen).toBe(1);
});

test.describe("first-load JavaScript", () => {
  // What each page needs before it is interactive, gzip -9 (as the speed benchmark measures it):
  // a page that starts loading a form library or the phone numbering plan for one helper goes
  // over the budget, as the store, club and franchise pages once did.
  for (const pagePath of [
    "/",
    "/nossas-lojas",
    "/basiquinha-jardim-goias",
    "/blog",
    "/clube-basiquinha",
    "/seja-um-franqueado",
    "/mapa-do-site",
    "/pagina-que-nao-existe",
  ]) {
    test(`${pagePath} stays within the ${JS_BUDGET_BYTES / 1024} KB budget`, async ({
      baseURL,
    }) => {
      const sizes = await measureFirstLoad(baseURL!, pagePath);
      expect(sizes.jsFiles).toBeGreaterThan(0);
      expect(sizes.jsGzipBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    });
  }
});
