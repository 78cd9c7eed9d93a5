/**
 * npm run bench:cache-compare [-- --baseline <git ref>] [--path /page] [--rounds 5]
 *                                 [--connections 10]
 *
 * Throughput of one cached anonymous page served by this checkout and by an earlier commit,
 * side by side on this machine in one run: both builds start on their own fresh demo database,
 * then autocannon rounds (5 s) hit each, which one goes first alternating from round to round;
 * medians are reported with the machine, its load, and the page sizes, for a browser's
 * Accept-Encoding, gzip and identity apart (compressing every hit dominates the first two).
 * Only loopback traffic.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { describeCores, freePort, machineInfo, ROOT, stopChild } from "./quality-support";

const { values } = parseArgs({
  options: {
    baseline: { type: "string", default: "a2496dd" },
    path: { type: "string", default: "/basiquinha-setor-bueno" },
    rounds: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
  },
  strict: true,
});
const rounds = Math.max(1, Number(values.rounds) || 5);
const connections = Math.max(1, Number(values.connections) || 10);

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} falhou`);
}

async function startServer(
  cwd: string,
  name: string,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cache-compare-${name}-`));
  const child = spawn(process.execPath, ["server.js"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_MODE: "demo",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      DATABASE_URL: "",
      BUILD_DIR: "build",
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name}: o servidor não respondeu`);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const worktree = fs.mkdtempSync(path.join(os.tmpdir(), "cache-compare-baseline-"));
const servers: { name: string; base: string; child: ChildProcess }[] = [];
try {
  console.log(`Preparando ${values.baseline} em ${worktree}...`);
  run("git", ["worktree", "add", "--force", "--detach", worktree, values.baseline], ROOT);
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(worktree, "node_modules"));
  run("npx", ["react-router", "build"], worktree);
  spawnSync(process.execPath, ["scripts/start.js", "--build-only"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: "build" },
  });
  servers.push({ name: "antes", ...(await startServer(worktree, "antes")) });
  servers.push({ name: "depois", ...(await startServer(ROOT, "depois")) });

  for (const encoding of ["gzip, deflate, br, zstd", "gzip", "identity"]) {
    const results = new Map<string, number[]>(servers.map((s) => [s.name, []]));
    const headers = { "accept-encoding": encoding };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        const url = server.base + values.path;
        for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
        const result = await autocannon({ url, connections, duration: 5, headers });
        results.get(server.name)!.push(result.requests.average);
      }
    }
    const before = median(results.get("antes")!);
    const after = median(results.get("depois")!);
    console.log(
      `${encoding.padEnd(24)} antes ${before.toFixed(0)} req/s, depois ${after.toFixed(0)} req/s, ` +
        `razão ${(after / before).toFixed(3)} (medianas de ${rounds} rodadas)`,
    );
  }
  for (const server of servers) {
    const bytes = (await (await fetch(server.base + values.path)).arrayBuffer()).byteLength;
    console.log(`página ${values.path} (${server.name}): ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`${describeCores(machineInfo())}; ${connections} conexões`);
} finally {
  for (const server of servers) await stopChild(server.child);
  spawnSync("git", ["worktree", "remove", "--force", worktree], { cwd: ROOT });
}
