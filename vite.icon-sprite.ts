/**
 * Icons as one SVG sprite instead of one React component (and one JavaScript module) each.
 *
 * Components keep importing icons from "lucide-react". This plugin resolves that import, in the
 * browser build, the server build, the dev server and the tests alike, to a generated module in
 * which every icon the app imports is `spriteIcon(href, "search")`
 * (app/components/ui/sprite-icon.tsx): an `<svg>` with lucide's attributes around
 * `<use href="/assets/icons-<hash>.svg#search">`. The drawings themselves go into that one file,
 * written next to the other browser assets (and served by the dev server), named after a hash of
 * its content so it can be cached for good.
 *
 * Why: with lucide's components every page shipped each icon's paths twice, as inline SVG in the
 * HTML and as JavaScript to hydrate (10 KB gzip of the home page's first load), and the server
 * built every path element on every render. Which icons exist and what they draw is read from
 * lucide-react itself (its `icons` export and each icon's data), so upgrading lucide keeps
 * working; lucide-react stays the source of the types.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";

const LIBRARY = "lucide-react";
/** One generated module for the public pages, one for the restricted area: a page's JavaScript
 * creates only the icons of its side of the site. Both point into the same sprite file. */
const VIRTUAL_IDS = { public: "\0icon-sprite/public", staff: "\0icon-sprite/staff" } as const;
type Side = keyof typeof VIRTUAL_IDS;
const STAFF_ONLY = /[\\/]app[\\/](components|routes)[\\/]admin[\\/]/;
const ASSET_DIR = "assets";

type IconElement = [tag: string, attrs: Record<string, string | number>, children?: IconNode];
type IconNode = IconElement[];
type IconData = { name: string; size?: number; node: IconNode };
type Icon = { exportName: string; id: string; data: IconData; sides: Set<Side> };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every name imported from lucide-react under app/ (type imports included), and by which side. */
export function importedNames(appDir: string): Map<string, Set<Side>> {
  const names = new Map<string, Set<Side>>();
  for (const file of sourceFiles(appDir)) {
    const side: Side = STAFF_ONLY.test(file) ? "staff" : "public";
    const source = fs.readFileSync(file, "utf8");
    for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
      for (const part of m[1]!.split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!;
        if (name) names.set(name, (names.get(name) ?? new Set<Side>()).add(side));
      }
    }
  }
  return new Map([...names].sort(([a], [b]) => a.localeCompare(b)));
}

/** The drawing of one lucide icon component: the data it passes to lucide's `Icon`. */
function iconData(component: unknown, exportName: string): IconData {
  const render = (component as { render?: (props: object, ref: null) => unknown }).render;
  const element = render?.({}, null) as { props?: { icon?: IconData } } | undefined;
  const data = element?.props?.icon;
  if (!data || typeof data.name !== "string" || !Array.isArray(data.node)) {
    throw new Error(
      `vite.icon-sprite: could not read the drawing of ${exportName} from ${LIBRARY}; ` +
        "its internal shape changed, update vite.icon-sprite.ts.",
    );
  }
  return data;
}

async function loadIcons(appDir: string): Promise<Icon[]> {
  const lucide = (await import(LIBRARY)) as Record<string, unknown> & {
    icons: Record<string, unknown>;
  };
  const icons: Icon[] = [];
  for (const [exportName, sides] of importedNames(appDir)) {
    const component = lucide[exportName];
    // Types (LucideIcon, LucideProps) and helpers are not icons: nothing to generate.
    if (!component || !Object.values(lucide.icons).includes(component)) continue;
    const data = iconData(component, exportName);
    icons.push({ exportName, id: data.name, data, sides });
  }
  return icons;
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function drawing(node: IconNode): string {
  return node
    .map(([tag, attrs, children]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return children?.length
        ? `<${tag}${attributes}>${drawing(children)}</${tag}>`
        : `<${tag}${attributes}/>`;
    })
    .join("");
}

/** The sprite: one `<symbol>` per icon, in a stable order so the hash only follows content. */
export function spriteSource(icons: Icon[]): string {
  const symbols = new Map<string, string>();
  for (const { id, data } of icons) {
    const box = data.size ?? 24;
    symbols.set(
      id,
      `<symbol id="${id}" viewBox="0 0 ${box} ${box}">${drawing(data.node)}</symbol>`,
    );
  }
  const body = [...symbols.keys()]
    .sort()
    .map((id) => symbols.get(id))
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${body}\n</svg>\n`;
}

type Sprite = { icons: Icon[]; source: string; fileName: string };

export async function buildSprite(appDir: string): Promise<Sprite> {
  const icons = await loadIcons(appDir);
  const source = spriteSource(icons);
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return { icons, source, fileName: `${ASSET_DIR}/icons-${hash}.svg` };
}

export function iconSprite(): Plugin {
  let root = process.cwd();
  let base = "/";
  let sprite: Promise<Sprite> | null = null;
  const current = () => (sprite ??= buildSprite(path.join(root, "app")));

  function watch(server: ViteDevServer) {
    server.watcher.on("change", (file) => {
      if (!file.startsWith(path.join(root, "app")) || !/\.tsx?$/.test(file)) return;
      const before = sprite;
      sprite = null;
      void Promise.all([before, current()]).then(([old, next]) => {
        if (old && old.fileName === next.fileName) return;
        for (const environment of Object.values(server.environments)) {
          for (const id of Object.values(VIRTUAL_IDS)) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: "full-reload" });
      });
    });
  }

  return {
    name: "icon-sprite",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    resolveId(id, importer) {
      // Only the app's own modules: this plugin itself reads the real library.
      if (id !== LIBRARY || !importer?.startsWith(path.join(root, "app"))) return null;
      return STAFF_ONLY.test(importer) ? VIRTUAL_IDS.staff : VIRTUAL_IDS.public;
    },
    async load(id) {
      const side = (Object.keys(VIRTUAL_IDS) as Side[]).find((key) => VIRTUAL_IDS[key] === id);
      if (!side) return null;
      const { icons, fileName } = await current();
      const component = path.join(root, "app/components/ui/sprite-icon.tsx");
      const lines = [
        `import { spriteIcon } from ${JSON.stringify(component)};`,
        `const href = ${JSON.stringify(base + fileName)};`,
        ...icons
          .filter(({ sides }) => sides.has(side))
          .map(
            ({ exportName, id }) =>
              `export const ${exportName} = /* @__PURE__ */ spriteIcon(href, ${JSON.stringify(id)});`,
          ),
      ];
      return lines.join("\n");
    },
    async generateBundle() {
      // The browser build writes the file; the server build only needs its address.
      if (this.environment.name !== "client") return;
      const { source, fileName } = await current();
      this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      watch(server);
      server.middlewares.use(async (req, res, next) => {
        const { source, fileName } = await current();
        if (req.url?.split("?")[0] !== base + fileName) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.setHeader("Cache-Control", "no-cache");
        res.end(source);
      });
    },
  };
}
