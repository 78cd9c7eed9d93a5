import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  managerStores,
  passwordResetTokens,
  stores,
  users,
  type User,
  type UserRole,
} from "#db/schema";
import type { Database } from "~/server/db.server";
import { hashPassword, verifyPassword } from "~/server/password.server";
import { revokeUserSessions } from "~/server/auth.server";
import { expectVersion, nextVersion, StaleEdit, type ExpectedVersion } from "./edit-version.server";
import { staffChange, type AuditEntry, type ChangeActor } from "./staff-change.server";

// Verifying against this when the e-mail is unknown makes both answers take the same time.
let dummyHash: Promise<string> | undefined;

export type PublicUser = Pick<
  User,
  "id" | "version" | "email" | "name" | "role" | "active" | "createdAt" | "lastLoginAt"
>;

const publicColumns = {
  id: users.id,
  version: users.version,
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

/** The one insert of an account (staff screen, command line, demo account). */
async function insertUser(
  db: Database,
  input: { email: string; name: string; passwordHash: string; role: UserRole },
): Promise<PublicUser | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...input, email: input.email.trim().toLowerCase(), name: input.name.trim() })
    .onConflictDoNothing()
    .returning(publicColumns);
  return row;
}

/**
 * What every change of an account's password or standing does, in its transaction: pending
 * reset links stop working and its sessions end (but the one the change was made from).
 */
async function revokeAccountAccess(
  tx: Database,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await revokeUserSessions(tx, userId, keepSessionId);
}

/** Sets a password hashed beforehand (hashing is slow: never inside a transaction). */
export async function writePassword(
  tx: Database,
  userId: number,
  passwordHash: string,
  keepSessionId?: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, ...nextVersion(users) })
    .where(eq(users.id, userId));
  await revokeAccountAccess(tx, userId, keepSessionId);
}

/**
 * Locks the active admins' rows until the transaction ends and answers whether `userId` may stop
 * being one of them: two concurrent demotions of the last two admins wait for each other here,
 * and the second sees the first's result.
 */
async function keepsAnActiveAdmin(tx: Database, userId: number): Promise<boolean> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)))
    .for("update");
  return admins.length > 1 || !admins.some((admin) => admin.id === userId);
}

// ---------------------------------------------------------------------------------------------
// Changes an admin makes on the Usuários screen: each one is audited, the row naming the
// account by its e-mail and the fields changed.
// ---------------------------------------------------------------------------------------------

/** The account as the activity log names it. */
export type UserTarget = Pick<PublicUser, "id" | "email">;

/**
 * Locks the account's row until the transaction ends and checks the version the screen showed it
 * at (`version`; the command line names none): an account changed since throws StaleEdit.
 */
async function lockAccount(
  tx: Database,
  target: UserTarget,
  version: ExpectedVersion,
): Promise<void> {
  const [row] = await tx
    .select({ version: users.version })
    .from(users)
    .where(eq(users.id, target.id))
    .for("update");
  const about = { entity: "user", entityId: target.id };
  if (!row) throw new StaleEdit(about, "record");
  expectVersion(row, version, about);
}

/** The audit row of a change to an account: which fields, on whose account. */
export function accountChange(target: UserTarget, fields: string[]): AuditEntry {
  return {
    action: "update",
    entity: "user",
    entityId: target.id,
    details: { fields, label: target.email },
  };
}

/** Why an account change was refused; null when it was made. */
export type AccountRefusal = "last-admin" | null;

/** A store named for a store manager that does not exist (removed meanwhile, or made up). */
export class UnknownStores extends Error {
  override name = "UnknownStores";
}

/** The stores each store manager looks after, by account id (the Usuários screen). */
export async function listManagedStores(db: Database): Promise<Record<number, number[]>> {
  const rows = await db
    .select({ userId: managerStores.userId, storeId: managerStores.storeId })
    .from(managerStores)
    .orderBy(asc(managerStores.storeId));
  const byUser: Record<number, number[]> = {};
  for (const row of rows) (byUser[row.userId] ??= []).push(row.storeId);
  return byUser;
}

