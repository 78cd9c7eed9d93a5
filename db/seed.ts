/**
 * Demo and benchmark data.
 *
 * - seedDemoData: fills an empty database with the demo content of db/seed-data.ts, including
 *   artwork rendered locally (SVG -> WebP with sharp, no network) and written through the
 *   StorageAdapter, with one media row per file.
 * - seedSyntheticStores: bulk, deterministic stores for benchmarks.
 * The demo account is written by the users model (ensureDemoAdmin), the only writer of users.
 */
import sharp from "sharp";
import { count, like, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { escapeXml } from "~/domain/sitemap";
import { slugify } from "~/domain/slug";
import { storedSectionBody, storedStoreHistory } from "~/server/rich-text-content.server";
import type { Database } from "~/server/db.server";
import { allMunicipalities, stateCapital, timeZoneOf } from "~/server/places.server";
import { BRAZILIAN_STATES, type StateCode, type StateName } from "~/domain/brazilian-states";
import { CEP_RANGES } from "~/domain/cep";
import { foldText } from "~/domain/text-input";
import { sanitizeRichText } from "~/server/sanitize.server";
import type { StorageAdapter } from "~/server/storage.server";
import { VARIANT_WIDTHS } from "~/server/uploads.server";
import {
  buildStoreSections,
  DEMO_BANNERS,
  DEMO_BRANDS,
  DEMO_POSTS,
  DEMO_SITE_SETTINGS,
  DEMO_SPECIALTIES,
  DEMO_STORES,
  DEMO_TESTIMONIALS,
  DEMO_VIDEOS,
  SYNTHETIC_CITIES,
  SYNTHETIC_HOURS,
  SYNTHETIC_NEIGHBORHOODS,
  SYNTHETIC_STREETS,
  type DemoStore,
} from "./seed-data";
import {
  banners,
  blogPosts,
  brands,
  media,
  siteSettings,
  specialties,
  storeBanners,
  storeImages,
  stores,
  storeSections,
  testimonials,
  videos,
  type NewStore,
  type WeeklyHours,
} from "./schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

export type SeedSummary = {
  /** True when the database already had stores and nothing was written. */
  skipped: boolean;
  stores: number;
  storeBanners: number;
  storeImages: number;
  storeSections: number;
  testimonials: number;
  specialties: number;
  banners: number;
  brands: number;
  blogPosts: number;
  videos: number;
  media: number;
  siteSettings: number;
  durationMs: number;
};

export type SeedOptions = { log?: (msg: string) => void };

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Serialises concurrent seeders (two app instances booting together on one PostgreSQL). */
const SEED_LOCK = 7_421_002;
const SYNTHETIC_BATCH = 1_000;
const SYNTHETIC_PREFIX = "Loja Sintética";

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** mulberry32: a tiny, fast PRNG; good enough for synthetic data and reproducible per seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a, to derive a stable PRNG seed from a string (so each artwork is reproducible). */
function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("at() on an empty list");
  return item;
}

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function countStores(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stores);
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Artwork: SVG strings rendered to WebP. Everything is drawn, nothing is downloaded.
// ---------------------------------------------------------------------------------------------

type Palette = { from: string; to: string; accent: string; ink: string };

const PALETTES: Palette[] = [
  { from: "#fde8ee", to: "#f1b7c8", accent: "#d46f8c", ink: "#5a2438" }, // rosé
  { from: "#f1eafb", to: "#c7b2e6", accent: "#8c68bd", ink: "#3b2858" }, // lilás
  { from: "#faf0e6", to: "#e3c3a8", accent: "#b7805e", ink: "#4d3325" }, // nude
  { from: "#fcf5e1", to: "#e8cc8d", accent: "#b68e3c", ink: "#4a3916" }, // dourado
  { from: "#fbe9f0", to: "#d9bfe3", accent: "#b56a9a", ink: "#4b2546" }, // rosé-lilás
];

const SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Text goes into SVG markup: it is escaped so names like "Mel & Argila" stay valid XML. */
export { escapeXml };

/** An artwork of `width` × `height`: the palette's gradients, then `body`, as one SVG. */
function artwork(p: Palette, width: number, height: number, body: string): Art {
  return {
    width,
    height,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${gradientDefs(p)}
${body}
</svg>`,
  };
}

/** Lines of text as SVG tspans at `x`, each `lineHeight` below the one before. */
function tspans(lines: string[], x: number, lineHeight: number): string {
  return lines
    .map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(l)}</tspan>`)
    .join("");
}

/** Font size so that `text` fits `maxWidth`, from an average glyph width of `ratio` em. */
function fitFont(text: string, maxWidth: number, maxSize: number, ratio = 0.6): number {
  return Math.max(12, Math.min(maxSize, Math.floor(maxWidth / (Math.max(text.length, 1) * ratio))));
}

/** Greedy word wrap by character count (SVG has no text layout). */
function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    if (current && (current + " " + word).length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function gradientDefs(p: Palette): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="glow" cx="0.72" cy="0.38" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b8903e"/><stop offset="0.5" stop-color="#f2dc9f"/><stop offset="1" stop-color="#a87f30"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.35"/></linearGradient>
</defs>`;
}

/** The palette's gradient under a soft glow: the background of banners, covers and interiors. */
const BACKDROP = `<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>`;

/** The backdrop with `spots` soft lights, placed the same way for the same `seed`. */
function glowingBackdrop(width: number, height: number, seed: string, spots: number): string {
  return `${BACKDROP}
${bokeh(mulberry32(hashString(seed)), width, height, spots)}`;
}

function bokeh(rand: () => number, width: number, height: number, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const r = 8 + rand() * 60;
    out += `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.08 + rand() * 0.2).toFixed(2)}"/>`;
  }
  return out;
}

