import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { iconSprite } from "./vite.icon-sprite";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        plugins: [iconSprite(), tsconfigPaths()],
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**", "data/**"],
          environment: "node",
        },
      },
      {
        plugins: [iconSprite(), tsconfigPaths()],
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude: ["node_modules/**", "build/**", "build-*/**", "data/**"],
          environment: "node",
          globalSetup: ["./tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: one PGlite per worker is plenty.
          maxWorkers: 2,
        },
      },
    ],
  },
});
