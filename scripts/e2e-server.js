/** The server the end-to-end tests drive: demo mode on a fresh embedded database. */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? "data/e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.APP_MODE = "demo";
process.env.LOG_LEVEL ??= "warn";
process.env.HOST = "127.0.0.1";
delete process.env.DATABASE_URL;
await import("./start.js");
