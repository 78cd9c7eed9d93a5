/**
 * The databases the benchmarks create for themselves on a PostgreSQL server: an empty one per
 * run, created through the server's `postgres` database and dropped after, so a benchmark never
 * touches data it did not seed.
 */
import pg from "pg";

export type ScratchDatabase = { name: string; url: string; label: string; drop(): Promise<void> };

/** The server's `postgres` database, where databases are created and dropped. */
function adminUrlOf(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = "/postgres";
  return url.href;
}

/** Whether the PostgreSQL server answers within 3 s. */
export async function postgresReachable(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: adminUrlOf(serverUrl),
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the empty database `<prefix>_<pid>_<time>` on the server; `drop` removes it. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const adminUrl = adminUrlOf(serverUrl);
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    label: `PostgreSQL (${name})`,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
