import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The staff specs' own server: what they change never reaches the pages the public specs read. */
const STAFF_PORT = PORT + 1;
const DATA_DIR = process.env.E2E_DATA_DIR ?? "data/e2e";
const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 25);

const browser = {
  ...devices["Desktop Chrome"],
  // A test run is a headless browser and says so, like Chromium's own headless user agent: the
  // site answers its speed and store-event beacons without counting them (nor spending the
  // address's beacon budget, which the tests of counting need). Those tests use a regular one.
  userAgent: devices["Desktop Chrome"].userAgent.replace(" Chrome/", " HeadlessChrome/"),
  launchOptions: chromiumLaunchOptions,
};

/** A demo server on a fresh embedded database of its own. */
function server(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: "node scripts/e2e-server.js",
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: { PORT: String(port), E2E_DATA_DIR: dataDir, ...env },
  };
}

export default defineConfig({
  testDir: "./tests/e2e",
  // Files run side by side, the tests of one file in order. The public specs read the demo
  // content; the staff specs (tests/e2e/staff) change it on a server of their own, each on
  // records it creates or that no other file of theirs reads.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A test that fails once is a bug to fix, not to retry.
  retries: 0,
  reporter: [["list"]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // Generous: CI shares two cores between the server, the browser and the runner.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    trace: "retain-on-failure",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  },
  projects: [
    {
      name: "public",
      testIgnore: /tests\/e2e\/staff\//,
      use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: "staff",
      testMatch: /tests\/e2e\/staff\/.*\.spec\.ts$/,
      use: { ...browser, baseURL: `http://127.0.0.1:${STAFF_PORT}` },
    },
  ],
  // Started one after the other: the first brings the build up to date for both.
  webServer: [
    server(PORT, DATA_DIR),
    // Password reset e-mails go to the SMTP server the staff workflow spec starts on this port.
    server(STAFF_PORT, `${DATA_DIR}-staff`, {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(E2E_SMTP_PORT),
    }),
  ],
});
