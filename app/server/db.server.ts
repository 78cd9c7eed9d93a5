/**
 * One database handle per process: node-postgres when DATABASE_URL is set, otherwise embedded
 * PGlite persisted under DATA_DIR/pglite. Both speak the PostgreSQL dialect, run the same
 * migrations and the same queries.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "#db/schema";
import { lockDataDir } from "./data-dir-lock.server";
import { ensureRichTextSanitized } from "./rich-text-content.server";
import { noteDatabaseError } from "./db-health.server";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "postgres" | "pglite";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance (embedded mode only), for dumps and backups. */
  pglite?: PGlite;
  pool?: pg.Pool;
};

export const migrationsFolder = path.resolve(process.cwd(), "db/migrations");
const MIGRATION_LOCK = 7_421_001;

export const pgliteExtensions = { unaccent, pg_trgm };

export type DatabaseOptions =
  { url: string; poolSize?: number } | { pgliteDir?: string; pgliteData?: Blob | File };

const drizzleConfig = { schema, casing: "snake_case" } as const;

/** The promise, its failure noted first: an unreachable database is marked down. */
function noteFailure<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    noteDatabaseError(error);
    throw error;
  });
}

/** One connection ended under a query (its backend was terminated), not the database gone. */
export function isDroppedConnection(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === "57P01" || code === "ECONNRESET" || code === "EPIPE") return true;
  return (
    typeof message === "string" &&
    /Connection terminated unexpectedly|Client has encountered a connection error/i.test(message)
  );
}

/** A statement that only reads, so running it again changes nothing. */
function isRead(query: unknown): boolean {
  const text = typeof query === "string" ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === "string" && /^\s*select\b/i.test(text);
}

/** A handle's `migrate`: the migrations, then older rich text sanitised as staff text is now. */
function migrating(db: Database, runMigrations: () => Promise<unknown>) {
  return async () => {
    await runMigrations();
    await ensureRichTextSanitized(db);
  };
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process; one connection ending
    // (a killed backend, a pooler recycling it) is not an outage: the pool just drops it.
    pool.on("error", (error) => {
      if (!isDroppedConnection(error)) noteDatabaseError(error);
    });
    // Every query goes through pool.query: failures caused by an unreachable database mark it
    // down so pages answer 503 at once (see db-health.server.ts). A read that failed because its
    // pooled connection had been terminated is tried once more, on a fresh connection.
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (
      ...args: unknown[]
    ) =>
      noteFailure(
        query(...args).catch((error: unknown) => {
          if (isDroppedConnection(error) && isRead(args[0])) return query(...args);
          throw error;
        }),
      );
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (
      ...args: unknown[]
    ) => {
      // Transactions check out a client: note failures there too (callback form untouched).
      if (args.length > 0) return connect(...args);
      return noteFailure(connect() as Promise<unknown>);
    };
    const db = drizzlePg(pool, drizzleConfig) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      migrate: migrating(db, async () => {
        const client = await pool.connect();
        try {
          // Several app instances may start together: one migrates, the others wait.
          await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, drizzleConfig), { migrationsFolder });
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      }),
      close: () => pool.end(),
    };
  }
  // A data directory on disk belongs to one process (in-memory instances to no one).
  const unlock = options.pgliteDir ? lockDataDir(options.pgliteDir) : () => {};
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: options.pgliteDir,
      loadDataDir: options.pgliteData,
      extensions: pgliteExtensions,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(pglite, drizzleConfig) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite,
    migrate: migrating(db, () =>
      migratePglite(drizzlePglite(pglite, drizzleConfig), { migrationsFolder }),
    ),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Whether `table` holds a row where `where` holds (the first one found is enough). */
export async function rowExists(
  db: Database,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return Boolean(row);
}

let handlePromise: Promise<DatabaseHandle> | undefined;

/** The process-wide handle, created on first use from the environment. */
export function getDatabase(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<DatabaseHandle> {
  handlePromise ??= createDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { pgliteDir: path.resolve(config.DATA_DIR, "pglite") },
  );
  return handlePromise;
}

export async function closeDatabase(): Promise<void> {
  if (!handlePromise) return;
  const handle = await handlePromise;
  handlePromise = undefined;
  await handle.close();
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
