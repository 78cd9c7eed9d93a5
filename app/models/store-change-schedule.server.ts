/**
 * Applies scheduled store changes on time inside every server (ADR 0028): a pass at start-up and
 * then every STORE_CHANGE_TICK_MS. Every instance runs it; a due change is claimed row by row
 * (FOR UPDATE SKIP LOCKED in applyDueStoreChanges), so two instances never apply one twice and
 * one that stops does not hold the others back. One pass at a time within a process.
 */
import type pino from "pino";
import type { Database } from "~/server/db.server";
import { processTimer } from "~/server/process-timer.server";
import { applyDueStoreChanges } from "./store-changes.server";

/** How late a change may apply after its moment (the page cache already expired at it). */
export const STORE_CHANGE_TICK_MS = 10_000;

const timer = processTimer();

export function startStoreChangeSchedule(
  db: Database,
  logger: Pick<pino.Logger, "info" | "error">,
  clock: () => Date = () => new Date(),
): void {
  timer.start(
    async () => {
      const applied = await applyDueStoreChanges(db, clock(), (error, id) =>
        logger.error({ err: error, scheduledChangeId: id }, "scheduled store change refused"),
      );
      if (applied > 0) logger.info({ applied }, "scheduled store changes applied");
    },
    {
      first: "now",
      everyMs: STORE_CHANGE_TICK_MS,
      failed: (error) => logger.error({ err: error }, "scheduled store changes failed"),
    },
  );
}

export function stopStoreChangeSchedule(): void {
  timer.stop();
}
