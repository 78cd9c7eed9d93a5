/**
 * `npx tsx scripts/fonts.ts`: writes app/fonts/, the Inter faces the site serves, from the
 * installed @fontsource-variable/inter. The site sets text in Inter only at weights 400-700
 * (font-normal to font-bold), so the faces keep the weight axis between those two: the Latin file
 * every page loads goes from 48 KB to 30 KB with the same letters, and the text looks the same.
 * Only the Latin and Latin Extended faces are kept (Portuguese, and names from other European
 * languages); Cyrillic, Greek and Vietnamese text would show in the system's font.
 *
 *   --check   exit with status 1 when app/fonts/ differs from what this script would write
 *
 * The Playfair Display faces (latin, latin-ext) are copied from @fontsource-variable/playfair-display
 * as they are, with a stylesheet of their own. Every face uses `font-display: optional` (ADR 0024):
 * a font that is not there within the browser's short block period is not swapped in later, so
 * text never moves; the metric-matched fallbacks of app/app.css stand in on that first view and
 * the cached fonts show from the next page on.
 *
 * Run it again after updating either package (the unit tests check the files match).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(ROOT, "node_modules", "@fontsource-variable", "inter");
export const FONTS_DIR = path.join(ROOT, "app", "fonts");
const SUBSETS = ["latin-ext", "latin"] as const;
const WEIGHT = { min: 400, max: 700 };
const DISPLAY = "optional";
const PLAYFAIR = path.join(ROOT, "node_modules", "@fontsource-variable", "playfair-display");

type Face = { subset: string; unicodeRange: string; file: string };

/** The @font-face rules of the package's stylesheet for the subsets we keep, in its order. */
function sourceFaces(): Face[] {
  const css = fs.readFileSync(path.join(SOURCE, "index.css"), "utf8");
  const faces: Face[] = [];
  for (const m of css.matchAll(/\/\* inter-([\w-]+)-wght-normal \*\/\s*@font-face\s*{([^}]*)}/g)) {
    const subset = m[1]!;
    if (!(SUBSETS as readonly string[]).includes(subset)) continue;
    const body = m[2]!;
    const src = /url\(\.\/files\/([^)]+)\)/.exec(body)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim();
    if (!src || !unicodeRange) throw new Error(`unexpected @font-face for ${subset}`);
    faces.push({ subset, unicodeRange, file: path.join(SOURCE, "files", src) });
  }
  if (faces.length !== SUBSETS.length) throw new Error("subsets missing from the package's CSS");
  return faces;
}

/** Every code point of a CSS unicode-range (U+0131, U+0000-00FF, U+1F??). */
export function codePoints(unicodeRange: string): number[] {
  const points: number[] = [];
  for (const part of unicodeRange.split(",")) {
    const token = part.trim().replace(/^U\+/i, "");
    const [from, to] = token.includes("-")
      ? token.split("-")
      : [token.replace(/\?/g, "0"), token.replace(/\?/g, "F")];
    for (let c = parseInt(from!, 16); c <= parseInt(to!, 16); c++) points.push(c);
  }
  return points;
}

const fileName = (subset: string) => `inter-${subset}-wght-${WEIGHT.min}-${WEIGHT.max}.woff2`;

/** The files app/fonts/ should hold: name → contents. */
export async function buildFonts(): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const rules: string[] = [];
  for (const face of sourceFaces()) {
    // Control characters have no glyphs; the space and everything after it are kept.
    const text = String.fromCodePoint(...codePoints(face.unicodeRange).filter((c) => c >= 0x20));
    const font = await subsetFont(fs.readFileSync(face.file), text, {
      targetFormat: "woff2",
      variationAxes: { wght: WEIGHT },
    });
    out.set(fileName(face.subset), Buffer.from(font));
    rules.push(
      [
        `/* inter-${face.subset}, weights ${WEIGHT.min}-${WEIGHT.max} */`,
        "@font-face {",
        '  font-family: "Inter Variable";',
        "  font-style: normal;",
        `  font-display: ${DISPLAY};`,
        `  font-weight: ${WEIGHT.min} ${WEIGHT.max};`,
        `  src: url("./${fileName(face.subset)}") format("woff2-variations");`,
        `  unicode-range: ${face.unicodeRange};`,
        "}",
      ].join("\n"),
    );
  }
  const header =
    "/* Written by scripts/fonts.ts from @fontsource-variable/inter: do not edit. */\n\n";
  out.set("inter.css", Buffer.from(header + rules.join("\n\n") + "\n"));

  // Playfair Display: the package's own faces and rules, with our font-display.
  const css = fs.readFileSync(path.join(PLAYFAIR, "index.css"), "utf8");
  const faces: string[] = [];
  for (const m of css.matchAll(
    /\/\* (playfair-display-(latin(?:-ext)?)-wght-normal) \*\/\s*@font-face\s*{([^}]*)}/g,
  )) {
    const file = `${m[1]}.woff2`;
    out.set(file, fs.readFileSync(path.join(PLAYFAIR, "files", file)));
    const body = m[3]!
      .replace(/font-display:\s*\w+;/, `font-display: ${DISPLAY};`)
      .replace(/url\(\.\/files\//, "url(./");
    faces.push(`/* ${m[1]} */\n@font-face {${body}}`);
  }
  if (faces.length !== 2) throw new Error("Playfair Display's latin faces missing from its CSS");
  out.set(
    "playfair-display.css",
    Buffer.from(
      "/* Written by scripts/fonts.ts from @fontsource-variable/playfair-display: do not edit. */\n\n" +
        faces.join("\n\n") +
        "\n",
    ),
  );
  return out;
}

/** Names of the files in app/fonts/ that differ from what buildFonts() makes. */
export async function staleFonts(): Promise<string[]> {
  const expected = await buildFonts();
  const present = fs.existsSync(FONTS_DIR) ? fs.readdirSync(FONTS_DIR) : [];
  const stale = [...expected].filter(([name, data]) => {
    const file = path.join(FONTS_DIR, name);
    return !fs.existsSync(file) || !fs.readFileSync(file).equals(data);
  });
  const extra = present.filter((name) => !expected.has(name));
  return [...stale.map(([name]) => name), ...extra];
}

async function main() {
  if (process.argv.includes("--check")) {
    const stale = await staleFonts();
    if (stale.length) {
      console.error(
        `app/fonts/ is out of date (${stale.join(", ")}): run npx tsx scripts/fonts.ts`,
      );
      process.exit(1);
    }
    console.log("app/fonts/ is up to date");
    return;
  }
  fs.mkdirSync(FONTS_DIR, { recursive: true });
  for (const [name, data] of await buildFonts()) {
    fs.writeFileSync(path.join(FONTS_DIR, name), data);
    console.log(`${name}: ${(data.length / 1024).toFixed(1)} KB`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
