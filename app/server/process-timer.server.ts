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
    /**
     * Runs `pass` every `everyMs`, the first time `first` ("now": at once, synchronously; a
     * number: after that many milliseconds), one pass at a time (a tick while the last pass
     * still runs is skipped); a pass that fails is handed to `failed` and the timer goes on.
     */
    start(
      pass: () => Promise<void>,
      {
        first,
        everyMs,
        failed,
      }: { first: "now" | number; everyMs: number; failed: (error: unknown) => void },
    ) {
      stop();
      let running = false;
      const run = () => {
        if (running) return;
        running = true;
        pass()
          .catch(failed)
          .finally(() => {
            running = false;
          });
      };
      const firstTick = first === "now" ? undefined : setTimeout(run, first);
      if (first === "now") run();
      const every = setInterval(run, everyMs);
      firstTick?.unref();
      every.unref();
      stopActive = () => {
        clearTimeout(firstTick);
        clearInterval(every);
      };
    },
  };
}
