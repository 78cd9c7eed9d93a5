/**
 * Backups of the whole site: the database (pg_dump for PostgreSQL, a data-directory dump of the
 * embedded PGlite) and the uploaded files, in one tar archive with a manifest (when, which app
 * version and migration, which database, every file's size and SHA-256). A restore checks every
 * checksum before it touches anything, prepares the database and the uploads beside the current
 * ones and swaps them in, so a failed restore leaves the current data as it was. With
 * STORAGE_DRIVER=s3 the files stay in the bucket: the manifest lists the object keys the
 * database refers to. The embedded database is locked while a backup or a restore runs: the
 * server must be stopped (data-dir-lock.server.ts).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { z } from "zod";
import { lockDataDir } from "./data-dir-lock.server";
import {
  createDatabase,
  migrationsFolder,
  pgliteExtensions,
  queryRows,
  type Database,
} from "./db.server";

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

/** What a site backup covers: the database, and the uploads folder when files are stored locally. */
export type SiteTarget = {
  database: BackupTarget;
  storage: { driver: "local"; uploadsDir: string } | { driver: "s3"; bucket: string };
};

const MANIFEST = "manifest.json";
const FORMAT = "basiquinha-backup";

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  app: z.object({ version: z.string() }),
  migration: z.object({ tag: z.string().nullable(), when: z.number().nullable() }),
  database: z.object({ kind: z.enum(["postgres", "pglite"]), file: z.string() }),
  storage: z.object({
    driver: z.enum(["local", "s3"]),
    bucket: z.string().optional(),
    /** Object keys the media table refers to (originals and variants). */
    objectKeys: z.array(z.string()),
    /** Referenced keys whose file was missing from the uploads folder at backup time. */
    missingKeys: z.array(z.string()),
  }),
  files: z.array(z.object({ path: z.string(), size: z.number(), sha256: z.string() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

// ---------------------------------------------------------------------------------------------
// Database dumps
// ---------------------------------------------------------------------------------------------

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ("databaseUrl" in target) {
    await run("pg_dump", ["--format=custom", "--no-owner", "--file", file, target.databaseUrl]);
    return;
  }
  await dumpDatabase(target, file);
}

/**
 * Replaces the database's data with a dump. PostgreSQL: pg_restore in one transaction. PGlite:
 * loaded into a fresh folder first and swapped in after (`swap`, when given, runs its own renames
 * in the same step); the caller holds the data directory's lock.
 */
async function restoreDatabaseDump(
  target: BackupTarget,
  file: string,
  swap: Swap[] = [],
): Promise<void> {
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
    swapIn(swap);
    return;
  }
  const staging = `${target.pgliteDir}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const pglite = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([fs.readFileSync(file)]),
      extensions: pgliteExtensions,
    });
    await pglite.query("select 1");
    await pglite.close();
    swapIn([{ staged: staging, target: target.pgliteDir }, ...swap]);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Restores a database dump alone (no manifest, no uploads). */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`Backup file not found: ${file}`);
  const unlock = "pgliteDir" in target ? lockDataDir(target.pgliteDir) : () => {};
  try {
    await restoreDatabaseDump(target, file);
  } finally {
    unlock();
  }
}

// ---------------------------------------------------------------------------------------------
// Folders swapped in together
// ---------------------------------------------------------------------------------------------

type Swap = { staged: string; target: string };

/** Renames, or copies when the two folders are on different file systems. */
function move(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Puts every staged folder in its target's place. The current ones are set aside first; if a
 * step fails, everything set aside goes back, so the site keeps its current data.
 */
function swapIn(swaps: Swap[]): void {
  const done: { swap: Swap; previous: string | null }[] = [];
  try {
    for (const swap of swaps) {
      const previous = `${swap.target}.before-restore`;
      fs.rmSync(previous, { recursive: true, force: true });
      const had = fs.existsSync(swap.target);
      if (had) move(swap.target, previous);
      done.push({ swap, previous: had ? previous : null });
      move(swap.staged, swap.target);
    }
  } catch (error) {
    for (const { swap, previous } of done.reverse()) {
      if (!previous) continue;
      fs.rmSync(swap.target, { recursive: true, force: true });
      move(previous, swap.target);
    }
    throw error;
  }
  for (const { previous } of done)
    if (previous) fs.rmSync(previous, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Site backups: database + uploads + manifest
// ---------------------------------------------------------------------------------------------

function sha256(file: string): string {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

function appVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(process.cwd(), "package.json"), "utf8"));
    return String(pkg.version ?? "unknown");
  } catch {
    return "unknown";
  }
}

/** The migrations this code knows, oldest first (drizzle-kit's journal). */
function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string; when: number }[] };
  return journal.entries;
}

/** What the database holds that the manifest records: its last migration and its media keys. */
async function describeDatabase(db: Database) {
  const [last] = await queryRows<{ when: string | number }>(
    db,
    sql`select created_at as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const when = last ? Number(last.when) : null;
  const tag = knownMigrations().find((m) => m.when === when)?.tag ?? null;
  const rows = await queryRows<{ key: string; variants: { key: string }[] | null }>(
    db,
    sql`select storage_key as key, variants from media order by id`,
  );
  const keys = new Set<string>();
  for (const row of rows) {
    keys.add(row.key);
    for (const variant of row.variants ?? []) keys.add(variant.key);
  }
  return { migration: { tag, when }, objectKeys: [...keys].sort() };
}

/** Dumps the database into `file` and describes it (the embedded one opened once, locked). */
async function dumpDatabase(target: BackupTarget, file: string) {
  if ("databaseUrl" in target) {
    await backupDatabase(target, file);
    const handle = await createDatabase({ url: target.databaseUrl, poolSize: 1 });
    try {
      return await describeDatabase(handle.db);
    } finally {
      await handle.close();
    }
  }
  const handle = await createDatabase({ pgliteDir: target.pgliteDir });
  try {
    const dump = await handle.pglite!.dumpDataDir("gzip");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return await describeDatabase(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Writes a backup of the whole site to `file` (a tar archive) and returns its manifest. The
 * database is dumped first, then the uploads are read: files are never changed once written, so
 * every file the dump refers to is in the archive.
 */
export async function backupSite(target: SiteTarget, file: string): Promise<BackupManifest> {
  const output = path.resolve(file);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(output), ".backup-"));
  try {
    const kind = "databaseUrl" in target.database ? "postgres" : "pglite";
    const dumpName = kind === "postgres" ? "database/postgres.dump" : "database/pglite.tar.gz";
    fs.mkdirSync(path.join(work, "database"));
    const described = await dumpDatabase(target.database, path.join(work, dumpName));

    const uploadsDir = target.storage.driver === "local" ? target.storage.uploadsDir : null;
    const uploads = uploadsDir ? listFiles(uploadsDir) : [];
    const files = [
      { path: dumpName, full: path.join(work, dumpName) },
      ...uploads.map((key) => ({ path: `uploads/${key}`, full: path.join(uploadsDir!, key) })),
    ].map((f) => ({ path: f.path, size: fs.statSync(f.full).size, sha256: sha256(f.full) }));
    const stored = new Set(uploads);
    const manifest: BackupManifest = {
      format: FORMAT,
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      app: { version: appVersion() },
      migration: described.migration,
      database: { kind, file: dumpName },
      storage: {
        driver: target.storage.driver,
        ...(target.storage.driver === "s3" && { bucket: target.storage.bucket }),
        objectKeys: described.objectKeys,
        missingKeys: uploadsDir ? described.objectKeys.filter((key) => !stored.has(key)) : [],
      },
      files,
    };
    fs.writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${output}.partial`;
    await tar.create({ file: partial, cwd: work, portable: true }, [MANIFEST, dumpName]);
    if (uploadsDir && uploads.length > 0) {
      await tar.replace(
        { file: partial, cwd: uploadsDir, prefix: "uploads", portable: true },
        uploads,
      );
    }
    fs.renameSync(partial, output);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(`${output}.partial`, { force: true });
  }
}

export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * Unpacks a backup into `dir` and checks it: a manifest of this format, exactly the files it
 * lists, each with its size and SHA-256. Throws BackupError naming the first problem.
 */
export async function unpackBackup(file: string, dir: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupError(`Arquivo de backup não encontrado: ${file}`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    await tar.extract({
      file,
      cwd: dir,
      strict: true,
      // Plain files and folders only: no links, devices or absolute paths out of `dir`.
      filter: (_path, entry) =>
        "type" in entry && (entry.type === "File" || entry.type === "Directory"),
    });
  } catch (error) {
    throw new BackupError(
      `O arquivo ${file} não é um backup legível (${error instanceof Error ? error.message : error}).`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), "utf8")));
  } catch {
    throw new BackupError(`O arquivo ${file} não tem um manifesto de backup válido.`);
  }
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  const found = listFiles(dir).filter((f) => f !== MANIFEST);
  const extra = found.filter((f) => !listed.has(f));
  const missing = [...listed.keys()].filter((f) => !found.includes(f));
  if (extra.length > 0 || missing.length > 0) {
    throw new BackupError(
      `O backup não confere com o manifesto: ${[...missing.map((f) => `falta ${f}`), ...extra.map((f) => `sobra ${f}`)].slice(0, 5).join(", ")}.`,
    );
  }
  for (const entry of manifest.files) {
    const full = path.join(dir, entry.path);
    if (fs.statSync(full).size !== entry.size || sha256(full) !== entry.sha256) {
      throw new BackupError(`O backup está corrompido: ${entry.path} não confere com o manifesto.`);
    }
  }
  return manifest;
}

/**
 * Restores a backup made by backupSite: verified in full first, then the database, then the
 * uploads folder (PGlite: both swapped in one step). Anything wrong before the swap leaves the
 * current database and files untouched.
 */
export async function restoreSite(target: SiteTarget, file: string): Promise<BackupManifest> {
  const unlock = "pgliteDir" in target.database ? lockDataDir(target.database.pgliteDir) : () => {};
  const anchor =
    target.storage.driver === "local"
      ? target.storage.uploadsDir
      : "pgliteDir" in target.database
        ? target.database.pgliteDir
        : path.resolve(file);
  // Unpacked beside the uploads folder, so swapping it in is a rename.
  const work = `${path.resolve(anchor)}.unpacking`;
  fs.rmSync(work, { recursive: true, force: true });
  try {
    const manifest = await unpackBackup(file, work);
    const kind = "databaseUrl" in target.database ? "postgres" : "pglite";
    if (manifest.database.kind !== kind) {
      throw new BackupError(
        `Este backup é de um banco ${manifest.database.kind}; o site está configurado para ${kind} ` +
          "(DATABASE_URL). Restaure com a mesma configuração em que o backup foi feito.",
      );
    }
    const latest = knownMigrations().at(-1)?.when ?? 0;
    if (manifest.migration.when !== null && manifest.migration.when > latest) {
      throw new BackupError(
        "Este backup foi feito por uma versão mais nova do site (migração " +
          `${manifest.migration.tag ?? manifest.migration.when}). Atualize o site antes de restaurar.`,
      );
    }
    const swaps: Swap[] = [];
    if (manifest.storage.driver === "local") {
      if (target.storage.driver !== "local") {
        throw new BackupError(
          "Este backup traz as imagens enviadas em arquivos locais, mas STORAGE_DRIVER=s3: " +
            "restaure com STORAGE_DRIVER=local e copie a pasta de uploads para o bucket.",
        );
      }
      const staged = path.join(work, "uploads");
      fs.mkdirSync(staged, { recursive: true });
      swaps.push({ staged, target: path.resolve(target.storage.uploadsDir) });
    }
    await restoreDatabaseDump(target.database, path.join(work, manifest.database.file), swaps);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    unlock();
  }
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
