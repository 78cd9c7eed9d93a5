/**
 * Where lucide icons go in the browser build:
 * - the icons of the parts every public page shows (header, footer, error page, toasts,
 *   newsletter form) share one file, loaded with any page;
 * - the other public icons share one file per area of the site (home, store page, locator, blog,
 *   ...), so a page downloads its own area's icons, not every icon of the site; an icon two areas
 *   use goes in a file both share;
 * - the restricted area's icons share one file of their own.
 * Left to Rollup alone, every icon shared by two routes would become a file of its own, and a
 * page would start with a dozen requests of a few hundred bytes.
 *
 * Which icons are which is read from the source: every `import { … } from "lucide-react"`. Names
 * are mapped to icon files through lucide's own export list, so aliases (Loader2 →
 * loader-circle) land in the right group.
 */
import fs from "node:fs";
import path from "node:path";

const ADMIN_ONLY = /[\\/]app[\\/](components|routes)[\\/]admin[\\/]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Export name → icon file name (without extension), from lucide-react's ESM entry. */
function lucideExports(root: string): Map<string, string> {
  const entry = path.join(root, "node_modules/lucide-react/dist/esm/lucide-react.mjs");
  const names = new Map<string, string>();
  const source = fs.readFileSync(entry, "utf8");
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const alias of m[1]!.matchAll(/as\s+(\w+)/g)) names.set(alias[1]!, m[2]!);
  }
  return names;
}

/** The parts of every public page: the document, the site layout and what they import. */
const EVERY_PAGE = [
  /[\\/]app[\\/]root\.tsx$/,
  /[\\/]app[\\/]routes[\\/]site[\\/]layout\.tsx$/,
  /[\\/]app[\\/]components[\\/][\w-]+\.tsx?$/,
  /[\\/]app[\\/]components[\\/]newsletter[\\/]/,
];

/** The area of the site a public file belongs to: its component folder or its page. */
function areaOf(file: string): string {
  const component = /[\\/]app[\\/]components[\\/]([\w-]+)[\\/]/.exec(file)?.[1];
  if (component) return component;
  const page = /[\\/]app[\\/]routes[\\/]site[\\/]([\w-]+)/.exec(file)?.[1] ?? "site";
  if (page.startsWith("store-locator") || page.startsWith("store-directory")) return "locator";
  return page.replace(/\.tsx?$/, "");
}

function iconsImportedBy(file: string, exports: Map<string, string>): string[] {
  const icons: string[] = [];
  const source = fs.readFileSync(file, "utf8");
  for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
    for (const name of m[1]!.split(",")) {
      const icon = exports.get(
        name
          .trim()
          .split(/\s+as\s+/)[0]!
          .replace(/^type\s+/, ""),
      );
      if (icon) icons.push(icon);
    }
  }
  return icons;
}

export function iconChunks(root: string): (id: string) => string | undefined {
  const exports = lucideExports(root);
  const everyPage = new Set<string>();
  const areas = new Map<string, Set<string>>();
  for (const file of sourceFiles(path.join(root, "app"))) {
    if (ADMIN_ONLY.test(file)) continue;
    const icons = iconsImportedBy(file, exports);
    if (EVERY_PAGE.some((pattern) => pattern.test(file))) {
      for (const icon of icons) everyPage.add(icon);
      continue;
    }
    for (const icon of icons) {
      const set = areas.get(icon) ?? new Set<string>();
      set.add(areaOf(file));
      areas.set(icon, set);
    }
  }
  return (id) => {
    const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id)?.[1];
    if (icon) {
      if (everyPage.has(icon)) return "icons";
      const used = areas.get(icon);
      if (!used) return "icons-admin";
      return used.size === 1 ? `icons-${[...used][0]}` : "icons-shared";
    }
    // lucide's icon factory and default attributes: needed by every page's header.
    if (/[\\/]lucide-react[\\/]/.test(id)) return "icons";
    return undefined;
  };
}
