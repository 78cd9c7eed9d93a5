/**
 * Operating the site, through the real server process and the real command-line tools on one
 * data directory: a backup restores the whole site (a deleted store comes back with every
 * image), the embedded database belongs to one process (restore and `npm run user` refuse
 * beside a running server), reset links never reach the logs and die when an admin sets the
 * password, and a production start refuses a database that still holds the demo account.
 * Runs on the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { stores } from "#db/schema";
import { findUserByEmail } from "~/models/users.server";
import { createDatabase, type Database } from "~/server/db.server";
import { createEmptyDatabase, databaseUrl, dropDatabase } from "../support/postgres";
import { startServer, type ServerProcess } from "../support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const postgresBase = process.env.TEST_DATABASE_URL;
const kinds = postgresBase ? ["pglite", "postgres"] : ["pglite"];
const createdDatabases: string[] = [];

afterAll(async () => {
  for (const name of createdDatabases) await dropDatabase(postgresBase!, name);
});

/** Runs one of the npm scripts' files (scripts/*.ts) as an operator would, with `env`. */
function cli(script: string, args: string[], env: Record<string, string>) {
  const { APP_MODE: _mode, DATABASE_URL: _url, ...inherited } = process.env;
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), `scripts/${script}`, ...args],
    { cwd: root, env: { ...inherited, LOG_LEVEL: "silent", ...env }, encoding: "utf8" },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Runs `fn` on the site's database while no server holds it. */
async function withDatabase<T>(settings: Record<string, string>, fn: (db: Database) => Promise<T>) {
  const handle = await createDatabase(
    settings.DATABASE_URL
      ? { url: settings.DATABASE_URL, poolSize: 1 }
      : { pgliteDir: path.join(settings.DATA_DIR!, "pglite") },
  );
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** Every /media/ address a page shows (src and srcset). */
function mediaUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/(?:src|srcset)="([^"]+)"/g)) {
    for (const part of m[1]!.split(",")) {
      const url = part.trim().split(/\s+/)[0]!;
      if (url.startsWith("/media/")) urls.add(url);
    }
  }
  return [...urls];
}

