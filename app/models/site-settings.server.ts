import { eq } from "drizzle-orm";
import { siteSettings, type SiteSettings } from "#db/schema";
import { DEFAULT_MARKETING_CLAIMS } from "~/domain/site-figures";
import { onContentChange } from "~/server/content-changes.server";
import type { Database } from "~/server/db.server";

export const defaultSiteSettings: PublicSiteSettings = {
  id: 1,
  brandName: "Basiquinha",
  contactEmail: "contato@basiquinha.com.br",
  contactPhone: "(62) 3000-0000",
  whatsapp: null,
  instagramUrl: null,
  facebookUrl: null,
  youtubeUrl: null,
  tiktokUrl: null,
  onlineShopUrl: null,
  franchiseUrl: null,
  clubSignupUrl: null,
  webmailUrl: null,
  mapTileUrl: null,
  ...DEFAULT_MARKETING_CLAIMS,
};

export type PublicSiteSettings = Omit<SiteSettings, "updatedAt" | "version">;

// Read on every page: cached in process, dropped on every instance when staff save (the change
// announcement of staffChange), and read again at most CACHE_MS later in any case.
const CACHE_MS = 30_000;
let cache: { value: PublicSiteSettings; at: number; db: Database } | undefined;

/** The settings row, or the defaults when staff have not saved any yet. */
export async function getSiteSettings(db: Database): Promise<PublicSiteSettings> {
  if (cache && cache.db === db && Date.now() - cache.at < CACHE_MS) return cache.value;
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  const {
    updatedAt: _updatedAt,
    version: _version,
    ...value
  } = row ?? { ...defaultSiteSettings, updatedAt: null, version: 0 };
  cache = { value, at: Date.now(), db };
  return value;
}

export function invalidateSiteSettings(): void {
  cache = undefined;
}

onContentChange(invalidateSiteSettings);
