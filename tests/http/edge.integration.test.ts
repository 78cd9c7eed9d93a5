/**
 * The HTTP edge, driven through the real server process (the production build behind server.js,
 * on a fresh demo database): page cache and HEAD, conditional requests, CSP nonces, tracking
 * parameters, proxy trust and login throttling, and hostile requests that must never reach a
 * 5xx. Runs on the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set; the
 * cross-instance cache test lives with the other two-instance tests in tests/reliability.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyDatabase, databaseUrl, dropDatabase } from "../support/postgres";
import { startServer, type ServerProcess } from "../support/server-process";

const postgresBase = process.env.TEST_DATABASE_URL;
const kinds = postgresBase ? ["pglite", "postgres"] : ["pglite"];
const createdDatabases: string[] = [];

/** Settings for one server: its own embedded database, or its own PostgreSQL database. */
async function databaseFor(kind: string): Promise<Record<string, string>> {
  if (kind === "pglite") return {};
  const name = await createEmptyDatabase(postgresBase!, "basiquinha_edge");
  createdDatabases.push(name);
  return { DATABASE_URL: databaseUrl(postgresBase!, name) };
}

afterAll(async () => {
  for (const name of createdDatabases) {
    await dropDatabase(postgresBase!, name);
  }
});

function nonceOf(response: Response): string {
  const policy = response.headers.get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
}

/** The page with its response's nonce replaced, so two answers can be compared. */
function normalised(body: string, nonce: string): string {
  return body.replaceAll(nonce, "NONCE");
}

/** Every script element the browser would run: inline or external, classic or module. */
function executableScripts(body: string): string[] {
  return [...body.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => {
      const type = /\btype="([^"]*)"/i.exec(tag)?.[1];
      return !type || /^(module|text\/javascript|application\/javascript)$/i.test(type);
    });
}

