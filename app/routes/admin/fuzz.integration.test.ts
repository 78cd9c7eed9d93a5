/**
 * Property-based fuzzing of every restricted form: random and hostile values in every field the
 * forms use, sent by a signed-in admin to every restricted action. No input may produce a server
 * error, and input that is refused must leave the database exactly as it was.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows, type Database } from "~/server/db.server";
import { seedDemoSite } from "../../../tests/support/demo-site";
import { newStaffSession } from "../../../tests/support/staff-client";
import { describeEachDatabase, tableRowCounts } from "../../../tests/support/test-db";
import { routeContext, testEnv } from "../../../tests/support/route-context";
import { concreteUrl, restrictedRoutes } from "../../../tests/support/restricted-routes";

const modules = import.meta.glob<{ action?: (args: unknown) => Promise<unknown> }>(
  "/app/routes/**/*.{ts,tsx}",
);

/** Field names and intents the restricted forms use, read from their sources and schemas. */
function formVocabulary() {
  const root = path.resolve(import.meta.dirname, "../..");
  const sources = [
    ...fs
      .readdirSync(path.join(root, "routes/admin"))
      .map((f) => path.join(root, "routes/admin", f)),
    ...fs
      .readdirSync(path.join(root, "domain"))
      .filter((f) => f.includes("schema"))
      .map((f) => path.join(root, "domain", f)),
  ].filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes(".test."));
  const names = new Set(["intent", "id", "redirectTo"]);
  const intents = new Set<string>();
  for (const file of sources) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/name="([\w.[\]-]+)"/g)) names.add(m[1]!);
    for (const m of text.matchAll(/^\s{2,}(\w+): z\b/gm)) names.add(m[1]!);
    for (const m of text.matchAll(/z\.literal\("([\w-]+)"\)/g)) intents.add(m[1]!);
    for (const m of text.matchAll(/name="intent"\s+value="([\w-]+)"/g)) intents.add(m[1]!);
  }
  return { names: [...names], intents: [...intents] };
}

/** Control characters other than tab and line breaks: refused by every staff form. */
const controlCharacter = fc
  .constantFrom(0, 1, 7, 8, 11, 12, 14, 27, 31, 127, 128, 133, 159)
  .map((code) => String.fromCharCode(code));

const hostileValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc
    .tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 }))
    .map(([before, control, after]) => `${before}${control}${after}`),
  fc.integer({ min: -5, max: 100_000 }).map(String),
  fc.constantFrom(
    "",
    " ",
    "on",
    "true",
    "-1",
    "0",
    "1",
    "1e309",
    "NaN",
    "'; drop table stores; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "javascript:alert(1)",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "-91",
    "181",
    "2026-02-30",
    "\u0000",
    "ção🙂",
    "x".repeat(3000),
  ),
);

/** Rate-limit counters may change on any request; every other table must stay as it was. */
const rowCounts = (db: Database) => tableRowCounts(db, ["rate_limits"]);

function statusOf(result: unknown): number | "crash" {
  if (result instanceof Response) return result.status;
  if (result && typeof result === "object") {
    const r = result as { init?: { status?: number } | null; type?: string; status?: number };
    if (r.type === "DataWithResponseInit") return r.init?.status ?? 200;
    if (typeof r.status === "number") return r.status;
    return 200;
  }
  return result === null || result === undefined ? 200 : 200;
}

describeEachDatabase("restricted forms under fuzzing", (getDb) => {
  it("never fail with a server error and change nothing when refusing input", async () => {
    const handle = getDb();
    const { db } = handle;
    const env = testEnv();
    await seedDemoSite(db, env);
    const { cookie } = await newStaffSession(db, { env, role: "admin", name: "Fuzz" });
    const { names, intents } = formVocabulary();
    expect(names.length).toBeGreaterThan(20);

    const routesWithActions = [];
    for (const route of restrictedRoutes()) {
      const mod = await modules[`/app/${route.file}`]!();
      if (mod.action) routesWithActions.push({ route, action: mod.action });
    }
    expect(routesWithActions.length).toBeGreaterThanOrEqual(3);

    const form = fc.record({
      fields: fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 12 }),
      values: fc.array(hostileValue, { minLength: 12, maxLength: 12 }),
      intent: fc.option(fc.constantFrom(...intents, "bogus"), { nil: undefined }),
      param: fc.constantFrom("1", "2", "999999", "abc", "-1", "0"),
    });

    for (const { route, action } of routesWithActions) {
      await fc.assert(
        fc.asyncProperty(form, async ({ fields, values, intent, param }) => {
          const body = new FormData();
          fields.forEach((name, i) => body.append(name, values[i]!));
          if (intent) body.set("intent", intent);
          const before = await rowCounts(db);
          let result: unknown;
          try {
            result = await action({
              request: new Request(concreteUrl(route.pattern, param), {
                method: "POST",
                body,
                headers: { Cookie: cookie },
              }),
              params: { id: param, "*": "x" },
              context: routeContext(db, env, "10.9.9.9", handle),
            });
          } catch (thrown) {
            result = thrown;
          }
          const status = statusOf(result);
          if (!(result instanceof Response) && result instanceof Error) {
            throw new Error(`${route.file} crashed: ${result.message}`);
          }
          expect(status, route.file).toBeLessThan(500);
          if (typeof status === "number" && status >= 400) {
            expect(await rowCounts(db), `${route.file} changed data on refused input`).toEqual(
              before,
            );
          }
        }),
        { numRuns: 10, seed: 20261122 },
      );
    }

    // Whatever was accepted, no text stored anywhere holds a control character.
    const columns = await queryRows<{ table: string; column: string }>(
      db,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying')`,
    );
    for (const { table, column } of columns) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql.raw(
          `select count(*)::int as n from "${table}"
           where "${column}" ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'`,
        ),
      );
      expect(row?.n, `${table}.${column} holds control characters`).toBe(0);
    }
  }, 600_000);
});
