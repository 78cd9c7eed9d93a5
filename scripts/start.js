/**
 * `npm start`: builds the production bundle when it is missing or older than the sources, then
 * starts the server. No configuration needed (demo mode); see README for production settings.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.resolve(root, process.env.BUILD_DIR ?? "build", "server", "index.js");
const inputs = [
  "app",
  "server",
  "db",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (built === 0 || inputs.some((input) => newestMtime(input) > built)) {
  console.log("Building the site (first start or changed sources)...");
  // Always the production bundle, whatever NODE_ENV the caller runs with: the test runner sets
  // "test", and a bundle built under it ships React's development build (twice the bytes).
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// `node scripts/start.js --build-only`: bring the build up to date and stop (used by tests).
if (process.argv.includes("--build-only")) process.exit(0);

process.env.NODE_ENV ??= "production";
process.chdir(root);
await import("../server.js");
