import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseInUseError, lockDataDir } from "./data-dir-lock.server";

const tmpDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-")), "pglite");

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
    encoding: "utf8",
  });
  return Number(child.stdout);
}

describe("lockDataDir", () => {
  it("holds the folder with this process's pid until released", () => {
    const dir = tmpDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrowError(DatabaseInUseError);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it("refuses while a running process holds it, naming the process in both languages", () => {
    const dir = tmpDir();
    // The parent of this test runner is alive for as long as the test runs.
    fs.writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseInUseError);
    expect((error as Error).message).toContain(`em uso pelo processo ${process.ppid}`);
    expect((error as Error).message).toContain(`in use by process ${process.ppid}`);
    expect(fs.readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.ppid));
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = tmpDir();
    fs.writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.pid));
    release();
  });
});
