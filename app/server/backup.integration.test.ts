import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import * as tar from "tar";
import { describe, expect, it } from "vitest";
import { stores } from "#db/schema";
import { seedDemoSite } from "../../tests/support/demo-site";
import { testEnv } from "../../tests/support/route-context";
import { createTestDatabase, postgresAvailable } from "../../tests/support/test-db";
import {
  backupDatabase,
  backupSite,
  BackupError,
  dataFingerprint,
  restoreDatabase,
  restoreSite,
  type SiteTarget,
} from "./backup.server";
import { DatabaseInUseError } from "./data-dir-lock.server";
import { createDatabase, type Database } from "./db.server";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));

/** Changes the data after a backup (one store renamed, another deleted) and checks it shows. */
async function changeAfterBackup(db: Database, original: unknown) {
  await db.update(stores).set({ name: "Alterada depois do backup" }).where(eq(stores.id, 1));
  await db.delete(stores).where(eq(stores.id, 2));
  expect(await dataFingerprint(db)).not.toEqual(original);
}

/** Every file of a folder with its SHA-256. */
function folderDigest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = createHash("sha256")
      .update(fs.readFileSync(full))
      .digest("hex");
  }
  return out;
}

/** Uploads changed after a backup: a file removed, another added. */
function changeUploads(uploadsDir: string) {
  const before = folderDigest(uploadsDir);
  fs.rmSync(path.join(uploadsDir, Object.keys(before)[0]!));
  fs.writeFileSync(path.join(uploadsDir, "depois-do-backup.webp"), "not in the backup");
  expect(folderDigest(uploadsDir)).not.toEqual(before);
}

describe("backup and restore", () => {
  it("round-trips the embedded database", async () => {
    const dir = tmp();
    const pgliteDir = path.join(dir, "pglite");
    let handle = await createDatabase({ pgliteDir });
    await handle.migrate();
    await seedDemoSite(handle.db);
    const original = await dataFingerprint(handle.db);
    await handle.close();

    const file = path.join(dir, "backup.dump");
    await backupDatabase({ pgliteDir }, file);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    handle = await createDatabase({ pgliteDir });
    await changeAfterBackup(handle.db, original);
    await handle.close();

    await restoreDatabase({ pgliteDir }, file);
    handle = await createDatabase({ pgliteDir });
    expect(await dataFingerprint(handle.db)).toEqual(original);
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it("backs up and restores the whole site: database, uploads and a verified manifest", async () => {
    const dir = tmp();
    const env = testEnv({ DATA_DIR: dir });
    const site: SiteTarget = {
      database: { pgliteDir: path.join(dir, "pglite") },
      storage: { driver: "local", uploadsDir: env.UPLOADS_DIR },
    };
    let handle = await createDatabase({ pgliteDir: path.join(dir, "pglite") });
    await handle.migrate();
    await seedDemoSite(handle.db, env);
    const original = await dataFingerprint(handle.db);

    // The database is open: a backup or a restore beside it is refused and changes nothing.
    const file = path.join(dir, "backups", "site.tar");
    await expect(backupSite(site, file)).rejects.toThrowError(DatabaseInUseError);
    await handle.close();

    const manifest = await backupSite(site, file);
    const uploads = folderDigest(env.UPLOADS_DIR);
    expect(Object.keys(uploads).length).toBeGreaterThan(10);
    expect(manifest).toMatchObject({
      format: "basiquinha-backup",
      database: { kind: "pglite", file: "database/pglite.tar.gz" },
      migration: { tag: expect.stringMatching(/^\d{4}_/) },
      storage: { driver: "local", missingKeys: [] },
    });
    expect(manifest.storage.objectKeys.length).toBeGreaterThan(0);
    const listed = Object.fromEntries(
      manifest.files
        .filter((f) => f.path.startsWith("uploads/"))
        .map((f) => [f.path.slice("uploads/".length), f.sha256]),
    );
    expect(listed).toEqual(uploads);

    handle = await createDatabase({ pgliteDir: path.join(dir, "pglite") });
    await changeAfterBackup(handle.db, original);
    const changed = await dataFingerprint(handle.db);
    await expect(restoreSite(site, file)).rejects.toThrowError(DatabaseInUseError);
    await handle.close();
    changeUploads(env.UPLOADS_DIR);
    const changedUploads = folderDigest(env.UPLOADS_DIR);

    // A damaged archive is refused before anything is touched.
    const damaged = path.join(dir, "damaged.tar");
    const unpacked = path.join(dir, "unpacked");
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    const image = manifest.files.find((f) => f.path.startsWith("uploads/"))!.path;
    fs.appendFileSync(path.join(unpacked, image), "x");
    await tar.create({ file: damaged, cwd: unpacked }, fs.readdirSync(unpacked));
    await expect(restoreSite(site, damaged)).rejects.toThrowError(BackupError);
    await expect(restoreSite(site, damaged)).rejects.toThrowError(/corrompido/);
    handle = await createDatabase({ pgliteDir: path.join(dir, "pglite") });
    expect(await dataFingerprint(handle.db)).toEqual(changed);
    await handle.close();
    expect(folderDigest(env.UPLOADS_DIR)).toEqual(changedUploads);

    await restoreSite(site, file);
    handle = await createDatabase({ pgliteDir: path.join(dir, "pglite") });
    expect(await dataFingerprint(handle.db)).toEqual(original);
    await handle.close();
    expect(folderDigest(env.UPLOADS_DIR)).toEqual(uploads);
    expect(fs.readdirSync(dir).filter((f) => /restoring|unpacking|before-restore/.test(f))).toEqual(
      [],
    );
    fs.rmSync(dir, { recursive: true, force: true });
  }, 180_000);

  it.skipIf(!postgresAvailable())(
    "round-trips PostgreSQL with pg_dump and pg_restore",
    async () => {
      const dir = tmp();
      const db = await createTestDatabase("postgres");
      try {
        await seedDemoSite(db.db);
        const original = await dataFingerprint(db.db);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${db.name}`;
        const file = path.join(dir, "backup.dump");
        await backupDatabase({ databaseUrl: url.toString() }, file);

        await changeAfterBackup(db.db, original);

        await restoreDatabase({ databaseUrl: url.toString() }, file);
        expect(await dataFingerprint(db.db)).toEqual(original);
      } finally {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it.skipIf(!postgresAvailable())(
    "backs up and restores the whole site on PostgreSQL",
    async () => {
      const dir = tmp();
      const env = testEnv({ DATA_DIR: dir });
      const db = await createTestDatabase("postgres");
      try {
        await seedDemoSite(db.db, env);
        const original = await dataFingerprint(db.db);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${db.name}`;
        const site: SiteTarget = {
          database: { databaseUrl: url.toString() },
          storage: { driver: "local", uploadsDir: env.UPLOADS_DIR },
        };
        const file = path.join(dir, "site.tar");
        const manifest = await backupSite(site, file);
        expect(manifest.database).toEqual({ kind: "postgres", file: "database/postgres.dump" });
        const uploads = folderDigest(env.UPLOADS_DIR);

        await changeAfterBackup(db.db, original);
        changeUploads(env.UPLOADS_DIR);

        await restoreSite(site, file);
        expect(await dataFingerprint(db.db)).toEqual(original);
        expect(folderDigest(env.UPLOADS_DIR)).toEqual(uploads);
      } finally {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
