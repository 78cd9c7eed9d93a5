/**
 * The folder table of docs/architecture.md is enforced by ESLint (eslint.config.js): these lint
 * small files placed in the layers, so the rules cannot silently stop firing.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });
// The cycle rule walks every module a fixture reaches: off where a test is not about it.
const withoutCycles = new ESLint({
  cwd: root,
  overrideConfig: { rules: { "import-x/no-cycle": "off" } },
});

/** The rules a file with `code` at `file` breaks. */
async function broken(file: string, code: string, linter = withoutCycles): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// Loading the plugins and the TypeScript resolver takes seconds on a busy machine.
describe("the layer table", { timeout: 30_000 }, () => {
  it("refuses a component importing a model", async () => {
    const rules = await broken(
      "app/components/layer-fixture.tsx",
      'import { listFeaturedStores } from "~/models/stores.server";\nexport const load = listFeaturedStores;\n',
    );
    expect(rules).toContain("boundaries/dependencies");
  });

  it("lets a component import a model's type (nothing of it reaches the built code)", async () => {
    const rules = await broken(
      "app/components/layer-fixture.tsx",
      'import type { FeaturedStore } from "~/models/stores.server";\nexport type Card = FeaturedStore;\n',
    );
    expect(rules).toEqual([]);
  });

  it("refuses infrastructure importing a model, and the domain importing infrastructure", async () => {
    expect(
      await broken(
        "app/server/layer-fixture.server.ts",
        'import { listFeaturedStores } from "~/models/stores.server";\nexport const load = listFeaturedStores;\n',
      ),
    ).toContain("boundaries/dependencies");
    expect(
      await broken(
        "app/domain/layer-fixture.ts",
        'import { getEnv } from "~/server/env.server";\nexport const env = getEnv;\n',
      ),
    ).toContain("boundaries/dependencies");
  });

  it("lets a route import models, infrastructure, components and the domain", async () => {
    const rules = await broken(
      "app/routes/admin/layer-fixture.server.ts",
      [
        'import { listFeaturedStores } from "~/models/stores.server";',
        'import { getApp } from "~/server/context.server";',
        'import { AdminMenu } from "~/components/admin/admin-menu";',
        'import { can } from "~/domain/permissions";',
        "export const parts = [listFeaturedStores, getApp, AdminMenu, can];",
        "",
      ].join("\n"),
    );
    expect(rules).toEqual([]);
  });

  it("keeps loader and action code under app/routes (only it calls the guard)", async () => {
    const rules = await broken(
      "app/server/layer-fixture.server.ts",
      'import { requirePermission } from "~/server/auth.server";\nexport const guard = requirePermission;\n',
    );
    expect(rules).toContain("no-restricted-syntax");
  });

  it("refuses an import cycle", async () => {
    // app/domain/store-slugs.ts imports ./slug: slug importing it back closes a cycle.
    const rules = await broken(
      "app/domain/slug.ts",
      'import { storeSlugBase } from "./store-slugs";\nexport const base = storeSlugBase;\n',
      eslint,
    );
    expect(rules).toContain("import-x/no-cycle");
  });
});
