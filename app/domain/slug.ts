/**
 * Store slugs. Stores live at the site root (/{slug}), so a slug must never shadow
 * a top-level path of the site.
 *
 * Rule for reserved or empty names (our decision, the spec does not cover it): the base slug gets
 * the prefix 'loja-' ('Blog' -> 'loja-blog', '404' -> 'loja-404'); a name with no usable
 * character at all ('!!!') has the base 'loja', which is itself reserved, so it starts at
 * 'loja-1'. Collisions then take -1, -2 ... as the spec says.
 */

/** Every top-level path word of the site (routes, files, infrastructure). Lower case. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // Site sections and their aliases
  "blog",
  "nossas-lojas",
  "loja",
  "lojas",
  "clube-basiquinha",
  "clube",
  "seja-um-franqueado",
  "franquia",
  "franquias",
  "mapa-do-site",
  "busca",
  "buscar",
  "search",
  "categoria",
  "contato",
  "sobre",
  "sobre-nos",
  "inicio",
  "home",
  "index",
  "newsletter",
  "videos",
  "marcas",
  "banners",
  "privacidade",
  "politica-de-privacidade",
  "termos",
  "termos-de-uso",
  "404",
  "500",
  "erro",
  // Restricted area and authentication
  "login",
  "logout",
  "esqueci-minha-senha",
  "redefinir-senha",
  "_referencia",
  "entrar",
  "sair",
  "restrita",
  "admin",
  "intranet",
  "painel",
  "dashboard",
  "auth",
  // Infrastructure, files and feeds
  "api",
  "media",
  "assets",
  "build",
  "static",
  "public",
  "uploads",
  "images",
  "img",
  "fonts",
  "healthz",
  "health",
  "status",
  "sitemap",
  "sitemap.xml",
  "robots",
  "robots.txt",
  "favicon",
  "favicon.ico",
  "favicon.svg",
  "apple-touch-icon.png",
  "manifest.webmanifest",
  "site.webmanifest",
  ".well-known",
  "__manifest",
  "rss",
  "rss.xml",
  "feed",
  "feed.xml",
]);

/** Prefix that moves a reserved or empty name out of the way. */
export const RESERVED_SLUG_PREFIX = "loja";

/**
 * Slug per spec: lowercase, trim, strip accents (NFD), spaces to hyphens, keep only a-z 0-9 - _,
 * collapse repeated hyphens, trim hyphens at the edges.
 */
export function slugify(name: string | null | undefined): string {
  if (typeof name !== "string") return "";
  return name
    .toLowerCase()
    .trim()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9_-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function isReservedSlug(slug: string | null | undefined): boolean {
  return typeof slug === "string" && RESERVED_SLUGS.has(slug.trim().toLowerCase());
}

/** The slug a store name should have before collisions: slugify plus the reserved/empty rule. */
export function storeSlugBase(name: string | null | undefined): string {
  const slug = slugify(name);
  if (slug === "") return RESERVED_SLUG_PREFIX;
  return isReservedSlug(slug) ? `${RESERVED_SLUG_PREFIX}-${slug}` : slug;
}

const MAX_ATTEMPTS = 10_000;

/**
 * The first free slug among base, base-1, base-2 ... (base made safe by storeSlugBase; a reserved
 * candidate is never returned). `taken` answers whether a candidate is used by another store.
 */
export async function uniqueSlug(
  base: string,
  taken: (candidate: string) => boolean | Promise<boolean>,
): Promise<string> {
  const safe = storeSlugBase(base);
  for (let n = 0; n <= MAX_ATTEMPTS; n++) {
    const candidate = n === 0 ? safe : `${safe}-${n}`;
    if (isReservedSlug(candidate)) continue;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`Não foi possível gerar um slug único para "${base}"`);
}
