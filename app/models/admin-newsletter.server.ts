/**
 * Staff access to newsletter subscribers: search, date range, paging, CSV export and deletion
 * (a data-subject request under the LGPD removes the row for good).
 */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import {
  newsletterSubscribers,
  type NewsletterStatus,
  type NewsletterSubscriber,
} from "#db/schema";
import { maskEmail } from "~/domain/subscribers-csv";
import { escapeLike, queryText } from "~/domain/text-input";
import type { Database } from "~/server/db.server";
import { staffChange, type AuditEntry, type StaffActor } from "./staff-change.server";

export const SUBSCRIBERS_PAGE_SIZE = 50;
/** The export streams nothing fancy: a hard cap keeps one request bounded. */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * Which addresses a list shows: subscribers (confirmed and from before confirmation, the
 * default), one state, or every address.
 */
export const STATUS_FILTERS = [
  "inscritos",
  "confirmados",
  "anteriores",
  "pendentes",
  "todos",
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const STATUSES_OF: Record<StatusFilter, NewsletterStatus[] | null> = {
  inscritos: ["confirmed", "legacy"],
  confirmados: ["confirmed"],
  anteriores: ["legacy"],
  pendentes: ["pending"],
  todos: null,
};

export type SubscriberFilters = {
  /** Part of the e-mail, case-insensitive. */
  q?: string;
  status?: StatusFilter;
  /** ISO dates (YYYY-MM-DD), inclusive, in São Paulo time. */
  from?: string;
  to?: string;
};

export type SubscriberRow = {
  id: number;
  email: string;
  source: NewsletterSubscriber["source"];
  status: NewsletterStatus;
  createdAt: string;
  confirmedAt: string | null;
  consentPage: string | null;
  noticeVersion: string | null;
};

/** A real calendar date 'YYYY-MM-DD' ('2026-02-30' is not), else undefined. */
function isoDate(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isFinite(date.getTime()) && date.toISOString().startsWith(value)
    ? value
    : undefined;
}

/** Filters from the address (q, situacao, de, ate); anything malformed is ignored, not refused. */
export function subscriberFilters(params: URLSearchParams): SubscriberFilters {
  const status = params.get("situacao");
  return {
    q: queryText(params, "q") || undefined,
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? "")
      ? (status as StatusFilter)
      : undefined,
    from: isoDate(params.get("de")),
    to: isoDate(params.get("ate")),
  };
}

function where(filters: SubscriberFilters): SQL | undefined {
  const parts: SQL[] = [];
  const statuses = STATUSES_OF[filters.status ?? "inscritos"];
  if (statuses) parts.push(inArray(newsletterSubscribers.status, statuses));
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    parts.push(sql`lower(${newsletterSubscribers.email}) like ${`%${escapeLike(q)}%`}`);
  }
  if (filters.from) {
    parts.push(
      gte(
        newsletterSubscribers.createdAt,
        sql`(${filters.from}::date)::timestamp at time zone 'America/Sao_Paulo'`,
      ),
    );
  }
  if (filters.to) {
    parts.push(
      lt(
        newsletterSubscribers.createdAt,
        sql`(${filters.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  source: newsletterSubscribers.source,
  status: newsletterSubscribers.status,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  consentPage: newsletterSubscribers.consentPage,
  noticeVersion: newsletterSubscribers.noticeVersion,
};

type SelectedRow = Omit<SubscriberRow, "createdAt" | "confirmedAt"> & {
  createdAt: Date;
  confirmedAt: Date | null;
};

/** The consent record is shown for confirmed addresses only: the others have not consented. */
const toRow = (r: SelectedRow): SubscriberRow => {
  const confirmed = r.status === "confirmed";
  return {
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    confirmedAt: confirmed && r.confirmedAt ? new Date(r.confirmedAt).toISOString() : null,
    consentPage: confirmed ? r.consentPage : null,
    noticeVersion: confirmed ? r.noticeVersion : null,
  };
};

export async function listSubscribers(
  db: Database,
  filters: SubscriberFilters & { page: number },
): Promise<{ subscribers: SubscriberRow[]; total: number }> {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(newsletterSubscribers)
      .where(condition)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .offset((filters.page - 1) * SUBSCRIBERS_PAGE_SIZE),
    db.select({ n: count() }).from(newsletterSubscribers).where(condition),
  ]);
  return { subscribers: rows.map(toRow), total: Number(total?.n ?? 0) };
}

export async function exportSubscribers(
  db: Database,
  filters: SubscriberFilters,
): Promise<SubscriberRow[]> {
  const rows = await db
    .select(columns)
    .from(newsletterSubscribers)
    .where(where(filters))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(EXPORT_MAX_ROWS);
  return rows.map(toRow);
}

/** The audit row of an erasure: the address masked, never in full. */
const erasure = (row: NewsletterSubscriber): AuditEntry => ({
  action: "delete",
  entity: "newsletter_subscriber",
  entityId: row.id,
  details: { label: maskEmail(row.email), reason: "pedido do titular (LGPD)" },
});

/**
 * Erases a subscriber at their request (LGPD), audited; null when the row no longer exists. The
 * person asked us to forget the address: the activity log keeps only a masked form.
 */
export async function deleteSubscriber(
  db: Database,
  by: StaffActor,
  id: number,
): Promise<NewsletterSubscriber | null> {
  const erase = async (tx: Database) =>
    tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning();
  const [row] = await staffChange(db, by, erase, ([erased]) => (erased ? erasure(erased) : null));
  return row ?? null;
}
