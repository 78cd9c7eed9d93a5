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
  /** What the loader said of itself, in order (true: a view is asked for and not handled yet). */
  const busy: boolean[] = [];
  const loader = createViewLoader<string>({
    delayMs: 250,
    fetchData: (url, signal) =>
      new Promise<string>((resolve, reject) => pending.push({ url, signal, resolve, reject })),
    onData: (data) => drawn.push(data),
    onError: (_error, url) => errors.push(url),
    onPending: (value) => busy.push(value),
  });
  /** The addresses asked for so far, in order. */
  const asked = () => pending.map((p) => p.url);
  return { loader, pending, asked, drawn, errors, busy };
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

  it("is busy from the first request until the last view's answer is drawn or has failed", async () => {
    const { loader, pending, drawn, busy } = setup();
    loader.request("/a");
    expect(busy).toEqual([true]);
    await vi.advanceTimersByTimeAsync(250);
    // A new view while the first is on its way: still busy, not told twice.
    loader.request("/b", { immediate: true });
    pending[0]!.resolve("data a");
    await vi.advanceTimersByTimeAsync(0);
    expect(busy).toEqual([true]);
    pending[1]!.resolve("data b");
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toEqual(["data b"]);
    expect(busy).toEqual([true, false]);
    loader.request("/c", { immediate: true });
    pending[2]!.reject(new Error("503"));
    await vi.advanceTimersByTimeAsync(0);
    expect(busy).toEqual([true, false, true, false]);
    loader.request("/d");
    loader.cancel();
    expect(busy).toEqual([true, false, true, false, true, false]);
  });

  it("is busy again when drawing an answer asks for another view", async () => {
    const busy: boolean[] = [];
    const pending: ((data: string) => void)[] = [];
    const loader = createViewLoader<string>({
      delayMs: 250,
      fetchData: () => new Promise<string>((resolve) => pending.push(resolve)),
      // The first answer reframes the map, which asks for the framed view at once.
      onData: (data) => {
        if (data === "first") loader.request("/framed", { immediate: true });
      },
      onError: () => {},
      onPending: (value) => busy.push(value),
    });
    loader.request("/a", { immediate: true });
    pending[0]!("first");
    await vi.advanceTimersByTimeAsync(0);
    expect(busy).toEqual([true, false, true]);
    pending[1]!("framed");
    await vi.advanceTimersByTimeAsync(0);
    expect(busy).toEqual([true, false, true, false]);
  });
});
