import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertSafeKey, createLocalStorage } from "./storage.server";

describe("local storage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
  const storage = createLocalStorage(root, "/media/");

  it("stores, addresses and deletes files by key", async () => {
    const { key, url } = await storage.put(
      "lojas/1/banners/banner-1.webp",
      Buffer.from("x"),
      "image/webp",
    );
    expect(url).toBe("/media/lojas/1/banners/banner-1.webp");
    expect(fs.readFileSync(path.join(root, key), "utf8")).toBe("x");
    await storage.delete(key);
    expect(fs.existsSync(path.join(root, key))).toBe(false);
  });

  it.each(["../x.webp", "a/../../x", "/etc/passwd", "a\\b", "a//b", ".hidden", "a/./b", ""])(
    "refuses the unsafe key %j",
    async (key) => {
      expect(() => assertSafeKey(key)).toThrow();
      expect(storage.resolve(key)).toBeNull();
      await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow();
    },
  );
});
