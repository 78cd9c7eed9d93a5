/**
 * The production server under failure and at scale-out, on the real PostgreSQL (runs when
 * TEST_DATABASE_URL is set): a database outage under load, then two instances sharing one
 * database and one S3-compatible store.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEmptyDatabase,
  databaseUrl,
  dropDatabase,
  withMaintenanceClient,
} from "../support/postgres";
import { startServer, type ServerProcess } from "../support/server-process";

const base = process.env.TEST_DATABASE_URL;
const DEMO = { email: "admin@basiquinha.com.br", password: "basiquinha123" };

const withAdmin = <T>(fn: (client: pg.Client) => Promise<T>) => withMaintenanceClient(base!, fn);

async function login(server: ServerProcess, email: string, password: string) {
  return fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, redirectTo: "" }),
  });
}

describe.skipIf(!base)("reliability on PostgreSQL", () => {
  describe("database outage under load", () => {
    let db = "";
    let server: ServerProcess;
    beforeAll(async () => {
      db = await createEmptyDatabase(base!, "basiquinha_rel");
      server = await startServer({ DATABASE_URL: databaseUrl(base!, db) });
    }, 300_000);
    afterAll(async () => {
      await server?.stop();
      await withAdmin((c) => c.query(`ALTER DATABASE ${db} WITH ALLOW_CONNECTIONS true`)).catch(
        () => {},
      );
      await dropDatabase(base!, db);
    });

    it("one terminated connection is not an outage: every page is still answered", async () => {
      let counter = 0;
      const page = () => fetch(`${server.url}/blog?conexao=${counter++}`).then((r) => r.status);
      expect(await Promise.all(Array.from({ length: 4 }, page))).toEqual([200, 200, 200, 200]);
      // What a pooler recycling connections, or an operator killing a backend, does: every
      // connection of the app ends at once, while the database itself stays up.
      const killed = await withAdmin((c) =>
        c.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [db],
        ),
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      const statuses: number[] = [];
      for (let round = 0; round < 3; round++) {
        statuses.push(...(await Promise.all(Array.from({ length: 8 }, page))));
      }
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    });

    it("answers a friendly 503 during the outage and recovers on the next requests without a restart", async () => {
      type Sample = { start: number; at: number; status: number; body: string };
      const samples: Sample[] = [];
      let running = true;
      let counter = 0;
      const worker = async () => {
        while (running) {
          // A fresh query string each time: measures the app, not the page cache.
          const url = `${server.url}/blog?carga=${counter++}`;
          const start = Date.now();
          try {
            const res = await fetch(url, { signal: AbortSignal.timeout(4_000) });
            samples.push({ start, at: Date.now(), status: res.status, body: await res.text() });
          } catch {
            samples.push({ start, at: Date.now(), status: 0, body: "" });
          }
        }
      };
      const workers = Array.from({ length: 4 }, worker);

      const waitFor = async (check: () => boolean, maxMs: number) => {
        const until = Date.now() + maxMs;
        while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      };
      // The machine may be busy: wait for a few answered requests rather than a fixed time.
      await waitFor(() => samples.filter((s) => s.status === 200).length >= 4, 20_000);
      const outageStart = Date.now();
      await withAdmin(async (c) => {
        await c.query(`ALTER DATABASE ${db} WITH ALLOW_CONNECTIONS false`);
        await c.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [db],
        );
      });
      await new Promise((r) => setTimeout(r, 3_000));
      await waitFor(() => samples.filter((s) => s.start > outageStart + 300).length >= 6, 15_000);
      running = false;
      await Promise.all(workers);
      await withAdmin((c) => c.query(`ALTER DATABASE ${db} WITH ALLOW_CONNECTIONS true`));
      const outageEnd = Date.now();

      // How fast the site notices the database is back is the health probe's rule, checked with
      // a fake clock in db-health.server.test.ts; here: it does come back, without a restart.
      let recovered = false;
      while (!recovered && Date.now() - outageEnd < 30_000) {
        const res = await fetch(`${server.url}/blog?recuperado=${counter++}`);
        recovered = res.status === 200;
        if (!recovered) await new Promise((r) => setTimeout(r, 200));
      }

      const before = samples.filter((s) => s.at < outageStart);
      const during = samples.filter((s) => s.start > outageStart + 300 && s.at < outageEnd);
      expect(before.some((s) => s.status === 200)).toBe(true);
      expect(before.filter((s) => s.status >= 500).map((s) => s.status)).toEqual([]);
      expect(during.length).toBeGreaterThan(0);
      // During the outage: the friendly 503 (or a page that degraded gracefully to its error
      // cards); never a 500 page.
      expect(
        during.filter((s) => s.status >= 500 && s.status !== 503).map((s) => s.status),
      ).toEqual([]);
      const unavailable = during.filter((s) => s.status === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      expect(unavailable.every((s) => /Voltamos em instantes|Tente novamente/.test(s.body))).toBe(
        true,
      );
      expect(recovered).toBe(true);
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }, 90_000);
  });

  describe("two instances, one database, one object store", () => {
    let db = "";
    let s3: S3rver;
    let s3dir = "";
    let a: ServerProcess;
    let b: ServerProcess;
    beforeAll(async () => {
      db = await createEmptyDatabase(base!, "basiquinha_rel");
      s3dir = fs.mkdtempSync(path.join(os.tmpdir(), "rel-s3-"));
      s3 = new S3rver({
        port: 0,
        address: "127.0.0.1",
        silent: true,
        directory: s3dir,
        configureBuckets: [{ name: "media" }],
      });
      const { port } = await s3.run();
      const env = {
        DATABASE_URL: databaseUrl(base!, db),
        STORAGE_DRIVER: "s3",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: "media",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        // Instances behind one load balancer share the session secret.
        SESSION_SECRET: randomBytes(32).toString("hex"),
      };
      a = await startServer(env);
      b = await startServer(env);
    }, 400_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await s3?.close();
      fs.rmSync(s3dir, { recursive: true, force: true });
      await dropDatabase(base!, db);
    });

    it("a session created on one instance works on the other", async () => {
      const res = await login(a, DEMO.email, DEMO.password);
      expect(res.status).toBe(302);
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith("__session="))!
        .split(";")[0]!;
      const page = await fetch(`${b.url}/restrita/lojas`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Gerenciar Lojas");
    });

    it("an upload through one instance is served to the other's visitors", async () => {
      const res = await login(a, DEMO.email, DEMO.password);
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith("__session="))!
        .split(";")[0]!;
      const jpeg = await sharp({
        create: { width: 900, height: 600, channels: 3, background: "#be185d" },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.set("image", new File([new Uint8Array(jpeg)], "foto.jpg", { type: "image/jpeg" }));
      form.set("folder", "blog-images");
      const upload = await fetch(`${a.url}/restrita/api/imagens`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: form,
      });
      expect(upload.status).toBe(200);
      const { url } = (await upload.json()) as { url: string };
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/blog-images\/\d+-[0-9a-f]{6}\.webp$/);
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      // The demo images seeded by the first instance are in the shared store as well.
      const home = await (await fetch(`${b.url}/`)).text();
      const seeded = home.match(/http:\/\/127\.0\.0\.1:\d+\/media\/[\w/.-]+\.webp/)?.[0];
      expect(seeded).toBeTruthy();
      expect((await fetch(seeded!)).status).toBe(200);
    });

    it("a staff change on one instance reaches the other's page cache within a second", async () => {
      const title = `Vídeo novo ${randomBytes(4).toString("hex")}`;
      // The page is in instance B's cache...
      await (await fetch(`${b.url}/`)).text();
      const cached = await fetch(`${b.url}/`);
      expect(cached.headers.get("x-cache")).toBe("HIT");
      expect(await cached.text()).not.toContain(title);
      // ...when a member of staff adds a video on instance A.
      const res = await login(a, DEMO.email, DEMO.password);
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith("__session="))!
        .split(";")[0]!;
      const saved = await fetch(`${a.url}/restrita/videos`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "create",
          url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          title,
          description: "",
        }),
      });
      expect(saved.status).toBeLessThan(400);
      await saved.text();
      const deadline = Date.now() + 1_000;
      let body = "";
      do {
        body = await (await fetch(`${b.url}/`)).text();
      } while (!body.includes(title) && Date.now() < deadline);
      expect(body).toContain(title);
    });

    it("the login throttle counts attempts across both instances", async () => {
      const email = "alguem@basiquinha.com.br";
      for (const server of [a, b, a, b, a]) {
        const res = await login(server, email, "senha-errada");
        expect(res.status).toBe(401);
      }
      const sixth = await login(b, email, "senha-errada");
      expect(sixth.status).toBe(429);
      expect(await sixth.text()).toContain("Muitas tentativas de login");
    });
  });
});
