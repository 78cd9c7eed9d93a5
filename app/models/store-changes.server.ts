/**
 * Scheduled store changes (ADR 0028): a change to a store (some of its fields, see
 * StoreChangeValues) saved now and applied "a partir de dd/mm/aaaa às hh:mm" in the store's own
 * time zone. Scheduling, moving and cancelling one are staff changes with their audit rows; the
 * change itself is applied by `applyDueStoreChanges` through the store's own write path
 * (writeStoreValues) with one audit row naming the fields, in the name of whoever scheduled it.
 *
 * Any instance may apply: each due change is claimed with SELECT … FOR UPDATE SKIP LOCKED in the
 * transaction that applies it and marks it applied, so two instances never apply one twice. Pages
 * kept by the page cache expire at the change's moment (content-schedule.server.ts), and applying
 * clears every instance's caches (staffChange → contentChanged).
 *
 * A temporary closure ("Fechada temporariamente de … até …") is no scheduled row: it is a period
 * stored on the store (closedFrom, closedUntil) that every reader applies by time, to the minute.
 */
import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import {
  media,
  storeChangeRequests,
  storeImages,
  storeScheduledChanges,
  stores,
  users,
  type Store,
  type StoreChangeRequest,
  type StoreFieldChange,
} from "#db/schema";
import { fieldLabel } from "~/domain/field-labels";
import { STORE_IMAGE_KIND_LABELS } from "~/domain/store-schemas";
import { changeDetails } from "~/server/audit.server";
import { formatZoned } from "~/domain/sao-paulo-time";
import type { Database } from "~/server/db.server";
import { lockStoreForEdit, writeStoreValues, type StoreChangeValues } from "./admin-stores.server";
import { expectVersion, nextVersion, StaleEdit, type ExpectedVersion } from "./edit-version.server";
import { staffChange, type AuditEntry, type StaffActor } from "./staff-change.server";
import { isStale, storeNow } from "./store-change-staleness.server";

export type ScheduledStoreChange = typeof storeScheduledChanges.$inferSelect;

/** The closure's instants travel as ISO text in the stored JSON. */
const INSTANT_FIELDS = ["closedFrom", "closedUntil"] as const;

function toStoredValues(values: StoreChangeValues): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...values };
  for (const key of INSTANT_FIELDS) {
    const value = values[key];
    if (value instanceof Date) stored[key] = value.toISOString();
  }
  return stored;
}

export function fromStoredValues(stored: Record<string, unknown>): StoreChangeValues {
  const values = { ...stored } as StoreChangeValues & Record<string, unknown>;
  for (const key of INSTANT_FIELDS) {
    const value = stored[key];
    if (typeof value === "string") values[key] = new Date(value);
  }
  return values;
}

const ENTITY = "store_scheduled_change";

function changeLabel(store: Pick<Store, "name" | "timezone">, at: Date, suffix = ""): string {
  return `${store.name} · a partir de ${formatZoned(at, store.timezone)}${suffix}`;
}

function changeAudit(
  action: AuditEntry["action"],
  change: Pick<ScheduledStoreChange, "id" | "storeId" | "fields" | "effectiveAt">,
  store: Pick<Store, "name" | "timezone">,
  suffix = "",
): AuditEntry {
  return {
    action,
    entity: ENTITY,
    entityId: change.id,
    details: {
      label: changeLabel(store, change.effectiveAt, suffix),
      fields: change.fields,
      storeId: change.storeId,
    },
  };
}

/** The refusal of a time that has passed (the form says it next to the field). */
export class ScheduleInPast extends Error {
  override name = "ScheduleInPast";
}

/**
 * Schedules `values` for store `storeId` at `effectiveAt`, audited. Null when the values change
 * nothing or the store no longer exists. A moment not after `now` throws ScheduleInPast.
 */