describe.each(kinds)("on %s", (kind) => {
  let server: ServerProcess;
  let proxied: ServerProcess;
  /** One page of each public type, found from the running site itself. */
  const pages: Record<string, string> = {
    home: "/",
    locator: "/nossas-lojas",
    city: "/nossas-lojas?cidade=Goi%C3%A2nia",
    blog: "/blog",
    club: "/clube-basiquinha",
    franchise: "/seja-um-franqueado",
    siteMap: "/mapa-do-site",
  };

  beforeAll(async () => {
    // Each server has a database of its own: login counters are not shared between them.
    const [direct, behindProxy] = [await databaseFor(kind), await databaseFor(kind)];
    [server, proxied] = await Promise.all([
      startServer(direct),
      startServer({ ...behindProxy, TRUST_PROXY: "1" }),
    ]);
    const blog = await (await fetch(`${server.url}/blog`)).text();
    pages.post = blog.match(/href="(\/blog\/(?!categoria|busca|rss|pagina)[a-z0-9-]+)"/)![1]!;
    const siteMap = await (await fetch(`${server.url}/mapa-do-site`)).text();
    pages.store = siteMap.match(/href="(\/basiquinha-[a-z0-9-]+)"/)![1]!;
  }, 400_000);

  afterAll(async () => {
    await Promise.all([server?.stop(), proxied?.stop()]);
  });

  describe("page cache and HEAD", () => {
    it.each(Object.keys(pages))(
      "%s: HEAD first never blanks the page, and GET after it is the full page",
      async (name) => {
        const url = `${server.url}${pages[name]}`;
        const head = await fetch(url, { method: "HEAD" });
        expect(head.status).toBe(200);
        expect(await head.text()).toBe("");
        const afterHead = await fetch(url);
        const body = await afterHead.text();
        expect(afterHead.status).toBe(200);
        expect(body.length).toBeGreaterThan(5_000);
        expect(body).toMatch(/^<!DOCTYPE html>/i);
        expect(body).toContain("</html>");
        const plain = await fetch(url);
        expect(normalised(await plain.text(), nonceOf(plain))).toBe(
          normalised(body, nonceOf(afterHead)),
        );
        // A HEAD after a stored GET is answered from it, with the full length.
        const headAgain = await fetch(url, { method: "HEAD" });
        expect(headAgain.headers.get("x-cache")).toBe("HIT");
        expect(Number(headAgain.headers.get("content-length"))).toBe(Buffer.byteLength(body));
      },
    );

    it("answers 304 to a conditional GET, without a CSP that would not match the kept body", async () => {
      const url = `${server.url}${pages.store}`;
      const first = await fetch(url);
      await first.text();
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^W\/"/);
      const again = await fetch(url, { headers: { "If-None-Match": etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("content-security-policy")).toBeNull();
      const stale = await fetch(url, { headers: { "If-None-Match": 'W/"antigo"' } });
      expect(stale.status).toBe(200);
    });

    it("campaign links share the cached page: tracking parameters and order are ignored", async () => {
      const plain = await fetch(`${server.url}/blog`);
      const plainBody = normalised(await plain.text(), nonceOf(plain));
      for (const query of [
        "?utm_source=instagram&utm_medium=bio",
        "?fbclid=abc",
        "?gclid=1&utm_campaign=x",
      ]) {
        const campaign = await fetch(`${server.url}/blog${query}`);
        expect(campaign.headers.get("x-cache")).toBe("HIT");
        expect(normalised(await campaign.text(), nonceOf(campaign))).toBe(plainBody);
      }
      await (await fetch(`${server.url}/nossas-lojas?estado=GO&cidade=An%C3%A1polis`)).text();
      const reordered = await fetch(
        `${server.url}/nossas-lojas?cidade=An%C3%A1polis&estado=GO&utm_source=x`,
      );
      expect(reordered.headers.get("x-cache")).toBe("HIT");
    });

    it("never stores a page for a signed-in member of staff", async () => {
      const login = await fetch(`${server.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          email: "admin@basiquinha.com.br",
          password: "basiquinha123",
          redirectTo: "",
        }),
      });
      expect(login.status).toBe(302);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const staff = await fetch(`${server.url}/`, { headers: { Cookie: cookie } });
      expect(staff.headers.get("x-cache")).toBeNull();
      await staff.text();
    });
  });

  describe("CSP nonces", () => {
    it.each(["home", "locator", "store", "post"])(
      "%s: three consecutive anonymous GETs carry three nonces, each on every script",
      async (name) => {
        const nonces: string[] = [];
        for (let i = 0; i < 3; i++) {
          const response = await fetch(`${server.url}${pages[name]}`);
          const body = await response.text();
          const nonce = nonceOf(response);
          expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
          const scripts = executableScripts(body);
          expect(scripts.length).toBeGreaterThan(0);
          for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
          nonces.push(nonce);
        }
        expect(new Set(nonces).size).toBe(3);
      },
    );
  });

  describe("proxy trust and login throttling", () => {
    async function login(target: ServerProcess, email: string, forwardedFor?: string) {
      const response = await fetch(`${target.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
        },
        body: new URLSearchParams({ email, password: "senha-errada", redirectTo: "" }),
      });
      await response.text();
      return response.status;
    }

    it("under TRUST_PROXY=1 a rotating X-Forwarded-For does not lift the login limit", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        // What a client writes itself comes first; the load balancer appends the real address.
        statuses.push(
          await login(proxied, "rotacao@basiquinha.com.br", `203.0.113.${i}, 198.51.100.7`),
        );
      }
      const plain: number[] = [];
      for (let i = 0; i < 8; i++)
        plain.push(await login(proxied, "sem-cabecalho@basiquinha.com.br"));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      expect(plain).toEqual(statuses);
    });

    it("under TRUST_PROXY=1 the per-address limit follows the address the proxy saw", async () => {
      // 20 accounts from one client address, each attempt with a fresh forged left-most entry.
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push(
          await login(proxied, `spray-${i}@basiquinha.com.br`, `10.9.${i}.1, 198.51.100.44`),
        );
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
      // Another client (another address appended by the proxy) is not affected.
      expect(await login(proxied, "outra@basiquinha.com.br", "198.51.100.45")).toBe(401);
    });

    it("20 parallel wrong passwords are all counted", async () => {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () =>
          login(proxied, "paralelo@basiquinha.com.br", "198.51.100.60"),
        ),
      );
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    });

    it("without proxy trust X-Forwarded-For is ignored altogether", async () => {
      // Every attempt comes from this machine, whatever the header claims: the 21st is refused.
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push(await login(server, `direto-${i}@basiquinha.com.br`, `203.0.113.${i}`));
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe("hostile requests never reach a 5xx", () => {
    /** Sends raw bytes and returns the status line's code (0 when the server just closes). */
    function raw(request: string | Buffer): Promise<number> {
      const { port } = new URL(server.url);
      return new Promise((resolve, reject) => {
        const socket = net.connect(Number(port), "127.0.0.1");
        let data = "";
        socket.setTimeout(10_000, () => socket.destroy(new Error("timeout")));
        socket.on("data", (chunk) => {
          data += chunk.toString("latin1");
          if (/\r\n\r\n/.test(data)) socket.end();
        });
        socket.on("close", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0)));
        socket.on("error", (error) => (data ? resolve(Number(data.slice(9, 12))) : reject(error)));
        socket.write(request);
      });
    }

    function request(
      method: string,
      path: string,
      headers: Record<string, string> = {},
      body?: Buffer,
    ) {
      const { port } = new URL(server.url);
      return new Promise<number>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", reject);
        req.end(body);
      });
    }

    it("malformed paths and encodings", async () => {
      const paths = [
        "/media/%25",
        "/media/%",
        "/media/%E0%A4%A",
        "/media/..%2f..%2fetc%2fpasswd",
        "/media/%00",
        "/%",
        "/%E0%A4%A",
        "/%00",
        "/blog/%C0%AF",
        "/blog/%ff",
        "/nossas-lojas?cidade=%",
        "/nossas-lojas?cidade=%E0%A4%A&page=-1",
        "/nossas-lojas?search=%00&page=999999999999999999999",
        "/blog/busca?q=%00%01%1b",
        "/blog/busca?q=%",
        "/blog/categoria/%00",
        "/loja/%00",
        "/loja/99999999999999999999",
        `/${"a".repeat(4000)}`,
        "/api/lojas/mapa?bbox=%00",
        "/api/lojas/mapa?bbox=-50,-17,-49,-16&zoom=%E0%A4%A",
        "/api/lojas/sugestoes?q=%E0%A4%A",
        "/sitemap.xml?x=%",
        "//",
        "/./..",
      ];
      const statuses = await Promise.all(paths.map((path) => request("GET", path)));
      const failures = paths.filter((_, i) => statuses[i]! >= 500 || statuses[i] === 0);
      expect(failures).toEqual([]);
      expect(statuses[0]).toBe(400);
    });

    it("NUL bytes never come back in a page", async () => {
      const response = await fetch(`${server.url}/blog/busca?q=batom%00%01`);
      expect(response.status).toBeLessThan(500);
      const body = await response.text();
      expect(body.includes("\u0000") || body.includes("\u0001")).toBe(false);
    });

    it("oversize headers and bodies, unknown methods and broken request lines", async () => {
      const statuses = await Promise.all([
        request("GET", "/", { "X-Big": "x".repeat(64 * 1024) }).catch(() => 431),
        request(
          "POST",
          "/newsletter",
          { "Content-Type": "application/x-www-form-urlencoded" },
          Buffer.alloc(12 * 1024 * 1024, "a"),
        ).catch(() => 413),
        request(
          "POST",
          "/login",
          { "Content-Type": "multipart/form-data; boundary=x" },
          Buffer.from("--x\r\nbroken"),
        ),
        request("POST", "/login", { "Content-Type": "application/json" }, Buffer.from("{")),
        request(
          "POST",
          "/nossas-lojas",
          { "Content-Type": "application/x-www-form-urlencoded" },
          Buffer.from("a=1"),
        ),
        request("PUT", "/"),
        request("DELETE", "/blog"),
        request("PATCH", pages.store!),
        request("OPTIONS", "/"),
        request("PROPFIND", "/"),
        request("TRACE", "/"),
        raw("GET /%%% HTTP/1.1\r\nHost: x\r\n\r\n"),
        raw("GARBAGE\r\n\r\n"),
        raw("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n"),
        raw("GET / HTTP/9.9\r\nHost: x\r\n\r\n"),
        raw(Buffer.from("GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n", "latin1")),
      ]);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      // A broken form is the sender's mistake, a JSON body is not a form, TRACE is not served.
      expect(statuses.slice(2, 4)).toEqual([400, 415]);
      expect(statuses[10]).toBe(405);
    });
  });
});
