/**
 * Password reset links. The link carries a random token; only its SHA-256 is stored, so a copy
 * of the database cannot be turned into working links. A link works once, for 30 minutes, and
 * using it ends every session of the account. Any new password, a disabled, enabled or deleted
 * account ends every pending link too (users.server.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte, or, isNotNull } from "drizzle-orm";
import { passwordResetTokens, users } from "#db/schema";
import type { Database } from "~/server/db.server";
import { hashPassword } from "~/server/password.server";
import { staffChange, type StaffActor } from "./staff-change.server";
import { accountChange, writePassword, type UserTarget } from "./users.server";

export const RESET_TOKEN_MINUTES = 30;

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The path of a reset link (the site's origin goes in front of it). */
export function resetPath(token: string): string {
  return `/redefinir-senha/${token}`;
}

/**
 * A new link for the user. Earlier unused links of the account stop working: only the newest
 * one sent or handed over counts.
 */
export async function createPasswordReset(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(
        or(
          eq(passwordResetTokens.userId, userId),
          lte(passwordResetTokens.expiresAt, now),
          isNotNull(passwordResetTokens.usedAt),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: hashResetToken(token),
      expiresAt,
    });
  });
  return { token, expiresAt };
}

/**
 * A link an admin generates to hand over by hand (when e-mail is not configured or did not
 * arrive), audited on the account; the same link the e-mail carries.
 */
export async function handOverPasswordReset(
  db: Database,
  by: StaffActor,
  target: UserTarget,
): Promise<{ token: string; expiresAt: Date }> {
  return staffChange(
    db,
    by,
    (tx) => createPasswordReset(tx, target.id),
    () => accountChange(target, ["passwordResetLink"]),
  );
}

/** The account a link belongs to, when the link is unused, unexpired and the account active. */
export async function findPasswordReset(db: Database, token: string, now: Date = new Date()) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(users.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Sets the new password through a link, audited: the link is spent in the same transaction (two
 * concurrent uses cannot both succeed) and every session of the account ends. Null when the
 * link is not valid (used, expired, unknown or the account disabled).
 */
export async function resetPasswordWithToken(
  db: Database,
  token: string,
  password: string,
  now: Date = new Date(),
): Promise<{ userId: number } | null> {
  const found = await findPasswordReset(db, token, now);
  if (!found) return null;
  const passwordHash = await hashPassword(password);
  // The account's owner made the change: the activity log names them as its author.
  return staffChange(
    db,
    found.userId,
    async (tx) => {
      const [spent] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (!spent) return null;
      await writePassword(tx, found.userId, passwordHash);
      return { userId: found.userId };
    },
    (done) =>
      done
        ? {
            action: "update",
            entity: "user",
            entityId: done.userId,
            details: {
              fields: ["password"],
              label: "Senha redefinida pelo link enviado por e-mail",
            },
          }
        : null,
  );
}
