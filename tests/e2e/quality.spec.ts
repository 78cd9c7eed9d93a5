/**
 * Site-wide quality gates: every public page type is valid HTML (Nu HTML Checker), shows its
 * content without JavaScript and has no serious or critical axe violation, every restricted
 * screen too, focus is always visible and reduced motion stops animations. With
 * QUALITY_RESULTS=1 the counts are also written to data/quality/ for `npm run quality:report`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page as BrowserPage } from "./test";
import { discoverPages, saveResult, type Page } from "../../scripts/quality-support";
import { alreadyAsked, collectPageErrors, login } from "./fixtures";

// The tests only read pages, each on its own: they share out over the workers. A run that
// records the results (QUALITY_RESULTS=1) keeps them in one worker, where the parts of the
// public axe scan are gathered into one file after the last.
test.describe.configure({ mode: process.env.QUALITY_RESULTS === "1" ? "default" : "parallel" });

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const NOT_FOUND_LABEL = "404";

function record(name: string, data: unknown) {
  if (process.env.QUALITY_RESULTS === "1")
    saveResult(name, { date: new Date(), ...(data as object) });
}

let pagesPromise: Promise<Page[]> | null = null;
/** Every public page type, with a real store, post and category taken from the sitemap. */
function publicPages(baseURL: string | undefined): Promise<Page[]> {
  pagesPromise ??= discoverPages(baseURL!).then((pages) => pages.all);
  return pagesPromise;
}

type AxeSummary = { page: string; path: string; serious: string[]; other: number };

async function axe(page: BrowserPage, label: string): Promise<AxeSummary> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  return {
    page: label,
    path: new URL(page.url()).pathname,
    serious,
    other: results.violations.length - serious.length,
  };
}

/** A test walking many pages with motion reduced: time for all of them, and the setting. */
async function walkWithReducedMotion(page: BrowserPage, timeoutMs: number) {
  test.setTimeout(timeoutMs);
  await page.emulateMedia({ reducedMotion: "reduce" });
}

async function settle(page: BrowserPage) {
  // Map tiles come from the internet, which tests do not have: do not wait on them forever.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
}

