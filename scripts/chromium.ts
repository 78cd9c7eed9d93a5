/**
 * The Chromium the browser tests and benchmarks drive: Debian's build (CHROMIUM_PATH elsewhere),
 * started without the sandbox a container lacks, the GPU and the browser's own background
 * traffic (updates, sync, QUIC probes), which would only add noise to what is measured.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-quic",
    "--no-first-run",
    "--disable-sync",
  ],
};
