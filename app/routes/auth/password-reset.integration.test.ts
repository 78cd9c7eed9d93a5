/**
 * Password recovery end to end on the server side: the request through the route, the e-mail
 * received by a real SMTP server started here, the stored token (hashed, 30 minutes, single use)
 * and the new password ending every session of the account.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { auditLog, passwordResetTokens, sessions } from "#db/schema";
import { findPasswordReset, resetPasswordWithToken } from "~/models/password-resets.server";
import { COMMAND_LINE } from "~/models/staff-change.server";
import {
  setPasswordByStaff,
  setUserActive,
  verifyCredentials,
  type UserTarget,
} from "~/models/users.server";
import type { Database } from "~/server/db.server";
import { createUserSession } from "~/server/auth.server";
import { mailCatcherForFile } from "../../../tests/support/mail-catcher-hooks";
import type { Mail } from "../../../tests/support/mail-server";
import { routeContext, testEnv } from "../../../tests/support/route-context";
import { staffAccount } from "../../../tests/support/staff-client";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { action as forgotAction, SENT_MESSAGE } from "./forgot-password";
import { action as resetAction, loader as resetLoader } from "./reset-password";

const smtp = mailCatcherForFile();

/** The link of a received message (quoted-printable soft breaks undone). */
function linkIn(mail: Mail): string {
  const body = mail.raw.replace(/=\r?\n/g, "");
  const match = /https?:\/\/[^\s]+\/redefinir-senha\/([\w-]+)/.exec(body);
  if (!match) throw new Error(`no reset link in:\n${body}`);
  return match[1]!;
}

