import { asc, count, eq, sql } from "drizzle-orm";
import { users, type User, type UserRole } from "#db/schema";
import type { Database } from "~/server/db.server";
import { hashPassword, verifyPassword } from "~/server/password.server";
import { revokeUserSessions } from "~/server/auth.server";
import { staffChange, type AuditEntry, type StaffActor } from "./staff-change.server";

// Verifying against this when the e-mail is unknown makes both answers take the same time.
let dummyHash: Promise<string> | undefined;

export type PublicUser = Pick<
  User,
  "id" | "email" | "name" | "role" | "active" | "createdAt" | "lastLoginAt"
>;

const publicColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  active: users.active,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** The active user with these credentials, or null; constant work whether or not it exists. */
export async function verifyCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<User | null> {
  const user = await findUserByEmail(db, email);
  dummyHash ??= hashPassword("timing-equaliser-not-a-real-password");
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !ok || !user.active) return null;
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

export async function listUsers(db: Database): Promise<PublicUser[]> {
  return db.select(publicColumns).from(users).orderBy(asc(users.name));
}

export async function getUser(db: Database, id: number): Promise<PublicUser | undefined> {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function createUser(
  db: Database,
  input: { email: string; name: string; password: string; role: UserRole },
): Promise<PublicUser> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .returning(publicColumns);
  return row!;
}

export async function setUserPassword(db: Database, id: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, id));
}

export async function updateUser(
  db: Database,
  id: number,
  changes: Partial<Pick<User, "name" | "role" | "active">>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

export async function countActiveAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.role} = 'admin' and ${users.active}`);
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Changes an admin makes on the Usuários screen: each one is audited, the row naming the
// account by its e-mail and the fields changed.
// ---------------------------------------------------------------------------------------------

/** The account as the activity log names it. */
export type UserTarget = Pick<PublicUser, "id" | "email">;

/** The audit row of a change to an account: which fields, on whose account. */
export function accountChange(target: UserTarget, fields: string[]): AuditEntry {
  return {
    action: "update",
    entity: "user",
    entityId: target.id,
    details: { fields, label: target.email },
  };
}

/** An admin opens an account for a new staff member. */
export async function addStaffUser(
  db: Database,
  by: StaffActor,
  input: { email: string; name: string; password: string; role: UserRole },
): Promise<PublicUser> {
  return staffChange(
    db,
    by,
    (tx) => createUser(tx, input),
    (user) => ({
      action: "create",
      entity: "user",
      entityId: user.id,
      details: { fields: ["name", "email", "role"], label: user.email },
    }),
  );
}

/**
 * An admin sets a new password for an account. It ends every session of that account, except
 * when admins set their own (their current session goes on).
 */
export async function setPasswordByStaff(
  db: Database,
  by: StaffActor,
  target: UserTarget,
  password: string,
): Promise<void> {
  await staffChange(
    db,
    by,
    async (tx) => {
      await setUserPassword(tx, target.id, password);
      if (target.id !== by) await revokeUserSessions(tx, target.id);
    },
    () => accountChange(target, ["password"]),
  );
}

/** An admin makes an account an admin's or an editor's. */
export async function changeUserRole(
  db: Database,
  by: StaffActor,
  target: UserTarget,
  role: UserRole,
): Promise<void> {
  await staffChange(
    db,
    by,
    (tx) => updateUser(tx, target.id, { role }),
    () => accountChange(target, ["role"]),
  );
}

/** An admin disables an account (ending its sessions) or enables it again. */
export async function setUserActive(
  db: Database,
  by: StaffActor,
  target: UserTarget,
  active: boolean,
): Promise<void> {
  await staffChange(
    db,
    by,
    async (tx) => {
      await updateUser(tx, target.id, { active });
      if (!active) await revokeUserSessions(tx, target.id);
    },
    () => accountChange(target, ["active"]),
  );
}
