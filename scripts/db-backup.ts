/** `npm run db:backup [-- file]`: dumps the configured database (PostgreSQL or embedded PGlite). */
import path from "node:path";
import { backupDatabase } from "~/server/backup.server";
import { getEnv } from "~/server/env.server";

try {
  const env = getEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file =
    process.argv[2] ??
    path.join(env.DATA_DIR, "backups", `${env.DATABASE_URL ? "postgres" : "pglite"}-${stamp}.dump`);
  await backupDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { pgliteDir: path.resolve(env.DATA_DIR, "pglite") },
    file,
  );
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
