/** Helpers to address, create and drop databases on the PostgreSQL server named by TEST_DATABASE_URL. */
import { randomBytes } from "node:crypto";
import pg from "pg";

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The maintenance database, used to create and drop test databases. */
export function adminUrl(base: string): string {
  return databaseUrl(base, "postgres");
}

/** Runs `fn` with a client of the maintenance database, closed after. */
export async function withMaintenanceClient<T>(
  base: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(base) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new empty database named `${prefix}_<random>` (the server migrates it when it starts). */
export async function createEmptyDatabase(base: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await withMaintenanceClient(base, (c) => c.query(`CREATE DATABASE ${name}`));
  return name;
}

/** Drops a test database, closing whatever connections it still has. */
export async function dropDatabase(base: string, name: string): Promise<void> {
  await withMaintenanceClient(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
