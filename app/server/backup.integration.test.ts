import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stores } from "#db/schema";
import { seedDemoSite } from "../../tests/support/demo-site";
import { createTestDatabase, postgresAvailable } from "../../tests/support/test-db";
import { backupDatabase, dataFingerprint, restoreDatabase } from "./backup.server";
import { createDatabase, type Database } from "./db.server";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));

/** Changes the data after a backup (one store renamed, another deleted) and checks it shows. */
async function changeAfterBackup(db: Database, original: unknown) {
  await db.update(stores).set({ name: "Alterada depois do backup" }).where(eq(stores.id, 1));
  await db.delete(stores).where(eq(stores.id, 2));
  expect(await dataFingerprint(db)).not.toEqual(original);
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
});
