/**
 * Proves the guard on every restricted route, enumerated from the route configuration: without a
 * session each loader redirects to /login (with the origin) and each action is refused with no
 * database change; an editor is refused on user management.
 */
import { expect, it } from "vitest";
import { describeEachDatabase, tableRowCounts } from "../../../tests/support/test-db";
import { newStaffSession, staffRequests } from "../../../tests/support/staff-client";
import { routeContext } from "../../../tests/support/route-context";
import { concreteUrl, restrictedRoutes } from "../../../tests/support/restricted-routes";

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

  it("refuses an editor on user management", async () => {
    const { db } = getDb();
    const editor = staffRequests(db, await newStaffSession(db, { role: "editor" }));
    const mod = await load("routes/admin/users.tsx");
    const loaderAnswer = await editor.get(mod.loader!, "/restrita/usuarios");
    expect(loaderAnswer.status).toBe(403);

    const before = await tableRowCounts(db);
    const actionAnswer = await editor.post(mod.action!, "/restrita/usuarios", {
      intent: "create",
      name: "Novo Admin",
      email: "novo-admin@example.com",
      role: "admin",
      password: "senha-super-secreta",
    });
    expect(actionAnswer.status).toBe(403);
    expect(await tableRowCounts(db)).toEqual(before);
  });
});
