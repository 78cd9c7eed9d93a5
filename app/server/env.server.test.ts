import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "env-test-"));

describe("parseEnv", () => {
  it("needs no configuration in demo mode and keeps a generated secret", () => {
    const dir = tmp();
    const first = parseEnv({ DATA_DIR: dir });
    expect(first.isDemo).toBe(true);
    expect(first.PORT).toBe(3000);
    expect(first.PUBLIC_SITE_URL).toBe("http://localhost:3000");
    expect(first.UPLOADS_DIR).toBe(path.join(dir, "uploads"));
    expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
  });

  it("tells a demo chosen with APP_MODE=demo from the default", () => {
    expect(parseEnv({ DATA_DIR: tmp() }).demoChosen).toBe(false);
    expect(parseEnv({ DATA_DIR: tmp(), APP_MODE: "demo" }).demoChosen).toBe(true);
  });

  it("refuses to start production without SESSION_SECRET and PUBLIC_SITE_URL", () => {
    expect(() => parseEnv({ APP_MODE: "production", DATA_DIR: tmp() })).toThrowError(
      /SESSION_SECRET, PUBLIC_SITE_URL/,
    );
    expect(() =>
      parseEnv({ APP_MODE: "production", SESSION_SECRET: "x".repeat(40), DATA_DIR: tmp() }),
    ).toThrowError(ConfigError);
  });

  it("refuses a short production secret", () => {
    expect(() =>
      parseEnv({
        APP_MODE: "production",
        SESSION_SECRET: "short",
        PUBLIC_SITE_URL: "https://www.example.com",
      }),
    ).toThrowError(/at least 32/);
  });

  it("accepts a complete production configuration and trims the site URL", () => {
    const env = parseEnv({
      APP_MODE: "production",
      SESSION_SECRET: "s".repeat(48),
      PUBLIC_SITE_URL: "https://www.example.com/",
      PORT: "8080",
    });
    expect(env.isProduction).toBe(true);
    expect(env.isDemo).toBe(false);
    expect(env.PUBLIC_SITE_URL).toBe("https://www.example.com");
    expect(env.PORT).toBe(8080);
  });

  it("lists invalid values clearly", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrowError(/PORT/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrowError(/LOG_LEVEL/);
    expect(() => parseEnv({ PUBLIC_SITE_URL: "not a url" })).toThrowError(/PUBLIC_SITE_URL/);
  });

  it("requires bucket and keys when S3 storage is chosen", () => {
    expect(() => parseEnv({ STORAGE_DRIVER: "s3", DATA_DIR: tmp() })).toThrowError(
      /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });

  it("takes proxy trust as a hop count or a list of addresses, and refuses 'true'", () => {
    const trust = (TRUST_PROXY: string) => parseEnv({ TRUST_PROXY, DATA_DIR: tmp() }).TRUST_PROXY;
    expect(parseEnv({ DATA_DIR: tmp() }).TRUST_PROXY).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.0/8, 192.168.1.10,::1,fd00::/8,loopback")).toEqual([
      "10.0.0.0/8",
      "192.168.1.10",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(() => trust("true")).toThrowError(/TRUST_PROXY: 'true' would trust any X-Forwarded-For/);
    expect(() => trust("10.0.0.0/33")).toThrowError(
      /TRUST_PROXY: not a hop count.*10\.0\.0\.0\/33/,
    );
    expect(() => trust("proxy.local")).toThrowError(/proxy\.local/);
  });
});
