import { eq } from "drizzle-orm";
import { siteSettings, type SiteSettings } from "#db/schema";
import { DEFAULT_MARKETING_CLAIMS } from "~/domain/site-figures";
import { dataCache } from "~/server/cache.server";
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

// Read on every page: cached in process, dropped on every instance when staff save them, and
// read again at most 30 s later in any case.
const cache = dataCache<PublicSiteSettings>({
  dependsOn: ["site_settings"],
  ttlMs: 30_000,
  max: 1,
});

/** The settings row, or the defaults when staff have not saved any yet. */
export function getSiteSettings(db: Database): Promise<PublicSiteSettings> {
  return cache.get(db, "settings", () => readSiteSettings(db));
}

async function readSiteSettings(db: Database): Promise<PublicSiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  const {
    updatedAt: _updatedAt,
    version: _version,
    ...value
  } = row ?? { ...defaultSiteSettings, updatedAt: null, version: 0 };
  return value;
}