describeEachDatabase("password recovery", (getDb) => {
  const env = () =>
    testEnv({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      PUBLIC_SITE_URL: "https://www.basiquinha.com.br",
    });
  const context = (ip: string) => {
    const handle = getDb();
    return routeContext(handle.db, env(), ip, handle);
  };
  const forgot = async (email: string, ip = "10.1.0.1") => {
    const form = new FormData();
    form.set("email", email);
    const answer = (await forgotAction({
      request: new Request("http://localhost/esqueci-minha-senha", { method: "POST", body: form }),
      params: {},
      context: context(ip),
    } as unknown as Parameters<typeof forgotAction>[0])) as unknown as {
      data: { sent: boolean; result: unknown };
      init?: ResponseInit;
    };
    return answer;
  };
  const reset = async (token: string, password: string, confirmation = password) => {
    const form = new FormData();
    form.set("password", password);
    form.set("confirmation", confirmation);
    return (await resetAction({
      request: new Request(`http://localhost/redefinir-senha/${token}`, {
        method: "POST",
        body: form,
      }),
      params: { token },
      context: context("10.1.0.9"),
    } as unknown as Parameters<typeof resetAction>[0])) as unknown as
      Response | { init?: ResponseInit; data: { result: { error?: Record<string, string[]> } } };
  };

  /** An account whose password is 'senha-antiga-1', e-mail `name@basiquinha.com.br`. */
  const account = (name: string, role: "admin" | "editor" = "editor") =>
    staffAccount(getDb().db, name, "senha-antiga-1", role);
  /** What the page of a link shows. */
  const page = (token: string) =>
    resetLoader({
      params: { token },
      context: context("10.1.0.9"),
    } as unknown as Parameters<typeof resetLoader>[0]);

  it("mails a link whose token is stored hashed; unknown e-mails get the same answer", async () => {
    const { db } = getDb();
    const user = await account("carla");
    smtp.inbox.length = 0;
    const known = await forgot("Carla@Basiquinha.com.br");
    const unknown = await forgot("ninguem@basiquinha.com.br");
    expect(known.data.sent).toBe(true);
    expect(unknown).toEqual(known);
    expect(SENT_MESSAGE).toMatch(/Se houver uma conta/);

    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(1), { timeout: 10_000 });
    const mail = smtp.inbox[0]!;
    expect(mail.to).toEqual(["carla@basiquinha.com.br"]);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Redefini/);
    const token = linkIn(mail);
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain(
      `https://www.basiquinha.com.br/redefinir-senha/${token}`,
    );
    // Every e-mail the site sends points to its privacy notice.
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain(
      "https://www.basiquinha.com.br/politica-de-privacidade",
    );

    const rows = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(30);
  });

  it("expires after 30 minutes", async () => {
    const { db } = getDb();
    const user = await account("dora");
    const { createPasswordReset } = await import("~/models/password-resets.server");
    const issued = new Date("2026-03-10T12:00:00Z");
    const { token } = await createPasswordReset(db, user.id, issued);
    expect(await findPasswordReset(db, token, new Date("2026-03-10T12:29:59Z"))).not.toBeNull();
    expect(await findPasswordReset(db, token, new Date("2026-03-10T12:30:00Z"))).toBeNull();
    expect(
      await resetPasswordWithToken(db, token, "senha-nova-123", new Date("2026-03-10T12:31:00Z")),
    ).toBeNull();
    expect(await verifyCredentials(db, "dora@basiquinha.com.br", "senha-antiga-1")).not.toBeNull();
  });

  it("works once, sets the password and ends every session of the account", async () => {
    const { db } = getDb();
    const user = await account("eva", "admin");
    smtp.inbox.length = 0;
    await forgot("eva@basiquinha.com.br", "10.1.0.2");
    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(1), { timeout: 10_000 });
    const token = linkIn(smtp.inbox[0]!);
    await createUserSession({ db, env: env() }, user.id);
    await createUserSession({ db, env: env() }, user.id);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);

    expect(await page(token)).toEqual({ valid: true, email: "eva@basiquinha.com.br" });

    const mismatch = await reset(token, "senha-nova-123", "outra-coisa-1");
    expect(mismatch).not.toBeInstanceOf(Response);
    expect(
      (mismatch as { data: { result: { error: Record<string, string[]> } } }).data.result.error
        .confirmation,
    ).toEqual(["As senhas não conferem"]);

    const done = await reset(token, "senha-nova-123");
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("Location")).toBe("/login");
    expect(await verifyCredentials(db, "eva@basiquinha.com.br", "senha-nova-123")).not.toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // The owner of the account is the author of the change in the activity log.
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audit).toMatchObject({
      action: "update",
      entity: "user",
      entityId: String(user.id),
      details: { fields: ["password"], label: "Senha redefinida pelo link enviado por e-mail" },
    });

    const again = await reset(token, "outra-senha-456");
    expect(again).not.toBeInstanceOf(Response);
    expect((again as { init?: ResponseInit }).init?.status).toBe(410);
    expect(await verifyCredentials(db, "eva@basiquinha.com.br", "outra-senha-456")).toBeNull();
    expect(await page(token)).toMatchObject({
      data: { valid: false, email: null },
      init: { status: 410 },
    });
  });

  it.each([
    {
      change: "a password set by an admin",
      apply: (db: Database, user: UserTarget, admin: number) =>
        setPasswordByStaff(db, admin, user, "definida-pelo-admin-1"),
    },
    {
      change: "a password set from the command line",
      apply: (db: Database, user: UserTarget) =>
        setPasswordByStaff(db, COMMAND_LINE, user, "definida-no-terminal-1"),
    },
    {
      change: "disabling the account and enabling it again",
      apply: async (db: Database, user: UserTarget, admin: number) => {
        await setUserActive(db, admin, user, false);
        await setUserActive(db, admin, user, true);
      },
    },
  ])("a pending link stops working after $change (410)", async ({ apply }) => {
    const { db } = getDb();
    const admin = await account(`admin-${Math.random().toString(36).slice(2, 8)}`, "admin");
    const user = await account(`pessoa-${Math.random().toString(36).slice(2, 8)}`);
    const { createPasswordReset } = await import("~/models/password-resets.server");
    const { token } = await createPasswordReset(db, user.id);
    await createUserSession({ db, env: env() }, user.id);
    expect(await page(token)).toMatchObject({ valid: true });

    await apply(db, user, admin.id);

    expect(await page(token)).toMatchObject({ init: { status: 410 } });
    expect(await db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    const refused = await reset(token, "tentativa-tardia-1");
    expect((refused as { init?: ResponseInit }).init?.status).toBe(410);
    expect(await verifyCredentials(db, user.email, "tentativa-tardia-1")).toBeNull();
  });
});
