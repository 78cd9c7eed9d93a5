import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { iconSprite } from "./vite.icon-sprite";

export default defineConfig({
  plugins: [iconSprite(), tailwindcss(), reactRouter(), tsconfigPaths()],
  build: {
    // Code loaded on demand (the parts below the fold, the map, the editor) is fetched with
    // `import()` alone: the browser loads the chunk's own imports when it reads them. Vite's
    // default added a <link rel="modulepreload"> per dependency from the page's main thread
    // first (its preload helper: a DOM query and an insertion each), work counted in every
    // page's hydration (about 7% of the home's script time with the CPU slowed 4×) to save one
    // round trip on parts that are not on screen yet. A page's first download is unaffected:
    // React Router lists its modules in the HTML. CSS of those chunks is still loaded first.
    modulePreload: false,
  },
  environments: {
    // The production server bundle is the Express app in server/app.ts, which wraps the
    // React Router handler with health checks, media serving and security headers.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  server: { port: 3000 },
});
