/**
 * Groups lucide icons into two files for the browser build: the icons any public page uses and
 * the ones only the restricted area uses. Left alone, Rollup gives every icon shared by two routes
 * its own file, and a public page starts with two dozen tiny requests of a few hundred bytes.
 *
 * Which icons are public is read from the source: every `import { … } from "lucide-react"` in a
 * file outside app/components/admin and app/routes/admin. Names are mapped to icon files through
 * lucide's own export list, so aliases (Loader2 → loader-circle) land in the right group.
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

export function iconChunks(root: string): (id: string) => string | undefined {
  const files = lucideExports(root);
  const publicIcons = new Set<string>();
  for (const file of sourceFiles(path.join(root, "app"))) {
    if (ADMIN_ONLY.test(file)) continue;
    const source = fs.readFileSync(file, "utf8");
    for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
      for (const name of m[1]!.split(",")) {
        const icon = files.get(
          name
            .trim()
            .split(/\s+as\s+/)[0]!
            .replace(/^type\s+/, ""),
        );
        if (icon) publicIcons.add(icon);
      }
    }
  }
  return (id) => {
    const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id)?.[1];
    if (icon) return publicIcons.has(icon) ? "icons" : "icons-admin";
    if (/[\\/]lucide-react[\\/]/.test(id)) return "icons";
    return undefined;
  };
}