export async function scheduleStoreChange(
  db: Database,
  by: StaffActor,
  storeId: number,
  effectiveAt: Date,
  values: StoreChangeValues,
  now: Date = new Date(),
): Promise<ScheduledStoreChange | null> {
  if (effectiveAt <= now) throw new ScheduleInPast();
  const fields = Object.keys(values);
  if (fields.length === 0) return null;
  const result = await staffChange(
    db,
    by,
    async (tx) => {
      const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).limit(1);
      if (!store) return null;
      return { change: await insertScheduledChange(tx, by, storeId, effectiveAt, values), store };
    },
    (r) => r && scheduledChangeEntry(r.change, r.store),
  );
  return result?.change ?? null;
}

/**
 * The row of a scheduled change, in the caller's staff change (whose audit row is
 * scheduledChangeEntry's, or names it): an approved change request with a moment, given as
 * `request` with the values it saw for these fields (its changes' `old`), checked again at the
 * moment by applyDueStoreChanges.
 */
export async function insertScheduledChange(
  tx: Database,
  by: StaffActor,
  storeId: number,
  effectiveAt: Date,
  values: StoreChangeValues,
  request?: { id: number; baseValues: Record<string, unknown> },
): Promise<ScheduledStoreChange> {
  const [change] = await tx
    .insert(storeScheduledChanges)
    .values({
      storeId,
      effectiveAt,
      values: toStoredValues(values),
      fields: Object.keys(values),
      createdBy: by,
      ...(request ? { changeRequestId: request.id, baseValues: request.baseValues } : {}),
    })
    .returning();
  return change!;
}

/** The audit row of a new scheduled change. */
export const scheduledChangeEntry = (
  change: ScheduledStoreChange,
  store: Pick<Store, "name" | "timezone">,
) => changeAudit("create", change, store);

/** A pending change locked for an edit, checked against the version its screen was opened with. */
async function lockPendingChange(tx: Database, id: number, version: ExpectedVersion) {
  const [row] = await tx
    .select({ change: storeScheduledChanges, store: stores })
    .from(storeScheduledChanges)
    .innerJoin(stores, eq(stores.id, storeScheduledChanges.storeId))
    .where(eq(storeScheduledChanges.id, id))
    .for("update", { of: storeScheduledChanges });
  const target = { entity: ENTITY, entityId: id };
  // Applied or cancelled meanwhile: whoever opened the screen saw it pending.
  if (!row || row.change.appliedAt || row.change.cancelledAt) throw new StaleEdit(target, "record");
  expectVersion(row.change, version, target);
  return row;
}

/** Moves a pending change to another moment, audited. StaleEdit when it moved on or applied. */
export async function rescheduleStoreChange(
  db: Database,
  by: StaffActor,
  id: number,
  effectiveAt: Date,
  version?: ExpectedVersion,
  now: Date = new Date(),
): Promise<ScheduledStoreChange> {
  if (effectiveAt <= now) throw new ScheduleInPast();
  const { change } = await staffChange(
    db,
    by,
    async (tx) => {
      const { change: before, store } = await lockPendingChange(tx, id, version);
      const [change] = await tx
        .update(storeScheduledChanges)
        .set({ effectiveAt, ...nextVersion(storeScheduledChanges) })
        .where(eq(storeScheduledChanges.id, id))
        .returning();
      return { change: change!, store, before };
    },
    (r) => {
      const was = formatZoned(r.before.effectiveAt, r.store.timezone);
      return changeAudit("update", r.change, r.store, ` (antes: ${was})`);
    },
  );
  return change;
}

/**
 * Changes the values of a pending change before it applies, audited with each field's old and
 * new value: only fields it already sets (its moment stays). StaleEdit when it moved on, applied
 * or was cancelled; null when the values are the same.
 */
