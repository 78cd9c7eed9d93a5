/** The newsletter action end to end on a real database: JSON replies, form posts, abuse. */
import { afterAll, expect, it } from "vitest";
import { NEWSLETTER_MESSAGES, newsletterAlreadySubscribedMessage } from "~/domain/newsletter";
import { countNewsletterSubscribers, findNewsletterSubscriber } from "~/models/newsletter.server";
import { closeDatabase } from "~/server/db.server";
import { routeContext, testEnv } from "../../../tests/support/route-context";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { action, type NewsletterResult } from "./newsletter";

type ActionArgs = Parameters<typeof action>[0];

const env = testEnv({ PUBLIC_SITE_URL: "https://www.basiquinha.com.br" });
const success = "Inscrição realizada com sucesso! Bem-vinda à família Basiquinha 💜";

afterAll(async () => {
  // The action asks for the process-wide handle (rate-limit store); close it with the file.
  await closeDatabase();
});

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request("https://www.basiquinha.com.br/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

describeEachDatabase("POST /newsletter", (getDb, kind) => {
  let ipCounter = 0;
  // A fresh address per test keeps the rate limit out of the way unless a test wants it.
  const nextIp = () => `10.${kind === "pglite" ? 1 : 2}.0.${++ipCounter}`;

  async function send(fields: Record<string, string>, ip = nextIp(), headers = {}) {
    const context = routeContext(getDb().db, env, ip);
    const request = post(fields, headers);
    const args = {
      request,
      url: new URL(request.url),
      pattern: "/newsletter",
      context,
      params: {},
    };
    return (await action(args as ActionArgs)) as Response;
  }

  async function sendJson(fields: Record<string, string>, ip = nextIp()) {
    const response = await send({ ...fields, _response: "json" }, ip);
    return { status: response.status, body: (await response.json()) as NewsletterResult };
  }

  it("stores a subscription once and says so when the address is already on the list", async () => {
    const { db } = getDb();
    const before = await countNewsletterSubscribers(db);
    const first = await sendJson({ email: "Cliente@Example.com", source: "contact" });
    expect(first).toEqual({ status: 200, body: { ok: true, message: success } });

    const again = await sendJson({ email: "cliente@example.com ", source: "footer" });
    expect(again).toEqual({
      status: 200,
      body: { ok: true, message: newsletterAlreadySubscribedMessage("Basiquinha") },
    });
    expect(again.body.message).not.toBe(success);
    expect(await countNewsletterSubscribers(db)).toBe(before + 1);
    expect(await findNewsletterSubscriber(db, "cliente@example.com")).toMatchObject({
      email: "cliente@example.com",
      source: "contact",
    });
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

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const { db } = getDb();
    const before = await countNewsletterSubscribers(db);
    const reply = await sendJson({ email: "robo@example.com", website: "https://spam.example" });
    expect(reply.body.ok).toBe(true);
    expect(await countNewsletterSubscribers(db)).toBe(before);
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
    expect(await findNewsletterSubscriber(getDb().db, "semjs@example.com")).not.toBeNull();
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
