import { describe, expect, it } from "vitest";
import { dataCache } from "./cache.server";
import { contentChanged } from "./content-changes.server";
import type { Database } from "./db.server";

const db = {} as Database;
const otherDb = {} as Database;

function counter() {
  let loads = 0;
  return { load: () => Promise.resolve(++loads), loads: () => loads };
}

describe("dataCache", () => {
  it("loads once, then serves what it kept, per database", async () => {
    const cache = dataCache<number>({ dependsOn: ["store"], ttlMs: 60_000, max: 4 });
    const { load, loads } = counter();
    expect(await cache.get(db, "k", load)).toBe(1);
    expect(await cache.get(db, "k", load)).toBe(1);
    expect(await cache.get(otherDb, "k", load)).toBe(2);
    expect(loads()).toBe(2);
  });

  it("is cleared by a change of what it depends on, and only by that", async () => {
    const stores = dataCache<number>({ dependsOn: ["store"], ttlMs: 60_000, max: 4 });
    const { load } = counter();
    await stores.get(db, "k", load);
    contentChanged(["user"]);
    contentChanged(["newsletter_subscriber"]);
    expect(await stores.get(db, "k", load)).toBe(1);
    contentChanged(["store"]);
    expect(await stores.get(db, "k", load)).toBe(2);
  });

  it("never serves a failed load", async () => {
    const cache = dataCache<number>({ dependsOn: ["store"], ttlMs: 60_000, max: 4 });
    await expect(cache.get(db, "k", () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await cache.get(db, "k", () => Promise.resolve(7))).toBe(7);
  });

  it("weighs loaded values when it has a size bound", async () => {
    const cache = dataCache<number[]>({
      dependsOn: ["store"],
      ttlMs: 60_000,
      max: 10,
      maxSize: 5,
      sizeOf: (value) => value.length,
    });
    await cache.get(db, "big", () => Promise.resolve([1, 2, 3, 4]));
    await cache.get(db, "small", () => Promise.resolve([1, 2]));
    // 4 + 2 > 5: the least recently used value went.
    let reloaded = false;
    await cache.get(db, "big", () => {
      reloaded = true;
      return Promise.resolve([]);
    });
    expect(reloaded).toBe(true);
  });
});