async function statuses(server: ServerProcess, urls: string[]): Promise<number[]> {
  return Promise.all(
    urls.map(async (url) => {
      const response = await fetch(`${server.url}${url}`);
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

async function signIn(server: ServerProcess): Promise<string> {
  const login = await fetch(
    `${server.url}/login`,
    form({ email: "admin@basiquinha.com.br", password: "basiquinha123", redirectTo: "" }),
  );
  expect(login.status).toBe(302);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Posts a staff form as the signed-in admin and returns the page's HTML. */
async function staffPost(
  server: ServerProcess,
  cookie: string,
  url: string,
  fields: Record<string, string>,
): Promise<string> {
  const init = form(fields);
  const response = await fetch(`${server.url}${url}`, {
    ...init,
    headers: { ...init.headers, Cookie: cookie },
  });
  expect(response.status).toBeLessThan(400);
  return response.text();
}

describe.each(kinds)("on %s", (kind) => {
  it("backs up and restores the whole site; one process per data directory; reset links stay secret", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basiquinha-ops-"));
    const settings: Record<string, string> = { DATA_DIR: dataDir };
    if (kind === "postgres") {
      const name = await createEmptyDatabase(postgresBase!, "basiquinha_ops");
      createdDatabases.push(name);
      settings.DATABASE_URL = databaseUrl(postgresBase!, name);
    }
    const backup = path.join(dataDir, "backups", "site.tar");
    let server: ServerProcess | undefined;
    try {
      // A demo site; the store with the most images is the one to lose and get back.
      server = await startServer(settings);
      const siteMap = await (await fetch(`${server.url}/mapa-do-site`)).text();
      const storePaths = [...new Set(siteMap.match(/\/basiquinha-[a-z0-9-]+(?=")/g) ?? [])];
      let store = { path: "", images: [] as string[] };
      for (const storePath of storePaths.slice(0, 12)) {
        const images = mediaUrls(await (await fetch(`${server.url}${storePath}`)).text());
        if (images.length > store.images.length) store = { path: storePath, images };
      }
      expect(store.images.length).toBeGreaterThanOrEqual(3);
      expect(await statuses(server, store.images)).toEqual(store.images.map(() => 200));
      await server.stop();

      // Server stopped: the command line works, and a backup holds database and uploads.
      const created = cli(
        "user.ts",
        ["create", "--email", "edna@basiquinha.com.br", "--name", "Edna", "--role", "editor"],
        settings,
      );
      expect(created.output).toContain("Usuário criado: edna@basiquinha.com.br");
      const ids = await withDatabase(settings, async (db) => {
        const [row] = await db
          .select({ id: stores.id })
          .from(stores)
          .where(eq(stores.slug, store.path.slice(1)));
        const edna = await findUserByEmail(db, "edna@basiquinha.com.br");
        return { store: String(row!.id), edna: String(edna!.id) };
      });
      const backedUp = cli("db-backup.ts", [backup], settings);
      expect(backedUp.output).toContain(`Backup gravado em ${backup}`);

      server = await startServer({ ...settings, LOG_LEVEL: "info" });
      if (kind === "pglite") {
        // Beside a running server, nothing that writes the embedded database gets in.
        const pid = server.child.pid;
        for (const [script, args] of [
          ["db-restore.ts", [backup]],
          ["user.ts", ["create", "--email", "intrusa@basiquinha.com.br", "--name", "Intrusa"]],
        ] as const) {
          const refused = cli(script, [...args], settings);
          expect(refused.status).toBe(1);
          expect(refused.output).toContain(`está em uso pelo processo ${pid}`);
          expect(refused.output).toContain(`is in use by process ${pid}`);
          expect(refused.output).not.toMatch(/restaurado|Usuário criado/);
        }
      }

      // Reset links: followed and used, or revoked by an admin's new password; never logged.
      const cookie = await signIn(server);
      const newLink = async () => {
        const page = await staffPost(server!, cookie, "/restrita/usuarios", {
          intent: "reset-link",
          userId: ids.edna,
        });
        return /\/redefinir-senha\/([\w-]{20,})/.exec(page)![1]!;
      };
      const used = await newLink();
      expect((await fetch(`${server.url}/redefinir-senha/${used}`)).status).toBe(200);
      const set = await fetch(
        `${server.url}/redefinir-senha/${used}`,
        form({ password: "nova-senha-da-edna-1", confirmation: "nova-senha-da-edna-1" }),
      );
      expect(set.status).toBe(302);
      expect((await fetch(`${server.url}/redefinir-senha/${used}`)).status).toBe(410);
      const revoked = await newLink();
      expect((await fetch(`${server.url}/redefinir-senha/${revoked}`)).status).toBe(200);
      await staffPost(server, cookie, "/restrita/usuarios", {
        intent: "reset-password",
        userId: ids.edna,
        password: "definida-pelo-admin-1",
      });
      const gone = await fetch(`${server.url}/redefinir-senha/${revoked}`);
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain("Link inválido");

      // The store is deleted with its images.
      await staffPost(server, cookie, "/restrita/lojas", { intent: "delete", storeId: ids.store });
      expect((await fetch(`${server.url}${store.path}`)).status).toBeGreaterThanOrEqual(400);
      expect(await statuses(server, store.images)).toEqual(store.images.map(() => 404));
      const output = server.output();
      await server.stop();
      expect(output).toContain("/redefinir-senha/[redacted]");
      for (const token of [used, revoked]) expect(output).not.toContain(token);

      // Restored with the server stopped: the store and every image are back.
      const restored = cli("db-restore.ts", [backup], settings);
      expect(restored.output).toContain(`Site restaurado de ${backup}`);
      server = await startServer(settings);
      expect((await fetch(`${server.url}${store.path}`)).status).toBe(200);
      expect(await statuses(server, store.images)).toEqual(store.images.map(() => 200));
      await server.stop();
      server = undefined;

      // Production on a database that still has the demo account: refused, with the fix.
      const production = startServer({
        ...settings,
        APP_MODE: "production",
        SESSION_SECRET: "s".repeat(40),
        PUBLIC_SITE_URL: "https://www.basiquinha.com.br",
      });
      await expect(production).rejects.toThrowError(
        /senha pública de demonstração.*npm run user -- reset-password --email admin@basiquinha\.com\.br/,
      );
    } finally {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});

describe.skipIf(!postgresBase)("db:seed on a DATABASE_URL database", () => {
  it("writes no demo data or demo account unless the demo is chosen", async () => {
    const name = await createEmptyDatabase(postgresBase!, "basiquinha_seed");
    createdDatabases.push(name);
    const url = databaseUrl(postgresBase!, name);
    const seeded = cli("db-seed.ts", [], { DATABASE_URL: url });
    expect(seeded.status).toBe(1);
    expect(seeded.output).toContain("APP_MODE=demo");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ users: string | null }>(
        "select to_regclass('public.users')::text as users",
      );
      // Refused before anything was written: not even the tables exist.
      expect(rows[0]!.users).toBeNull();
    } finally {
      await client.end();
    }
  });
});
