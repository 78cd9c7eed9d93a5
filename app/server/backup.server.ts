/**
 * Database backups: pg_dump/pg_restore for PostgreSQL, a data-directory dump for the embedded
 * PGlite database (stop the server first: PGlite belongs to one process at a time).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { pgliteExtensions, queryRows, type Database } from "./db.server";

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

export type BackupTarget = { databaseUrl: string } | { pgliteDir: string };

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ("databaseUrl" in target) {
    await run("pg_dump", ["--format=custom", "--no-owner", "--file", file, target.databaseUrl]);
    return;
  }
  const pglite = await PGlite.create({ dataDir: target.pgliteDir, extensions: pgliteExtensions });
  try {
    const dump = await pglite.dumpDataDir("gzip");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`Backup file not found: ${file}`);
  if ("databaseUrl" in target) {
    await run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      "--dbname",
      target.databaseUrl,
      file,
    ]);
    return;
  }
  // Load into a fresh folder first, then swap: a failed restore leaves the current data intact.
  const staging = `${target.pgliteDir}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  const pglite = await PGlite.create({
    dataDir: staging,
    loadDataDir: new Blob([fs.readFileSync(file)]),
    extensions: pgliteExtensions,
  });
  await pglite.query("select 1");
  await pglite.close();
  const previous = `${target.pgliteDir}.before-restore`;
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(target.pgliteDir)) fs.renameSync(target.pgliteDir, previous);
  fs.renameSync(staging, target.pgliteDir);
  fs.rmSync(previous, { recursive: true, force: true });
}

/** Row count and content checksum of every table, to compare two databases. */
export async function dataFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`,
      ),
    );
    out[name] = `${row?.n ?? 0}:${row?.digest ?? ""}`;
  }
  return out;
}
