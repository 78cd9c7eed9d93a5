/**
 * Everything the site holds about one person, found by e-mail, for a data-subject request (LGPD
 * art. 18): the newsletter row and its consent record, a staff account with its sessions and
 * reset links, the activity-log rows made by or about the person, and their earlier requests.
 * Erasure removes the newsletter row, anonymises the account and replaces the e-mail in the
 * activity log with a pseudonym, so the log keeps every event without naming the person.
 */
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import {
  auditLog,
  newsletterSubscribers,
  passwordResetTokens,
  sessions,
  users,
  type AuditAction,
  type NewsletterSubscriber,
} from "#db/schema";
import { normalizeEmail } from "~/domain/newsletter";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { dataSubjectPseudonym } from "~/server/keyed-hash.server";
import { hashPassword } from "~/server/password.server";
import { dataRequestsFor, type DataRequestRow } from "./data-requests.server";
import { staffChange, type StaffActor } from "./staff-change.server";
import { anonymiseAccount, type AccountRefusal } from "./users.server";

/** The most activity-log rows one report lists (a staff member's years of work). */
export const MAX_AUDIT_ROWS = 10_000;

export type DataSubjectAccount = {
  id: number;
  name: string;
  email: string;
  role: string;
  active: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  activeSessions: number;
  pendingResetLinks: number;
};

export type DataSubjectAuditEntry = {
  id: number;
  createdAt: Date;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
  author: string | null;
  /** 'by': the person made the change; 'about': the change concerns the person. */
  relation: "by" | "about";
};

export type DataSubjectReport = {
  email: string;
  /** What the activity log calls the person once erased. */
  pseudonym: string;
  subscriber: Omit<NewsletterSubscriber, "confirmTokenHash"> | null;
  account: DataSubjectAccount | null;
  auditEntries: DataSubjectAuditEntry[];
  requests: DataRequestRow[];
};

async function findAccount(db: Database, email: string): Promise<DataSubjectAccount | null> {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      active: users.active,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (!account) return null;
  const [[liveSessions], [links]] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, account.id), sql`${sessions.expiresAt} > now()`)),
    db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.id)),
  ]);
  return {
    ...account,
    activeSessions: Number(liveSessions?.n ?? 0),
    pendingResetLinks: Number(links?.n ?? 0),
  };
}

/** The rows that concern the person: made by their account, about it, or naming them. */
function auditCondition(
  email: string,
  pseudonym: string,
  accountId: number | null,
  subscriberId: number | null,
): SQL {
  const label = sql`${auditLog.details}->>'label'`;
  const parts: (SQL | undefined)[] = [
    sql`lower(${label}) = ${email}`,
    sql`${label} = ${pseudonym}`,
  ];
  if (accountId !== null) {
    parts.push(eq(auditLog.userId, accountId));
    parts.push(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(accountId))));
  }
  if (subscriberId !== null) {
    parts.push(
      and(
        eq(auditLog.entity, "newsletter_subscriber"),
        eq(auditLog.entityId, String(subscriberId)),
      ),
    );
  }
  return or(...parts)!;
}

export async function findDataSubject(
  db: Database,
  env: Pick<Env, "SESSION_SECRET">,
  rawEmail: string,
): Promise<DataSubjectReport> {
  const email = normalizeEmail(rawEmail);
  const pseudonym = dataSubjectPseudonym(env, email);
  const [subscriberRow, account, requests] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email))
      .limit(1)
      .then((rows) => rows[0] ?? null),
    findAccount(db, email),
    dataRequestsFor(db, email),
  ]);
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      userId: auditLog.userId,
      author: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(auditCondition(email, pseudonym, account?.id ?? null, subscriberRow?.id ?? null))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(MAX_AUDIT_ROWS);
  let subscriber: DataSubjectReport["subscriber"] = null;
  if (subscriberRow) {
    const { confirmTokenHash: _secret, ...rest } = subscriberRow;
    subscriber = rest;
  }
  return {
    email,
    pseudonym,
    subscriber,
    account,
    auditEntries: rows.map(({ userId, ...row }) => ({
      ...row,
      relation: account && userId === account.id ? "by" : "about",
    })),
    requests,
  };
}

export type ErasureSummary = {
  subscriberRemoved: boolean;
  accountAnonymised: boolean;
  auditRowsPseudonymised: number;
};

export type ErasureResult =
  | { refused: "self" | Exclude<AccountRefusal, null> }
  | { refused: null; summary: ErasureSummary; pseudonym: string };

/**
 * Erases what the site holds about the e-mail, in one audited change: the newsletter row (and
 * its consent record) is deleted, a staff account anonymised, the e-mail replaced by the
 * pseudonym in the activity log. Requests stay (the proof they were answered). An admin cannot
 * erase their own account, nor the last active admin.
 */
export async function eraseDataSubject(
  db: Database,
  env: Pick<Env, "SESSION_SECRET">,
  by: StaffActor,
  rawEmail: string,
): Promise<ErasureResult> {
  const email = normalizeEmail(rawEmail);
  const pseudonym = dataSubjectPseudonym(env, email);
  // Hashing is slow: never inside the transaction.
  const unusableHash = await hashPassword(randomBytes(32).toString("base64url"));
  const result = await staffChange(
    db,
    by,
    async (tx): Promise<ErasureResult> => {
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .for("update");
      if (account && account.id === by) return { refused: "self" };
      if (account) {
        const refused = await anonymiseAccount(tx, account.id, unusableHash);
        if (refused) return { refused };
      }
      const removed = await tx
        .delete(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email))
        .returning({ id: newsletterSubscribers.id });
      const renamed = await tx
        .update(auditLog)
        .set({
          details: sql`jsonb_set(${auditLog.details}, '{label}', to_jsonb(${pseudonym}::text))`,
        })
        .where(sql`lower(${auditLog.details}->>'label') = ${email}`)
        .returning({ id: auditLog.id });
      return {
        refused: null,
        pseudonym,
        summary: {
          subscriberRemoved: removed.length > 0,
          accountAnonymised: Boolean(account),
          auditRowsPseudonymised: renamed.length,
        },
      };
    },
    (result) => {
      if (result.refused) return null;
      const { summary } = result;
      const changed =
        summary.subscriberRemoved || summary.accountAnonymised || summary.auditRowsPseudonymised;
      if (!changed) return null;
      return {
        action: "delete",
        entity: "data_subject",
        entityId: null,
        details: {
          label: pseudonym,
          reason: "pedido do titular (LGPD)",
          ...summary,
        },
      };
    },
  );
  return result;
}