/** The names of these stores, in id order (what the activity log says of a manager's stores). */
async function storeNames(tx: Database, ids: readonly number[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const rows = await tx
    .select({ name: stores.name })
    .from(stores)
    .where(inArray(stores.id, [...ids]))
    .orderBy(asc(stores.id));
  return rows.map((r) => r.name).join(", ");
}

/**
 * Makes `storeIds` the stores the account looks after (none unless it is a store manager), in the
 * caller's transaction. Throws UnknownStores when one of them does not exist. Whether it changed,
 * and the stores before and after by name.
 */
async function writeManagedStores(
  tx: Database,
  userId: number,
  role: UserRole,
  storeIds: readonly number[],
): Promise<{ changed: boolean; before: string | null; after: string | null }> {
  const wanted = role === "manager" ? [...new Set(storeIds)].sort((a, b) => a - b) : [];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(inArray(stores.id, wanted))
      .for("share");
    if (found.length !== wanted.length) throw new UnknownStores("store not found");
  }
  const current = (
    await tx
      .select({ storeId: managerStores.storeId })
      .from(managerStores)
      .where(eq(managerStores.userId, userId))
      .orderBy(asc(managerStores.storeId))
  ).map((r) => r.storeId);
  if (current.join(",") === wanted.join(",")) {
    return { changed: false, before: null, after: null };
  }
  const before = await storeNames(tx, current);
  await tx.delete(managerStores).where(eq(managerStores.userId, userId));
  if (wanted.length > 0) {
    await tx.insert(managerStores).values(wanted.map((storeId) => ({ userId, storeId })));
  }
  return { changed: true, before, after: await storeNames(tx, wanted) };
}

/**
 * An admin (or the command line) opens an account for a new staff member; a store manager's
 * with the stores it looks after (`storeIds`), in the same audited change.
 */
export async function addStaffUser(
  db: Database,
  by: ChangeActor,
  input: {
    email: string;
    name: string;
    password: string;
    role: UserRole;
    storeIds?: readonly number[];
  },
): Promise<PublicUser | null> {
  const { storeIds = [], password } = input;
  const account = { email: input.email, name: input.name, role: input.role };
  const passwordHash = await hashPassword(password);
  const created = await staffChange(
    db,
    by,
    async (tx) => {
      const user = await insertUser(tx, { ...account, passwordHash });
      if (!user) return null;
      const managed = await writeManagedStores(tx, user.id, user.role, storeIds);
      return { user, stores: managed.after };
    },
    (result) =>
      result
        ? {
            action: "create",
            entity: "user",
            entityId: result.user.id,
            details: {
              fields: ["name", "email", "role", ...(result.stores ? ["stores"] : [])],
              label: result.user.email,
              ...(result.stores ? { changes: { stores: [null, result.stores] } } : {}),
            },
          }
        : null,
  );
  // Null: the e-mail is taken (the unique index decides, even between two concurrent requests).
  return created?.user ?? null;
}

/**
 * Staff set a new password for an account (an admin on Usuários, or the command line). Pending
 * reset links stop working and every session of the account ends, except `keepSessionId`: the
 * session admins set their own password from goes on.
 */
export async function setPasswordByStaff(
  db: Database,
  by: ChangeActor,
  target: UserTarget,
  password: string,
  options: { keepSessionId?: string; version?: ExpectedVersion } = {},
): Promise<void> {
  const { keepSessionId, version } = options;
  const passwordHash = await hashPassword(password);
  await staffChange(
    db,
    by,
    async (tx) => {
      await lockAccount(tx, target, version);
      await writePassword(tx, target.id, passwordHash, keepSessionId);
    },
    () => accountChange(target, ["password"]),
  );
}

/**
 * An admin makes an account an admin's, an editor's or a store manager's looking after
 * `storeIds` (throws UnknownStores for a store that does not exist); the last active admin stays
 * one. The audit row names the stores before and after when they change.
 */
