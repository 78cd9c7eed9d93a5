/**
 * Staff access to newsletter subscribers: search, date range, paging, CSV export and deletion
 * (a data-subject request under the LGPD removes the row for good).
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { newsletterSubscribers, type NewsletterSubscriber } from "#db/schema";
import { maskEmail } from "~/domain/subscribers-csv";
import { escapeLike, queryText } from "~/domain/text-input";
import type { Database } from "~/server/db.server";
import { staffChange, type AuditEntry, type StaffActor } from "./staff-change.server";

export const SUBSCRIBERS_PAGE_SIZE = 50;
/** The export streams nothing fancy: a hard cap keeps one request bounded. */
export const EXPORT_MAX_ROWS = 100_000;

export type SubscriberFilters = {
  /** Part of the e-mail, case-insensitive. */
  q?: string;
  /** ISO dates (YYYY-MM-DD), inclusive, in São Paulo time. */
  from?: string;
  to?: string;
};

export type SubscriberRow = {
  id: number;
  email: string;
  source: NewsletterSubscriber["source"];
  createdAt: string;
};

/** A real calendar date 'YYYY-MM-DD' ('2026-02-30' is not), else undefined. */
function isoDate(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isFinite(date.getTime()) && date.toISOString().startsWith(value)
    ? value
    : undefined;
}

/** Filters from the address (q, de, ate); anything malformed is ignored rather than refused. */
export function subscriberFilters(params: URLSearchParams): SubscriberFilters {
  return {
    q: queryText(params, "q") || undefined,
    from: isoDate(params.get("de")),
    to: isoDate(params.get("ate")),
  };
}

function where(filters: SubscriberFilters): SQL | undefined {
  const parts: SQL[] = [];
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
  createdAt: newsletterSubscribers.createdAt,
};

const toRow = (r: {
  id: number;
  email: string;
  source: SubscriberRow["source"];
  createdAt: Date;
}) => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
});

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
