/**
 * `npm run db:restore -- file` (or `npm run restore -- file`): replaces the database and the
 * uploaded files with a backup made by db:backup, after checking every checksum. Stop the server
 * first (the embedded database refuses while it runs).
 * `npm run db:restore -- --database-only file`: a database dump alone (older backups).
 */
import { restoreDatabase, restoreSite } from "~/server/backup.server";
import { getEnv } from "~/server/env.server";
import { configuredDatabase, configuredSite, runDatabaseCommand } from "./database-cli";

await runDatabaseCommand(async () => {
  const args = process.argv.slice(2);
  const databaseOnly = args.includes("--database-only");
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) {
    throw new Error("Uso: npm run db:restore -- [--database-only] <arquivo de backup>");
  }
  const env = getEnv();
  if (databaseOnly) {
    await restoreDatabase(configuredDatabase(env), file);
    console.log(`Banco restaurado de ${file} (somente o banco).`);
    return;
  }
  const manifest = await restoreSite(configuredSite(env), file);
  const uploads = manifest.files.filter((f) => f.path.startsWith("uploads/")).length;
  console.log(`Site restaurado de ${file} (backup de ${manifest.createdAt}):`);
  console.log(`  banco ${manifest.database.kind}, ${uploads} arquivos enviados`);
  if (manifest.storage.driver === "s3") {
    console.log(
      `  Os arquivos ficam no bucket: confira que as ${manifest.storage.objectKeys.length} chaves do manifesto existem (versionamento do bucket).`,
    );
  }
});