test.describe("valid HTML", () => {
  test("every public page type passes the Nu HTML Checker with 0 errors", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const pages = await publicPages(baseURL);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "basiquinha-vnu-"));
    try {
      const files = new Map<string, Page>();
      for (const [i, p] of pages.entries()) {
        const response = await request.get(p.path, { maxRedirects: 0 });
        expect(response.status(), p.path).toBe(p.label === NOT_FOUND_LABEL ? 404 : 200);
        const file = path.join(dir, `page-${i}.html`);
        fs.writeFileSync(file, await response.body());
        files.set(path.basename(file), p);
      }
      // One JVM for every page: starting Java is most of the checker's time.
      const run = spawnSync(
        "java",
        ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files.keys()],
        { cwd: dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 150_000 },
      );
      expect(run.error, "java and node_modules/vnu-jar are needed").toBeUndefined();
      const report = JSON.parse(run.stdout) as {
        messages: { type: string; url?: string; message: string; extract?: string }[];
      };
      const errors: Record<string, string[]> = {};
      const warnings: Record<string, number> = {};
      for (const m of report.messages) {
        const label = files.get(path.basename(m.url ?? ""))?.label ?? m.url ?? "?";
        if (m.type === "error" || m.type === "non-document-error") {
          (errors[label] ??= []).push(`${m.message}${m.extract ? ` — ${m.extract.trim()}` : ""}`);
        } else warnings[label] = (warnings[label] ?? 0) + 1;
      }
      record("vnu", {
        pages: pages.map((p) => ({
          page: p.label,
          path: p.path,
          errors: errors[p.label]?.length ?? 0,
          warnings: warnings[p.label] ?? 0,
        })),
      });
      expect(errors).toEqual({});
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe("without JavaScript", () => {
  test("every public page type has its content visible in the HTML, not waiting for a script", async ({
    request,
    baseURL,
  }) => {
    // React streams a large Suspense boundary as a hidden segment that an inline script reveals:
    // without JavaScript (or before it runs) that part of the page stays invisible.
    const hidden: string[] = [];
    for (const p of await publicPages(baseURL)) {
      const html = await (await request.get(p.path)).text();
      const segments = html.match(/<div hidden id="S:[^"]*"/g)?.length ?? 0;
      if (segments > 0 || html.includes('<template id="B:')) {
        hidden.push(`${p.label}: ${segments} parte(s) da página só aparecem com JavaScript`);
      }
    }
    expect(hidden).toEqual([]);
  });
});

test.describe("scripts", () => {
  test("every page loads its scripts as React Router writes them, and hydrates under the CSP", async ({
    page,
  }) => {
    const scriptsAtOnce = async (path: string) => {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<link rel="modulepreload"');
      expect(html, path).toMatch(/<script[^>]*type="module"/);
    };
    await scriptsAtOnce("/blog");
    await scriptsAtOnce("/nossas-lojas");
    await scriptsAtOnce("/login");

    const problems = collectPageErrors(page, (msg) =>
      /Content Security Policy|Refused to/i.test(msg.text()),
    );
    // Returns once the app has hydrated (tests/e2e/test.ts).
    const response = await page.goto("/blog");
    // A cached public page: its inline scripts are allowed by hash, its chunks by 'self'.
    expect(response!.headers()["content-security-policy"]).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    // Hydrated: a menu link now changes the page in place, without loading a new document.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("banner").getByRole("link", { name: "Nossas Lojas" }).first().click();
    await expect(page).toHaveURL(/\/nossas-lojas$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);

    await login(page);
    await scriptsAtOnce("/restrita/lojas");
  });
});

test.describe("accessibility", () => {
  test.use({ colorScheme: "light" });

  // A scan takes seconds per page on a busy machine: the page types are shared among a few
  // tests, each with time for its share, and recorded together after the last one.
  const AXE_PUBLIC_PARTS = 3;
  const axePublic: AxeSummary[][] = [];
  for (let part = 0; part < AXE_PUBLIC_PARTS; part++) {
    test(`axe finds no serious or critical violation on any public page type (part ${part + 1} of ${AXE_PUBLIC_PARTS})`, async ({
      page,
      baseURL,
    }) => {
      await walkWithReducedMotion(page, 240_000);
      const results: AxeSummary[] = [];
      const pages = await publicPages(baseURL);
      for (const p of pages.filter((_, index) => index % AXE_PUBLIC_PARTS === part)) {
        const response = await page.goto(p.path);
        expect(response?.status(), p.path).toBe(p.label === NOT_FOUND_LABEL ? 404 : 200);
        await settle(page);
        results.push(await axe(page, p.label));
      }
      axePublic[part] = results;
      if (part === AXE_PUBLIC_PARTS - 1) record("axe-public", { pages: axePublic.flat() });
      expect(results.filter((r) => r.serious.length > 0)).toEqual([]);
    });
  }

  test("axe finds no serious or critical violation on any restricted screen", async ({ page }) => {
    // Some forty screens, each loaded, settled and scanned in turn: minutes on a busy machine.
    await walkWithReducedMotion(page, 480_000);
    await login(page);
    const screens = restrictedScreens();
    expect(screens.length).toBeGreaterThan(5);
    const seenLinks = new Set<string>();
    const results: AxeSummary[] = [];
    // Screens without parameters first: their links give the ids of the others.
    const ordered = [...screens].sort((a, b) => Number(a.includes(":")) - Number(b.includes(":")));
    for (const pattern of ordered) {
      const target = concretePath(pattern, seenLinks);
      const response = await page.goto(target);
      const expected = pattern.endsWith("/*") ? 404 : 200;
      expect(response?.status(), `${pattern} → ${target}`).toBe(expected);
      await settle(page);
      for (const href of await page
        .locator('a[href^="/restrita/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
        seenLinks.add(href.split(/[?#]/)[0]!);
      }
      results.push(await axe(page, pattern));
    }
    record("axe-restricted", { pages: results });
    expect(results.filter((r) => r.serious.length > 0)).toEqual([]);
  });

  test("the keyboard focus is always visible on the main public pages", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // The locator's position dialog would take the focus mid-walk (as it should).
    await alreadyAsked(page);
    const pages = (await publicPages(baseURL)).slice(0, 6);
    const invisible: string[] = [];
    for (const p of pages) {
      await page.goto(p.path);
      await settle(page);
      // Without transitions the focused style can be compared at once with the unfocused one.
      await page.addStyleTag({
        content: "*, *::before, *::after { transition: none !important; }",
      });
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(focusIndicator);
        if (focus && !focus.visible) invisible.push(`${p.label}: ${focus.label}`);
      }
    }
    expect([...new Set(invisible)]).toEqual([]);
  });

  test("with reduced motion nothing keeps moving on the main public pages", async ({
    page,
    baseURL,
  }) => {
    await walkWithReducedMotion(page, 120_000);
    const moving: string[] = [];
    for (const p of (await publicPages(baseURL)).slice(0, 6)) {
      await page.goto(p.path);
      await settle(page);
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === "running")
          .map((a) => {
            const timing = a.effect?.getComputedTiming();
            const target = (a.effect as KeyframeEffect | null)?.target;
            return {
              long: timing?.iterations === Infinity || Number(timing?.duration ?? 0) > 100,
              what: `${target?.tagName.toLowerCase() ?? "?"}.${String(target?.className ?? "").slice(0, 40)}`,
            };
          })
          .filter((a) => a.long)
          .map((a) => a.what),
      );
      for (const what of running) moving.push(`${p.label}: ${what}`);
    }
    expect(moving).toEqual([]);
  });
});

/**
 * Whether the focused element shows that it has focus: a visible change (outline, ring, border,
 * background, colour, underline) on it or on the two boxes around it (a search field often
 * highlights its wrapper) between focused and unfocused. Runs in the page.
 */
async function focusIndicator(): Promise<{ visible: boolean; label: string } | null> {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const props = [
    "outline-style",
    "outline-width",
    "outline-color",
    "box-shadow",
    "border-top-color",
    "border-bottom-color",
    "background-color",
    "color",
    "text-decoration-line",
  ];
  const boxes = [el, el.parentElement, el.parentElement?.parentElement].filter(
    (b): b is HTMLElement => !!b,
  );
  const settled = () => new Promise((r) => requestAnimationFrame(r));
  const snapshot = () =>
    boxes.map((b) => {
      const style = getComputedStyle(b);
      return props.map((prop) => style.getPropertyValue(prop)).join("|");
    });
  await settled();
  const focused = snapshot();
  el.blur();
  await settled();
  const blurred = snapshot();
  el.focus();
  await settled();
  const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
  return { visible: focused.some((s, i) => s !== blurred[i]), label };
}

/**
 * The restricted area's screens, read from the route table so a new screen is checked without
 * editing this test: every `routes/admin/*.tsx` module under /restrita (`.ts` modules are
 * downloads and APIs, not screens).
 */
function restrictedScreens(): string[] {
  const table = fs.readFileSync(path.resolve("app/routes.ts"), "utf8");
  const screens = new Set<string>();
  if (/index\("routes\/admin\/[\w-]+\.tsx"\)/.test(table)) screens.add("/restrita");
  for (const m of table.matchAll(/route\(\s*"([^"]+)",\s*"routes\/admin\/[\w-]+\.tsx"/g)) {
    const route = m[1]!;
    if (route.startsWith("admin/")) continue; // legacy addresses that redirect
    screens.add(`/restrita/${route}`);
  }
  return [...screens];
}

/** A real address for a route pattern: a link seen on another screen, else the first record. */
function concretePath(pattern: string, seenLinks: Set<string>): string {
  if (pattern.endsWith("/*")) return pattern.replace(/\*$/, "tela-que-nao-existe");
  if (!pattern.includes(":")) return pattern;
  const regex = new RegExp(`^${pattern.replace(/:[\w]+/g, "[^/]+")}$`);
  return [...seenLinks].find((href) => regex.test(href)) ?? pattern.replace(/:[\w]+/g, "1");
}
