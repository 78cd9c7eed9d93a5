/**
 * The newsletter end to end on a real database and a real SMTP server started here: the form's
 * one neutral answer, the confirmation e-mail (one-click unsubscribe headers, links), the link
 * that confirms once, the consent record in the staff list, unsubscribe without a session, the
 * expiry of an unconfirmed address (clock moved), and the form's abuse handling.
 */
import { beforeAll, expect, it, vi } from "vitest";
import { NEWSLETTER_MESSAGES } from "~/domain/newsletter";
import { PRIVACY_NOTICE_VERSION } from "~/domain/privacy";
import { countNewsletterSubscribers, findNewsletterSubscriber } from "~/models/newsletter.server";
import { applyRetention } from "~/models/retention.server";
import { mailCatcherForFile } from "../../../tests/support/mail-catcher-hooks";
import { mailHeader, type Mail } from "../../../tests/support/mail-server";
import { routeArgs, routeContext, testEnv } from "../../../tests/support/route-context";
import { newStaffSession, staffRequests } from "../../../tests/support/staff-client";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as adminList from "../admin/newsletter";
import * as adminExport from "../admin/newsletter-export";
import * as confirmPage from "../site/newsletter-confirm";
import * as unsubscribePage from "../site/newsletter-unsubscribe";
import { action, type NewsletterResult } from "./newsletter";

type ActionArgs = Parameters<typeof action>[0];

