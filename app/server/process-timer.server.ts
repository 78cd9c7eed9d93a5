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
     * Runs `pass` every `everyMs`, first after `firstDelayMs` (null: at once, synchronously), one
     * pass at a time (a tick while the last pass still runs is skipped); a pass that fails is
     * handed to `failed` and the timer goes on.
     */
    start(
      pass: () => Promise<void>,
      firstDelayMs: number | null,
      everyMs: number,
      failed: (error: unknown) => void,
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
