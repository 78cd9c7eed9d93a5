/**
 * Store change requests ("Aprovações"): what a store manager saves becomes a request, field by
 * field (the value it saw → the value it asks for, and the images it adds, already stored), and
 * the public page stays as it was. Head office approves or rejects each field; approving writes
 * the approved fields through the store's own write functions (`writeStoreHours`,
 * `insertStorePhoto`) in one staff change, so one audit row names the approver (its user) and the
 * requester (`details.requestedBy`). A field whose current value is no longer the one the request
 * saw is not applied: the request is flagged ("conflict") for head office to decide again.
 *
 * The request is the payload a scheduled change can reuse: `changes` says what to write and
 * what it replaces, `effectiveFrom` when (null: at approval). Approved with a moment still ahead,
 * its fields become a scheduled store change and its photos scheduled photos (ADR 0028); with a
 * moment already passed they apply at once. See ADR 0026.
 */
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import {
  media,
  storeChangeRequests,
  stores,
  testimonials,
  users,
  type ProposedBanner,
  type ProposedPhoto,
  type ProposedTestimonial,
  type ProposedSection,
  type Store,
  type StoreSection,
  type StoreChangeRequest,
  type StoreFieldChange,
  type StoreValue,
  type Testimonial,
  type WeeklyHours,
} from "#db/schema";
import { isValueChange, type StoreValueChange } from "~/domain/change-requests";
import type { StoreFormValues } from "~/domain/store-schemas";
import { changeDetails } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import type { UploadServices } from "~/server/uploads.server";
import {
  insertStoreBanner,
  insertStorePhoto,
  listStoreBanners,
  listStoreSections,
  storeBannerImages,
  type StoreBannerUpload,
  saveSection,
  storePhotoFiles,
  type StorePhotoUpload,
  type StoreRef,
  type StoreSectionInput,
} from "./admin-store-content.server";
import { storedSectionBody } from "~/server/rich-text-content.server";
import { writeTestimonialApproval } from "./admin-testimonials.server";
import { generatedHoursText } from "~/domain/hours-grid";
import {
  getStore,
  lockStoreForEdit,
  storeFormChanges,
  storeValuesSet,
  writeStoreValues,
  type StoreChangeValues,
} from "./admin-stores.server";
import { holidayCalendar } from "./holidays.server";
import {
  buildStorePageView,
  loadStoreContent,
  storePath,
  storePlaceCrumbs,
} from "./store-page.server";
import { expectVersion, type ExpectedVersion } from "./edit-version.server";
import { formatZoned } from "~/domain/sao-paulo-time";
import { insertScheduledChange, scheduledChangeEntry } from "./store-changes.server";
import {
  bannerCrowding,
  isStale,
  same,
  sectionSnapshot,
  sectionTarget,
  storeNow,
} from "./store-change-staleness.server";
import { staffChange, staffChangeWithImages, type AuditEntry } from "./staff-change.server";
import { writeStoreHours } from "./store-hours.server";

export { isStale, storeNow, type StoreNow } from "./store-change-staleness.server";

export type FieldDecision = "approved" | "rejected";

/** A request refused by the model: not found, or decided already. */
export class ChangeRequestClosed extends Error {
  override name = "ChangeRequestClosed";
}

const requestEntry = (
  request: Pick<StoreChangeRequest, "id" | "storeId">,
  store: StoreRef,
  action: AuditEntry["action"],
  details: Record<string, unknown>,
): AuditEntry => ({
  action,
  entity: "store_change_request",
  entityId: request.id,
  details: { label: store.name, storeId: store.id, ...details },
});

async function insertRequest(
  tx: Database,
  by: number,
  store: Store,
  changes: StoreFieldChange[],
  effectiveFrom: Date | null = null,
): Promise<StoreChangeRequest> {
  const [row] = await tx
    .insert(storeChangeRequests)
    .values({
      storeId: store.id,
      requestedBy: by,
      changes,
      baseVersion: store.version,
      effectiveFrom,
    })
    .returning();
  return row!;
}

/**
 * A manager's request over the store, locked and checked at the form's `version` as a staff save
 * would be (StaleEdit): the changes `build` finds, written and audited as one request (naming
 * `fields`, else the changed fields); null when there are none.
 */
