import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { iconSprite } from "./vite.icon-sprite";

export default defineConfig({
  plugins: [iconSprite(), tailwindcss(), reactRouter(), tsconfigPaths()],
  environments: {
    // The production server bundle is the Express app in server/app.ts, which wraps the
    // React Router handler with health checks, media serving and security headers.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  server: { port: 3000 },
});
