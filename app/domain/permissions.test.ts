import { describe, expect, it } from "vitest";
import { can, OWN_STORES, PERMISSIONS, ROLES, type Permission } from "./permissions";

const rows = Object.entries(PERMISSIONS) as [Permission, (typeof PERMISSIONS)[Permission]][];

describe("the permission table", () => {
  it("gives every row a reason and a decision for every role", () => {
    for (const [permission, row] of rows) {
      expect(row.why.length, permission).toBeGreaterThan(10);
      for (const role of ROLES) {
        const decision: unknown = row[role];
        // A store manager may be limited to its own stores; every other decision is yes or no.
        const allowed = role === "manager" ? [true, false, OWN_STORES] : [true, false];
        expect(allowed, `${permission} ${role}`).toContain(decision);
      }
    }
  });

  it("lets administrators do everything", () => {
    expect(rows.filter(([p]) => !can({ role: "admin" }, p))).toEqual([]);
  });

  it("keeps settings, accounts, LGPD requests, store deletion and address regeneration from editors", () => {
    const refused = rows.filter(([p]) => !can({ role: "editor" }, p)).map(([p]) => p);
    expect(refused.sort()).toEqual(
      [
        "privacy.manage",
        "settings.manage",
        "stores.delete",
        "stores.regenerateUrls",
        "users.manage",
      ].sort(),
    );
  });
});
