import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stores } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { createTestDatabase, postgresAvailable } from "../../tests/support/test-db";
import { backupDatabase, dataFingerprint, restoreDatabase } from "./backup.server";
import { createDatabase } from "./db.server";
import { createLocalStorage } from "./storage.server";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));

describe("backup and restore", () => {
  it("round-trips the embedded database", async () => {
    const dir = tmp();
    const pgliteDir = path.join(dir, "pglite");
    let handle = await createDatabase({ pgliteDir });
    await handle.migrate();
    await seedDemoData(handle.db, createLocalStorage(path.join(dir, "uploads"), "/media"));
    const original = await dataFingerprint(handle.db);
    await handle.close();

    const file = path.join(dir, "backup.dump");
    await backupDatabase({ pgliteDir }, file);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    handle = await createDatabase({ pgliteDir });
    await handle.db
      .update(stores)
      .set({ name: "Alterada depois do backup" })
      .where(eq(stores.id, 1));
    await handle.db.delete(stores).where(eq(stores.id, 2));
    expect(await dataFingerprint(handle.db)).not.toEqual(original);
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
        await seedDemoData(db.db, createLocalStorage(path.join(dir, "uploads"), "/media"));
        const original = await dataFingerprint(db.db);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${db.name}`;
        const file = path.join(dir, "backup.dump");
        await backupDatabase({ databaseUrl: url.toString() }, file);

        await db.db
          .update(stores)
          .set({ name: "Alterada depois do backup" })
          .where(eq(stores.id, 1));
        await db.db.delete(stores).where(eq(stores.id, 2));
        expect(await dataFingerprint(db.db)).not.toEqual(original);

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