/** Lipstick, perfume bottle, compact and cream jar on a soft shadow: the brand's still life. */
function stillLife(p: Palette, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<ellipse cx="200" cy="300" rx="260" ry="26" fill="${p.ink}" opacity="0.12"/>
<g transform="translate(40 60)">
  <rect x="0" y="70" width="150" height="170" rx="22" fill="url(#glass)" stroke="#ffffff" stroke-width="3"/>
  <rect x="12" y="130" width="126" height="98" rx="14" fill="${p.accent}" opacity="0.35"/>
  <rect x="48" y="30" width="54" height="44" rx="6" fill="url(#gold)"/>
  <rect x="60" y="0" width="30" height="34" rx="4" fill="${p.ink}" opacity="0.85"/>
</g>
<g transform="translate(230 110)">
  <path d="M8 40 L8 10 Q8 0 26 -8 L44 -14 L44 40 Z" fill="${p.accent}"/>
  <rect x="0" y="40" width="52" height="40" rx="4" fill="url(#gold)"/>
  <rect x="-4" y="80" width="60" height="110" rx="6" fill="${p.ink}"/>
</g>
<g transform="translate(330 200)">
  <circle cx="60" cy="60" r="60" fill="url(#gold)"/>
  <circle cx="60" cy="60" r="48" fill="${p.to}"/>
  <circle cx="46" cy="46" r="16" fill="#ffffff" opacity="0.55"/>
</g>
<g transform="translate(-60 210)">
  <rect x="0" y="20" width="110" height="70" rx="12" fill="#ffffff" opacity="0.9"/>
  <rect x="-6" y="0" width="122" height="28" rx="10" fill="${p.accent}"/>
</g>
</g>`;
}

type Art = { svg: string; width: number; height: number };

function bannerArt(p: Palette, seed: string, headline: string, subtitle: string): Art {
  const width = 1600;
  const height = 600;
  const lines = wrapText(headline, 22, 2);
  const size = fitFont(
    lines.reduce((a, b) => (a.length > b.length ? a : b), ""),
    820,
    84,
    0.58,
  );
  const subLines = wrapText(subtitle, 48, 2);
  const titleY = lines.length > 1 ? 200 : 250;
  const title = tspans(lines, 120, size * 1.12);
  const sub = tspans(subLines, 120, 40);
  const subY = titleY + (lines.length - 1) * size * 1.12 + 80;
  return artwork(
    p,
    width,
    height,
    `${glowingBackdrop(width, height, seed, 14)}
${stillLife(p, 1020, 130, 1.05)}
<text x="120" y="${titleY}" font-family="${SERIF}" font-size="${size}" fill="${p.ink}">${title}</text>
<text x="120" y="${subY}" font-family="${SANS}" font-size="30" fill="${p.ink}" opacity="0.8">${sub}</text>
<rect x="120" y="${subY + 70}" width="90" height="4" fill="url(#gold)"/>
<text x="120" y="${subY + 115}" font-family="${SANS}" font-size="22" letter-spacing="8" fill="${p.ink}">BASIQUINHA</text>`,
  );
}

function facadeArt(p: Palette, storeName: string): Art {
  const width = 800;
  const height = 600;
  const location = storeName.replace(/^Basiquinha\s+/i, "");
  const locSize = fitFont(location, 480, 26, 0.6);
  let stripes = "";
  for (let i = 0; i < 14; i++) {
    stripes += `<rect x="${110 + i * 41.4}" y="270" width="41.4" height="52" fill="${i % 2 === 0 ? p.accent : "#ffffff"}"/>`;
    stripes += `<circle cx="${130.7 + i * 41.4}" cy="322" r="20.7" fill="${i % 2 === 0 ? p.accent : "#ffffff"}"/>`;
  }
  const shelf = (x: number) =>
    [0, 1, 2]
      .map((row) => {
        const y = 380 + row * 50;
        let items = `<rect x="${x + 10}" y="${y + 34}" width="150" height="4" fill="${p.ink}" opacity="0.3"/>`;
        for (let k = 0; k < 6; k++) {
          const h = 14 + ((k * 7 + row * 5) % 16);
          const color = [p.accent, p.to, "#ffffff", p.ink][(k + row) % 4];
          items += `<rect x="${x + 16 + k * 24}" y="${y + 34 - h}" width="14" height="${h}" rx="3" fill="${color}" opacity="0.8"/>`;
        }
        return items;
      })
      .join("");
  return artwork(
    p,
    width,
    height,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f1f6"/><stop offset="1" stop-color="${p.from}"/></linearGradient>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="690" cy="80" r="46" fill="#ffffff" opacity="0.7"/>
<rect x="80" y="118" width="640" height="440" fill="#fdf8f4"/>
<rect x="70" y="110" width="660" height="20" fill="${p.to}"/>
<rect x="120" y="150" width="560" height="104" rx="10" fill="${p.ink}"/>
<text x="400" y="203" text-anchor="middle" font-family="${SERIF}" font-size="44" fill="url(#gold)">Basiquinha</text>
<text x="400" y="238" text-anchor="middle" font-family="${SANS}" font-size="${locSize}" fill="#ffffff" opacity="0.9">${escapeXml(location)}</text>
${stripes}
<rect x="120" y="370" width="170" height="180" fill="#dfe6ef"/>
<rect x="120" y="370" width="170" height="180" fill="url(#glass)"/>
${shelf(125)}
<rect x="510" y="370" width="170" height="180" fill="#dfe6ef"/>
<rect x="510" y="370" width="170" height="180" fill="url(#glass)"/>
${shelf(515)}
<rect x="335" y="352" width="130" height="206" fill="${p.ink}" opacity="0.85"/>
<rect x="345" y="362" width="52" height="190" fill="#e8edf3"/>
<rect x="403" y="362" width="52" height="190" fill="#e8edf3"/>
<rect x="387" y="440" width="6" height="36" rx="3" fill="url(#gold)"/>
<rect x="407" y="440" width="6" height="36" rx="3" fill="url(#gold)"/>
<rect x="0" y="556" width="800" height="44" fill="#d8cfc8"/>
<rect x="300" y="520" width="26" height="36" rx="4" fill="${p.accent}"/>
<circle cx="313" cy="505" r="22" fill="#9db79a"/>
<rect x="474" y="520" width="26" height="36" rx="4" fill="${p.accent}"/>
<circle cx="487" cy="505" r="22" fill="#9db79a"/>`,
  );
}

function interiorArt(p: Palette, variant: number): Art {
  const width = 800;
  const height = 600;
  const rand = mulberry32(1_000 + variant);
  let products = "";
  for (let row = 0; row < 3; row++) {
    const y = 180 + row * 110;
    products += `<rect x="40" y="${y}" width="${variant === 1 ? 420 : 720}" height="10" rx="3" fill="${p.ink}" opacity="0.55"/>`;
    const span = variant === 1 ? 400 : 700;
    for (let x = 52; x < 40 + span; x += 26 + rand() * 18) {
      const h = 30 + rand() * 50;
      const w = 14 + rand() * 12;
      const color = pick(rand, [p.accent, p.to, "#ffffff", p.ink, "#e9d3b5"]);
      products +=
        rand() < 0.25
          ? `<circle cx="${x + w / 2}" cy="${y - 12}" r="12" fill="${color}"/>`
          : `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="4" fill="${color}"/><rect x="${x + w / 4}" y="${y - h - 8}" width="${w / 2}" height="9" rx="2" fill="url(#gold)"/>`;
    }
  }
  const mirror =
    variant === 1
      ? `<circle cx="630" cy="250" r="120" fill="url(#gold)"/><circle cx="630" cy="250" r="106" fill="#eef2f7"/><circle cx="600" cy="220" r="40" fill="#ffffff" opacity="0.7"/>${Array.from(
          { length: 12 },
          (_, i) =>
            `<circle cx="${(630 + 132 * Math.cos((i * Math.PI) / 6)).toFixed(1)}" cy="${(250 + 132 * Math.sin((i * Math.PI) / 6)).toFixed(1)}" r="8" fill="#fff7dc"/>`,
        ).join(
          "",
        )}<rect x="520" y="400" width="220" height="70" rx="8" fill="${p.ink}" opacity="0.85"/>`
      : "";
  return artwork(
    p,
    width,
    height,
    `${BACKDROP}
<rect x="0" y="480" width="800" height="120" fill="#eadbcd"/>
<rect x="0" y="476" width="800" height="6" fill="${p.ink}" opacity="0.25"/>
${products}
${mirror}
<text x="40" y="80" font-family="${SERIF}" font-size="34" fill="${p.ink}" opacity="0.7">Basiquinha</text>`,
  );
}

function logoArt(p: Palette, name: string, style: number): Art {
  const width = 400;
  const height = 200;
  const initial = escapeXml(name.charAt(0).toUpperCase());
  const escaped = escapeXml(name);
  let body: string;
  if (style === 0) {
    const size = fitFont(name, 320, 40, 0.6);
    body = `<path d="M200 34 L207 54 L228 61 L207 68 L200 88 L193 68 L172 61 L193 54 Z" fill="url(#gold)"/>
<text x="200" y="${130 + size / 3}" text-anchor="middle" font-family="${SERIF}" font-size="${size}" fill="${p.ink}">${escaped}</text>`;
  } else if (style === 1) {
    const upper = name.toUpperCase();
    const size = fitFont(upper, 330, 30, 0.82);
    body = `<text x="200" y="${100 + size / 3}" text-anchor="middle" font-family="${SANS}" font-size="${size}" letter-spacing="${Math.round(size / 5)}" font-weight="bold" fill="${p.ink}">${escapeXml(upper)}</text>
<rect x="150" y="${128 + size / 3}" width="100" height="3" fill="${p.accent}"/>`;
  } else {
    const size = fitFont(name, 230, 34, 0.6);
    body = `<circle cx="82" cy="100" r="46" fill="${p.accent}"/><circle cx="82" cy="100" r="38" fill="none" stroke="#ffffff" stroke-width="2"/>
<text x="82" y="116" text-anchor="middle" font-family="${SERIF}" font-size="44" fill="#ffffff">${initial}</text>
<text x="146" y="${100 + size / 3}" font-family="${SERIF}" font-size="${size}" fill="${p.ink}">${escaped}</text>`;
  }
  return artwork(
    p,
    width,
    height,
    `<rect width="100%" height="100%" fill="#ffffff"/>
<rect x="8" y="8" width="384" height="184" rx="18" fill="${p.from}" opacity="0.6"/>
${body}`,
  );
}

function coverMotif(p: Palette, category: string): string {
  if (category === "Maquiagem" || category === "Resenhas") return stillLife(p, 830, 230, 0.8);
  if (category === "Cabelos") {
    return Array.from(
      { length: 7 },
      (_, i) =>
        `<path d="M${780 + i * 40} 80 C ${700 + i * 40} 220, ${900 + i * 40} 380, ${800 + i * 40} 560" stroke="${i % 2 ? p.accent : p.ink}" stroke-width="10" fill="none" stroke-linecap="round" opacity="${0.35 + (i % 3) * 0.15}"/>`,
    ).join("");
  }
  if (category === "Skincare" || category === "Hidratação") {
    return [
      [880, 200, 90],
      [1030, 330, 60],
      [900, 430, 44],
      [1080, 160, 36],
    ]
      .map(([x = 0, y = 0, r = 0]) => {
        const top = y - r * 1.6;
        const mid = y - r * 0.4;
        return `<path d="M${x} ${top} C ${x + r} ${mid}, ${x + r} ${y + r}, ${x} ${y + r} C ${x - r} ${y + r}, ${x - r} ${mid}, ${x} ${top} Z" fill="url(#glass)" stroke="#ffffff" stroke-width="3"/>`;
      })
      .join("");
  }
  return [
    [900, 220, 60],
    [1050, 380, 40],
    [980, 480, 26],
    [1100, 170, 22],
  ]
    .map(([x = 0, y = 0, r = 0]) => {
      const k = r / 3;
      return `<path d="M${x} ${y - r} L${x + k} ${y - k} L${x + r} ${y} L${x + k} ${y + k} L${x} ${y + r} L${x - k} ${y + k} L${x - r} ${y} L${x - k} ${y - k} Z" fill="url(#gold)"/>`;
    })
    .join("");
}

function coverArt(p: Palette, title: string, category: string): Art {
  const width = 1200;
  const height = 630;
  const lines = wrapText(title, 22, 4);
  const size = lines.length > 3 ? 46 : 54;
  const pill = category.toUpperCase();
  const pillWidth = pill.length * 13 + 40;
  const text = tspans(lines, 90, size * 1.2);
  return artwork(
    p,
    width,
    height,
    `${glowingBackdrop(width, height, title, 12)}
${coverMotif(p, category)}
<rect x="90" y="110" width="${pillWidth}" height="40" rx="20" fill="${p.ink}"/>
<text x="${90 + pillWidth / 2}" y="137" text-anchor="middle" font-family="${SANS}" font-size="18" letter-spacing="2" fill="#ffffff">${escapeXml(pill)}</text>
<text x="90" y="230" font-family="${SERIF}" font-size="${size}" fill="${p.ink}">${text}</text>
<rect x="90" y="540" width="70" height="4" fill="url(#gold)"/>
<text x="180" y="550" font-family="${SANS}" font-size="20" letter-spacing="6" fill="${p.ink}">BLOG BASIQUINHA</text>`,
  );
}

type RenderedImage = { buffer: Buffer; width: number; height: number };

function renderArt(art: Art): Promise<RenderedImage> {
  // effort 3 keeps quality ~80 output visually identical to the default while encoding faster.
  return sharp(Buffer.from(art.svg))
    .webp({ quality: 80, effort: 3 })
    .toBuffer()
    .then((buffer) => ({ buffer, width: art.width, height: art.height }));
}

type MediaInput = typeof media.$inferInsert & { url: string; storageKey: string };

/**
 * Writes files through the adapter and remembers what it wrote, so a failed seed can remove its
 * files again. Keys end in a millisecond "timestamp" like real uploads; the clock only moves
 * forward, so keys stay unique even when many files are written in the same millisecond.
 */
class MediaWriter {
  readonly written: string[] = [];
  private last = Date.now() - 1;

  constructor(private readonly storage: StorageAdapter) {}

  timestamp(): number {
    this.last = Math.max(this.last + 1, Date.now());
    return this.last;
  }

  /** The file and, like an upload, its narrower WebP copies for srcset. */
  async put(key: string, image: RenderedImage, altText: string): Promise<MediaInput> {
    const { url } = await this.storage.put(key, image.buffer, "image/webp");
    this.written.push(key);
    const variants = [];
    for (const target of VARIANT_WIDTHS.filter((w) => w < image.width)) {
      const out = await sharp(image.buffer)
        .resize({ width: target })
        .webp({ quality: 80, effort: 3 })
        .toBuffer({ resolveWithObject: true });
      const variantKey = key.replace(/\.webp$/, `-w${target}.webp`);
      const stored = await this.storage.put(variantKey, out.data, "image/webp");
      this.written.push(variantKey);
      variants.push({
        width: out.info.width,
        height: out.info.height,
        key: variantKey,
        url: stored.url,
      });
    }
    return {
      storageKey: key,
      url,
      mimeType: "image/webp",
      byteSize: image.buffer.byteLength,
      width: image.width,
      height: image.height,
      variants,
      altText,
    };
  }

  async removeAll(): Promise<void> {
    await Promise.all(this.written.map((key) => this.storage.delete(key).catch(() => {})));
    this.written.length = 0;
  }
}

/** Inserts the rows (none: nothing) and answers how many were written. */
/** How a store's file is described: 'Banner da Basiquinha Centro'. */
const STORE_FILE_ALT = { banner: "Banner", facade: "Fachada", interior: "Interior" } as const;

async function insertAll<T extends PgTable & { id: PgColumn }>(
  db: Executor,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  return (await db.insert(table).values(rows).returning({ id: table.id })).length;
}

async function insertMedia(db: Executor, rows: MediaInput[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const inserted = await db
    .insert(media)
    .values(rows)
    .returning({ id: media.id, storageKey: media.storageKey });
  for (const row of inserted) ids.set(row.storageKey, row.id);
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Demo data
// ---------------------------------------------------------------------------------------------

/** Next occurrence (today included) of a month/day, as an ISO date. */
function nextDate(now: Date, month: number, day: number): string {
  let year = now.getFullYear();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (new Date(year, month - 1, day) < today) year += 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Year-end closures and short days, always in the future relative to the seed run. */
function holidaySpecials(now: Date): NonNullable<WeeklyHours["special"]> {
  return [
    { date: nextDate(now, 12, 24), open: "09:00", close: "14:00", label: "Véspera de Natal" },
    { date: nextDate(now, 12, 25), closed: true, label: "Natal" },
    { date: nextDate(now, 12, 31), open: "09:00", close: "14:00", label: "Véspera de Ano-Novo" },
    { date: nextDate(now, 1, 1), closed: true, label: "Confraternização Universal" },
  ].sort((a, b) => a.date.localeCompare(b.date));
}

function mapsUrl(store: DemoStore): string {
  const query = `${store.name}, ${store.street}, ${store.number} - ${store.neighborhood}, ${store.city} - ${store.state}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

function demoStoreRow(store: DemoStore, index: number, now: Date): NewStore {
  return {
    name: store.name,
    slug: slugify(store.name),
    city: store.city,
    state: store.state,
    neighborhood: store.neighborhood,
    street: store.street,
    number: store.number,
    complement: store.complement ?? null,
    postalCode: store.postalCode,
    reference: store.reference ?? null,
    whatsapp: store.whatsapp,
    instagramUrl: store.instagram ? `https://www.instagram.com/${store.instagram}/` : null,
    mapsUrl: store.mapsLink ? mapsUrl(store) : null,
    hoursText: store.hoursText,
    timezone: timeZoneOf(store.city, store.state),
    weeklyHours: store.weeklyHours
      ? {
          week: store.weeklyHours.week,
          ...(store.weeklyHours.holidays ? { special: holidaySpecials(now) } : {}),
        }
      : null,
    active: store.active ?? true,
    notes: store.notes ?? null,
    latitude: store.latitude,
    longitude: store.longitude,
    email: store.email ?? null,
    openedOn: store.openedOn ?? null,
    historyHtml: storedStoreHistory(store.historyHtml),
    // Staggered so "newest first" admin lists have a stable, meaningful order.
    createdAt: new Date(now.getTime() - (DEMO_STORES.length - index) * 60 * MINUTE_MS),
  };
}

const STORE_BANNER_TEXTS: [string, string][] = [
  ["Beleza que inspira", "Maquiagem, skincare e perfumaria perto de você"],
  ["Seu momento de autocuidado", "Consultoria gratuita e espaço de testes"],
  ["Tudo para a sua rotina", "Cabelos, pele e make com as melhores marcas"],
  ["Clube Basiquinha", "Cada R$ 1,00 vira 1 ponto para trocar por produtos"],
  ["Novidades toda semana", "Venha experimentar os lançamentos na loja"],
];

const INTERIOR_VARIANTS = 3;

type Artwork = {
  storeBanners: RenderedImage[];
  interiors: RenderedImage[];
  facades: Map<string, RenderedImage>;
  homeBanners: RenderedImage[];
  logos: RenderedImage[];
  covers: RenderedImage[];
};

async function renderArtwork(): Promise<Artwork> {
  // One flat job list so the two cores stay busy; sharp runs each render on the libuv pool.
  const jobs: Art[] = [
    ...STORE_BANNER_TEXTS.map(([title, sub], i) =>
      bannerArt(at(PALETTES, i), `store-banner-${i}`, title, sub),
    ),
    ...Array.from({ length: INTERIOR_VARIANTS }, (_, i) => interiorArt(at(PALETTES, i + 1), i)),
    ...DEMO_STORES.filter((s) => s.facade).map((s, i) => facadeArt(at(PALETTES, i), s.name)),
    ...DEMO_BANNERS.map((b, i) =>
      bannerArt(at(PALETTES, i + 2), `home-banner-${i}`, b.headline, b.description),
    ),
    ...DEMO_BRANDS.map((b, i) => logoArt(at(PALETTES, i), b.name, i % 3)),
    ...DEMO_POSTS.map((post, i) => coverArt(at(PALETTES, i), post.title, post.category)),
  ];
  const rendered = await mapLimit(jobs, 4, renderArt);
  let offset = 0;
  const take = (n: number) => {
    const slice = rendered.slice(offset, offset + n);
    offset += n;
    return slice;
  };
  const storeBannerImages = take(STORE_BANNER_TEXTS.length);
  const interiors = take(INTERIOR_VARIANTS);
  const facadeStores = DEMO_STORES.filter((s) => s.facade);
  const facadeImages = take(facadeStores.length);
  return {
    storeBanners: storeBannerImages,
    interiors,
    facades: new Map(facadeStores.map((s, i) => [s.name, at(facadeImages, i)])),
    homeBanners: take(DEMO_BANNERS.length),
    logos: take(DEMO_BRANDS.length),
    covers: take(DEMO_POSTS.length),
  };
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

class SeedSkipped extends Error {}

function emptySummary(skipped: boolean, startedAt: number): SeedSummary {
  return {
    skipped,
    stores: 0,
    storeBanners: 0,
    storeImages: 0,
    storeSections: 0,
    testimonials: 0,
    specialties: 0,
    banners: 0,
    brands: 0,
    blogPosts: 0,
    videos: 0,
    media: 0,
    siteSettings: 0,
    durationMs: Date.now() - startedAt,
  };
}

/**
 * Fills an empty database with the demo content. Does nothing (skipped: true) when the stores
 * table already has rows, so it is safe to run on every start of a demo instance.
 */
export async function seedDemoData(
  db: Database,
  storage: StorageAdapter,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const startedAt = Date.now();
  if ((await countStores(db)) > 0) {
    log("O banco já tem lojas cadastradas: dados de demonstração não foram inseridos.");
    return emptySummary(true, startedAt);
  }

  log("Gerando imagens de demonstração...");
  const art = await renderArtwork();
  const now = new Date();
  const writer = new MediaWriter(storage);

  try {
    // Files for rows without a store id are written before the transaction, so no row ever
    // points at a file that does not exist yet.
    const homeBannerMedia = await mapLimit(DEMO_BANNERS, 4, (b, i) =>
      writer.put(`banners/${writer.timestamp()}.webp`, at(art.homeBanners, i), b.description),
    );
    const logoMedia = await mapLimit(DEMO_BRANDS, 4, (b, i) =>
      writer.put(`brands/${writer.timestamp()}.webp`, at(art.logos, i), `Logo ${b.name}`),
    );
    const coverMedia = await mapLimit(DEMO_POSTS, 4, (p, i) =>
      writer.put(`blog-images/${writer.timestamp()}.webp`, at(art.covers, i), p.title),
    );

    const summary = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      // Re-checked under the lock: another process may have seeded while we rendered.
      if ((await countStores(tx)) > 0) throw new SeedSkipped();
      const result = emptySummary(false, startedAt);

      const globalIds = await insertMedia(tx, [...homeBannerMedia, ...logoMedia, ...coverMedia]);
      result.media += globalIds.size;

      /** The i-th stored file of `files`: its address and its media row. */
      const image = (files: MediaInput[], i: number) => {
        const m = at(files, i);
        return { url: m.url, mediaId: globalIds.get(m.storageKey) ?? null };
      };

      result.banners = await insertAll(
        tx,
        banners,
        DEMO_BANNERS.map((b, i) => {
          const { url: imageUrl, mediaId } = image(homeBannerMedia, i);
          // The public carousel orders by created_at descending: newest = position 0.
          const createdAt = new Date(now.getTime() - i * MINUTE_MS);
          return {
            description: b.description,
            imageUrl,
            url: b.url,
            active: true,
            position: i,
            mediaId,
            createdAt,
          };
        }),
      );

      result.brands = await insertAll(
        tx,
        brands,
        DEMO_BRANDS.map((b, i) => {
          const { url: logoUrl, mediaId } = image(logoMedia, i);
          // The logo grid starts in alphabetical order; staff reorder it from there.
          const position = DEMO_BRANDS.filter(
            (other) => other.name.localeCompare(b.name) < 0,
          ).length;
          return { name: b.name, logoUrl, active: b.active, mediaId, position };
        }),
      );

      result.blogPosts = await insertAll(
        tx,
        blogPosts,
        DEMO_POSTS.map((p, i) => {
          const createdAt = new Date(now.getTime() - p.daysAgo * DAY_MS);
          return {
            slug: slugify(p.title),
            title: p.title,
            excerpt: p.excerpt,
            contentHtml: sanitizeRichText(p.contentHtml),
            category: p.category,
            imageUrl: at(coverMedia, i).url,
            author: p.author,
            readingTime: p.storeReadingTime
              ? Math.max(1, Math.ceil(wordCount(p.contentHtml) / 200))
              : null,
            tags: p.tags,
            published: p.published,
            createdAt,
            updatedAt: new Date(createdAt.getTime() + 2 * 60 * MINUTE_MS),
          };
        }),
      );

      result.videos = await insertAll(
        tx,
        videos,
        DEMO_VIDEOS.map((v, i) => ({
          url: `https://www.youtube.com/watch?v=${v.youtubeId}`,
          youtubeId: v.youtubeId,
          title: v.title,
          description: v.description,
          position: i,
          addedAt: new Date(now.getTime() - (DEMO_VIDEOS.length - i) * 9 * DAY_MS),
        })),
      );

      result.specialties = await insertAll(
        tx,
        specialties,
        DEMO_SPECIALTIES.map((s, i) => ({ ...s, position: i, active: true })),
      );

      // Settings staff already edited (e.g. stores were all deleted later) are kept.
      result.siteSettings = (
        await tx
          .insert(siteSettings)
          .values({ id: 1, ...DEMO_SITE_SETTINGS })
          .onConflictDoNothing()
          .returning({ id: siteSettings.id })
      ).length;

      const insertedStores = await tx
        .insert(stores)
        .values(DEMO_STORES.map((s, i) => demoStoreRow(s, i, now)))
        .returning({ id: stores.id, name: stores.name });
      result.stores = insertedStores.length;
      const storeIds = new Map(insertedStores.map((s) => [s.name, s.id]));
      const storeId = (name: string): number => {
        const id = storeIds.get(name);
        if (id === undefined) throw new Error(`Demo store not found: ${name}`);
        return id;
      };

      // Store files need the store id in their key, hence inside the transaction.
      type StoreFile = {
        storeId: number;
        kind: "banner" | "facade" | "interior";
        position: number;
        media: MediaInput;
      };
      const storeFileJobs: (() => Promise<StoreFile>)[] = [];
      let bannerCursor = 0;
      let interiorCursor = 0;
      for (const store of DEMO_STORES) {
        const id = storeId(store.name);
        // The file's key is taken in this order; the file itself is written by the job.
        const queue = (
          kind: StoreFile["kind"],
          position: number,
          key: string,
          image: RenderedImage,
        ) =>
          storeFileJobs.push(async () => ({
            storeId: id,
            kind,
            position,
            media: await writer.put(key, image, `${STORE_FILE_ALT[kind]} da ${store.name}`),
          }));
        for (let position = 0; position < store.banners; position++) {
          const image = at(art.storeBanners, bannerCursor++);
          queue("banner", position, `lojas/${id}/banners/banner-${writer.timestamp()}.webp`, image);
        }
        const facade = art.facades.get(store.name);
        if (facade) {
          queue("facade", 0, `lojas/${id}/fotos/fachada-${writer.timestamp()}.webp`, facade);
        }
        for (let n = 0; n < store.interiors; n++) {
          const image = at(art.interiors, interiorCursor++);
          queue("interior", n + 1, `lojas/${id}/fotos/interior-${writer.timestamp()}.webp`, image);
        }
      }
      const storeFiles = await mapLimit(storeFileJobs, 8, (job) => job());
      const storeMediaIds = await insertMedia(
        tx,
        storeFiles.map((f) => f.media),
      );
      result.media += storeMediaIds.size;

      const bannerRows = storeFiles
        .filter((f) => f.kind === "banner")
        .map((f) => ({
          storeId: f.storeId,
          url: f.media.url,
          altText: f.media.altText ?? null,
          position: f.position,
          mediaId: storeMediaIds.get(f.media.storageKey) ?? null,
          // The spec lists store banners by created_at ascending; keep it in step with position.
          createdAt: new Date(now.getTime() + f.position * 1_000),
        }));
      result.storeBanners = await insertAll(tx, storeBanners, bannerRows);

      const imageRows = storeFiles
        .filter((f) => f.kind !== "banner")
        .map((f) => ({
          storeId: f.storeId,
          url: f.media.url,
          kind: f.kind === "facade" ? ("facade" as const) : ("interior" as const),
          altText: f.media.altText ?? null,
          position: f.position,
          mediaId: storeMediaIds.get(f.media.storageKey) ?? null,
        }));
      result.storeImages = await insertAll(tx, storeImages, imageRows);

      const sectionRows = DEMO_STORES.flatMap((store) =>
        buildStoreSections(store).map((row, position) => ({
          storeId: storeId(store.name),
          section: row.section,
          title: row.title,
          bodyHtml: storedSectionBody(row.section, row.bodyHtml),
          position,
          active: true,
        })),
      );
      result.storeSections = await insertAll(tx, storeSections, sectionRows);

      result.testimonials = await insertAll(
        tx,
        testimonials,
        DEMO_TESTIMONIALS.map((t) => {
          const createdAt = new Date(now.getTime() - t.daysAgo * DAY_MS);
          return {
            storeId: storeId(t.store),
            customerName: t.customerName,
            text: t.text,
            rating: t.rating,
            city: t.city,
            approved: t.approved,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      );

      result.durationMs = Date.now() - startedAt;
      return result;
    });
    log(
      `Dados de demonstração inseridos em ${summary.durationMs} ms: ${summary.stores} lojas, ` +
        `${summary.blogPosts} posts, ${summary.brands} marcas, ${summary.media} imagens.`,
    );
    return summary;
  } catch (error) {
    // Nothing references these files any more (the transaction rolled back): remove them.
    await writer.removeAll();
    if (error instanceof SeedSkipped) {
      log("Outro processo inseriu os dados de demonstração antes: nada a fazer.");
      return emptySummary(true, startedAt);
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Synthetic stores for benchmarks
// ---------------------------------------------------------------------------------------------

function formatPhone(rand: () => number, ddd: string): string | null {
  const roll = rand();
  if (roll < 0.12) return null;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join("");
  const mobile = `9${String(1 + Math.floor(rand() * 9))}${digits(3)}`;
  const tail = digits(4);
  if (roll < 0.35) return `(${ddd}) ${mobile}-${tail}`;
  if (roll < 0.5) return `+55 (${ddd}) ${mobile}-${tail}`;
  if (roll < 0.65) return `${ddd}${mobile}${tail}`;
  if (roll < 0.75) return `55${ddd}${mobile}${tail}`;
  if (roll < 0.85) return `0${ddd} ${mobile.slice(1)}-${tail}`;
  return `(${ddd}) 3${digits(3)}-${tail}`;
}

/** Cells per side of the grid a synthetic city's CEPs are laid over (a power of two). */
const CEP_GRID = 1024;
/** Half the side of the square a synthetic city's stores fall in, in degrees. */
const CITY_RADIUS_DEGREES = 0.06;

/** Position of a cell along a Hilbert curve over an n x n grid (n a power of two). */
function hilbertIndex(n: number, x: number, y: number): number {
  let d = 0;
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = (x & s) > 0 ? 1 : 0;
    const ry = (y & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        x = n - 1 - x;
        y = n - 1 - y;
      }
      [x, y] = [y, x];
    }
  }
  return d;
}

/** Grid cells per side of a stretch of street with its own CEP (about 100 m). */
const STREET_CELLS = 8;

/**
 * The CEP of a point of a synthetic city, as Correios assign them. The first five digits go by
 * area, nested (region, sector, subsector), so nearby addresses share them: the city's prefixes
 * are laid along a Hilbert curve over its square, which keeps numerically close prefixes close on
 * the ground. The last three name a street (here a stretch of about 100 m): two stores with the
 * same CEP are on the same stretch, but the number itself says nothing about where it is.
 * `prefixes` is the city's list of five-digit prefixes, in order.
 */
export function syntheticCep(
  prefixes: readonly number[],
  dLat: number,
  dLng: number,
  radius = CITY_RADIUS_DEGREES,
): string {
  const cell = (d: number) =>
    Math.min(CEP_GRID - 1, Math.max(0, Math.floor(((d + radius) / (2 * radius)) * CEP_GRID)));
  const x = cell(dLng);
  const y = cell(dLat);
  const along = hilbertIndex(CEP_GRID, x, y) / (CEP_GRID * CEP_GRID);
  const prefix = prefixes[Math.floor(along * prefixes.length)]!;
  const stretch = `${Math.floor(x / STREET_CELLS)}:${Math.floor(y / STREET_CELLS)}`;
  const street = hashString(`${prefix}/${stretch}`) % 900;
  return `${String(prefix).padStart(5, "0")}-${String(street).padStart(3, "0")}`;
}

/** A place synthetic stores go to: a municipality, its CEP prefixes, its size and its pull. */
type SyntheticPlace = {
  city: string;
  state: StateName;
  lat: number;
  lng: number;
  ddd: string;
  prefixes: number[];
  /** Half the side of the square its stores fall in, in degrees. */
  radius: number;
  weight: number;
  /** One CEP for the whole town. */
  general?: boolean;
};

/** How much more a capital draws than another municipality, and Goiás than another state. */
const CAPITAL_PULL = 10;
const HOME_STATE: StateCode = "GO";
const HOME_STATE_PULL = 3;
/** What a large city of SYNTHETIC_CITIES draws per unit of its weight (Goiânia: 10). */
const LARGE_CITY_PULL = 8;
/** Stores of a municipality that is not a large city fall within about 2 km of its seat. */
const TOWN_RADIUS_DEGREES = 0.02;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

let network: { places: SyntheticPlace[]; totalWeight: number } | undefined;

/**
 * The synthetic network spread over every municipality of Brazil, as a national chain's would be:
 * a capital draws more stores than a town, and Goiás, where the chain began, more than other
 * states. The large cities of SYNTHETIC_CITIES keep their real CEP ranges (the demo stores have
 * real CEPs); each other municipality gets a share of what is left of its state's range, the
 * capital first and then region by region, as Correios number a state's CEPs.
 */
function syntheticNetwork() {
  if (network) return network;
  const known = new Map(SYNTHETIC_CITIES.map((c) => [`${foldText(c.city)}|${c.state}`, c]));
  const places: SyntheticPlace[] = [];
  for (const { code, name } of BRAZILIAN_STATES) {
    const capital = stateCapital(code)!;
    const stateWeight = code === HOME_STATE ? HOME_STATE_PULL : 1;
    const weightOf = (ibge: number) => (ibge === capital.ibge ? CAPITAL_PULL : 1) * stateWeight;
    const taken = new Set<number>();
    const others = [];
    for (const m of allMunicipalities()) {
      if (m.state !== code) continue;
      const city = known.get(`${foldText(m.name)}|${name}`);
      if (!city) {
        others.push(m);
        continue;
      }
      const prefixes = range(city.cep[0], city.cep[1]);
      for (const p of prefixes) taken.add(p);
      places.push({
        city: m.name,
        state: name,
        lat: city.lat,
        lng: city.lng,
        ddd: city.ddd,
        prefixes,
        radius: CITY_RADIUS_DEGREES,
        weight: city.weight * LARGE_CITY_PULL,
      });
    }
    const free = CEP_RANGES.filter((r) => r.state === code)
      .flatMap((r) => range(r.from, r.to))
      .filter((p) => !taken.has(p));
    // Along a Hilbert curve over the state, the capital first: numerically close prefixes are
    // neighbouring towns, as in the Correios' regional blocks.
    const lats = others.map((m) => m.latitude);
    const lngs = others.map((m) => m.longitude);
    const [minLat, maxLat, minLng, maxLng] = [
      Math.min(...lats),
      Math.max(...lats),
      Math.min(...lngs),
      Math.max(...lngs),
    ];
    const cell = (v: number, min: number, max: number) =>
      Math.min(CEP_GRID - 1, Math.floor(((v - min) / (max - min || 1)) * CEP_GRID));
    const order = (m: { ibge: number; latitude: number; longitude: number }) =>
      m.ibge === capital.ibge
        ? -1
        : hilbertIndex(
            CEP_GRID,
            cell(m.longitude, minLng, maxLng),
            cell(m.latitude, minLat, maxLat),
          );
    others.sort((a, b) => order(a) - order(b));
    const total = others.reduce((sum, m) => sum + weightOf(m.ibge), 0);
    let before = 0;
    for (const m of others) {
      const start = Math.floor((free.length * before) / total);
      before += weightOf(m.ibge);
      const end = Math.max(start + 1, Math.floor((free.length * before) / total));
      places.push({
        city: m.name,
        state: name,
        lat: m.latitude,
        lng: m.longitude,
        ddd: String(m.ddd),
        // A town has one CEP for all its addresses (the Correios' "CEP geral", NNNNN-000); a
        // capital is divided like a large city.
        prefixes: free.slice(
          start,
          m.ibge === capital.ibge ? Math.min(end, free.length) : start + 1,
        ),
        general: m.ibge !== capital.ibge,
        radius: m.ibge === capital.ibge ? CITY_RADIUS_DEGREES : TOWN_RADIUS_DEGREES,
        weight: weightOf(m.ibge),
      });
    }
  }
  network = { places, totalWeight: places.reduce((sum, p) => sum + p.weight, 0) };
  return network;
}

/** Highest NNNNN of existing "loja-sintetica-NNNNN" slugs, so repeated runs keep slugs unique. */
async function lastSyntheticNumber(db: Executor): Promise<number> {
  const prefix = slugify(SYNTHETIC_PREFIX);
  const [row] = await db
    .select({
      n: sql<
        number | null
      >`max(cast(substring(${stores.slug} from ${`^${prefix}-([0-9]+)$`}) as integer))`.mapWith(
        Number,
      ),
    })
    .from(stores)
    .where(like(stores.slug, `${prefix}-%`));
  return row?.n ?? 0;
}

/**
 * Inserts `count` active synthetic stores spread over real cities (weighted towards Goiás),
 * in batches of 1000 inside one transaction. The same seed and starting state always produce
 * the same rows. Works on a non-empty database; returns the number inserted.
 */
export async function seedSyntheticStores(
  db: Database,
  count: number,
  options: { seed?: number } = {},
): Promise<number> {
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`Quantidade de lojas inválida: ${count}`);
  }
  if (count === 0) return 0;
  const rand = mulberry32(options.seed ?? 20_250_101);
  const { places, totalWeight } = syntheticNetwork();
  const pickCity = () => {
    let roll = rand() * totalWeight;
    for (const place of places) {
      roll -= place.weight;
      if (roll < 0) return place;
    }
    return at(places, places.length - 1);
  };

  await db.transaction(async (tx) => {
    const first = (await lastSyntheticNumber(tx)) + 1;
    const width = Math.max(5, String(first + count - 1).length);
    for (let offset = 0; offset < count; offset += SYNTHETIC_BATCH) {
      const rows: NewStore[] = [];
      for (let i = offset; i < Math.min(count, offset + SYNTHETIC_BATCH); i++) {
        const city = pickCity();
        const serial = String(first + i).padStart(width, "0");
        const name = `${SYNTHETIC_PREFIX} ${serial}`;
        // Uniform in a disc around the seat (~6 km in a large city, ~2 km in a town).
        const angle = rand() * 2 * Math.PI;
        const radius = city.radius * Math.sqrt(rand());
        const dLat = radius * Math.sin(angle);
        const dLng = radius * Math.cos(angle);
        // Where the store is decides its CEP (see syntheticCep).
        const postalCode = city.general
          ? `${String(city.prefixes[0]).padStart(5, "0")}-000`
          : syntheticCep(city.prefixes, dLat, dLng, city.radius);
        const handle = slugify(name).replace(/-/g, "");
        rows.push({
          name,
          slug: slugify(name),
          city: city.city,
          state: city.state,
          neighborhood: pick(rand, SYNTHETIC_NEIGHBORHOODS),
          street: pick(rand, SYNTHETIC_STREETS),
          number: String(1 + Math.floor(rand() * 3999)),
          complement: rand() < 0.2 ? `Loja ${1 + Math.floor(rand() * 200)}` : null,
          postalCode,
          whatsapp: formatPhone(rand, city.ddd),
          instagramUrl: rand() < 0.3 ? `https://www.instagram.com/${handle}/` : null,
          hoursText: pick(rand, SYNTHETIC_HOURS),
          timezone: timeZoneOf(city.city, city.state),
          active: true,
          notes: "Loja sintética gerada para testes de desempenho.",
          latitude: Number((city.lat + dLat).toFixed(6)),
          longitude: Number((city.lng + dLng).toFixed(6)),
        });
      }
      await tx.insert(stores).values(rows);
    }
  });
  return count;
}
