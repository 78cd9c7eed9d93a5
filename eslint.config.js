import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The folder table of docs/architecture.md: each layer, where it lives, and the layers its modules
 * may import at run time. `import type` crosses any layer: a type leaves nothing in the built code.
 * The process, the scripts and the tests may import anything (they are not checked), but nothing
 * in the application imports them.
 */
const LAYERS = [
  {
    type: "pages",
    pattern: ["app/routes/site", "app/routes/admin", "app/routes/auth", "app/routes/bench"],
    mayImport: ["pages", "components", "models", "domain", "infrastructure", "constants"],
  },
  {
    type: "resources",
    pattern: ["app/routes/api", "app/routes/seo"],
    mayImport: ["resources", "models", "domain", "infrastructure", "constants"],
  },
  {
    type: "components",
    pattern: ["app/components"],
    mayImport: ["components", "domain", "constants"],
  },
  { type: "domain", pattern: ["app/domain"], mayImport: ["domain", "constants"] },
  {
    type: "models",
    pattern: ["app/models"],
    mayImport: ["models", "domain", "infrastructure", "db", "constants"],
  },
  {
    type: "infrastructure",
    pattern: ["app/server"],
    mayImport: ["infrastructure", "domain", "db", "constants"],
  },
  { type: "db", pattern: "db/schema.ts", file: true, mayImport: ["db", "constants"] },
  // Value lists the browser may use too (the schema's runtime stays on the server).
  { type: "constants", pattern: "db/constants.ts", file: true, mayImport: [] },
  {
    type: "seed",
    pattern: "db/seed{,-data}.ts",
    file: true,
    mayImport: ["seed", "db", "constants", "domain", "infrastructure"],
  },
  { type: "process", pattern: ["server"], mayImport: "anything" },
  { type: "scripts", pattern: ["scripts"], mayImport: "anything" },
  { type: "tests", pattern: ["tests"], mayImport: "anything" },
];

/** A layer as the boundaries plugin selects it: a folder is an element, a file a category. */
function layer(type) {
  return LAYERS.find((l) => l.type === type)?.file
    ? { file: { categories: type } }
    : { element: { type } };
}

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "test-results*/**",
      "data/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Browser-side code may use the schema's types, never its runtime (the ORM would ship to
    // visitors): shared value lists live in #db/constants.
    files: ["app/domain/**", "app/components/**", "app/routes/**", "app/root.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/*.server.ts", "**/*.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "#db/schema",
              allowTypeImports: true,
              message: "Import value lists from #db/constants; only types from #db/schema.",
            },
          ],
        },
      ],
    },
  },
  {
    // Actions read forms through readFormData (app/server/form-data.server.ts): an unreadable
    // body then answers 400 with a message instead of a server error.
    files: ["app/routes/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
          message: "Read the form with readFormData(request) from ~/server/form-data.server.",
        },
      ],
    },
  },
  {
    // Staff changes are audited and announced to the caches by staffChange
    // (app/models/staff-change.server.ts) in the change's own transaction, never by hand.
    files: ["app/**", "server/**"],
    ignores: ["app/models/staff-change.server.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/server/audit.server",
              importNames: ["recordAudit"],
              message:
                "Write staff changes through staffChange (app/models/staff-change.server.ts).",
            },
            {
              name: "~/server/content-changes.server",
              importNames: ["contentChanged"],
              message: "staffChange tells the caches once the change has committed.",
            },
          ],
        },
      ],
    },
  },
  {
    // The layer table, and no import cycles.
    files: ["app/**", "db/**", "server/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      "boundaries/elements": LAYERS.filter((l) => !l.file).map(({ type, pattern }) => ({
        type,
        pattern,
        partialMatch: false,
      })),
      "boundaries/files": LAYERS.filter((l) => l.file).map(({ type, pattern }) => ({
        category: type,
        pattern,
      })),
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            { dependency: { kind: "type" }, allow: { to: LAYERS.map(({ type }) => layer(type)) } },
            ...LAYERS.filter((l) => l.mayImport.length > 0).map(({ type, mayImport }) => ({
              from: layer(type),
              allow: {
                to: (mayImport === "anything" ? LAYERS.map((l) => l.type) : mayImport).map(layer),
              },
            })),
          ],
        },
      ],
      "import-x/no-cycle": "error",
    },
  },
  {
    // Loaders and actions live under app/routes: only they call the guard.
    files: ["app/**"],
    ignores: ["app/routes/**", "app/server/auth.server.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportSpecifier[imported.name=/^(requirePermission|assertPermission|requireStoreAccess)$/]",
          message: "Route code (loaders, actions and their helpers) belongs under app/routes.",
        },
      ],
    },
  },
  {
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