export async function editScheduledStoreValues(
  db: Database,
  by: StaffActor,
  id: number,
  values: StoreChangeValues,
  version?: ExpectedVersion,
): Promise<ScheduledStoreChange | null> {
  const result = await staffChange(
    db,
    by,
    async (tx) => {
      const { change: before, store } = await lockPendingChange(tx, id, version);
      const old = fromStoredValues(before.values);
      const edited = Object.fromEntries(
        Object.entries(values).filter(([key]) => key in old),
      ) as StoreChangeValues;
      const { changes } = changeDetails(toStoredValues(old), toStoredValues({ ...old, ...edited }));
      if (Object.keys(changes).length === 0) return null;
      const [change] = await tx
        .update(storeScheduledChanges)
        .set({
          values: toStoredValues({ ...old, ...edited }),
          ...nextVersion(storeScheduledChanges),
        })
        .where(eq(storeScheduledChanges.id, id))
        .returning();
      return { change: change!, store, changes };
    },
    (r) => {
      if (!r) return null;
      const entry = changeAudit("update", r.change, r.store, " (valores alterados)");
      return { ...entry, details: { ...entry.details, changes: r.changes } };
    },
  );
  return result?.change ?? null;
}

/** Cancels a pending change, audited (it stays in the history as cancelled). */
export async function cancelStoreChange(
  db: Database,
  by: StaffActor,
  id: number,
  version?: ExpectedVersion,
  now: Date = new Date(),
): Promise<ScheduledStoreChange> {
  const { change } = await staffChange(
    db,
    by,
    async (tx) => {
      const { store } = await lockPendingChange(tx, id, version);
      const [change] = await tx
        .update(storeScheduledChanges)
        .set({ cancelledAt: now, ...nextVersion(storeScheduledChanges) })
        .where(eq(storeScheduledChanges.id, id))
        .returning();
      return { change: change!, store };
    },
    (r) => changeAudit("delete", r.change, r.store, " (cancelada)"),
  );
  return change;
}

const pending = and(
  isNull(storeScheduledChanges.appliedAt),
  isNull(storeScheduledChanges.cancelledAt),
  isNull(storeScheduledChanges.failure),
);

/**
 * The fields of a request's scheduled change that no longer hold the value the request saw
 * (the approval's own comparison, isStale): someone changed them after the approval.
 */
async function fieldsChangedSinceApproval(
  tx: Database,
  store: Store,
  change: ScheduledStoreChange,
): Promise<string[]> {
  if (!change.baseValues) return [];
  const compared = Object.entries(change.baseValues).map(
    ([field, old]) => ({ field, old, new: change.values[field] }) as StoreFieldChange,
  );
  const found = await storeNow(tx, store, compared);
  return compared.flatMap((c) => (isStale(found, c) ? [c.field] : []));
}

/** A request's requester as its audit rows name them. */
async function requesterOf(tx: Database, request: Pick<StoreChangeRequest, "requestedBy">) {
  if (!request.requestedBy) return null;
  const [requester] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, request.requestedBy));
  return requester ?? null;
}

/**
 * A request's scheduled change whose fields changed after the approval: not written. The change
 * is marked failed with the reason and the request flagged "conflict" (those fields marked
 * stale) so head office decides again in Aprovações; the request's audit row.
 */
async function refuseChangedSinceApproval(
  tx: Database,
  change: ScheduledStoreChange,
  store: Store,
  stale: string[],
): Promise<AuditEntry> {
  const failure = `O campo mudou desde a aprovação: ${stale.map(fieldLabel).join(", ")}`;
  await tx
    .update(storeScheduledChanges)
    .set({ failure, ...nextVersion(storeScheduledChanges) })
    .where(eq(storeScheduledChanges.id, change.id));
  const [request] = change.changeRequestId
    ? await tx
        .select()
        .from(storeChangeRequests)
        .where(eq(storeChangeRequests.id, change.changeRequestId))
        .for("update")
    : [];
  const details = {
    label: changeLabel(store, change.effectiveAt, " (não aplicada: o campo mudou)"),
    storeId: store.id,
    fields: stale,
    failure,
    scheduledChangeId: change.id,
  };
  if (!request) return { action: "update", entity: ENTITY, entityId: change.id, details };
  await tx
    .update(storeChangeRequests)
    .set({
      status: "conflict",
      changes: request.changes.map((c) =>
        c.decision === "approved" && stale.includes(c.field)
          ? ({ ...c, decision: "stale" } as StoreFieldChange)
          : c,
      ),
      version: sql`${storeChangeRequests.version} + 1`,
    })
    .where(eq(storeChangeRequests.id, request.id));
  return {
    action: "update",
    entity: "store_change_request",
    entityId: request.id,
    details: {
      ...details,
      status: "conflict",
      requestedBy: await requesterOf(tx, request),
      changeRequestId: request.id,
    },
  };
}

