/**
 * A fake process clock for the tests of moments (ADR 0028): the sessions, the routes, the pages
 * and the scheduler all read `Date`, so replacing it is enough; timers keep running.
 */
import { vi } from "vitest";

/** The process clock stands at `now` (until `vi.useRealTimers()`). */
export function setClock(now: Date): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
}

/**
 * Goiânia's wall clock (UTC−3) in one month (`"2027-03"`): `local(1, "10:00")` is that month's
 * first day at 10:00 there.
 */
export function goianiaMonth(month: string) {
  return (day: number, time: string) =>
    new Date(`${month}-${String(day).padStart(2, "0")}T${time}:00-03:00`);
}
