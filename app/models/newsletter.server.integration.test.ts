import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/test-db";
import {
  countNewsletterSubscribers,
  findNewsletterSubscriber,
  subscribeToNewsletter,
} from "./newsletter.server";

describeEachDatabase("newsletter subscribers", (getDb) => {
  it("stores a new address in lower case with its source", async () => {
    const { db } = getDb();
    const result = await subscribeToNewsletter(db, {
      email: "  Maria.Silva@Example.COM ",
      source: "footer",
    });
    expect(result).toEqual({ created: true });
    const row = await findNewsletterSubscriber(db, "maria.silva@example.com");
    expect(row).toMatchObject({ email: "maria.silva@example.com", source: "footer" });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("keeps one row when the same address comes again, in any case and from any form", async () => {
    const { db } = getDb();
    const before = await countNewsletterSubscribers(db);
    await subscribeToNewsletter(db, { email: "ana@example.com", source: "newsletter" });
    const again = await subscribeToNewsletter(db, { email: "ANA@example.com", source: "contact" });
    expect(again).toEqual({ created: false });
    expect(await countNewsletterSubscribers(db)).toBe(before + 1);
    expect((await findNewsletterSubscriber(db, "ana@example.com"))?.source).toBe("newsletter");
  });

  it("handles a burst of the same address without an error or a duplicate", async () => {
    const { db } = getDb();
    const before = await countNewsletterSubscribers(db);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        subscribeToNewsletter(db, { email: "rapida@example.com", source: "newsletter" }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await countNewsletterSubscribers(db)).toBe(before + 1);
  });
});

describe("subscribeToNewsletter input", () => {
  it("refuses an empty address before touching the database", async () => {
    const db = {} as Parameters<typeof subscribeToNewsletter>[0];
    await expect(subscribeToNewsletter(db, { email: "  ", source: "footer" })).rejects.toThrow();
  });
});
