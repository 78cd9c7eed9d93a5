import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { processTimer } from "./process-timer.server";

describe("processTimer", () => {
  const timer = processTimer();

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    timer.stop();
    vi.useRealTimers();
  });

  it("runs at once when told now, then every interval", async () => {
    const pass = vi.fn(async () => {});
    timer.start(pass, { first: "now", everyMs: 1_000, failed: () => {} });
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(4);
  });

  it("skips a tick while the last pass still runs", async () => {
    let finish = () => {};
    const pass = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    timer.start(pass, { first: 500, everyMs: 1_000, failed: () => {} });
    await vi.advanceTimersByTimeAsync(2_500);
    expect(pass).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it("hands a failed pass to `failed` and goes on", async () => {
    const error = new Error("down");
    const failed = vi.fn();
    const pass = vi.fn().mockRejectedValueOnce(error).mockResolvedValue(undefined);
    timer.start(pass, { first: "now", everyMs: 1_000, failed });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failed).toHaveBeenCalledExactlyOnceWith(error);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it("stops every tick", async () => {
    const pass = vi.fn(async () => {});
    timer.start(pass, { first: 500, everyMs: 1_000, failed: () => {} });
    timer.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).not.toHaveBeenCalled();
  });
});
