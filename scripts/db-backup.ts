/** `npm run db:backup [-- file]`: dumps the configured database (PostgreSQL or embedded PGlite). */
import path from "node:path";
import { backupDatabase } from "~/server/backup.server";
import { getEnv } from "~/server/env.server";
import { configuredDatabase, runDatabaseCommand } from "./database-cli";

await runDatabaseCommand(async () => {
  const env = getEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file =
    process.argv[2] ??
    path.join(env.DATA_DIR, "backups", `${env.DATABASE_URL ? "postgres" : "pglite"}-${stamp}.dump`);
  await backupDatabase(configuredDatabase(env), file);
  console.log(`Backup written to ${file}`);
});