/**
 * Applies one due change, claimed so no other instance takes it: the store's fields written with
 * one audit row (in the name of whoever scheduled it, and a request's requester), the change
 * marked applied, in one transaction. A request's change whose fields changed since the approval
 * is refused instead (refuseChangedSinceApproval). False when not applied: refused, or another
 * instance holds it or applied it first.
 */
async function applyDueChange(
  db: Database,
  candidate: { id: number; createdBy: number | null },
  now: Date,
): Promise<boolean> {
  const result = await staffChange(
    db,
    candidate.createdBy,
    async (tx) => {
      const [change] = await tx
        .select()
        .from(storeScheduledChanges)
        .where(and(eq(storeScheduledChanges.id, candidate.id), pending))
        .for("update", { skipLocked: true });
      if (!change) return null;
      const before = await lockStoreForEdit(tx, change.storeId, undefined);
      const stale = await fieldsChangedSinceApproval(tx, before, change);
      if (stale.length > 0) {
        return {
          applied: false,
          entry: await refuseChangedSinceApproval(tx, change, before, stale),
        };
      }
      const { store, fields } = await writeStoreValues(tx, before, fromStoredValues(change.values));
      await tx
        .update(storeScheduledChanges)
        .set({ appliedAt: now })
        .where(eq(storeScheduledChanges.id, change.id));
      const [request] = change.changeRequestId
        ? await tx
            .select({ requestedBy: storeChangeRequests.requestedBy })
            .from(storeChangeRequests)
            .where(eq(storeChangeRequests.id, change.changeRequestId))
        : [];
      const entry: AuditEntry = {
        action: "update",
        entity: "store",
        entityId: store.id,
        details: {
          label: changeLabel(store, change.effectiveAt, " (alteração agendada)"),
          fields,
          scheduledChangeId: change.id,
          ...(request
            ? {
                requestedBy: await requesterOf(tx, request),
                changeRequestId: change.changeRequestId,
              }
            : {}),
        },
      };
      return { applied: true, entry };
    },
    (r): AuditEntry | null => r?.entry ?? null,
  );
  return result?.applied ?? false;
}

/**
 * Applies every change due at `now`, oldest first; the number applied here. A change the store
 * refuses (a name whose address another store took meanwhile, a closure the database rejects)
 * is marked failed with the reason, shown in the calendar, instead of being tried forever.
 */
export async function applyDueStoreChanges(
  db: Database,
  now: Date = new Date(),
  onError?: (error: unknown, changeId: number) => void,
): Promise<number> {
  const due = await db
    .select({ id: storeScheduledChanges.id, createdBy: storeScheduledChanges.createdBy })
    .from(storeScheduledChanges)
    .where(and(pending, lte(storeScheduledChanges.effectiveAt, now)))
    .orderBy(asc(storeScheduledChanges.effectiveAt), asc(storeScheduledChanges.id));
  let applied = 0;
  for (const candidate of due) {
    try {
      if (await applyDueChange(db, candidate, now)) applied++;
    } catch (error) {
      onError?.(error, candidate.id);
      await db
        .update(storeScheduledChanges)
        .set({ failure: error instanceof Error ? error.message : String(error) })
        .where(and(eq(storeScheduledChanges.id, candidate.id), pending));
    }
  }
  return applied;
}

