/**
 * The one place that reads process.env. Validated once; every setting has a safe local default
 * except those production must set explicitly (see docs/decisions/0003-run-modes.md).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isIP } from "node:net";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/**
 * Which proxies' X-Forwarded-For may be believed: none (false), a number of hops in front of the
 * app (the client is that many addresses from the right), or a list of proxy addresses and CIDR
 * ranges (and the names loopback, linklocal, uniquelocal). `true` would believe whatever
 * left-most address a client writes itself, so every per-address limit could be lifted: refused.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "'true' would trust any X-Forwarded-For a client sends (rate limits could be lifted). " +
        "Set the number of proxies in front of the app (TRUST_PROXY=1 behind one load balancer) " +
        "or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.10)",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `not a hop count or a list of proxy addresses/CIDR ranges: ${invalid.join(", ")}`,
    });
    return z.NEVER;
  }
  return entries;
}

/** The demo account's credentials, printed at every demo start: public by design. */
export const DEMO_ADMIN = { email: "admin@basiquinha.com.br", password: "basiquinha123" } as const;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** demo (default): embedded demo data and account; production: nothing implicit. */
  APP_MODE: z.enum(["demo", "production"]).default("demo"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default("./data"),
  SESSION_SECRET: optionalString,
  PUBLIC_SITE_URL: optionalString.pipe(z.url().optional()),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  UPLOADS_DIR: optionalString,
  MEDIA_BASE_URL: z.string().default("/media"),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_BASE_URL: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  MAP_TILE_URL: z.string().default("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().trim().default("false").transform(parseTrustProxy),
  /** Serves /_referencia, the minimal page of the hydration benchmark. */
  HYDRATION_REFERENCE: z
    .enum(["on", "off"])
    .default("off")
    .transform((v) => v === "on"),
  /** Outgoing e-mail (password reset links); without SMTP_HOST no e-mail is sent. */
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** true: TLS from the first byte (usually port 465); false: STARTTLS when offered. */
  SMTP_SECURE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_FROM: z.string().default("Basiquinha <nao-responda@basiquinha.com.br>"),
  /** Store change requests still open after this many days are highlighted in "Aprovações". */
  CHANGE_REQUEST_OVERDUE_DAYS: z.coerce.number().int().min(1).max(365).default(3),
  DEMO_ADMIN_EMAIL: z.email().default(DEMO_ADMIN.email),
  DEMO_ADMIN_PASSWORD: z.string().min(8).default(DEMO_ADMIN.password),
});

export type Env = z.infer<typeof schema> & {
  SESSION_SECRET: string;
  PUBLIC_SITE_URL: string;
  UPLOADS_DIR: string;
  isProduction: boolean;
  isDemo: boolean;
  /** APP_MODE=demo was set, not defaulted: needed to put demo data into a DATABASE_URL database. */
  demoChosen: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment; throws ConfigError with every problem listed, in plain words. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const isProduction = raw.APP_MODE === "production";
  const missing: string[] = [];
  if (isProduction && !raw.SESSION_SECRET) missing.push("SESSION_SECRET");
  if (isProduction && !raw.PUBLIC_SITE_URL) missing.push("PUBLIC_SITE_URL");
  if (raw.STORAGE_DRIVER === "s3") {
    for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!raw[key]) missing.push(key);
    }
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing required configuration for APP_MODE=${raw.APP_MODE}: ${missing.join(", ")}. ` +
        "Set these environment variables (see the Configuration table in README.md).",
    );
  }
  if (isProduction && raw.SESSION_SECRET && raw.SESSION_SECRET.length < 32) {
    throw new ConfigError("SESSION_SECRET must be at least 32 characters in production.");
  }
  return {
    ...raw,
    SESSION_SECRET: raw.SESSION_SECRET ?? demoSessionSecret(raw.DATA_DIR),
    PUBLIC_SITE_URL: (raw.PUBLIC_SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    UPLOADS_DIR: raw.UPLOADS_DIR ?? path.join(raw.DATA_DIR, "uploads"),
    isProduction,
    isDemo: !isProduction,
    demoChosen: source.APP_MODE?.trim() === "demo",
  };
}

/** Demo mode only: a secret generated once and kept under the data directory. */
function demoSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("hex");
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
