/**
 * Loads the map data of the view on screen: while the visitor pans or zooms, a request goes out
 * only once the map has stood still for a moment, and a request still on its way when the view
 * changes again is aborted, so only the latest view is ever drawn.
 */
export type ViewLoader = {
  /** Ask for `url`: after the pause, or at once with `immediate`. */
  request(url: string, options?: { immediate?: boolean }): void;
  /** Forget what is pending and abort what is on its way. */
  cancel(): void;
};

export function createViewLoader<T>(options: {
  delayMs: number;
  fetchData(url: string, signal: AbortSignal): Promise<T>;
  onData(data: T, url: string): void;
  onError(error: unknown, url: string): void;
  /**
   * Told true when a view is asked for and false once its answer has been handled (drawn or
   * failed) or the request was cancelled, so the map can say it is updating (`aria-busy`).
   */
  onPending?(pending: boolean): void;
  /** Set timers (tests pass fake ones; the browser's by default). */
  timers?: {
    set(fn: () => void, ms: number): unknown;
    clear(handle: unknown): void;
  };
}): ViewLoader {
  const timers = options.timers ?? {
    set: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  let pending = false;
  const setPending = (value: boolean) => {
    if (value === pending) return;
    pending = value;
    options.onPending?.(value);
  };

  const clearTimer = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
  };

  const start = (url: string) => {
    timer = null;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    options.fetchData(url, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        // Before onData, which may ask for another view at once (and so be pending again).
        setPending(false);
        options.onData(data, url);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        setPending(false);
        options.onError(error, url);
      },
    );
  };

  return {
    request(url, { immediate = false } = {}) {
      clearTimer();
      // The view changed: whatever was asked for the old one is no longer wanted.
      inFlight?.abort();
      inFlight = null;
      setPending(true);
      if (immediate) start(url);
      else timer = timers.set(() => start(url), options.delayMs);
    },
    cancel() {
      clearTimer();
      inFlight?.abort();
      inFlight = null;
      setPending(false);
    },
  };
}
