/**
 * Icons come from one SVG sprite (vite.icon-sprite.ts): every `<use>` of every public page type
 * points at a symbol the served sprite has, the sprite is cached for good, and in the browser the
 * icons are drawn.
 */
import { discoverPages } from "../../scripts/quality-support";
import { expect, test } from "./test";

test("every icon of every public page type points at a symbol of the served sprite", async ({
  request,
  baseURL,
}) => {
  const { all } = await discoverPages(baseURL!);
  const references = new Map<string, Set<string>>();
  for (const page of all) {
    const html = await (await request.get(page.path)).text();
    for (const m of html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)) {
      const ids = references.get(m[1]!) ?? new Set<string>();
      references.set(m[1]!, ids.add(m[2]!));
    }
  }
  // One sprite for the whole site, used on every page type.
  expect([...references.keys()]).toHaveLength(1);
  const [href, ids] = [...references][0]!;
  expect(href).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/);
  expect(ids.size).toBeGreaterThan(10);

  const sprite = await request.get(href, { headers: { "Accept-Encoding": "gzip" } });
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  expect(sprite.headers()["content-encoding"]).toBe("gzip");
  const source = await sprite.text();
  const missing = [...ids].filter((id) => !source.includes(`<symbol id="${id}"`));
  expect(missing, "icons referenced by pages but absent from the sprite").toEqual([]);
});

test("the browser draws every visible icon of the home page from the sprite", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  // A <use> whose symbol did not load has an empty box.
  const count = () =>
    page.evaluate(() => {
      const visible = [...document.querySelectorAll("svg > use")].filter(
        (use) => (use.parentElement as Element).getClientRects().length > 0,
      );
      const drawn = visible.filter((use) => (use as SVGUseElement).getBBox().width > 0);
      return { visible: visible.length, drawn: drawn.length };
    });
  await expect.poll(async () => (await count()).visible).toBeGreaterThan(5);
  await expect
    .poll(async () => {
      const { visible, drawn } = await count();
      return drawn === visible;
    })
    .toBe(true);
});
