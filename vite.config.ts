import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { iconChunks } from "./vite.icon-chunks";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  environments: {
    // Icons shared by two pages would otherwise each be a file of their own (see the module).
    client: {
      build: { rollupOptions: { output: { manualChunks: iconChunks(import.meta.dirname) } } },
    },
    // The production server bundle is the Express app in server/app.ts, which wraps the
    // React Router handler with health checks, media serving and security headers.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  server: { port: 3000 },
});
