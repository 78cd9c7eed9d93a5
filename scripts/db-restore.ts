/** `npm run db:restore -- file`: replaces the configured database's data with a backup. */
import path from "node:path";
import { restoreDatabase } from "~/server/backup.server";
import { getEnv } from "~/server/env.server";

try {
  const file = process.argv[2];
  if (!file) throw new Error("Uso: npm run db:restore -- <arquivo de backup>");
  const env = getEnv();
  await restoreDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { pgliteDir: path.resolve(env.DATA_DIR, "pglite") },
    file,
  );
  console.log(`Database restored from ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