function proposeChanges(
  db: Database,
  by: number,
  store: StoreRef,
  version: ExpectedVersion | undefined,
  build: (tx: Database, current: Store) => Promise<StoreFieldChange[]> | StoreFieldChange[],
  options: { effectiveFrom?: Date | null; fields?: string[] } = {},
): Promise<StoreChangeRequest | null> {
  return staffChange(
    db,
    by,
    async (tx) => {
      const current = await lockStoreForEdit(tx, store.id, version);
      const changes = await build(tx, current);
      if (changes.length === 0) return null;
      return insertRequest(tx, by, current, changes, options.effectiveFrom ?? null);
    },
    (request) =>
      request
        ? requestEntry(request, store, "create", {
            fields: options.fields ?? request.changes.map((c) => c.field),
          })
        : null,
  );
}

/**
 * A manager's new weekly grid (null: back to the text only), as a request: the grid it saw and
 * the one it asks for, from `effectiveFrom` (null: when approved). The form's version is checked
 * as a staff save would be (StaleEdit).
 */
export async function proposeStoreHours(
  db: Database,
  by: number,
  store: StoreRef,
  weekly: WeeklyHours | null,
  version?: ExpectedVersion,
  effectiveFrom: Date | null = null,
): Promise<StoreChangeRequest> {
  const request = await proposeChanges(
    db,
    by,
    store,
    version,
    (_tx, current) => [{ field: "weeklyHours", old: current.weeklyHours ?? null, new: weekly }],
    { effectiveFrom },
  );
  // One change, always: never null.
  return request!;
}

/**
 * A manager's save of the store form, as a request: one change per field that differs from the
 * store (the value it has → the value asked for, as the form would store it), nothing else, from
 * `effectiveFrom` (null: when approved). The form's version is checked as a staff save would be
 * (StaleEdit). Null when nothing changed.
 */
export async function proposeStoreValues(
  db: Database,
  by: number,
  store: StoreRef,
  form: StoreFormValues,
  version?: ExpectedVersion,
  effectiveFrom: Date | null = null,
): Promise<StoreChangeRequest | null> {
  return proposeChanges(
    db,
    by,
    store,
    version,
    (_tx, current) =>
      Object.entries(storeFormChanges(current, form)).map(
        ([field, value]) =>
          ({
            field,
            old: (current[field as keyof Store] ?? null) as StoreValue,
            new: (value ?? null) as StoreValue,
          }) as StoreValueChange,
      ),
    { effectiveFrom },
  );
}

/**
 * A manager's save of the page's sections, as a request: one change per section whose title,
 * text or visibility differ from the saved one (its text sanitised now, as a save would store
 * it), a new differential included. A section not the store's is left out. Null when nothing
 * changed.
 */
export async function proposeStoreSections(
  db: Database,
  by: number,
  store: StoreRef,
  inputs: readonly StoreSectionInput[],
): Promise<StoreChangeRequest | null> {
  return proposeChanges(
    db,
    by,
    store,
    undefined,
    async (tx) => {
      const sections = await listStoreSections(tx, store.id);
      const changes: StoreFieldChange[] = [];
      for (const input of inputs) {
        const target = sectionTarget(sections, input);
        if (input.sectionId !== undefined && !target) continue;
        const proposed: ProposedSection = {
          sectionId: target?.id ?? null,
          section: input.section,
          title: input.title || null,
          bodyHtml: storedSectionBody(input.section, input.bodyHtml),
          active: input.active,
        };
        const old = target ? sectionSnapshot(target) : null;
        if (old && same(old, proposed)) continue;
        changes.push({ field: "section", old, new: proposed });
      }
      return changes;
    },
    { fields: ["sections"] },
  );
}

/** The store values of a request's form-field changes (all of them, or the ones given). */
export function changeValues(changes: readonly StoreFieldChange[]): StoreChangeValues {
  const values: Record<string, StoreValue> = {};
  for (const change of changes) if (isValueChange(change)) values[change.field] = change.new;
  return values as StoreChangeValues;
}

/**
 * A manager's new photo, as a request: the image is checked and stored now (its media row in
 * the request's transaction), the photo row is written only when head office approves it (shown
 * from `effectiveFrom` when that is still ahead).
 */
