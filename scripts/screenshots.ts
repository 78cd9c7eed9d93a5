/**
 * npm run screenshots: pictures of the site as a visitor sees it, so anyone can look at it
 * without starting it. Starts the production build on a free port with fresh demo data, opens
 * the home, the store locator, a store page, the club page and a blog post in Debian's Chromium
 * on a phone (390×844, touch) and on a desktop (1280×800), and writes one viewport-sized JPEG
 * per page and device under docs/screenshots/ (a PNG of a photo-heavy desktop page weighs 400 KB).
 *
 * Deterministic: the browser's clock is fixed (a Monday at 11:00 in Goiânia, so stores are
 * open), motion is reduced, the location question is answered in advance and external hosts
 * (map tiles, video thumbnails) answer with nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { hydrated } from "../tests/support/hydrated";
import { CHROMIUM_PATH } from "./chromium";
import { ROOT, startProductionServer } from "./quality-support";

const OUT_DIR = path.join(ROOT, "docs", "screenshots");
/** Monday 2026-11-23, 11:00 in America/Sao_Paulo. */
const FIXED_TIME = new Date("2026-11-23T14:00:00Z");
const LOCATION_ASKED_KEY = "basiquinha:localizacao-perguntada";

const DEVICES = {
  celular: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

type Shot = { name: string; path: string };

async function firstPostPath(base: string): Promise<string> {
  const xml = await (await fetch(`${base}/blog/rss.xml`)).text();
  const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)?.[1];
  if (!link) throw new Error("o feed do blog não tem nenhum post");
  return new URL(link).pathname;
}

async function settle(page: Page): Promise<void> {
  await hydrated(page, 30_000);
  // Timers (counters, carousels, the location question) run on the fixed clock.
  await page.clock.runFor(5_000);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images above the fold load before the picture is taken.
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight)
        .map((img) => new Promise((resolve) => img.addEventListener("loadend", resolve))),
    );
  });
  await page.waitForLoadState("networkidle").catch(() => undefined);
}

async function capture(browser: Browser, base: string, shots: Shot[]): Promise<string[]> {
  const written: string[] = [];
  for (const [device, options] of Object.entries(DEVICES)) {
    const context = await browser.newContext({
      ...options,
      deviceScaleFactor: 1,
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
      reducedMotion: "reduce",
      baseURL: base,
    });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 204, body: "" }),
    );
    await context.addInitScript(
      (key) => window.localStorage.setItem(key, "true"),
      LOCATION_ASKED_KEY,
    );
    for (const shot of shots) {
      const page = await context.newPage();
      await page.clock.install({ time: FIXED_TIME });
      await page.goto(shot.path, { waitUntil: "load" });
      await settle(page);
      const file = path.join(OUT_DIR, `${shot.name}-${device}.jpg`);
      await page.screenshot({
        path: file,
        type: "jpeg",
        quality: 85,
        animations: "disabled",
        caret: "hide",
      });
      written.push(file);
      await page.close();
    }
    await context.close();
  }
  return written;
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basiquinha-screenshots-"));
  console.log("Iniciando o site com dados de demonstração novos...");
  const server = await startProductionServer({ buildDir: "build", dataDir });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const shots: Shot[] = [
      { name: "inicio", path: "/" },
      { name: "nossas-lojas", path: "/nossas-lojas" },
      { name: "loja", path: "/basiquinha-setor-bueno" },
      { name: "clube", path: "/clube-basiquinha" },
      { name: "post", path: await firstPostPath(server.base) },
    ];
    const written = await capture(browser, server.base, shots);
    for (const file of written) {
      const kb = Math.round(fs.statSync(file).size / 1024);
      console.log(`${path.relative(ROOT, file)} (${kb} KB)`);
    }
  } finally {
    await browser?.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
