/** `npm run db:restore -- file`: replaces the configured database's data with a backup. */
import { restoreDatabase } from "~/server/backup.server";
import { getEnv } from "~/server/env.server";
import { configuredDatabase, runDatabaseCommand } from "./database-cli";

await runDatabaseCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new Error("Uso: npm run db:restore -- <arquivo de backup>");
  await restoreDatabase(configuredDatabase(getEnv()), file);
  console.log(`Database restored from ${file}`);
});
