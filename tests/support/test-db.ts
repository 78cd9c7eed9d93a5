/**
 * A fresh, migrated database for one test file: a PGlite copy of the run's template, or, on
 * PostgreSQL (TEST_DATABASE_URL), a database cloned from the run's template and dropped after.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { createDatabase, queryRows, type Database, type DatabaseHandle } from "~/server/db.server";
import { adminUrl, databaseUrl } from "./postgres";

export type DatabaseKind = "pglite" | "postgres";

export type TestDatabase = DatabaseHandle & { name: string; destroy(): Promise<void> };

export const postgresAvailable = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/** The kinds every database test should cover in this run. */
export function databaseKinds(): DatabaseKind[] {
  return postgresAvailable() ? ["pglite", "postgres"] : ["pglite"];
}

export async function createTestDatabase(
  kind: DatabaseKind = postgresAvailable() ? "postgres" : "pglite",
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const bytes = await fs.readFile(inject("pgliteTemplatePath"));
    const handle = await createDatabase({ pgliteData: new Blob([bytes]) });
    return { ...handle, name: "pglite", destroy: () => handle.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (!base || !template) throw new Error("TEST_DATABASE_URL is not set");
  const name = `basiquinha_test_${randomBytes(6).toString("hex")}`;
  const admin = await createDatabase({ url: adminUrl(base), poolSize: 1 });
  await admin.pool!.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.close();
  const handle = await createDatabase({ url: databaseUrl(base, name), poolSize: 4 });
  return {
    ...handle,
    name,
    async destroy() {
      await handle.close();
      const cleanup = await createDatabase({ url: adminUrl(base), poolSize: 1 });
      await cleanup.pool!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}

/**
 * Runs a suite once per available database kind, each with its own fresh database:
 * `describeEachDatabase("stores", (getDb) => { it("...", async () => { getDb().db ... }) })`.
 */
export function describeEachDatabase(
  title: string,
  body: (get: () => TestDatabase, kind: DatabaseKind) => void,
): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.destroy();
      });
      body(() => {
        if (!current) throw new Error("Test database not ready");
        return current;
      }, kind);
    });
  }
}

/**
 * How many rows each table holds, by table name (`except` leaves tables out), to prove that a
 * refused request changed nothing: compare the counts before and after.
 */
/** Every table's rows as JSON text, sorted (sessions left out): to prove nothing changed. */
export async function tableSnapshot(
  db: Database,
  except: readonly string[] = ["sessions"],
): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        order by 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    if (except.includes(name)) continue;
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t`,
    );
    out[name] = rows.map((r) => r.row).sort();
  }
  return out;
}

export async function tableRowCounts(
  db: Database,
  except: readonly string[] = [],
): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (except.includes(name)) continue;
    const [row] = await queryRows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
