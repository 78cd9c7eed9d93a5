/**
 * Proves the guard on every restricted route, enumerated from the route configuration: without a
 * session each loader redirects to /login (with the origin) and each action is refused with no
 * database change; each role opens exactly the screens the permission table allows it (403 on
 * the others) and its menu shows exactly those. Actions, intent by intent, are proven in
 * staff-audit.integration.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MENU } from "~/components/admin/admin-menu";
import { can, isStoreScoped, ROLES } from "~/domain/permissions";
import { describeEachDatabase, tableRowCounts } from "../../../tests/support/test-db";
import { newStaffSession, staffRequests } from "../../../tests/support/staff-client";
import { routeContext } from "../../../tests/support/route-context";
import { concreteUrl, restrictedRoutes } from "../../../tests/support/restricted-routes";
import { LOADER_PERMISSIONS } from "../../../tests/support/route-permissions";

const modules = import.meta.glob<{
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
}>("/app/routes/**/*.{ts,tsx}");

function load(file: string) {
  const importer = modules[`/app/${file}`];
  if (!importer) throw new Error(`No module for ${file}`);
  return importer();
}

async function thrown(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    const value = await fn();
    return value;
  } catch (error) {
    return error;
  }
}

describeEachDatabase("restricted-area guard", (getDb) => {
  const routesUnderGuard = restrictedRoutes();

  it("finds the restricted routes in the route configuration", () => {
    const files = routesUnderGuard.map((r) => r.file);
    expect(files).toContain("routes/admin/layout.tsx");
    expect(files).toContain("routes/admin/stores.tsx");
    expect(files).toContain("routes/admin/users.tsx");
    expect(routesUnderGuard.length).toBeGreaterThanOrEqual(6);
  });

  it("redirects every loader to /login with the origin when there is no session", async () => {
    const { db } = getDb();
    let checked = 0;
    for (const route of routesUnderGuard) {
      const mod = await load(route.file);
      if (!mod.loader) continue;
      const url = concreteUrl(route.pattern);
      const result = await thrown(() =>
        mod.loader!({
          request: new Request(url),
          params: { id: "1", "*": "x" },
          context: routeContext(db),
        }),
      );
      expect(result, `${route.file} loader`).toBeInstanceOf(Response);
      const response = result as Response;
      expect(response.status, route.file).toBe(302);
      const location = new URL(response.headers.get("Location")!, "http://localhost");
      expect(location.pathname, route.file).toBe("/login");
      expect(location.searchParams.get("redirectTo"), route.file).toBe(new URL(url).pathname);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it("refuses every action without a session and changes nothing", async () => {
    const { db } = getDb();
    const before = await tableRowCounts(db);
    let checked = 0;
    for (const route of routesUnderGuard) {
      const mod = await load(route.file);
      if (!mod.action) continue;
      const form = new FormData();
      for (const [k, v] of Object.entries({
        intent: "create",
        name: "Invasor Teste",
        email: "invasor@example.com",
        role: "admin",
        password: "senha-super-secreta",
        userId: "1",
      })) {
        form.set(k, v);
      }
      const result = await thrown(() =>
        mod.action!({
          request: new Request(concreteUrl(route.pattern), { method: "POST", body: form }),
          params: { id: "1", "*": "x" },
          context: routeContext(db),
        }),
      );
      expect(result, `${route.file} action`).toBeInstanceOf(Response);
      expect((result as Response).status, route.file).toBe(302);
      expect((result as Response).headers.get("Location"), route.file).toMatch(/^\/login\?/);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(2);
    expect(await tableRowCounts(db)).toEqual(before);
  });

  it("has a row of the permission table for every loader", async () => {
    const patterns: string[] = [];
    for (const route of routesUnderGuard) {
      if ((await load(route.file)).loader) patterns.push(route.pattern);
    }
    expect(patterns.sort()).toEqual(Object.keys(LOADER_PERMISSIONS).sort());
  });

  describe.each(ROLES)("as %s", (role) => {
    let staff: ReturnType<typeof staffRequests>;
    beforeAll(async () => {
      const { db } = getDb();
      staff = staffRequests(db, await newStaffSession(db, { role }));
    });
    const open = async (pattern: string) => {
      const route = routesUnderGuard.find((r) => r.pattern === pattern);
      if (!route) throw new Error(`no restricted route ${pattern}`);
      const mod = await load(route.file);
      const path = new URL(concreteUrl(pattern)).pathname;
      return staff.get(mod.loader!, path, { id: "1", "*": "x" });
    };

    it("opens every screen the table allows it and gets 403 on the others", async () => {
      const { db } = getDb();
      const before = await tableRowCounts(db, ["sessions"]);
      for (const [pattern, permission] of Object.entries(LOADER_PERMISSIONS)) {
        const answer = await open(pattern);
        if (isStoreScoped({ role }, permission) && pattern.includes(":id")) {
          // Store 1 (or request 1) is not one of this store manager's: the same 404 as none.
          expect(answer.status, pattern).toBe(404);
        } else if (can({ role }, permission)) {
          expect(answer.status, pattern).not.toBe(403);
          expect(answer.location ?? "", pattern).not.toMatch(/^\/login/);
        } else {
          expect(answer.status, pattern).toBe(403);
        }
      }
      expect(await tableRowCounts(db, ["sessions"])).toEqual(before);
    });

    it("sees in the menu exactly the screens it may open", async () => {
      const shown = ADMIN_MENU.filter((item) => can({ role }, item.permission));
      expect(shown.length).toBeGreaterThan(0);
      for (const item of ADMIN_MENU) {
        const answer = await open(item.to);
        expect(answer.status === 403, item.to).toBe(!shown.includes(item));
      }
    });
  });
});
