/** The demo network (stores, posts, photos) seeded into a test database, as the demo site has it. */
import { seedDemoData } from "#db/seed";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { createLocalStorage } from "~/server/storage.server";
import { testEnv } from "./route-context";

/** Seeds the demo data, its photos stored in `env`'s uploads folder (where its contexts read). */
export async function seedDemoSite(db: Database, env: Env = testEnv()) {
  return seedDemoData(db, createLocalStorage(env.UPLOADS_DIR, env.MEDIA_BASE_URL));
}
