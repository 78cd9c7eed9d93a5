/** Starts the production server (building it first if needed) as a child process for tests. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/quality-support";

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Brings the production build up to date once, even when several test files start servers at
 * the same time (a directory is the lock: creating it is atomic).
 */
async function ensureBuilt(buildDir: string | undefined): Promise<void> {
  const lock = path.join(
    os.tmpdir(),
    `basiquinha-build-${Buffer.from(root).toString("hex").slice(-16)}`,
  );
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed run is older than any build takes.
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 600_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error("timed out waiting for another build");
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    const result = spawnSync(process.execPath, ["scripts/start.js", "--build-only"], {
      cwd: root,
      env: { ...process.env, ...(buildDir ? { BUILD_DIR: buildDir } : {}) },
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 240_000 }: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  // A port the system has free: a guessed one may belong to another service on the machine
  // (a database on 3306, say), which then answers the health check instead of the site.
  const port = env.PORT ?? String(await freePort());
  await ensureBuilt(env.BUILD_DIR);
  // A data directory the caller names outlives the server (restarts on the same data).
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "basiquinha-server-"));
  let log = "";
  const child = spawn(process.execPath, ["scripts/start.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_MODE: "demo",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (let healthy = false; !healthy;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() >= deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in ${timeoutMs / 1000} s:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) });
      healthy = res.ok;
    } catch {
      // not listening yet
    }
    if (!healthy) await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    child,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => {
          if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
