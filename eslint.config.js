import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