export async function proposeStorePhoto(
  app: UploadServices,
  by: number,
  store: StoreRef,
  input: StorePhotoUpload & { effectiveFrom?: Date | null },
): Promise<StoreChangeRequest> {
  const { files, altText } = await storePhotoFiles(app, by, store, input);
  return staffChangeWithImages(
    app,
    by,
    [files],
    async (tx, [image]) => {
      const current = await lockStoreForEdit(tx, store.id, undefined);
      const photo: ProposedPhoto = {
        mediaId: image!.id,
        url: image!.url,
        kind: input.kind,
        altText,
      };
      return insertRequest(
        tx,
        by,
        current,
        [{ field: "photo", old: null, new: photo }],
        input.effectiveFrom ?? null,
      );
    },
    (request) => requestEntry(request, store, "create", { fields: ["photo"] }),
  );
}

/**
 * A manager's new banner (and its optional phone image), as a request: the images are checked
 * and stored now (their media rows in the request's transaction), the banner row is written only
 * when head office approves it. A window that would show one banner too many is refused now
 * (BannerLimitError), as a staff add would be; an image that cannot be stored throws a
 * BannerImageError naming its field.
 */
export async function proposeStoreBanner(
  app: UploadServices,
  by: number,
  store: StoreRef,
  files: StoreBannerUpload,
  window: { startsAt: Date | null; endsAt: Date | null },
): Promise<StoreChangeRequest> {
  const { altText, images } = await storeBannerImages(app, by, store, files);
  return staffChangeWithImages(
    app,
    by,
    [images.desktop, images.phone],
    async (tx, [image, phone]) => {
      const current = await lockStoreForEdit(tx, store.id, undefined);
      const banner: ProposedBanner = {
        mediaId: image!.id,
        url: image!.url,
        phoneMediaId: phone?.id ?? null,
        phoneUrl: phone?.url ?? null,
        altText,
        startsAt: window.startsAt?.toISOString() ?? null,
        endsAt: window.endsAt?.toISOString() ?? null,
      };
      const crowding = bannerCrowding(await listStoreBanners(tx, store.id), banner);
      if (crowding) throw crowding;
      return insertRequest(tx, by, current, [{ field: "banner", old: null, new: banner }]);
    },
    (request) => requestEntry(request, store, "create", { fields: ["banner"] }),
  );
}

/** A testimonial already named by an open request of its store: a second one is refused. */
export class RequestAlreadyOpen extends Error {
  override name = "RequestAlreadyOpen";
}

/** The ids of these stores' testimonials an open (pending or flagged) request names. */
export async function testimonialsWithOpenRequests(
  db: Database,
  storeIds: readonly number[] | null,
): Promise<Set<number>> {
  const rows = await db
    .select({ changes: storeChangeRequests.changes })
    .from(storeChangeRequests)
    .where(
      and(
        inArray(storeChangeRequests.status, ["pending", "conflict"]),
        storeIds ? inArray(storeChangeRequests.storeId, [...storeIds, -1]) : undefined,
        sql`${storeChangeRequests.changes} @> '[{"field":"testimonial"}]'::jsonb`,
      ),
    );
  return new Set(
    rows.flatMap((r) =>
      r.changes.flatMap((c) => (c.field === "testimonial" ? [c.old.testimonialId] : [])),
    ),
  );
}

/** A testimonial as a request records it. */
const testimonialSnapshot = (row: Testimonial): ProposedTestimonial => ({
  testimonialId: row.id,
  customerName: row.customerName,
  text: row.text,
  rating: row.rating,
  approved: row.approved,
});

/**
 * A manager's ask to publish (`approved`) or withdraw one of the store's testimonials, as a
 * request; null when the testimonial is not the store's (or gone). The testimonial's version is
 * checked as a staff switch would be (StaleEdit); asking for what it already is changes nothing.
 */
export async function proposeTestimonialApproval(
  db: Database,
  by: number,
  store: StoreRef,
  testimonialId: number,
  approved: boolean,
  version?: ExpectedVersion,
): Promise<StoreChangeRequest | null> {
  return proposeChanges(db, by, store, undefined, async (tx) => {
    const [row] = await tx
      .select()
      .from(testimonials)
      .where(and(eq(testimonials.id, testimonialId), eq(testimonials.storeId, store.id)))
      .for("update");
    if (!row) return [];
    expectVersion(row, version, { entity: "testimonial", entityId: row.id });
    if (row.approved === approved) return [];
    // The store's row is locked: two asks about one testimonial queue up, the second sees the first.
    const open = await testimonialsWithOpenRequests(tx, [store.id]);
    if (open.has(row.id)) throw new RequestAlreadyOpen(`testimonial ${row.id} has an open request`);
    const old = testimonialSnapshot(row);
    return [{ field: "testimonial", old, new: { ...old, approved } }];
  });
}

