/**
 * A job this process repeats on a timer (retention, scheduled store changes): one timer at a
 * time, started again only after the last one is stopped; it never keeps the process alive.
 */
export function processTimer() {
  let stopActive: (() => void) | undefined;
  const stop = () => {
    stopActive?.();
    stopActive = undefined;
  };
  return {
    stop,
    /** Runs `run` every `everyMs`, first after `firstDelayMs` (null: at once, synchronously). */
    start(run: () => void, firstDelayMs: number | null, everyMs: number) {
      stop();
      const first = firstDelayMs === null ? undefined : setTimeout(run, firstDelayMs);
      if (firstDelayMs === null) run();
      const every = setInterval(run, everyMs);
      first?.unref();
      every.unref();
      stopActive = () => {
        clearTimeout(first);
        clearInterval(every);
      };
    },
  };
}
