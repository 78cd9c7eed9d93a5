/**
 * Requests from data subjects end to end on a real database and SMTP server: the public form and
 * its receipt, the "Solicitações LGPD" screen (everything held about one e-mail, JSON and CSV
 * exports, erasure with the activity log pseudonymised, requests recorded and answered), the
 * admin-only guard, and the privacy settings the notice reads.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { auditLog, dataRequests, newsletterSubscribers, sessions, users } from "#db/schema";
import { noticeVersionLabel } from "~/domain/privacy";
import { verifyCredentials } from "~/models/users.server";
import { createUserSession } from "~/server/auth.server";
import { dataSubjectPseudonym } from "~/server/keyed-hash.server";
import type { PrivacyFacts } from "~/models/privacy-facts.server";
import { mailCatcherForFile } from "../../../tests/support/mail-catcher-hooks";
import { routeArgs, routeContext, testEnv } from "../../../tests/support/route-context";
import {
  newStaffSession,
  refusedFieldErrors,
  staffRequests,
} from "../../../tests/support/staff-client";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as requestForm from "../site/data-request";
import * as notice from "../site/privacy-notice";
import * as screen from "./data-requests";
import * as subjectExport from "./data-subject-export";
import * as settings from "./settings";
import * as usersScreen from "./users";

const smtp = mailCatcherForFile();

const SCREEN = "/restrita/solicitacoes-lgpd";

describeEachDatabase("data-subject requests", (getDb, kind) => {
  let env: ReturnType<typeof testEnv>;
  let admin: ReturnType<typeof staffRequests>;
  let adminId: number;
  const person = `titular-${kind}@exemplo.com.br`;

  beforeAll(async () => {
    smtp.inbox.length = 0;
    env = testEnv({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      PUBLIC_SITE_URL: "https://www.basiquinha.com.br",
    });
    const { db } = getDb();
    const session = await newStaffSession(db, { env, role: "admin", name: "Ana Admin" });
    adminId = session.user.id;
    admin = staffRequests(db, session);
  });

  it("the public form stores the request, answers with a protocol and mails staff and the person", async () => {
    const { db } = getDb();
    const form = new URLSearchParams({
      kind: "access",
      email: person.toUpperCase(),
      name: "Titular Teste",
      message: "Quero saber o que vocês guardam sobre mim.",
    });
    const args = routeArgs(
      "/privacidade/solicitacao",
      routeContext(db, env, `10.9.0.${kind === "pglite" ? 1 : 2}`),
      {},
      { method: "POST", body: form },
    );
    const answer = (await requestForm.action(args)) as unknown as {
      data: { receipt: { protocol: string; received: string; email: string } | null };
    };
    const receipt = answer.data.receipt!;
    expect(receipt.protocol).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(receipt.email).toBe(person);
    expect(receipt.received).toMatch(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
    const [row] = await db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.protocol, receipt.protocol));
    expect(row).toMatchObject({ email: person, kind: "access", channel: "form", answeredAt: null });

    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(2), { timeout: 10_000 });
    const recipients = smtp.inbox.map((m) => m.to[0]).sort();
    // The encarregado's e-mail defaults to the site's contact.
    expect(recipients).toEqual(["contato@basiquinha.com.br", person].sort());
    for (const mail of smtp.inbox) expect(mail.raw).toContain(receipt.protocol);

    const refused = (await requestForm.action(
      routeArgs(
        "/privacidade/solicitacao",
        routeContext(db, env),
        {},
        {
          method: "POST",
          body: new URLSearchParams({ kind: "nada", email: "x@" }),
        },
      ),
    )) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(refused.init.status).toBe(400);
    expect(Object.keys(refused.data.result.error).sort()).toEqual(["email", "kind"]);
  });

  it("finds everything held about one e-mail and exports it as JSON and CSV", async () => {
    const { db } = getDb();
    // The person: a confirmed subscriber and a member of staff who changed things.
    await db.insert(newsletterSubscribers).values({
      email: person,
      source: "footer",
      status: "confirmed",
      confirmedAt: new Date("2026-11-01T13:00:00Z"),
      consentPage: "/blog",
      noticeVersion: "2026-11-27",
      consentText: "Ao cadastrar, você aceita…",
      consentIpHash: "codigo",
    });
    const [account] = await db
      .insert(users)
      .values({ email: person, name: "Titular Teste", passwordHash: "x", role: "editor" })
      .returning();
    await db.insert(auditLog).values([
      {
        userId: account!.id,
        action: "update",
        entity: "store",
        entityId: "7",
        details: { label: "Loja Centro" },
      },
      {
        userId: adminId,
        action: "update",
        entity: "user",
        entityId: String(account!.id),
        details: { label: person, fields: ["role"] },
      },
      {
        userId: adminId,
        action: "update",
        entity: "store",
        entityId: "8",
        details: { label: "Outra loja" },
      },
    ]);

    const loaded = await admin.get(screen.loader, `${SCREEN}?email=${encodeURIComponent(person)}`);
    const report = loaded.body?.report as {
      subscriber: { status: string; consentPage: string } | null;
      account: { name: string } | null;
      auditEntries: { relation: string; entityId: string }[];
      requests: { kind: string }[];
    };
    expect(report.subscriber).toMatchObject({ status: "confirmed", consentPage: "/blog" });
    expect(report.subscriber).not.toHaveProperty("confirmTokenHash");
    expect(report.account).toMatchObject({ name: "Titular Teste" });
    expect(report.auditEntries.map((e) => `${e.relation}:${e.entityId}`).sort()).toEqual(
      [`about:${account!.id}`, "by:7"].sort(),
    );
    expect(report.requests.map((r) => r.kind)).toEqual(["access"]);

    const json = await admin.raw(subjectExport.loader, `${SCREEN}/exportar.json?email=${person}`);
    expect(json.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="dados-pessoais-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = (await json.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      titular: person,
      newsletter: {
        situacao: "Confirmado",
        consentimento: { pagina: "/blog", versaoDaPolitica: "2026-11-27" },
      },
      contaDaEquipe: { nome: "Titular Teste", perfil: "Editor" },
      solicitacoes: [expect.objectContaining({ tipo: "Confirmação e acesso aos dados" })],
    });
    expect(document.atividades).toHaveLength(2);

    const csv = await (
      await admin.raw(subjectExport.loader, `${SCREEN}/exportar.csv?email=${person}`)
    ).text();
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Categoria,Campo,Valor");
    expect(lines).toContain("Newsletter,Página do consentimento,/blog");
    expect(lines).toContain("Conta da equipe,Nome,Titular Teste");
    expect(lines.some((l) => l.startsWith("Atividade feita pela pessoa,"))).toBe(true);
    expect(lines.some((l) => l.startsWith("Solicitação,"))).toBe(true);

    // Typing nonsense is answered in words, never with a failure.
    const bad = await admin.get(screen.loader, `${SCREEN}?email=nao-e-email`);
    expect(bad.body).toMatchObject({ report: null, problem: expect.stringContaining("e-mail") });
    const badExport = await admin.raw(subjectExport.loader, `${SCREEN}/exportar.csv?email=%00`);
    expect(badExport.status).toBe(400);
  });

  it("erases: the subscriber goes, the account is anonymised, the log keeps a pseudonym", async () => {
    const { db } = getDb();
    const [account] = await db.select().from(users).where(eq(users.email, person));
    await createUserSession({ db, env }, account!.id);
    const auditBefore = await db.$count(auditLog);

    const erased = await admin.post(screen.action, `${SCREEN}?email=${person}`, {
      intent: "erase",
      email: person,
    });
    expect(erased.status).toBe(302);
    expect((await admin.toastOf(erased))?.title).toBe("Dados apagados e anonimizados");

    expect(await db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, person))).toBe(0);
    const [after] = await db.select().from(users).where(eq(users.id, account!.id));
    expect(after).toMatchObject({ name: "Conta removida", active: false });
    expect(after!.email).not.toContain("titular");
    expect(await db.$count(sessions, eq(sessions.userId, account!.id))).toBe(0);
    expect(await verifyCredentials(db, person, "x")).toBeNull();

    const pseudonym = dataSubjectPseudonym(env, person);
    const rows = await db.select().from(auditLog);
    expect(JSON.stringify(rows)).not.toContain(person);
    expect(
      rows
        .filter((r) => r.details?.label === pseudonym)
        .map((r) => r.entity)
        .sort(),
    ).toEqual(["data_subject", "user"]);
    // One row for the erasure, none removed: the log keeps every event.
    expect(await db.$count(auditLog)).toBe(auditBefore + 1);
    // The request stays, as the proof it was answered.
    expect(await db.$count(dataRequests, eq(dataRequests.email, person))).toBe(1);

    // Looking the person up again finds only the pseudonymised events and the request.
    const again = await admin.get(screen.loader, `${SCREEN}?email=${person}`);
    const report = again.body?.report as {
      subscriber: unknown;
      account: unknown;
      auditEntries: unknown[];
    };
    expect(report.subscriber).toBeNull();
    expect(report.account).toBeNull();
    expect(report.auditEntries).toHaveLength(2);
  });

  it("records a request received elsewhere and its answer, with dates and audit rows", async () => {
    const { db } = getDb();
    const invalid = await admin.post(screen.action, SCREEN, {
      intent: "record",
      email: "alguem@exemplo.com.br",
      kind: "deletion",
      receivedOn: "2099-01-01",
    });
    expect(refusedFieldErrors(invalid)).toEqual({
      receivedOn: ["A data não pode estar no futuro"],
    });

    const recorded = await admin.post(screen.action, SCREEN, {
      intent: "record",
      email: "Alguem@Exemplo.com.br",
      kind: "deletion",
      receivedOn: "2026-11-02",
      message: "Pedido por telefone na loja Centro.",
    });
    expect(recorded.status).toBe(302);
    const [row] = await db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.email, "alguem@exemplo.com.br"));
    expect(row).toMatchObject({ channel: "staff", kind: "deletion", answeredAt: null });
    expect(row!.receivedAt.toISOString()).toBe("2026-11-02T15:00:00.000Z");

    const answered = await admin.post(screen.action, SCREEN, {
      intent: "answer",
      id: String(row!.id),
      resolution: "Dados apagados e pessoa avisada por e-mail.",
    });
    expect(answered.status).toBe(302);
    const [done] = await db.select().from(dataRequests).where(eq(dataRequests.id, row!.id));
    expect(done).toMatchObject({
      answeredBy: adminId,
      resolution: "Dados apagados e pessoa avisada por e-mail.",
    });
    expect(done!.answeredAt).toBeInstanceOf(Date);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, "data_request"));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "update"]);
    expect(JSON.stringify(audits)).not.toContain("alguem@");

    const list = await admin.get(screen.loader, SCREEN);
    const protocols = (list.body?.requests as { protocol: string; answeredAt: unknown }[]).map(
      (r) => r.protocol,
    );
    expect(protocols).toContain(row!.protocol);
  });

  it("refuses to erase the signed-in admin's own account", async () => {
    const { db } = getDb();
    const [me] = await db.select().from(users).where(eq(users.id, adminId));
    const own = await admin.post(screen.action, SCREEN, { intent: "erase", email: me!.email });
    expect((await admin.toastOf(own))?.title).toBe("Exclusão recusada");
    const [still] = await db.select().from(users).where(eq(users.id, adminId));
    expect(still).toMatchObject({ active: true, email: me!.email });
  });

  it("is for admins only: an editor is refused on the screen, its actions and the exports", async () => {
    const { db } = getDb();
    const editor = staffRequests(db, await newStaffSession(db, { env, role: "editor" }));
    expect((await editor.get(screen.loader, `${SCREEN}?email=${person}`)).status).toBe(403);
    const before = await db.$count(dataRequests);
    const post = await editor.post(screen.action, SCREEN, {
      intent: "record",
      email: "x@exemplo.com.br",
      kind: "access",
      receivedOn: "2026-11-02",
    });
    expect(post.status).toBe(403);
    expect(await db.$count(dataRequests)).toBe(before);
    expect(
      (await editor.get(subjectExport.loader, `${SCREEN}/exportar.json?email=${person}`)).status,
    ).toBe(403);
    // The same check as the Usuários screen.
    expect((await editor.get(usersScreen.loader, "/restrita/usuarios")).status).toBe(403);
  });

  it("the privacy notice states what admins set, and editors cannot change it", async () => {
    const { db } = getDb();
    const values = {
      intent: "privacy",
      controllerName: "Basiquinha Comércio de Cosméticos Ltda.",
      controllerDocument: "12.345.678/0001-90",
      controllerAddress: "Rua 1, 10, Centro, Goiânia - GO",
      dpoName: "Carla Encarregada",
      dpoEmail: "Privacidade@Basiquinha.com.br",
      eventsMonths: "18",
      unconfirmedDays: "5",
      loginCounterHours: "12",
      auditYears: "6",
    };
    const editor = staffRequests(db, await newStaffSession(db, { env, role: "editor" }));
    expect((await editor.post(settings.action, "/restrita/configuracoes", values)).status).toBe(
      403,
    );
    // The whole settings screen is for administrators (app/domain/permissions.ts).
    expect((await editor.get(settings.loader, "/restrita/configuracoes")).status).toBe(403);

    const invalid = await admin.post(settings.action, "/restrita/configuracoes", {
      ...values,
      eventsMonths: "2",
    });
    expect(refusedFieldErrors(invalid)).toEqual({
      eventsMonths: ["Informe um número inteiro de meses entre 4 e 60"],
    });
    const saved = await admin.post(settings.action, "/restrita/configuracoes", values);
    expect(saved.status).toBe(302);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entity, "privacy_settings"));
    expect(audit?.details).toMatchObject({
      fields: expect.arrayContaining(["eventsMonths", "dpoEmail"]),
    });

    const page = (await notice.loader(
      routeArgs("/politica-de-privacidade", routeContext(db, env)),
    )) as {
      facts: PrivacyFacts;
    };
    expect(page.facts).toMatchObject({
      controller: { name: values.controllerName, document: values.controllerDocument },
      dpo: { name: "Carla Encarregada", email: "privacidade@basiquinha.com.br" },
      retention: { eventsMonths: 18, unconfirmedDays: 5, loginCounterHours: 12, auditYears: 6 },
      sessionDays: 7,
      resetLinkMinutes: 30,
      cookies: [
        { name: "__flash", seconds: 60, forStaff: false },
        { name: "__session", seconds: 7 * 86_400, forStaff: true },
      ],
      hosts: {
        mapTiles: "tile.openstreetmap.org",
        videos: "www.youtube-nocookie.com",
        media: null,
      },
    });
    expect(noticeVersionLabel(page.facts.version)).toMatch(/^Versão de \d{2}\/\d{2}\/\d{4}$/);
    // The retention job reads the same row.
    const [row] = await db
      .execute(sql`select events_months from privacy_settings`)
      .then((r) => (r as unknown as { rows: { events_months: number }[] }).rows);
    expect(row?.events_months).toBe(18);
  });
});
