/**
 * The facts the privacy notice states, read from where the code takes them: the settings admins
 * edit (controller, encarregado, retention), the constants that set cookies and links, and the
 * configuration that decides which other hosts a visitor's browser may reach. The notice never
 * repeats a number of its own.
 */
import {
  DATA_REQUEST_ANSWER_DAYS,
  PRIVACY_NOTICE_VERSION,
  RETENTION_INTERVAL_HOURS,
  templateHost,
} from "~/domain/privacy";
import type { RetentionSchedule } from "~/domain/privacy";
import { SAVED_POSITION_MS, STORAGE_KEYS } from "~/domain/locator-storage";
import { YOUTUBE_EMBED_HOST } from "~/domain/youtube";
import { RESET_TOKEN_MINUTES } from "./password-resets.server";
import { getPrivacySettings } from "./privacy-settings.server";
import { getSiteSettings } from "./site-settings.server";
import { SESSION_COOKIE, SESSION_DAYS } from "~/server/auth.server";
import type { AppContext } from "~/server/context.server";
import { FLASH_COOKIE, FLASH_SECONDS } from "~/server/flash.server";

export type PrivacyFacts = {
  version: string;
  brandName: string;
  controller: { name: string; document: string | null; address: string | null };
  contact: { email: string; phone: string };
  dpo: { name: string | null; email: string };
  retention: RetentionSchedule;
  retentionIntervalHours: number;
  sessionDays: number;
  resetLinkMinutes: number;
  answerDays: number;
  cookies: { name: string; seconds: number; forStaff: boolean }[];
  browserStorage: { keys: string[]; minutes: number };
  hosts: { mapTiles: string | null; videos: string; media: string | null };
};

export async function privacyFacts(app: Pick<AppContext, "db" | "env">): Promise<PrivacyFacts> {
  const [site, privacy] = await Promise.all([getSiteSettings(app.db), getPrivacySettings(app.db)]);
  const { env } = app;
  const mediaBase =
    env.STORAGE_DRIVER === "s3" ? (env.S3_PUBLIC_BASE_URL ?? env.S3_ENDPOINT) : null;
  return {
    version: PRIVACY_NOTICE_VERSION,
    brandName: site.brandName,
    controller: {
      name: privacy.controllerName ?? site.brandName,
      document: privacy.controllerDocument,
      address: privacy.controllerAddress,
    },
    contact: { email: site.contactEmail, phone: site.contactPhone },
    dpo: { name: privacy.dpoName, email: privacy.dpoEmail ?? site.contactEmail },
    retention: {
      eventsMonths: privacy.eventsMonths,
      unconfirmedDays: privacy.unconfirmedDays,
      loginCounterHours: privacy.loginCounterHours,
      auditYears: privacy.auditYears,
    },
    retentionIntervalHours: RETENTION_INTERVAL_HOURS,
    sessionDays: SESSION_DAYS,
    resetLinkMinutes: RESET_TOKEN_MINUTES,
    answerDays: DATA_REQUEST_ANSWER_DAYS,
    cookies: [
      { name: FLASH_COOKIE, seconds: FLASH_SECONDS, forStaff: false },
      { name: SESSION_COOKIE, seconds: SESSION_DAYS * 86_400, forStaff: true },
    ],
    browserStorage: {
      keys: Object.values(STORAGE_KEYS),
      minutes: SAVED_POSITION_MS / 60_000,
    },
    hosts: {
      mapTiles: templateHost(site.mapTileUrl ?? env.MAP_TILE_URL),
      videos: YOUTUBE_EMBED_HOST,
      media: templateHost(mediaBase),
    },
  };
}
