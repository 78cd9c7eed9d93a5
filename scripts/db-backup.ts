/**
 * `npm run db:backup [-- file]` (or `npm run backup`): one archive with the database (pg_dump for
 * PostgreSQL, a data-directory dump of the embedded PGlite, which needs the server stopped) and
 * the uploaded files, with a manifest of checksums. With STORAGE_DRIVER=s3 the manifest lists the
 * bucket's keys the database refers to; the bucket is backed up on its own.
 */
import path from "node:path";
import { backupSite } from "~/server/backup.server";
import { getEnv } from "~/server/env.server";
import { configuredSite, runDatabaseCommand } from "./database-cli";

await runDatabaseCommand(async () => {
  const env = getEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = process.argv[2] ?? path.join(env.DATA_DIR, "backups", `site-${stamp}.tar`);
  const manifest = await backupSite(configuredSite(env), file);
  const uploads = manifest.files.filter((f) => f.path.startsWith("uploads/")).length;
  console.log(`Backup gravado em ${file}`);
  console.log(
    `  banco ${manifest.database.kind} (migração ${manifest.migration.tag ?? "nenhuma"}), ` +
      `${uploads} arquivos enviados, ${manifest.storage.objectKeys.length} referenciados pelo banco`,
  );
  if (manifest.storage.driver === "s3") {
    console.log(
      `  STORAGE_DRIVER=s3: os arquivos ficam no bucket ${manifest.storage.bucket}; o manifesto lista as chaves usadas.`,
    );
  }
  if (manifest.storage.missingKeys.length > 0) {
    console.warn(
      `  Atenção: ${manifest.storage.missingKeys.length} arquivos referenciados pelo banco não existem na pasta de uploads (ex.: ${manifest.storage.missingKeys[0]}).`,
    );
  }
});
