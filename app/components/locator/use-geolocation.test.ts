import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  geolocationOptions,
  readSavedPosition,
  roundPosition,
  SAVED_POSITION_MS,
  STORAGE_KEYS,
} from "./use-geolocation";

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const NOW = 1_800_000_000_000;
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  (globalThis as { window?: unknown }).window = { localStorage: storage };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

function save(value: string, savedAt: number) {
  storage.setItem(STORAGE_KEYS.position, value);
  storage.setItem(STORAGE_KEYS.positionTime, String(savedAt));
}

describe("the saved position", () => {
  const goiania = JSON.stringify({ latitude: -16.7049, longitude: -49.2709 });

  it.each<[string, string, number, boolean]>([
    ["just saved", goiania, NOW, true],
    ["29 minutes old", goiania, NOW - 29 * 60_000, true],
    ["exactly 30 minutes old", goiania, NOW - SAVED_POSITION_MS, false],
    ["an hour old", goiania, NOW - 3_600_000, false],
    ["saved in the future (clock changed)", goiania, NOW + 60_000, false],
    ["unreadable", "{not json", NOW, false],
    ["not a position", JSON.stringify({ latitude: "x", longitude: 2 }), NOW, false],
  ])("%s: reused %s", (_, value, savedAt, reused) => {
    save(value, savedAt);
    const position = readSavedPosition(NOW);
    if (reused) {
      expect(position).toEqual({ latitude: -16.7049, longitude: -49.2709 });
    } else {
      expect(position).toBeNull();
      // Discarded, not just ignored.
      expect(storage.getItem(STORAGE_KEYS.position)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.positionTime)).toBeNull();
    }
  });

  it("is null when nothing was saved", () => {
    expect(readSavedPosition(NOW)).toBeNull();
  });
});

describe("geolocation request", () => {
  it.each<[boolean, PositionOptions]>([
    [true, { enableHighAccuracy: false, timeout: 5_000, maximumAge: 600_000 }],
    [false, { enableHighAccuracy: true, timeout: 8_000, maximumAge: 300_000 }],
  ])("mobile %s -> %j", (mobile, options) => {
    expect(geolocationOptions(mobile)).toEqual(options);
  });

  it.each<[number, number, number, number]>([
    [-16.704912345, -49.270987654, -16.7049, -49.271],
    [0.00004, -0.00006, 0, -0.0001],
  ])("sends (%d, %d) as (%d, %d)", (lat, lng, latitude, longitude) => {
    expect(roundPosition(lat, lng)).toEqual({ latitude, longitude });
  });
});
