import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 25);

export default defineConfig({
  testDir: "./tests/e2e",
  // Files run in name order on one worker: the staff specs (zz-*) change shared demo content
  // (posts, banners, brands, settings), so they run after the public-page specs.
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // Generous: CI shares two cores between the server, the browser and the runner.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-quic",
            "--no-first-run",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // Password reset e-mails go to the SMTP server the staff spec starts on this port.
    env: { PORT: String(PORT), SMTP_HOST: "127.0.0.1", SMTP_PORT: String(E2E_SMTP_PORT) },
  },
});
