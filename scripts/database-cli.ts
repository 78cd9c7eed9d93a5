/** What the database commands (backup, restore) share: the target and the way they fail. */
import path from "node:path";
import type { BackupTarget, SiteTarget } from "~/server/backup.server";
import type { getEnv } from "~/server/env.server";

type Env = ReturnType<typeof getEnv>;

/** The configured database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite. */
export function configuredDatabase(env: Env): BackupTarget {
  return env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { pgliteDir: path.resolve(env.DATA_DIR, "pglite") };
}

/** The whole site: the database, and the uploads folder unless files live in S3. */
export function configuredSite(env: Env): SiteTarget {
  return {
    database: configuredDatabase(env),
    storage:
      env.STORAGE_DRIVER === "s3"
        ? { driver: "s3", bucket: env.S3_BUCKET ?? "" }
        : { driver: "local", uploadsDir: path.resolve(env.UPLOADS_DIR) },
  };
}

/** Runs a command; a failure prints its message alone and exits with 1. */
export async function runDatabaseCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