const smtp = mailCatcherForFile();

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request("https://www.basiquinha.com.br/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The message of a received e-mail, with quoted-printable soft breaks undone. */
const bodyOf = (mail: Mail) => mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

function linkIn(mail: Mail, path: "confirmar" | "cancelar"): string {
  const match = new RegExp(`https://www\\.basiquinha\\.com\\.br/newsletter/${path}/([\\w-]+)`).exec(
    bodyOf(mail),
  );
  if (!match) throw new Error(`no ${path} link in:\n${mail.raw}`);
  return match[1]!;
}

describeEachDatabase("the newsletter, from the form to the unsubscribe link", (getDb, kind) => {
  let sharedEnv: ReturnType<typeof testEnv>;
  beforeAll(() => {
    // The other database's run waited for its own e-mails: what is here now is not this run's.
    smtp.inbox.length = 0;
    sharedEnv = testEnv({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      PUBLIC_SITE_URL: "https://www.basiquinha.com.br",
    });
  });
  /** What reached one address (other tests' e-mails may still be arriving). */
  const inboxOf = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));
  let ipCounter = 0;
  // A fresh address per test keeps the rate limit out of the way unless a test wants it.
  const nextIp = () => `10.${kind === "pglite" ? 1 : 2}.0.${++ipCounter}`;

  async function send(fields: Record<string, string>, ip = nextIp(), headers = {}) {
    const context = routeContext(getDb().db, sharedEnv, ip);
    const request = post(fields, headers);
    return (await action({ request, context, params: {} } as unknown as ActionArgs)) as Response;
  }

  async function sendJson(fields: Record<string, string>, ip = nextIp()) {
    const response = await send({ ...fields, _response: "json" }, ip);
    return { status: response.status, body: (await response.json()) as NewsletterResult };
  }

  /** A link page's loader, or its action (the button, or the mail provider's one-click POST). */
  const page = async (
    handler: (args: never) => unknown,
    path: string,
    token: string,
    post = false,
  ) => {
    const init = post
      ? { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) }
      : undefined;
    const args = routeArgs(path, routeContext(getDb().db, sharedEnv), { token }, init);
    const answer = (await handler(args)) as Record<string, unknown>;
    return (answer.type === "DataWithResponseInit" ? answer : { data: answer, init: null }) as {
      data: Record<string, unknown>;
      init?: { status?: number } | null;
    };
  };

  it("answers a new, a subscribed and an unconfirmed address alike, and mails a link that confirms once", async () => {
    const { db } = getDb();
    const neutral = { status: 200, body: { ok: true, message: NEWSLETTER_MESSAGES.requested } };

    // New: answered neutrally, stored as pending, a confirmation e-mail goes out.
    expect(
      await sendJson({ email: "Nova@Example.com", source: "contact", redirectTo: "/blog" }),
    ).toEqual(neutral);
    await vi.waitFor(() => expect(inboxOf("nova@example.com")).toHaveLength(1), {
      timeout: 10_000,
    });
    const mail = inboxOf("nova@example.com")[0]!;
    expect(mailHeader(mail, "List-Unsubscribe")).toBe(
      `<https://www.basiquinha.com.br/newsletter/cancelar/${linkIn(mail, "cancelar")}>`,
    );
    expect(mailHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(bodyOf(mail)).toContain("https://www.basiquinha.com.br/politica-de-privacidade");
    const token = linkIn(mail, "confirmar");
    expect(linkIn(mail, "cancelar")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await findNewsletterSubscriber(db, "nova@example.com"))?.status).toBe("pending");

    // Unconfirmed, asked again at once: the same answer, and no second e-mail.
    expect(await sendJson({ email: "nova@example.com", source: "footer" })).toEqual(neutral);

    // The link's page names the address; the button confirms, once.
    expect((await page(confirmPage.loader, "/newsletter/confirmar/x", token)).data).toEqual({
      email: "nova@example.com",
    });
    const confirmed = await page(confirmPage.action, "/newsletter/confirmar/x", token, true);
    expect(confirmed.data).toMatchObject({ confirmed: true });
    expect(confirmed.init?.status).toBe(200);
    const again = await page(confirmPage.action, "/newsletter/confirmar/x", token, true);
    expect(again.init?.status).toBe(410);
    expect((await page(confirmPage.loader, "/newsletter/confirmar/x", token)).init?.status).toBe(
      410,
    );

    // Subscribed: still the same answer, and nothing sent.
    expect(await sendJson({ email: "NOVA@example.com" })).toEqual(neutral);
    await new Promise((r) => setTimeout(r, 300));
    expect(inboxOf("nova@example.com")).toHaveLength(1);

    // Staff see the consent: when, on which page, under which notice.
    const staff = staffRequests(db, await newStaffSession(db, { env: sharedEnv }));
    const list = await staff.get(adminList.loader, "/restrita/newsletter?q=nova%40example");
    expect(list.body?.subscribers).toEqual([
      expect.objectContaining({
        email: "nova@example.com",
        status: "confirmed",
        source: "contact",
        consentPage: "/blog",
        noticeVersion: PRIVACY_NOTICE_VERSION,
        confirmedAt: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
    const csv = await (
      await staff.raw(adminExport.loader, "/restrita/newsletter/exportar.csv?q=nova")
    ).text();
    expect(csv).toContain(`nova@example.com,Contato,Confirmado,`);
    expect(csv).toContain(`,/blog,${PRIVACY_NOTICE_VERSION}`);
  });

  it("the e-mail's unsubscribe link removes the address without a session", async () => {
    const { db } = getDb();
    await sendJson({ email: "sair@example.com" });
    await vi.waitFor(() => expect(inboxOf("sair@example.com")).toHaveLength(1), {
      timeout: 10_000,
    });
    const token = linkIn(inboxOf("sair@example.com")[0]!, "cancelar");
    expect((await page(unsubscribePage.loader, "/newsletter/cancelar/x", token)).data).toEqual({
      email: "sair@example.com",
    });
    const removed = await page(unsubscribePage.action, "/newsletter/cancelar/x", token, true);
    expect(removed.init?.status).toBe(200);
    expect(await findNewsletterSubscriber(db, "sair@example.com")).toBeNull();
    expect((await page(unsubscribePage.loader, "/newsletter/cancelar/x", token)).init?.status).toBe(
      410,
    );
  });

  it("an unconfirmed address is gone once its link has expired", async () => {
    const { db } = getDb();
    await sendJson({ email: "esquecida@example.com" });
    const row = await findNewsletterSubscriber(db, "esquecida@example.com");
    const expiry = row!.confirmExpiresAt!;
    const schedule = { eventsMonths: 13, unconfirmedDays: 7, loginCounterHours: 24, auditYears: 5 };
    // Seven days: the link's lifetime, from the privacy settings.
    expect(expiry.getTime() - row!.requestedAt!.getTime()).toBe(7 * 86_400_000);
    await applyRetention(db, schedule, new Date(expiry.getTime() - 60_000));
    expect(await findNewsletterSubscriber(db, "esquecida@example.com")).not.toBeNull();
    await applyRetention(db, schedule, new Date(expiry.getTime() + 1));
    expect(await findNewsletterSubscriber(db, "esquecida@example.com")).toBeNull();
  });

  it("refuses an empty or malformed address with the visitor's message and stores nothing", async () => {
    const { db } = getDb();
    const before = await countNewsletterSubscribers(db);
    const empty = await sendJson({ email: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ ok: false, message: NEWSLETTER_MESSAGES.empty });
    const invalid = await sendJson({ email: "maria@" });
    expect(invalid.body).toMatchObject({ ok: false, fieldError: NEWSLETTER_MESSAGES.invalid });
    expect(await countNewsletterSubscribers(db)).toBe(before);
  });

  it("answers a filled honeypot like anyone else but stores nothing", async () => {
    const { db } = getDb();
    const reply = await sendJson({ email: "robo@example.com", website: "https://spam.example" });
    expect(reply.body).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.requested });
    expect(await findNewsletterSubscriber(db, "robo@example.com")).toBeNull();
  });

  it("without JavaScript redirects back to the form with a flash toast", async () => {
    const response = await send({
      email: "semjs@example.com",
      source: "footer",
      redirectTo: "/clube-basiquinha",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/clube-basiquinha#newsletter-rodape");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__flash=/);
    expect(await findNewsletterSubscriber(getDb().db, "semjs@example.com")).toMatchObject({
      status: "pending",
      consentPage: "/clube-basiquinha",
    });
  });

  it("never redirects to another site", async () => {
    const fromForm = await send({ email: "x1@example.com", redirectTo: "//evil.example/" });
    expect(fromForm.headers.get("Location")).toBe("/#newsletter");
    const fromReferer = await send({ email: "x2@example.com", source: "contact" }, nextIp(), {
      Referer: "https://evil.example/phish",
    });
    expect(fromReferer.headers.get("Location")).toBe("/#contato");
    const sameSiteReferer = await send({ email: "x3@example.com" }, nextIp(), {
      Referer: "https://www.basiquinha.com.br/mapa-do-site?x=1",
    });
    expect(sameSiteReferer.headers.get("Location")).toBe("/mapa-do-site?x=1#newsletter");
  });

  it("slows down a flood from one address", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await sendJson({ email: `flood${i}@example.com` }, ip)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    const blocked = await sendJson({ email: "outra@example.com" }, ip);
    expect(blocked.body).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.rateLimited });
  });
});
