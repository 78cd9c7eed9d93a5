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
  /** A fixture that imports `name` from `from` and exports it again as `as`. */
  const importing = (name: string, from: string, as: string) =>
    `import { ${name} } from "${from}";\nexport const ${as} = ${name};\n`;
  const component = "app/components/layer-fixture.tsx";
  const infrastructure = "app/server/layer-fixture.server.ts";
  const loadsModel = importing("listFeaturedStores", "~/models/stores.server", "load");
  const boundary = "boundaries/dependencies";

  it.each([
    ["a component importing a model", component, loadsModel, boundary],
    ["infrastructure importing a model", infrastructure, loadsModel, boundary],
    [
      "the domain importing infrastructure",
      "app/domain/layer-fixture.ts",
      importing("getEnv", "~/server/env.server", "env"),
      boundary,
    ],
    [
      "loader and action code outside app/routes (only it calls the guard)",
      infrastructure,
      importing("requirePermission", "~/server/auth.server", "guard"),
      "no-restricted-syntax",
    ],
  ])("refuses %s", async (_what, file, code, rule) => {
    expect(await broken(file, code)).toContain(rule);
  });

  it.each([
    [
      "a component importing a model's type (nothing of it reaches the built code)",
      component,
      'import type { FeaturedStore } from "~/models/stores.server";\nexport type Card = FeaturedStore;\n',
    ],
    [
      "a route importing models, infrastructure, components and the domain",
      "app/routes/admin/layer-fixture.server.ts",
      [
        'import { listFeaturedStores } from "~/models/stores.server";',
        'import { getApp } from "~/server/context.server";',
        'import { AdminMenu } from "~/components/admin/admin-menu";',
        'import { can } from "~/domain/permissions";',
        "export const parts = [listFeaturedStores, getApp, AdminMenu, can];",
        "",
      ].join("\n"),
    ],
  ])("allows %s", async (_what, file, code) => {
    expect(await broken(file, code)).toEqual([]);
  });

  it("refuses an import cycle", async () => {
    // app/domain/store-slugs.ts imports ./slug: slug importing it back closes a cycle.
    const rules = await broken(
      "app/domain/slug.ts",
      importing("storeSlugBase", "./store-slugs", "base"),
      eslint,
    );
    expect(rules).toContain("import-x/no-cycle");
  });
});
