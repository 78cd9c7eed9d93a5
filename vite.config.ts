import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import tsconfigPaths from "vite-tsconfig-paths";
import { iconSprite } from "./vite.icon-sprite";

/**
 * Small modules every page loads first (the app's root and its error pages, toasts, deferred
 * parts, icons, links) go into one file with React and React Router, and the public pages' frame
 * (header and social links) into another, instead of a dozen files of a few hundred bytes each:
 * fewer requests before a page can hydrate (11-18 instead of 16-28; on a slow phone network each
 * costs a round trip), and no page loads code it did not load before. The public icons stay a
 * file of their own, so the sign-in page, which draws a few of them, does not load the frame.
 */
const FIRST_LOAD = [
  /\/node_modules\/clsx\//,
  /\/node_modules\/react\/(jsx-runtime|cjs\/react-jsx-runtime)/,
  /vite\/preload-helper/,
  /\/app\/components\/(access-denied|external-link|not-found-heading|server-error-content|toast)\.tsx?$/,
  /\/app\/components\/ui\/(sprite-icon|deferred)\.tsx?$/,
  /\/app\/domain\/seo\.ts$/,
];
const PUBLIC_FRAME = /\/app\/components\/(social-links|site-header)\.tsx?$/;
/**
 * What the blog's pages share (post cards, search form, pagination, the routes' common loader
 * code): one file instead of six to ten of about 1 KB each, for 1-2 KB a page may not use.
 * Rollup puts a grouped module's imports in the group too unless they are named elsewhere: the
 * modules other pages share with the blog keep files of their own (SHARED_WITH_BLOG), so those
 * pages do not load the group.
 */
const SHARED_WITH_BLOG: [RegExp, string][] = [
  [/\/app\/domain\/slug\.ts$/, "slug"],
  [/\/app\/components\/ui\/page-links\.tsx$/, "page-links"],
  [/\/(db\/constants|app\/domain\/blog)\.ts$/, "blog-rules"],
];
const BLOG_SHARED = [
  /\/app\/components\/blog\/(back-link|blog-search-form|highlight|highlighted-text|pagination|post-card|post-image|status-card)\.tsx?$/,
  /\/app\/domain\/blog-pages\.ts$/,
  /\/app\/routes\/site\/blog\/shared\.ts$/,
];

function firstLoadChunks(id: string): string | undefined {
  if (FIRST_LOAD.some((pattern) => pattern.test(id))) return "site";
  if (PUBLIC_FRAME.test(id)) return "frame";
  if (BLOG_SHARED.some((pattern) => pattern.test(id))) return "blog";
  for (const [pattern, name] of SHARED_WITH_BLOG) if (pattern.test(id)) return name;
  if (id.startsWith("\0icon-sprite/public")) return "public-icons";
  return undefined;
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of the browser's files, written next to them at
 * build time and sent by the server as they are (server.js): 12-20% fewer bytes than compressing
 * on the fly at the default level, for the same CPU as serving a plain file. Only the client
 * build is compressed; fonts and images are compressed formats already.
 */
function precompressedAssets(): Plugin {
  return {
    ...compression({
      include: /\.(js|css|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: ["brotliCompress", "gzip"],
      logLevel: "silent",
    }),
    applyToEnvironment: (environment) => environment.name === "client",
  };
}

export default defineConfig({
  plugins: [iconSprite(), tailwindcss(), reactRouter(), tsconfigPaths(), precompressedAssets()],
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
    client: { build: { rollupOptions: { output: { manualChunks: firstLoadChunks } } } },
  },
  server: { port: 3000 },
});