/**
 * Writes the approved changes over the locked store with the staff screens' own functions: the
 * form's fields together (writeStoreValues: the form's rules, a new name moving the address),
 * then the hours, photos, sections, banners and a testimonial's approval. The store fields
 * written, the form fields' old → new, and the testimonial switched (its own audit row).
 */
async function applyChanges(tx: Database, store: Store, changes: StoreFieldChange[]) {
  const applied: string[] = [];
  let audit: ReturnType<typeof changeDetails>["changes"] | undefined;
  let testimonial: { id: number; label: string; changes: typeof audit } | undefined;
  const values = changeValues(changes);
  if (Object.keys(values).length > 0) {
    const written = await writeStoreValues(tx, store, values);
    applied.push(...written.fields);
    audit = changeDetails(store, written.store).changes;
  }
  for (const change of changes) {
    if (change.field === "weeklyHours")
      applied.push(...(await writeStoreHours(tx, store, change.new)));
    else if (change.field === "photo") {
      await insertStorePhoto(tx, store, change.new);
      applied.push("photos");
    } else if (change.field === "section") {
      const { sectionId, ...section } = change.new;
      await saveSection(tx, store, { ...section, ...(sectionId ? { sectionId } : {}) });
      applied.push("sections");
    } else if (change.field === "banner") {
      const { startsAt, endsAt, ...banner } = change.new;
      await insertStoreBanner(tx, store, {
        ...banner,
        startsAt: startsAt ? new Date(startsAt) : null,
        endsAt: endsAt ? new Date(endsAt) : null,
      });
      applied.push("banners");
    } else if (change.field === "testimonial") {
      const written = await writeTestimonialApproval(
        tx,
        change.new.testimonialId,
        change.new.approved,
      );
      if (written) {
        testimonial = {
          id: written.row.id,
          label: written.before.customerName,
          changes: changeDetails(written.before, { approved: written.row.approved }).changes,
        };
      }
    }
  }
  return { applied, changes: audit, testimonial };
}

/**
 * Approved changes of a request with a moment still ahead: the form's fields and the hours as
 * one scheduled store change (in the reviewer's name), the photos written hidden until then;
 * anything else (page sections) applies now. What was scheduled, and the rest's outcome.
 */
async function scheduleChanges(
  tx: Database,
  reviewer: number,
  store: Store,
  at: Date,
  changes: StoreFieldChange[],
  requestId: number,
) {
  const values: StoreChangeValues = { ...changeValues(changes) };
  // What the request saw for these fields: at the moment they must still be so (ADR 0028).
  const baseValues: Record<string, unknown> = {};
  const photos: number[] = [];
  const now: StoreFieldChange[] = [];
  for (const change of changes) {
    if (isValueChange(change) || change.field === "weeklyHours") {
      baseValues[change.field] = change.old;
    }
    if (change.field === "weeklyHours") values.weeklyHours = change.new;
    else if (change.field === "photo") {
      photos.push((await insertStorePhoto(tx, store, { ...change.new, visibleFrom: at })).id);
    } else if (!isValueChange(change)) now.push(change);
  }
  const scheduled =
    Object.keys(values).length > 0
      ? await insertScheduledChange(tx, reviewer, store.id, at, values, {
          id: requestId,
          baseValues,
        })
      : null;
  return { scheduled, photos, ...(await applyChanges(tx, store, now)) };
}

export type ReviewOutcome = {
  status: StoreChangeRequest["status"];
  /** Store fields written (empty when nothing was applied). */
  applied: string[];
  /** Indexes of approved changes not applied because their field changed since. */
  stale: number[];
  /** The moment the approved changes were scheduled for (null: applied at once, or none). */
  scheduledFor: Date | null;
  /** The request asked for a moment that had passed at approval: applied at once instead. */
  momentPassed: boolean;
};