export async function changeUserRole(
  db: Database,
  by: ChangeActor,
  target: UserTarget,
  role: UserRole,
  version?: ExpectedVersion,
  storeIds: readonly number[] = [],
): Promise<AccountRefusal> {
  type Done = { refused: AccountRefusal; stores?: [string | null, string | null] };
  const done = await staffChange(
    db,
    by,
    async (tx): Promise<Done> => {
      // The admins' rows first, as every demotion takes them: two at once cannot deadlock.
      if (role !== "admin" && !(await keepsAnActiveAdmin(tx, target.id))) {
        return { refused: "last-admin" };
      }
      await lockAccount(tx, target, version);
      await tx
        .update(users)
        .set({ role, ...nextVersion(users) })
        .where(eq(users.id, target.id));
      const managed = await writeManagedStores(tx, target.id, role, storeIds);
      return {
        refused: null,
        ...(managed.changed ? { stores: [managed.before, managed.after] } : {}),
      };
    },
    ({ refused, stores: changed }) => {
      if (refused) return null;
      if (!changed) return accountChange(target, ["role"]);
      const entry = accountChange(target, ["role", "stores"]);
      return { ...entry, details: { ...entry.details, changes: { stores: changed } } };
    },
  );
  return done.refused;
}

/**
 * An admin disables an account or enables it again; the last active admin cannot be disabled.
 * Either way its pending reset links stop working and its sessions end: a link sent before an
 * account was disabled must not come back to life when it is enabled again.
 */
export async function setUserActive(
  db: Database,
  by: ChangeActor,
  target: UserTarget,
  active: boolean,
  version?: ExpectedVersion,
): Promise<AccountRefusal> {
  return staffChange(
    db,
    by,
    async (tx): Promise<AccountRefusal> => {
      if (!active && !(await keepsAnActiveAdmin(tx, target.id))) return "last-admin";
      await lockAccount(tx, target, version);
      await tx
        .update(users)
        .set({ active, ...nextVersion(users) })
        .where(eq(users.id, target.id));
      await revokeAccountAccess(tx, target.id);
      return null;
    },
    (refused) => (refused ? null : accountChange(target, ["active"])),
  );
}

/**
 * Inside a staff change erasing a person (LGPD): the account keeps its id, so the activity log
 * still tells that changes came from one account, but nothing that identifies the person, and it
 * can never sign in again (`unusableHash` is the hash of a password nobody knows). The last
 * active admin cannot be erased.
 */
export async function anonymiseAccount(
  tx: Database,
  userId: number,
  unusableHash: string,
): Promise<AccountRefusal> {
  if (!(await keepsAnActiveAdmin(tx, userId))) return "last-admin";
  await tx
    .update(users)
    .set({
      name: "Conta removida",
      email: `conta-removida-${userId}@invalid.invalid`,
      passwordHash: unusableHash,
      role: "editor",
      active: false,
      lastLoginAt: null,
    })
    .where(eq(users.id, userId));
  await tx.delete(managerStores).where(eq(managerStores.userId, userId));
  await revokeAccountAccess(tx, userId);
  return null;
}

// ---------------------------------------------------------------------------------------------
// The demo account: created by the demo seed, and refused by a production start.
// ---------------------------------------------------------------------------------------------

/** Creates the demo admin unless an account with its e-mail exists (not audited: no one did it). */
export async function ensureDemoAdmin(db: Database, email: string, password: string) {
  if (await findUserByEmail(db, email)) return;
  // A concurrent start may insert it meanwhile: the unique lower(email) index decides.
  await insertUser(db, {
    email,
    name: "Administrador Demo",
    passwordHash: await hashPassword(password),
    role: "admin",
  });
}

/**
 * A demo store manager ("Gestor de loja") looking after `storeIds`: created once, like the demo
 * administrator, with the demo password. Its id (null when the e-mail belongs to someone else).
 */
export async function ensureDemoManager(
  db: Database,
  input: { email: string; name: string; password: string; storeIds: number[] },
): Promise<number | null> {
  const found = await findUserByEmail(db, input.email);
  if (found) return found.role === "manager" ? found.id : null;
  const user = await insertUser(db, {
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    role: "manager",
  });
  if (!user) return null;
  await db
    .insert(managerStores)
    .values(input.storeIds.map((storeId) => ({ userId: user.id, storeId })))
    .onConflictDoNothing();
  return user.id;
}

/**
 * E-mails of the active accounts that sign in with any of these (publicly known) passwords.
 * One argon2 check per active account: staff are a handful, and this runs once at start-up.
 */
export async function activeAccountsWithPassword(
  db: Database,
  passwords: string[],
): Promise<string[]> {
  const accounts = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.active, true));
  const found: string[] = [];
  for (const account of accounts) {
    for (const password of new Set(passwords)) {
      if (await verifyPassword(account.passwordHash, password)) {
        found.push(account.email);
        break;
      }
    }
  }
  return found;
}
