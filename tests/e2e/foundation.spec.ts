import fs from "node:fs";
import path from "node:path";
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
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Basiquinha");
});

test("/404 itself renders the not-found page with status 404", async ({ request }) => {
  const response = await request.get("/404");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});

test("/healthz reports the database as healthy", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("hashed assets are served compressed with immutable caching", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
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
