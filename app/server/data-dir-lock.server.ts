/**
 * One process at a time per embedded database. PGlite does not guard its data directory: a
 * second process (a restore, `npm run user`) writing beside the server corrupts it. The process
 * that opens `<dir>` holds `<dir>.lock`, created with O_EXCL and holding its pid; a lock whose
 * process is gone (killed, crashed) is taken over. Hand-written rather than proper-lockfile,
 * which judges staleness by a refreshed mtime and cannot name the holder.
 */
import fs from "node:fs";
import path from "node:path";

export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
  constructor(
    readonly pid: number | null,
    readonly lockFile: string,
  ) {
    const where = displayPath(path.dirname(lockFile));
    const who = pid === null ? "outro processo" : `processo ${pid}`;
    const whoEn = pid === null ? "another process" : `process ${pid}`;
    super(
      `O banco embutido em ${where} está em uso pelo ${who} (o servidor?). Pare o servidor e ` +
        `tente de novo. Se nenhum processo do site estiver rodando, apague ${displayPath(lockFile)}. / ` +
        `The embedded database in ${where} is in use by ${whoEn} (the server?). Stop the ` +
        `server and try again. If no process of the site is running, delete ${displayPath(lockFile)}.`,
    );
  }
}

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : `./${relative}`;
}

/** Whether a process with this pid exists (EPERM: it does, under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): { pid: number | null; ageMs: number } | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
    const ageMs = Date.now() - fs.statSync(file).mtimeMs;
    return { pid: Number.isInteger(pid) && pid > 0 ? pid : null, ageMs };
  } catch {
    return null; // removed meanwhile
  }
}

const held = new Set<string>();

function removeIfOurs(file: string): void {
  if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
}

let exitHook = false;

/**
 * Takes the lock of the embedded database in `dir` for this process, or throws
 * DatabaseInUseError naming the holder. Returns the release, also run when the process exits.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      try {
        fs.writeSync(fd, `${process.pid}\n`);
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      if (!holder) continue;
      // An empty file younger than a second: its process is writing its pid right now.
      const starting = holder.pid === null && holder.ageMs < 1_000;
      const inUse = holder.pid !== null && (holder.pid === process.pid || alive(holder.pid));
      if (inUse || attempt >= 5) throw new DatabaseInUseError(holder.pid, file);
      if (starting) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
        continue;
      }
      // Left by a process that is gone: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  held.add(file);
  if (!exitHook) {
    exitHook = true;
    process.on("exit", () => {
      for (const lock of held) removeIfOurs(lock);
    });
  }
  return () => {
    if (!held.delete(file)) return;
    removeIfOurs(file);
  };
}