export type CalendarEntry = {
  /** A photo: a store photo shown on the page only from `at` (store_images.visible_from). */
  kind: "change" | "closure" | "photo";
  /** The scheduled change's id (a closure: the store's; a photo: the photo's). */
  id: number;
  version: number;
  storeId: number;
  storeName: string;
  timeZone: string;
  /** When it takes effect (a closure: when it starts). */
  at: Date;
  /** A closure: when it ends. */
  until: Date | null;
  /** pt-BR names of the fields it changes. */
  fields: string[];
  author: string | null;
  failure: string | null;
  /** A photo's image. */
  imageUrl: string | null;
};

/**
 * The calendar of what is ahead, soonest first: pending changes (failed ones too, to be seen),
 * temporary closures not over at `now` and photos not shown yet; the network's, or one store's.
 */
export async function listUpcomingStoreChanges(
  db: Database,
  options: { storeId?: number; now?: Date } = {},
): Promise<CalendarEntry[]> {
  const now = options.now ?? new Date();
  const ofStore = (
    column: typeof stores.id | typeof storeScheduledChanges.storeId | typeof storeImages.storeId,
  ) => (options.storeId === undefined ? undefined : eq(column, options.storeId));
  // What an entry shows besides itself: its store (in its own time zone) and who made it.
  const storeAndAuthor = { storeName: stores.name, timeZone: stores.timezone, author: users.name };
  const [changes, closures, photos] = await Promise.all([
    db
      .select({ change: storeScheduledChanges, ...storeAndAuthor })
      .from(storeScheduledChanges)
      .innerJoin(stores, eq(stores.id, storeScheduledChanges.storeId))
      .leftJoin(users, eq(users.id, storeScheduledChanges.createdBy))
      .where(
        and(
          isNull(storeScheduledChanges.appliedAt),
          isNull(storeScheduledChanges.cancelledAt),
          ofStore(storeScheduledChanges.storeId),
        ),
      ),
    db
      .select({
        id: stores.id,
        version: stores.version,
        name: stores.name,
        timezone: stores.timezone,
        closedFrom: stores.closedFrom,
        closedUntil: stores.closedUntil,
      })
      .from(stores)
      .where(and(gt(stores.closedUntil, now), ofStore(stores.id))),
    db
      .select({ photo: storeImages, ...storeAndAuthor })
      .from(storeImages)
      .innerJoin(stores, eq(stores.id, storeImages.storeId))
      .leftJoin(media, eq(media.id, storeImages.mediaId))
      .leftJoin(users, eq(users.id, media.createdBy))
      .where(and(gt(storeImages.visibleFrom, now), ofStore(storeImages.storeId))),
  ]);
  const entries: CalendarEntry[] = [
    ...changes.map(({ change, storeName, timeZone, author }) => ({
      kind: "change" as const,
      id: change.id,
      version: change.version,
      storeId: change.storeId,
      storeName,
      timeZone,
      at: change.effectiveAt,
      until: null,
      fields: change.fields.map(fieldLabel),
      author,
      failure: change.failure,
      imageUrl: null,
    })),
    ...closures.map((s) => ({
      kind: "closure" as const,
      id: s.id,
      version: s.version,
      storeId: s.id,
      storeName: s.name,
      timeZone: s.timezone,
      at: s.closedFrom!,
      until: s.closedUntil,
      fields: [fieldLabel("closedFrom")],
      author: null,
      failure: null,
      imageUrl: null,
    })),
    ...photos.map(({ photo, storeName, timeZone, author }) => ({
      kind: "photo" as const,
      id: photo.id,
      version: photo.version,
      storeId: photo.storeId,
      storeName,
      timeZone,
      at: photo.visibleFrom!,
      until: null,
      fields: [`Nova foto (${STORE_IMAGE_KIND_LABELS[photo.kind]})`],
      author,
      failure: null,
      imageUrl: photo.url,
    })),
  ];
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
}

/** One scheduled change, whatever its state; null for an id that names none. */
export async function getScheduledStoreChange(
  db: Database,
  id: number,
): Promise<ScheduledStoreChange | null> {
  const [row] = await db
    .select()
    .from(storeScheduledChanges)
    .where(eq(storeScheduledChanges.id, id))
    .limit(1);
  return row ?? null;
}
