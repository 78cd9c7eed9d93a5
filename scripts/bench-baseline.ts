/**
 * An earlier revision of the site, built and served next to the current one, so that a speed-up
 * is measured as a ratio in one run on one machine (`npm run bench -- --only http --baseline
 * <rev>`): the same database, the same load, the two servers measured in turns.
 *
 * The revision is checked out with `git worktree` under data/bench/ (ignored by git), shares this
 * checkout's node_modules and is built there once; later runs reuse the build.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./quality-support";

export type BaselineCheckout = { revision: string; sha: string; root: string };

function git(args: string[]): string {
  const result = spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`git ${args.join(" ")}: ${result.stderr.trim() || "falhou"}`);
  }
  return result.stdout.trim();
}

/** A working checkout of `revision` (a commit, tag or branch), with this one's node_modules. */
export function checkoutBaseline(revision: string, log: (line: string) => void): BaselineCheckout {
  const sha = git(["rev-parse", "--verify", `${revision}^{commit}`]);
  const root = path.join(ROOT, "data", "bench", `baseline-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(root, "package.json"))) {
    log(`Revisão de referência ${revision} (${sha.slice(0, 12)}) em ${path.relative(ROOT, root)}`);
    fs.rmSync(root, { recursive: true, force: true });
    git(["worktree", "prune"]);
    git(["worktree", "add", "--detach", root, sha]);
  }
  const modules = path.join(root, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, "node_modules"), modules, "dir");
  const lock = (dir: string) => fs.readFileSync(path.join(dir, "package-lock.json"), "utf8");
  if (lock(root) !== lock(ROOT)) {
    log(
      "Aviso: a revisão de referência tem outro package-lock.json; ela roda com as dependências atuais.",
    );
  }
  return { revision, sha, root };
}
