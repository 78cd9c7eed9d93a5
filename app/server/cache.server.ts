/**
 * One way to keep data read from the database in process: `dataCache`, an LRU cache
 * (lru-cache) that names the records it is read from. It registers itself with the content
 * changes (content-changes.server.ts), so a staff change clears exactly the caches that depend
 * on what it wrote, on every instance: a store saved clears the locator's caches, a password
 * changed clears none. Values are promises: concurrent readers share one load, and a failed
 * load is never served. Each database handle has its own entries (tests open several).
 */
import { LRUCache } from "lru-cache";
import { onContentChange, type ContentSource } from "./content-changes.server";
import type { Database } from "./db.server";

export type DataCache<V> = {
  /** The value kept for `key` on `db`, or what `load` gives (kept until a change or the TTL). */
  get(db: Database, key: string, load: () => Promise<V>): Promise<V>;
  /** Drops every value (a change it depends on does it already). */
  clear(): void;
};

export type DataCacheOptions<V> = {
  /** The audit entities its values are read from ('store', 'site_settings', ...). */
  dependsOn: readonly ContentSource[];
  /** How long a value is kept at most: bounds how stale an instance that missed a change is. */
  ttlMs: number;
  /** How many values are kept at most. */
  max: number;
  /** With `maxSize`: what a loaded value weighs (a value weighs 1 while it loads). */
  sizeOf?: (value: V) => number;
  maxSize?: number;
};

const databases = new WeakMap<Database, number>();
let databaseCount = 0;

function databaseNumber(db: Database): number {
  let n = databases.get(db);
  if (n === undefined) {
    n = ++databaseCount;
    databases.set(db, n);
  }
  return n;
}

export function dataCache<V>(options: DataCacheOptions<V>): DataCache<V> {
  const { sizeOf } = options;
  const entries = new LRUCache<string, Promise<V>>({
    max: options.max,
    ttl: options.ttlMs,
    ...(options.maxSize !== undefined && { maxSize: options.maxSize }),
  });
  const sized = options.maxSize !== undefined;
  const clear = () => entries.clear();
  onContentChange(clear, options.dependsOn);
  return {
    get(db, key, load) {
      const id = `${databaseNumber(db)}\u0000${key}`;
      const hit = entries.get(id);
      if (hit) return hit;
      const value = load();
      entries.set(id, value, sized ? { size: 1 } : undefined);
      value.then(
        (loaded) => {
          if (sizeOf && sized && entries.peek(id) === value) {
            // lru-cache keeps the size of a value set again as it was: set it anew.
            entries.delete(id);
            entries.set(id, value, { size: Math.max(1, sizeOf(loaded)) });
          }
        },
        () => {
          if (entries.peek(id) === value) entries.delete(id);
        },
      );
      return value;
    },
    clear,
  };
}
