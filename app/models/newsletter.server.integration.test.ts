import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#db/schema";
import { describeEachDatabase } from "../../tests/support/test-db";
import {
  confirmSubscription,
  countNewsletterSubscribers,
  findByUnsubscribeToken,
  findConfirmation,
  findNewsletterSubscriber,
  hashConfirmToken,
  requestSubscription,
  RESEND_AFTER_MINUTES,
  unsubscribe,
  type SubscriptionRequest,
} from "./newsletter.server";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;

function request(email: string, token: string, now = NOW): SubscriptionRequest {
  return {
    email,
    source: "footer",
    page: "/blog",
    consentText: "Ao cadastrar, você aceita…",
    noticeVersion: "2026-11-27",
    ipHash: "hash-do-endereco",
    tokenHash: hashConfirmToken(token),
    expiresAt: new Date(now.getTime() + 7 * DAY),
    now,
  };
}

const token = (n: number) => `token-de-confirmacao-${n}-${"x".repeat(20)}`;

describeEachDatabase("newsletter double opt-in", (getDb) => {
  it("stores a new address in lower case as pending, with its consent record", async () => {
    const { db } = getDb();
    const pending = await requestSubscription(db, request("  Maria.Silva@Example.COM ", token(1)));
    expect(pending?.email).toBe("maria.silva@example.com");
    expect(pending?.unsubscribeToken).toMatch(/^[0-9a-f-]{36}$/);
    const row = await findNewsletterSubscriber(db, "maria.silva@example.com");
    expect(row).toMatchObject({
      status: "pending",
      source: "footer",
      consentPage: "/blog",
      noticeVersion: "2026-11-27",
      consentIpHash: "hash-do-endereco",
      confirmTokenHash: hashConfirmToken(token(1)),
      confirmedAt: null,
    });
    expect(row?.confirmTokenHash).not.toContain(token(1));
  });

  it("confirms once, before expiry; a pending address is not a subscriber", async () => {
    const { db } = getDb();
    await requestSubscription(db, request("ana@example.com", token(2)));
    const before = await countNewsletterSubscribers(db);
    expect(await findConfirmation(db, token(2), NOW)).not.toBeNull();
    expect(await confirmSubscription(db, token(2), new Date(NOW.getTime() + 8 * DAY))).toBeNull();
    const confirmed = await confirmSubscription(db, token(2), new Date(NOW.getTime() + 60_000));
    expect(confirmed).toMatchObject({ status: "confirmed", confirmTokenHash: null });
    expect(confirmed?.confirmedAt?.toISOString()).toBe(
      new Date(NOW.getTime() + 60_000).toISOString(),
    );
    expect(await confirmSubscription(db, token(2), NOW)).toBeNull();
    expect(await findConfirmation(db, token(2), NOW)).toBeNull();
    expect(await countNewsletterSubscribers(db)).toBe(before + 1);
  });

  it("sends nothing for a confirmed address and at most one link per address every few minutes", async () => {
    const { db } = getDb();
    await requestSubscription(db, request("bia@example.com", token(3)));
    expect(await requestSubscription(db, request("BIA@example.com", token(4)))).toBeNull();
    const later = new Date(NOW.getTime() + (RESEND_AFTER_MINUTES + 1) * 60_000);
    // A later request replaces the link: the first one no longer confirms.
    expect(
      await requestSubscription(db, request("bia@example.com", token(5), later)),
    ).not.toBeNull();
    expect(await confirmSubscription(db, token(3), later)).toBeNull();
    expect(await confirmSubscription(db, token(5), later)).not.toBeNull();
    const muchLater = new Date(NOW.getTime() + DAY);
    expect(
      await requestSubscription(db, request("bia@example.com", token(6), muchLater)),
    ).toBeNull();
    expect((await findNewsletterSubscriber(db, "bia@example.com"))?.status).toBe("confirmed");
  });

  it("lets an address from before confirmation confirm, staying a subscriber meanwhile", async () => {
    const { db } = getDb();
    await db.insert(newsletterSubscribers).values({
      email: "antiga@example.com",
      source: "newsletter",
      status: "legacy",
    });
    expect(await requestSubscription(db, request("antiga@example.com", token(7)))).not.toBeNull();
    expect((await findNewsletterSubscriber(db, "antiga@example.com"))?.status).toBe("legacy");
    expect(await confirmSubscription(db, token(7), NOW)).toMatchObject({ status: "confirmed" });
  });

  it("handles a burst of the same address with one row and one e-mail", async () => {
    const { db } = getDb();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        requestSubscription(db, request("rapida@example.com", token(10 + i))),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "rapida@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("removes an address through its unsubscribe token, and only that one", async () => {
    const { db } = getDb();
    const pending = await requestSubscription(db, request("sair@example.com", token(20)));
    expect(await findByUnsubscribeToken(db, "nao-e-um-uuid")).toBeNull();
    expect(await unsubscribe(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await findByUnsubscribeToken(db, pending!.unsubscribeToken)).toMatchObject({
      email: "sair@example.com",
    });
    expect(await unsubscribe(db, pending!.unsubscribeToken.toUpperCase())).toEqual({
      email: "sair@example.com",
    });
    expect(await findNewsletterSubscriber(db, "sair@example.com")).toBeNull();
    expect(await unsubscribe(db, pending!.unsubscribeToken)).toBeNull();
  });
});

describe("requestSubscription input", () => {
  it("refuses an empty address before touching the database", async () => {
    const db = {} as Parameters<typeof requestSubscription>[0];
    await expect(requestSubscription(db, request("  ", token(0)))).rejects.toThrow();
  });
});