/**
 * Head office's decision on each change (by index) with an optional comment per change and one
 * for the request. Approved changes whose field is still as the request saw it are written, all
 * in one staff change whose audit row names the reviewer and the requester; when any approved
 * field changed since, nothing is written and the request is flagged "conflict" (the stale
 * changes marked) for head office to decide again. Throws ChangeRequestClosed when the request
 * is not open (decided by someone else meanwhile, or gone).
 */
export async function reviewChangeRequest(
  db: Database,
  reviewer: number,
  requestId: number,
  review: {
    decisions: Record<number, { decision: FieldDecision; comment?: string }>;
    comment?: string;
  },
  now = new Date(),
): Promise<ReviewOutcome> {
  type Done = ReviewOutcome & { entry: AuditEntry };
  const described = (store: Store, at: Date) =>
    `${store.name} · a partir de ${formatZoned(at, store.timezone)}`;
  const done = await staffChange<Done>(
    db,
    reviewer,
    async (tx) => {
      const [request] = await tx
        .select()
        .from(storeChangeRequests)
        .where(eq(storeChangeRequests.id, requestId))
        .for("update");
      if (!request || (request.status !== "pending" && request.status !== "conflict")) {
        throw new ChangeRequestClosed(`change request ${requestId} is not open`);
      }
      const store = await lockStoreForEdit(tx, request.storeId, undefined);
      const found = await storeNow(tx, store, request.changes);
      const [requester] = request.requestedBy
        ? await tx
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(eq(users.id, request.requestedBy))
        : [];
      const decided = request.changes.map((change, index) => {
        const { decision, comment } = review.decisions[index] ?? { decision: "rejected" as const };
        const stale = decision === "approved" && isStale(found, change);
        return {
          ...change,
          decision: stale ? ("stale" as const) : decision,
          ...(comment ? { comment } : {}),
        } as StoreFieldChange;
      });
      const stale = decided.flatMap((c, i) => (c.decision === "stale" ? [i] : []));
      const approved = decided.filter((c) => c.decision === "approved");
      const applied: string[] = [];
      let changes: Record<string, unknown> | undefined;
      // A moment still ahead schedules the approved changes; one already passed applies them now.
      const at =
        request.effectiveFrom && request.effectiveFrom > now ? request.effectiveFrom : null;
      const momentPassed = Boolean(request.effectiveFrom && !at && approved.length > 0);
      let later: Awaited<ReturnType<typeof scheduleChanges>> | null = null;
      let testimonial: Awaited<ReturnType<typeof applyChanges>>["testimonial"];
      if (stale.length === 0 && approved.length > 0) {
        const written = at
          ? (later = await scheduleChanges(tx, reviewer, store, at, approved, request.id))
          : await applyChanges(tx, store, approved);
        applied.push(...written.applied);
        changes = written.changes;
        testimonial = written.testimonial;
      }
      const status: StoreChangeRequest["status"] =
        stale.length > 0
          ? "conflict"
          : approved.length === decided.length
            ? "approved"
            : approved.length > 0
              ? "partially_approved"
              : "rejected";
      await tx
        .update(storeChangeRequests)
        .set({
          status,
          changes: decided,
          comment: review.comment || null,
          decidedBy: reviewer,
          decidedAt: now,
          version: sql`${storeChangeRequests.version} + 1`,
        })
        .where(eq(storeChangeRequests.id, request.id));
      const requestedBy = requester ?? null;
      const scheduledFor = later && (later.scheduled || later.photos.length > 0) ? at : null;
      // Applied: the store's row (or the testimonial's), naming both people. Scheduled: the
      // scheduled change's (or the photo's), naming both and the request. Otherwise the request's
      // own row.
      const entry: AuditEntry =
        applied.length === 0 && testimonial
          ? {
              action: "update",
              entity: "testimonial",
              entityId: testimonial.id,
              details: {
                label: testimonial.label,
                fields: ["approved"],
                changes: testimonial.changes,
                storeId: store.id,
                requestedBy,
                changeRequestId: request.id,
              },
            }
          : applied.length > 0
            ? {
                action: "update",
                entity: "store",
                entityId: store.id,
                details: {
                  label: store.name,
                  fields: [...new Set(applied)],
                  ...(changes && Object.keys(changes).length > 0 ? { changes } : {}),
                  requestedBy,
                  changeRequestId: request.id,
                  ...(later?.scheduled ? { scheduledChangeId: later.scheduled.id } : {}),
                },
              }
            : later?.scheduled
              ? withDetails(scheduledChangeEntry(later.scheduled, store), {
                  fields: [...later.scheduled.fields, ...(later.photos.length ? ["photos"] : [])],
                  requestedBy,
                  changeRequestId: request.id,
                })
              : later && later.photos.length > 0
                ? {
                    action: "create",
                    entity: "store_image",
                    entityId: later.photos[0]!,
                    details: {
                      label: described(store, at!),
                      fields: ["url", "kind", "visibleFrom"],
                      storeId: store.id,
                      requestedBy,
                      changeRequestId: request.id,
                    },
                  }
                : requestEntry(request, store, "update", {
                    fields: ["status"],
                    status,
                    requestedBy,
                  });
      return {
        status,
        applied: [...new Set(applied)],
        stale,
        scheduledFor,
        momentPassed: momentPassed && stale.length === 0,
        entry,
      };
    },
    (result) => result.entry,
  );
  const { entry: _entry, ...outcome } = done;
  return outcome;
}

