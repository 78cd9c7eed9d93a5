/**
 * Newsletter sign-up with double opt-in. The form stores a pending address with a consent record
 * and the SHA-256 of a confirmation token; the link in the e-mail confirms it once, before it
 * expires. Every address also carries an unsubscribe token, the capability of the one-click
 * unsubscribe link in every e-mail, which deletes the row.
 */
import { createHash } from "node:crypto";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import {
  newsletterSubscribers,
  type NewsletterSource,
  type NewsletterSubscriber,
} from "#db/schema";
import { normalizeEmail } from "~/domain/newsletter";
import { queryRows, type Database } from "~/server/db.server";

/** Within this time a second request for the same address sends no second e-mail. */
export const RESEND_AFTER_MINUTES = 10;

export function hashConfirmToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type SubscriptionRequest = {
  email: string;
  source: NewsletterSource;
  /** The page the form was sent from. */
  page: string;
  consentText: string;
  noticeVersion: string;
  /** Keyed hash of the client address, never the address. */
  ipHash: string;
  tokenHash: string;
  expiresAt: Date;
  now: Date;
};

/**
 * Records a request for an address in one statement, whatever the address's state: a new one is
 * stored as pending; a pending or pre-confirmation ('legacy') one gets a new link and consent
 * record; a confirmed one is left alone. Returns the recipient and unsubscribe token when a
 * confirmation e-mail should go out, null when none should (confirmed, or a link sent minutes ago).
 */
export async function requestSubscription(
  db: Database,
  input: SubscriptionRequest,
): Promise<{ email: string; unsubscribeToken: string } | null> {
  const email = normalizeEmail(input.email);
  if (!email) throw new Error("An e-mail is required");
  const now = input.now.toISOString();
  const resendAfter = new Date(input.now.getTime() - RESEND_AFTER_MINUTES * 60_000).toISOString();
  const rows = await queryRows<{ email: string; unsubscribe_token: string }>(
    db,
    sql`insert into newsletter_subscribers as s
          (email, source, status, confirm_token_hash, confirm_expires_at, requested_at,
           consent_page, notice_version, consent_text, consent_ip_hash, created_at)
        values (${email}, ${input.source}, 'pending', ${input.tokenHash},
                ${input.expiresAt.toISOString()}::timestamptz, ${now}::timestamptz,
                ${input.page}, ${input.noticeVersion}, ${input.consentText}, ${input.ipHash},
                ${now}::timestamptz)
        on conflict (lower(email)) do update set
          source = case when s.status = 'pending' then excluded.source else s.source end,
          confirm_token_hash = excluded.confirm_token_hash,
          confirm_expires_at = excluded.confirm_expires_at,
          requested_at = excluded.requested_at,
          consent_page = excluded.consent_page,
          notice_version = excluded.notice_version,
          consent_text = excluded.consent_text,
          consent_ip_hash = excluded.consent_ip_hash
        where s.status <> 'confirmed'
          and (s.requested_at is null or s.requested_at <= ${resendAfter}::timestamptz)
        returning s.email, s.unsubscribe_token::text`,
  );
  const row = rows[0];
  return row ? { email: row.email, unsubscribeToken: row.unsubscribe_token } : null;
}

const TOKEN_SHAPE = /^[\w-]{20,100}$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function confirmable(token: string, now: Date) {
  return and(
    eq(newsletterSubscribers.confirmTokenHash, hashConfirmToken(token)),
    gt(newsletterSubscribers.confirmExpiresAt, now),
  );
}

/** The address a confirmation link belongs to, while the link is unused and unexpired. */
export async function findConfirmation(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<NewsletterSubscriber | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db.select().from(newsletterSubscribers).where(confirmable(token, now));
  return row ?? null;
}

/**
 * Confirms the address of a link, once: the moment is the consent's time, and the token is
 * spent in the same statement (two clicks cannot both confirm). Null for a used, expired or
 * unknown link.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<NewsletterSubscriber | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(confirmable(token, now))
    .returning();
  return row ?? null;
}

/** The address an unsubscribe link belongs to, or null. */
export async function findByUnsubscribeToken(
  db: Database,
  token: string,
): Promise<NewsletterSubscriber | null> {
  if (!UUID_SHAPE.test(token)) return null;
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token.toLowerCase()));
  return row ?? null;
}

/**
 * The subscriber's own removal, through the link in an e-mail: the row is deleted for good
 * (consent record included). Null when the link names no address (already removed).
 */
export async function unsubscribe(db: Database, token: string): Promise<{ email: string } | null> {
  if (!UUID_SHAPE.test(token)) return null;
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token.toLowerCase()))
    .returning({ email: newsletterSubscribers.email });
  return row ?? null;
}

export async function findNewsletterSubscriber(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

/** Addresses that receive the newsletter: confirmed ones and those from before confirmation. */
export async function countNewsletterSubscribers(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.status, ["confirmed", "legacy"]));
  return row?.n ?? 0;
}
