import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  configureDatabaseProbe,
  isConnectionError,
  isDatabaseDown,
  markDatabaseUp,
  noteDatabaseError,
} from "./db-health.server";

describe("database health", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    markDatabaseUp();
    vi.useRealTimers();
  });

  it("marks the database down on a connection failure, not on an ordinary query error", () => {
    noteDatabaseError(Object.assign(new Error("duplicate key"), { code: "23505" }));
    expect(isDatabaseDown()).toBe(false);
    noteDatabaseError(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }));
    expect(isDatabaseDown()).toBe(true);
  });

  it("recognises connection failures by code, message or cause", () => {
    expect(isConnectionError({ code: "57P01" })).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError({ cause: { code: "ECONNRESET" } })).toBe(true);
    expect(isConnectionError(new Error("syntax error"))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });

  it("probes every second while down and comes back within a second of the database answering", async () => {
    let reachable = false;
    const probe = vi.fn(() => (reachable ? Promise.resolve() : Promise.reject(new Error("down"))));
    configureDatabaseProbe(probe);
    noteDatabaseError({ code: "57P03" });

    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(isDatabaseDown()).toBe(true);

    reachable = true;
    await vi.advanceTimersByTimeAsync(999);
    expect(isDatabaseDown()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDatabaseDown()).toBe(false);

    // Once up, the probe stops.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(4);
  });
});
