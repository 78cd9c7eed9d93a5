import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createViewLoader } from "./map-data-loader";

type Pending = {
  url: string;
  signal: AbortSignal;
  resolve(v: string): void;
  reject(e: unknown): void;
};

function setup() {
  const pending: Pending[] = [];
  const drawn: string[] = [];
  const errors: string[] = [];
  const loader = createViewLoader<string>({
    delayMs: 250,
    fetchData: (url, signal) =>
      new Promise<string>((resolve, reject) => pending.push({ url, signal, resolve, reject })),
    onData: (data) => drawn.push(data),
    onError: (_error, url) => errors.push(url),
  });
  /** The addresses asked for so far, in order. */
  const asked = () => pending.map((p) => p.url);
  return { loader, pending, asked, drawn, errors };
}

describe("createViewLoader", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks once the view has stood still, for the last view only", async () => {
    const { loader, pending, asked, drawn } = setup();
    loader.request("/a");
    await vi.advanceTimersByTimeAsync(100);
    loader.request("/b");
    await vi.advanceTimersByTimeAsync(100);
    loader.request("/c");
    await vi.advanceTimersByTimeAsync(249);
    expect(pending).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toEqual(["/c"]);
    pending[0]!.resolve("data c");
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toEqual(["data c"]);
  });

  it("aborts a request still on its way when the view changes, and never draws it", async () => {
    const { loader, pending, asked, drawn } = setup();
    loader.request("/a", { immediate: true });
    expect(asked()).toEqual(["/a"]);
    loader.request("/b");
    expect(pending[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(250);
    expect(asked()).toEqual(["/a", "/b"]);
    // The stale answer arrives late: ignored.
    pending[0]!.resolve("data a");
    pending[1]!.resolve("data b");
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toEqual(["data b"]);
  });

  it("reports a failure of the current view, not of an aborted one", async () => {
    const { loader, pending, errors } = setup();
    loader.request("/a", { immediate: true });
    loader.request("/b", { immediate: true });
    pending[0]!.reject(new DOMException("aborted", "AbortError"));
    pending[1]!.reject(new Error("503"));
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(["/b"]);
  });

  it("cancels what is pending and on its way", async () => {
    const { loader, pending, asked, drawn } = setup();
    loader.request("/a", { immediate: true });
    loader.request("/b");
    loader.cancel();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked()).toEqual(["/a"]);
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[0]!.resolve("late");
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toEqual([]);
  });
});
