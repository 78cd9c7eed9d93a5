/** Starts the production server (building it first if needed) as a child process for tests. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
};

export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 240_000 }: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(3300 + Math.floor(Math.random() * 500));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basiquinha-server-"));
  let log = "";
  const child = spawn(process.execPath, ["scripts/start.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
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
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`server did not become healthy:\n${log}`);
  }
  return {
    url,
    child,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