const withDetails = (entry: AuditEntry, details: Record<string, unknown>): AuditEntry => ({
  ...entry,
  details: { ...entry.details, ...details },
});

/** A request with its store's and people's names, for the screens and the e-mails. */
export type ChangeRequestView = StoreChangeRequest & {
  storeName: string;
  storeSlug: string;
  /** The store's zone: the moment it asks for is shown on the store's clock. */
  storeTimeZone: string;
  requesterName: string | null;
  requesterEmail: string | null;
  reviewerName: string | null;
};

const reviewers = sql`(select name from users r where r.id = ${storeChangeRequests.decidedBy})`;

function requestQuery(db: Database) {
  return db
    .select({
      request: storeChangeRequests,
      storeName: stores.name,
      storeSlug: stores.slug,
      storeTimeZone: stores.timezone,
      requesterName: users.name,
      requesterEmail: users.email,
      reviewerName: sql<string | null>`${reviewers}`,
    })
    .from(storeChangeRequests)
    .innerJoin(stores, eq(stores.id, storeChangeRequests.storeId))
    .leftJoin(users, eq(users.id, storeChangeRequests.requestedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof requestQuery>["execute"]>>[number];
const view = ({ request, ...names }: Row): ChangeRequestView => ({ ...request, ...names });

/**
 * Requests, open ones first (oldest first: they waited longest), then the decided ones newest
 * first; only these stores' when `storeIds` is given (a manager's).
 */
export async function listChangeRequests(
  db: Database,
  options: { storeIds?: readonly number[] | null; limit?: number } = {},
): Promise<ChangeRequestView[]> {
  const rows = await requestQuery(db)
    .where(
      options.storeIds
        ? inArray(storeChangeRequests.storeId, [...options.storeIds, -1])
        : undefined,
    )
    .orderBy(
      sql`case when ${storeChangeRequests.status} in ('pending', 'conflict') then 0 else 1 end`,
      sql`case when ${storeChangeRequests.status} in ('pending', 'conflict') then ${storeChangeRequests.createdAt} end asc`,
      desc(storeChangeRequests.createdAt),
    )
    .limit(options.limit ?? 200);
  return rows.map(view);
}

export async function getChangeRequest(
  db: Database,
  id: number,
): Promise<ChangeRequestView | null> {
  const [row] = await requestQuery(db).where(eq(storeChangeRequests.id, id));
  return row ? view(row) : null;
}

/** Open requests made before `days` days ago (highlighted in the queue). */
export function isOverdue(
  request: Pick<StoreChangeRequest, "status" | "createdAt">,
  days: number,
  now = new Date(),
) {
  return (
    (request.status === "pending" || request.status === "conflict") &&
    now.getTime() - request.createdAt.getTime() > days * 24 * 60 * 60 * 1000
  );
}

/** How many requests wait for head office (the menu's badge, the dashboard). */
export async function countOpenChangeRequests(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(storeChangeRequests)
    .where(inArray(storeChangeRequests.status, ["pending", "conflict"]));
  return Number(row?.n ?? 0);
}

/** Requests still open after `days` days. */
export async function countOverdueChangeRequests(db: Database, days: number, now = new Date()) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(storeChangeRequests)
    .where(
      and(
        inArray(storeChangeRequests.status, ["pending", "conflict"]),
        lt(storeChangeRequests.createdAt, new Date(now.getTime() - days * 86_400_000)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether a proposed banner's display window is open at `now`. */
const windowOpen = (banner: Pick<ProposedBanner, "startsAt" | "endsAt">, now: Date) =>
  (!banner.startsAt || new Date(banner.startsAt) <= now) &&
  (!banner.endsAt || new Date(banner.endsAt) > now);

/**
 * The store's page as it would be with the request's changes (the rejected ones left out),
 * built by the public page's own view model: what the preview draws.
 */
export async function previewStorePage(
  db: Database,
  request: StoreChangeRequest,
  now = new Date(),
) {
  const store = await getStore(db, request.storeId);
  if (!store) return null;
  const [content, calendar] = await Promise.all([
    loadStoreContent(db, store.id, now),
    holidayCalendar(db, now).catch(() => null),
  ]);
  const changes = request.changes.filter((c) => c.decision !== "rejected");
  const photoIds = changes.flatMap((c) =>
    c.field === "photo"
      ? [c.new.mediaId]
      : c.field === "banner"
        ? [c.new.mediaId, c.new.phoneMediaId ?? -1]
        : [],
  );
  const sizes = photoIds.length
    ? await db
        .select({
          id: media.id,
          width: media.width,
          height: media.height,
          variants: media.variants,
        })
        .from(media)
        .where(inArray(media.id, photoIds))
    : [];
  let shown: Store = { ...store, ...storeValuesSet(store, changeValues(changes)) };
  const images = [...content.images];
  const banners = [...content.banners];
  let testimonialRows = content.testimonials;
  // The sections with the proposed ones in place (new ones last), the hidden ones left out.
  let sections: StoreSection[] | null = null;
  for (const change of changes) {
    if (change.field !== "section") continue;
    sections ??= await listStoreSections(db, store.id);
    const target = sectionTarget(sections, change.new);
    const { sectionId: _id, ...values } = change.new;
    if (target) {
      sections = sections.map((s) =>
        s.id === target.id ? ({ ...s, ...values } as StoreSection) : s,
      );
    } else {
      const added = {
        ...values,
        id: -sections.length - 1,
        storeId: store.id,
        position: 999,
      } as StoreSection;
      sections = [...sections, added];
    }
  }
  for (const change of changes) {
    if (isValueChange(change) || change.field === "section") continue;
    if (change.field === "banner") {
      const banner = change.new;
      if (!windowOpen(banner, now)) continue;
      const size = sizes.find((m) => m.id === banner.mediaId);
      const phone = sizes.find((m) => m.id === banner.phoneMediaId);
      banners.push({
        url: banner.url,
        altText: banner.altText,
        width: size?.width ?? null,
        height: size?.height ?? null,
        variants: size?.variants ?? null,
        phoneUrl: banner.phoneUrl,
        phoneWidth: phone?.width ?? null,
        phoneHeight: phone?.height ?? null,
        phoneVariants: phone?.variants ?? null,
      });
    } else if (change.field === "testimonial") {
      const proposed = change.new;
      testimonialRows = testimonialRows.filter((t) => t.id !== proposed.testimonialId);
      if (proposed.approved) {
        const [row] = await db
          .select()
          .from(testimonials)
          .where(eq(testimonials.id, proposed.testimonialId));
        if (row) testimonialRows = [row, ...testimonialRows];
      }
    } else if (change.field === "weeklyHours") {
      const text = generatedHoursText(change.new);
      shown = { ...shown, weeklyHours: change.new, ...(text ? { hoursText: text } : {}) };
    } else if (!images.some((image) => image.url === change.new.url)) {
      const size = sizes.find((m) => m.id === change.new.mediaId);
      images.push({
        url: change.new.url,
        altText: change.new.altText,
        kind: change.new.kind,
        width: size?.width ?? null,
        height: size?.height ?? null,
        variants: size?.variants ?? null,
      });
    }
  }
  const holidayDays = calendar?.specialDays(store.state, store.city) ?? [];
  return {
    store: buildStorePageView(
      shown,
      {
        ...content,
        images,
        banners,
        testimonials: testimonialRows,
        ...(sections ? { sections: sections.filter((x) => x.active) } : {}),
      },
      now,
      holidayDays,
    ),
    places: storePlaceCrumbs(store),
    path: storePath(store.slug),
  };
}
