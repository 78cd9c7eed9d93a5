/**
 * `npm test`: everything CI runs, in order: typecheck, lint, unit, integration (PGlite, plus
 * PostgreSQL when TEST_DATABASE_URL is set) and end-to-end tests in Debian's Chromium.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ci = process.env.CI === "true" || process.env.CI === "1";

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

// The HTML checker of the end-to-end suite (vnu-jar) runs on Java: say so before anything runs.
const java = spawnSync("java", ["-version"], { stdio: "ignore" });
if (java.error || java.status !== 0) {
  console.error("\n✖ Java was not found: the end-to-end HTML checks (Nu HTML Checker) need it.");
  console.error(
    "  Install it with `apt-get install -y default-jre-headless` and run npm test again.",
  );
  process.exit(1);
}

run("typecheck", "npm", ["run", "--silent", "typecheck"]);
run("lint", "npm", ["run", "--silent", "lint"]);
run("unit tests", "npx", ["vitest", "run", "--project", "unit"]);
if (!process.env.TEST_DATABASE_URL) {
  console.log("\nTEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}
run("integration tests", "npx", ["vitest", "run", "--project", "integration"]);

if (!fs.existsSync(chromium)) {
  const banner = "!".repeat(78);
  console.error(`\n${banner}\n!! Chromium not found at ${chromium}: END-TO-END TESTS NOT RUN.`);
  console.error("!! Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.");
  console.error(`${banner}\n`);
  if (ci) process.exit(1);
  process.exit(0);
}
run("end-to-end tests", "npx", ["playwright", "test"], { CHROMIUM_PATH: chromium });
console.log("\n✔ All test suites passed");
