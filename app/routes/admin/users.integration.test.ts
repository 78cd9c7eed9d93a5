/**
 * The Usuários screen as an admin uses it: every account change leaves its audit row (naming
 * the account by e-mail and the fields changed), a new password or a disabled account ends that
 * account's sessions, and the two rules hold: one active admin at least, and no admin disables
 * their own account.
 */
import { and, desc, eq, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  managerStores,
  passwordResetTokens,
  sessions,
  stores,
  users,
  type Store,
  type User,
} from "#db/schema";
import { MANAGER_NEEDS_STORES, userActionSchema } from "~/domain/auth-schemas";
import { parseForm } from "~/domain/form-input";
import { createUserSession } from "~/server/auth.server";
import { changeUserRole, setUserActive, verifyCredentials } from "~/models/users.server";
import { newStaffSession, staffRequests, type Answer } from "../../../tests/support/staff-client";
import { testEnv } from "../../../tests/support/route-context";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { storeRow } from "../../../tests/support/store-rows";
import * as usersRoute from "./users";

const URL = "/restrita/usuarios";

describeEachDatabase("staff accounts", (getDb) => {
  const env = testEnv({ PUBLIC_SITE_URL: "https://www.basiquinha.com.br" });
  let admin: Awaited<ReturnType<typeof newStaffSession>>;
  let client: ReturnType<typeof staffRequests>;
  let serial = 0;

  beforeAll(async () => {
    admin = await newStaffSession(getDb().db, { env, role: "admin", name: "Admin" });
    client = staffRequests(getDb().db, admin);
  });

  const post = (fields: Record<string, string | undefined>) =>
    client.post(usersRoute.action, URL, fields);
  const lastAudit = async () => {
    const [row] = await getDb().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row;
  };
  const auditCount = async () => getDb().db.$count(auditLog);
  const account = async (id: number) =>
    (await getDb().db.select().from(users).where(eq(users.id, id)))[0]!;
  const sessionCount = (userId: number) => getDb().db.$count(sessions, eq(sessions.userId, userId));
  const formError = (answer: Answer) =>
    (answer.body?.result as { error?: Record<string, string[]> }).error?.[""]?.[0];

  /** A new editor through the screen, signed in once. */
  async function newEditor(): Promise<User> {
    const email = `pessoa-${++serial}@basiquinha.com.br`;
    const answer = await post({
      intent: "create",
      name: `Pessoa ${serial}`,
      email,
      role: "editor",
      password: "senha-segura-123",
    });
    expect(answer.status).toBe(200);
    const [row] = await getDb().db.select().from(users).where(eq(users.email, email));
    await createUserSession({ db: getDb().db, env }, row!.id);
    return row!;
  }

  it("refuses to leave the network without an active admin, and writes nothing", async () => {
    const before = await auditCount();
    for (const [fields, message] of [
      [
        { intent: "change-role", role: "editor" },
        "É preciso manter pelo menos um administrador ativo.",
      ],
      [{ intent: "toggle-active" }, "Você não pode desativar a sua própria conta."],
    ] as const) {
      const answer = await post({ ...fields, userId: String(admin.user.id) });
      expect(answer.status).toBe(400);
      expect(formError(answer)).toBe(message);
    }
    expect(await account(admin.user.id)).toMatchObject({ role: "admin", active: true });
    expect(await auditCount()).toBe(before);
  });

  it("opens an account with its audit row; the same e-mail again is refused", async () => {
    const person = await newEditor();
    expect(await lastAudit()).toMatchObject({
      userId: admin.user.id,
      action: "create",
      entity: "user",
      entityId: String(person.id),
      details: { fields: ["name", "email", "role"], label: person.email },
    });
    const before = await auditCount();
    const again = await post({
      intent: "create",
      name: "Outra Pessoa",
      email: person.email.toUpperCase(),
      role: "editor",
      password: "senha-segura-123",
    });
    expect(again.status).toBe(400);
    expect((again.body?.result as { error: Record<string, string[]> }).error.email).toEqual([
      "Já existe um usuário com este e-mail",
    ]);
    expect(await auditCount()).toBe(before);
  });

  it.each([
    {
      change: "a new password ends the account's sessions",
      fields: { intent: "reset-password", password: "outra-senha-456" },
      field: "password",
      after: { active: true },
      sessionsLeft: 0,
    },
    {
      change: "a new role",
      fields: { intent: "change-role", role: "admin" },
      field: "role",
      after: { role: "admin" },
      sessionsLeft: 1,
    },
    {
      change: "disabling ends the account's sessions",
      fields: { intent: "toggle-active" },
      field: "active",
      after: { active: false },
      sessionsLeft: 0,
    },
  ])("$change, with its audit row", async ({ fields, field, after, sessionsLeft }) => {
    const person = await newEditor();
    const answer = await post({ ...fields, userId: String(person.id) });
    expect(answer.status).toBe(200);
    expect(await account(person.id)).toMatchObject(after);
    expect(await sessionCount(person.id)).toBe(sessionsLeft);
    expect(await lastAudit()).toMatchObject({
      userId: admin.user.id,
      action: "update",
      entity: "user",
      entityId: String(person.id),
      details: { fields: [field], label: person.email },
    });
  });

  it("reactivates a disabled account; admins cannot disable their own", async () => {
    const person = await newEditor();
    await post({ intent: "toggle-active", userId: String(person.id) });
    const back = await post({ intent: "toggle-active", userId: String(person.id) });
    expect(await client.toastOf(back)).toMatchObject({ title: "Usuário reativado." });
    expect(await account(person.id)).toMatchObject({ active: true });

    // With a second admin, the last-admin rule no longer answers first.
    await post({ intent: "change-role", userId: String(person.id), role: "admin" });
    const before = await auditCount();
    const own = await post({ intent: "toggle-active", userId: String(admin.user.id) });
    expect(formError(own)).toBe("Você não pode desativar a sua própria conta.");
    expect(await auditCount()).toBe(before);
  });

  it("an admin's own new password keeps the session in use and ends the others", async () => {
    await createUserSession({ db: getDb().db, env }, admin.user.id);
    expect(await sessionCount(admin.user.id)).toBe(2);
    const answer = await post({
      intent: "reset-password",
      userId: String(admin.user.id),
      password: "minha-senha-nova-1",
    });
    expect(answer.status).toBe(200);
    expect(await sessionCount(admin.user.id)).toBe(1);
    // The one left is the session the change was made from: the admin is still signed in.
    const me = await client.get(usersRoute.loader, URL);
    expect(me.status).toBe(200);
    expect(await verifyCredentials(getDb().db, admin.user.email, "minha-senha-nova-1")).not.toBe(
      null,
    );
  });

  it("generates a reset link to hand over, audited; none for a disabled account", async () => {
    const person = await newEditor();
    const answer = await post({ intent: "reset-link", userId: String(person.id) });
    const body = answer.body as { resetLink: { name: string; url: string } };
    expect(body.resetLink).toMatchObject({
      name: person.name,
      url: expect.stringMatching(/^https:\/\/www\.basiquinha\.com\.br\/redefinir-senha\/[\w-]+$/),
    });
    expect(
      await getDb().db.$count(passwordResetTokens, eq(passwordResetTokens.userId, person.id)),
    ).toBe(1);
    expect(await lastAudit()).toMatchObject({
      action: "update",
      entity: "user",
      entityId: String(person.id),
      details: { fields: ["passwordResetLink"], label: person.email },
    });

    await post({ intent: "toggle-active", userId: String(person.id) });
    const before = await auditCount();
    const refused = await post({ intent: "reset-link", userId: String(person.id) });
    expect(refused.status).toBe(400);
    expect(formError(refused)).toBe("Usuário não encontrado ou desativado.");
    expect(await auditCount()).toBe(before);
  });

  it("two simultaneous demotions of the last two admins leave one admin", async () => {
    const { db } = getDb();
    const one = (await newStaffSession(db, { env, role: "admin", name: "Admin Um" })).user;
    const two = (await newStaffSession(db, { env, role: "admin", name: "Admin Dois" })).user;
    // Only these two are active admins for now (the screen's admin comes back at the end).
    await db
      .update(users)
      .set({ role: "editor" })
      .where(and(eq(users.role, "admin"), notInArray(users.id, [one.id, two.id])));
    const activeAdmins = () =>
      db.$count(users, and(eq(users.role, "admin"), eq(users.active, true)));
    expect(await activeAdmins()).toBe(2);

    const results = await Promise.all([
      changeUserRole(db, two.id, one, "editor"),
      changeUserRole(db, one.id, two, "editor"),
    ]);
    expect([...results].sort()).toEqual(["last-admin", null]);
    expect(await activeAdmins()).toBe(1);

    // A demotion and a disable at the same moment: the same rule.
    const [survivor, demoted] = results[0] === null ? [two, one] : [one, two];
    await changeUserRole(db, survivor.id, demoted, "admin");
    expect(await activeAdmins()).toBe(2);
    const mixed = await Promise.all([
      setUserActive(db, two.id, one, false),
      changeUserRole(db, one.id, two, "editor"),
    ]);
    expect(mixed.filter((r) => r === "last-admin")).toHaveLength(1);
    expect(await activeAdmins()).toBe(1);
    await db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
  });

  describe("store managers", () => {
    let centro: Store;
    let norte: Store;
    const storesOf = async (userId: number) =>
      (
        await getDb()
          .db.select({ storeId: managerStores.storeId })
          .from(managerStores)
          .where(eq(managerStores.userId, userId))
          .orderBy(managerStores.storeId)
      ).map((r) => r.storeId);

    beforeAll(async () => {
      const rows = await getDb()
        .db.insert(stores)
        .values([storeRow("Basiquinha Usuários Centro"), storeRow("Basiquinha Usuários Norte")])
        .returning();
      centro = rows[0]!;
      norte = rows[1]!;
    });

    it("lists the stores to choose and each manager's stores", async () => {
      const answer = await client.get(usersRoute.loader, URL);
      const body = answer.body as {
        stores: { id: number }[];
        users: { id: number; storeIds: number[] }[];
      };
      expect(body.stores.map((s) => s.id)).toEqual(expect.arrayContaining([centro.id, norte.id]));
      expect(body.users.find((u) => u.id === admin.user.id)?.storeIds).toEqual([]);
    });

    it("opens a manager's account with its stores, audited; one without stores is refused", async () => {
      const refused = await post({
        intent: "create",
        name: "Gestora Sem Loja",
        email: "gestora-sem-loja@basiquinha.com.br",
        role: "manager",
        password: "senha-segura-123",
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(MANAGER_NEEDS_STORES);
      expect(
        await getDb().db.$count(users, eq(users.email, "gestora-sem-loja@basiquinha.com.br")),
      ).toBe(0);

      const answer = await post({
        intent: "create",
        name: "Gestora Centro",
        email: "gestora-centro@basiquinha.com.br",
        role: "manager",
        "storeIds[0]": String(centro.id),
        "storeIds[1]": String(norte.id),
        password: "senha-segura-123",
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [row] = await getDb()
        .db.select()
        .from(users)
        .where(eq(users.email, "gestora-centro@basiquinha.com.br"));
      expect(row).toMatchObject({ role: "manager" });
      expect(await storesOf(row!.id)).toEqual([centro.id, norte.id].sort((a, b) => a - b));
      expect(await lastAudit()).toMatchObject({
        userId: admin.user.id,
        action: "create",
        entity: "user",
        entityId: String(row!.id),
        details: {
          fields: ["name", "email", "role", "stores"],
          changes: { stores: [null, `${centro.name}, ${norte.name}`] },
        },
      });
    });

    it("reads the boxes the browser sends (one name, several values)", () => {
      const form = new FormData();
      for (const [k, v] of [
        ["intent", "change-role"],
        ["userId", "7"],
        ["role", "manager"],
        ["storeIds", "3"],
        ["storeIds", "5"],
      ]) {
        form.append(k!, v!);
      }
      const parsed = parseForm(form, { schema: userActionSchema });
      expect(parsed.status).toBe("success");
      expect((parsed as { value: { storeIds: number[] } }).value.storeIds).toEqual([3, 5]);
      form.delete("storeIds");
      form.append("storeIds", "3");
      const one = parseForm(form, { schema: userActionSchema });
      expect((one as { value: { storeIds: number[] } }).value.storeIds).toEqual([3]);
    });

    it("makes an editor a manager of a store, changes its stores and back, each audited", async () => {
      const person = await newEditor();
      const change = (fields: Record<string, string>) =>
        post({ intent: "change-role", userId: String(person.id), ...fields });

      const none = await change({ role: "manager" });
      expect(none.status).toBe(400);
      expect(formError(none)).toBe(MANAGER_NEEDS_STORES);
      expect(await account(person.id)).toMatchObject({ role: "editor" });

      const before = await auditCount();
      const made = await change({ role: "manager", "storeIds[0]": String(centro.id) });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect(await account(person.id)).toMatchObject({ role: "manager" });
      expect(await storesOf(person.id)).toEqual([centro.id]);
      expect(await auditCount()).toBe(before + 1);
      expect(await lastAudit()).toMatchObject({
        entity: "user",
        entityId: String(person.id),
        details: { fields: ["role", "stores"], changes: { stores: [null, centro.name] } },
      });

      await change({ role: "manager", "storeIds[0]": String(norte.id) });
      expect(await storesOf(person.id)).toEqual([norte.id]);
      expect(await lastAudit()).toMatchObject({
        details: { changes: { stores: [centro.name, norte.name] } },
      });

      // A store that does not exist: refused, nothing written.
      const gone = await change({ role: "manager", "storeIds[0]": "999999" });
      expect(gone.status).toBe(400);
      expect(formError(gone)).toContain("não existe mais");
      expect(await storesOf(person.id)).toEqual([norte.id]);

      // Back to editor: it looks after no store any more.
      await change({ role: "editor", "storeIds[0]": String(norte.id) });
      expect(await account(person.id)).toMatchObject({ role: "editor" });
      expect(await storesOf(person.id)).toEqual([]);
      expect(await lastAudit()).toMatchObject({
        details: { fields: ["role", "stores"], changes: { stores: [norte.name, null] } },
      });
    });
  });

  it("answers an unknown account without writing anything", async () => {
    const before = await auditCount();
    const answer = await post({ intent: "change-role", userId: "999999", role: "editor" });
    expect(formError(answer)).toBe("Usuário não encontrado.");
    expect(await auditCount()).toBe(before);
  });
});
