/**
 * Every staff change goes through `staffChange`: the change and its audit row are written in one
 * transaction, so a change is never saved without its row (nor a row without its change), and
 * once the transaction has committed every in-process cache on every instance is told
 * (`contentChanged`): rendered pages, store search and map, holidays, the content schedule.
 *
 * Model functions that change what staff maintain call it; routes never write audit rows nor
 * clear caches by hand. A change that saves uploaded images goes through
 * `staffChangeWithImages`: images are decoded, resized and written before the transaction opens
 * (a slow job must not hold the database), and only their rows are written inside it.
 */
import type { AuditAction, Media } from "#db/schema";
import { recordAudit } from "~/server/audit.server";
import { contentChanged, type ContentSource } from "~/server/content-changes.server";
import type { Database } from "~/server/db.server";
import {
  discardImageFiles,
  recordStoredImage,
  type StoredImageFiles,
  type UploadServices,
} from "~/server/uploads.server";

/** The actor of a change made with `npm run user` on the server: no account, the command line. */
export const COMMAND_LINE = "command-line";

/** Who made the change: the signed-in staff member's id (null only for a deleted account). */
export type StaffActor = number | null;

/** Staff, or the command line (its audit rows have no user and say so in their details). */
export type ChangeActor = StaffActor | typeof COMMAND_LINE;

/** The audit row of a change: what was done, to which record, with a pt-BR summary. */
export type AuditEntry = {
  action: AuditAction;
  entity: ContentSource;
  entityId: string | number | null;
  /** `label` names the record as staff know it; `fields` lists what changed. */
  details?: Record<string, unknown>;
};

/** Carries the result of a change that changed nothing out of its transaction, rolling it back. */
class NothingChanged<T> {
  constructor(readonly value: T) {}
}

/** An update that names no changed field (a form saved as it was) changed nothing. */
function emptyUpdate(entry: AuditEntry): boolean {
  const fields = entry.details?.fields;
  return entry.action === "update" && Array.isArray(fields) && fields.length === 0;
}

/**
 * Runs `change` in a transaction and writes the audit row `describe` gives for its result in the
 * same transaction. `describe` answers null when nothing changed (a record not found, a reorder
 * to the same order): then no row is written and no cache is cleared. An update whose row names
 * no changed field is rolled back (its version stays) and leaves no row either: the activity log
 * never says "Alteração" of nothing.
 *
 * Inside `change` use only the transaction handle it receives: on the embedded database a query
 * on the outer handle waits for the transaction to end, which never comes.
 */
export async function staffChange<T>(
  db: Database,
  actor: ChangeActor,
  change: (tx: Database) => Promise<T>,
  describe: (result: T) => AuditEntry | null,
): Promise<T> {
  let changed: ContentSource | undefined;
  const result = await db
    .transaction(async (tx) => {
      const value = await change(tx);
      const entry = describe(value);
      if (entry && emptyUpdate(entry)) throw new NothingChanged(value);
      if (entry) {
        await recordAudit(tx, {
          ...entry,
          userId: actor === COMMAND_LINE ? null : actor,
          ...(actor === COMMAND_LINE && { details: { ...entry.details, actor: COMMAND_LINE } }),
        });
        changed = entry.entity;
      }
      return value;
    })
    .catch((error: unknown) => {
      if (error instanceof NothingChanged) return error.value as T;
      throw error;
    });
  if (changed) contentChanged([changed]);
  return result;
}

/**
 * A staff change that saves images uploaded for it. Their files were stored beforehand
 * (storeImageFiles: decoding and resizing never run inside a transaction); their media rows are
 * written in the change's transaction and handed to `change` in the order of `images` (null
 * stays null). When the transaction does not commit, or the change finds nothing to change,
 * the files are removed and no media row remains: a failed change leaves nothing behind.
 */
export async function staffChangeWithImages<T>(
  app: UploadServices,
  actor: StaffActor,
  images: (StoredImageFiles | null)[],
  change: (tx: Database, media: (Media | null)[]) => Promise<T>,
  describe: (result: T) => AuditEntry | null,
): Promise<T> {
  const discard = async () => {
    for (const files of images) if (files) await discardImageFiles(app.storage, files);
  };
  let changed = false;
  try {
    const result = await staffChange(
      app.db,
      actor,
      async (tx) => {
        const rows: (Media | null)[] = [];
        for (const files of images) rows.push(files && (await recordStoredImage(tx, files)));
        const value = await change(tx, rows);
        if (!describe(value)) throw new NothingChanged(value);
        return value;
      },
      (value) => {
        const entry = describe(value);
        changed = entry !== null && !emptyUpdate(entry);
        return entry;
      },
    );
    if (!changed) await discard();
    return result;
  } catch (error) {
    await discard();
    if (error instanceof NothingChanged) return error.value as T;
    throw error;
  }
}
